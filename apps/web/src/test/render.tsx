import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, parsePath, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { ToastHost } from '@/app/toast-host';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders an element at `path` (with history `state`, if given) inside a memory router and a fresh query client; other
 * paths show their name.
 */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    route = path,
    extraRoutes = [],
    state,
  }: {
    path?: string;
    route?: string;
    extraRoutes?: RouteObject[];
    state?: unknown;
  } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path: route, element }, ...extraRoutes, { path: '*', Component: LocationProbe }],
    { initialEntries: [state === undefined ? path : { ...parsePath(path), state }] },
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

/** Renders an element with a fresh query client and no router (a component that fetches but does not navigate). */
export function renderWithQueries(element: ReactElement) {
  const queryClient = createQueryClient();
  return {
    ...render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>),
    queryClient,
  };
}
