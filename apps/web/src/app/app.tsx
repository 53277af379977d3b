import { queryClient } from '@/lib/query-client';
import { AppRouter } from './declarative-routes';
import { Providers } from './providers';
import { routes } from './routes';

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <AppRouter routes={routes} />
    </Providers>
  );
}
