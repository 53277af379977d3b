import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useStoreHydrated } from '@/lib/hydration';
import { ToastHost } from './toast-host';

/** Server state, toasts, and nothing at all until the persisted client state is restored. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hydrated = useStoreHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {hydrated ? children : null}
      <ToastHost />
    </QueryClientProvider>
  );
}
