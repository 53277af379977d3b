import { useLayoutEffect } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { RouteTable } from '@/app/declarative-routes';
import { routes } from '@/app/routes';

/**
 * The app's route table in a memory router, run as the app runs it (app/declarative-routes.tsx). `router.state.location`
 * is the current address, for the tests' assertions on where a navigation went.
 */
export function appRouter(path: string): {
  router: { state: { location: Location } };
  element: ReactElement;
} {
  const router = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } as Location },
  };
  function LocationSpy() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <RouteTable routes={routes} />
      <LocationSpy />
    </MemoryRouter>
  );
  return { router, element };
}
