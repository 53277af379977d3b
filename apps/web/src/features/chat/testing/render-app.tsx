import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ToastHost } from '@/app/toast-host';
import { createQueryClient } from '@/lib/query-client';
import { appRouter } from '@/test/app-router';

/** The whole app (routes, layout with the chat, toasts) at `path`, on a fresh query client, as chat tests need it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const { router, element } = appRouter(path);
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <ToastHost />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
