import { RouterProvider, createBrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
