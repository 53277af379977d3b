import { Component, Suspense, lazy, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, Outlet, matchRoutes, useLocation, useRoutes } from 'react-router';
import type { LoaderFunctionArgs, Location, RouteObject } from 'react-router';

/*
 * The route table (routes.tsx) is written in the data router's shape, but it runs on React Router's declarative
 * runtime (<BrowserRouter> + useRoutes): createBrowserRouter/RouterProvider alone weigh 17 KB gzipped of the first
 * route, and the app uses only these of their features, re-created here and in scroll-restoration.tsx in about 1 KB
 * (docs/decisions/0005-web-entry-budget.md):
 *
 *  - `lazy`: the page's code is fetched when the route is first shown (React.lazy). <BrowserRouter> navigates inside
 *    startTransition, so the current page stays on screen until the next one's code is here, as before.
 *  - `loader`: called when a navigation reaches the route, before its code arrives, to start requests early. Its
 *    result is ignored: the app's loaders only prefetch into the query cache and return null.
 *  - `ErrorBoundary`: shown in the route's place when its page fails to load or crashes; cleared by the next navigation.
 *  - `HydrateFallback` (root route): painted until the first page's code has arrived.
 *
 * Anything else of the data router (actions, useLoaderData, fetchers, useNavigation, useRouteError, …) is not
 * available: a route using `action` or `shouldRevalidate` is refused at start, and ESLint refuses the data router's
 * imports in app code. Tests may still render `routes` in createMemoryRouter; the app renders it with <AppRouter>,
 * and declarative-routes.test.tsx covers this runtime.
 */

type LoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'params'>;

class RouteErrorBoundary extends Component<
  { locationKey: string; fallback: ComponentType; children: ReactNode },
  { failed: boolean; locationKey: string }
> {
  override state = { failed: false, locationKey: this.props.locationKey };

  // React itself reports the caught error (console.error), as the data router did.
  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { locationKey: string }) {
    // A navigation elsewhere clears the error, as the data router did.
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}

function WithErrorBoundary({ fallback, children }: { fallback: ComponentType; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key} fallback={fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

function toDeclarative(route: RouteObject): RouteObject {
  if (route.action || route.shouldRevalidate) {
    throw new Error(
      `Route ${route.path ?? '(layout)'}: actions and revalidation need the data router (see declarative-routes.tsx)`,
    );
  }
  const load = route.lazy;
  if (load !== undefined && typeof load !== 'function') {
    throw new Error(`Route ${route.path ?? '(layout)'}: only a lazy() function is supported`);
  }
  const Page: ComponentType | null | undefined = load
    ? lazy(async () => {
        const loaded = await load();
        if (!loaded.Component) {
          throw new Error(`Route ${route.path ?? '(layout)'}: lazy() must return { Component }`);
        }
        return { default: loaded.Component };
      })
    : route.Component;
  let element: ReactNode = Page ? <Page /> : (route.element ?? <Outlet />);
  if (route.ErrorBoundary) {
    element = <WithErrorBoundary fallback={route.ErrorBoundary}>{element}</WithErrorBoundary>;
  }
  return {
    ...route,
    lazy: undefined,
    loader: undefined,
    Component: undefined,
    ErrorBoundary: undefined,
    HydrateFallback: undefined,
    element,
    children: route.children?.map(toDeclarative),
  } as RouteObject;
}

/** Starts the loaders of the routes a location matches (each location once). */
function runLoaders(routes: RouteObject[], location: Location): void {
  const matches = matchRoutes(routes, location) ?? [];
  const url = new URL(location.pathname + location.search + location.hash, window.location.origin);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    const args: LoaderArgs = { request: new Request(url), params };
    try {
      void Promise.resolve(route.loader(args as LoaderFunctionArgs)).catch(() => undefined);
    } catch {
      // A prefetch that fails to start costs nothing: the page fetches what it needs itself.
    }
  }
}

/** Each table is converted once, so its lazy pages are fetched once. */
const converted = new WeakMap<RouteObject[], RouteObject[]>();
function declarativeTable(routes: RouteObject[]): RouteObject[] {
  let table = converted.get(routes);
  if (!table) {
    table = routes.map(toDeclarative);
    converted.set(routes, table);
  }
  return table;
}

/** Renders a route table (data-router shape) inside any router: <AppRouter> in the app, a MemoryRouter in tests. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // Loaders start while the navigation renders, so their requests overlap the page's code download.
  const started = useRef<string | null>(null);
  if (started.current !== location.key) {
    started.current = location.key;
    runLoaders(routes, location);
  }
  const element = useRoutes(declarativeTable(routes));
  const Fallback = routes[0]?.HydrateFallback;
  // Only the first page's arrival shows the fallback: later navigations run in a transition and keep the old page.
  return <Suspense fallback={Fallback ? <Fallback /> : null}>{element}</Suspense>;
}

export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
