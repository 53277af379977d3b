import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { ToastHost } from '@/app/toast-host';
import { createQueryClient } from '@/lib/query-client';

/** Renders an element at `path` inside a memory router and a fresh query client; other paths show their name. */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    route = path,
    extraRoutes = [],
  }: {
    path?: string;
    route?: string;
    extraRoutes?: RouteObject[];
  } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path: route, element }, ...extraRoutes, { path: '*', Component: LocationProbe }],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}
