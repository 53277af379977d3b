import { Component, Suspense, lazy, memo, startTransition, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import {
  BrowserRouter,
  Outlet,
  UNSAFE_LocationContext as LocationContext,
  matchRoutes,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import type { Location, Params, RouteObject } from 'react-router';
import type { Access } from './guards';
import { Guard } from './guards';

/*
 * The app's route table (routes.tsx) is written in the project's own small type below and runs on React Router's
 * declarative runtime (<BrowserRouter> + useRoutes). The data router (createBrowserRouter/RouterProvider) would weigh
 * far more of the first route than the few things the app needs, which are here and in scroll-restoration.tsx
 * (docs/decisions/0005-web-entry-budget.md). A route has only what this runtime really does:
 *
 *  - `path`: a pattern from src/lib/paths.ts.
 *  - `page`: the page's code, fetched when the route is first shown (React.lazy). The pages follow the router's
 *    location in a transition (RouteTable), so the current page stays on screen until the next one's code is here.
 *  - `guard`: who may open the page, checked once when it mounts (a refused visitor goes to '/').
 *  - `prefetch`: called when a navigation reaches the route, before its code arrives, to start requests into the
 *    query cache early. Its result is ignored.
 *
 * The table's `layout` is around every page, its `fallback` is painted until the first page's code has arrived, and
 * its `error` is shown in a page's place (inside the layout) when the page's code cannot load or the page crashes,
 * cleared by the next navigation. There are no loader data, actions, fetchers or useNavigation: a route carrying a
 * data-router field is refused at start, and ESLint refuses the data router's imports in app code.
 * declarative-routes.test.tsx covers this runtime.
 */

/** A page's code, loaded when the route is first shown. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

export interface PrefetchTarget {
  /** The whole address being opened (its query included). */
  url: URL;
  params: Params;
}

export interface PageRoute {
  /** A pattern of src/lib/paths.ts: '/', '/login', '/description/:id', or '*' for every other address. */
  path: string;
  page: PageLoader;
  guard?: Access;
  prefetch?: (target: PrefetchTarget) => void;
}

export interface RouteTableSpec {
  layout: ComponentType;
  fallback: ComponentType;
  error: ComponentType;
  pages: readonly PageRoute[];
}

const PAGE_ROUTE_KEYS = new Set(['path', 'page', 'guard', 'prefetch']);

class RouteErrorBoundary extends Component<
  { locationKey: string; fallback: ComponentType; children: ReactNode },
  { failed: boolean; locationKey: string }
> {
  override state = { failed: false, locationKey: this.props.locationKey };

  // React itself reports the caught error (console.error).
  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { locationKey: string }) {
    // A navigation elsewhere clears the error.
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

/** Pages whose code preloadPage has already fetched: rendered directly, without suspending. */
const preloaded = new Map<PageLoader, ComponentType>();

function lazyPage(route: PageRoute): ComponentType {
  for (const key of Object.keys(route)) {
    if (!PAGE_ROUTE_KEYS.has(key)) {
      throw new Error(
        `Route ${route.path}: '${key}' is not supported (loaders, actions and route error boundaries need the data router; see declarative-routes.tsx)`,
      );
    }
  }
  const { page, guard: access } = route;
  const withGuard = (Page: ComponentType): ComponentType => {
    if (!access) return Page;
    const allowed: Access = access;
    function GuardedPage() {
      return (
        <Guard access={allowed}>
          <Page />
        </Guard>
      );
    }
    return GuardedPage;
  };
  const Lazy = lazy(async () => ({ default: withGuard((await page()).Component) }));
  let ready: ComponentType | undefined;
  // React.lazy suspends on its first render even when the code is already here, which would paint the fallback
  // for a frame or more over a page the first HTML already shows; a preloaded page renders at once instead.
  function RoutePage() {
    const Preloaded = preloaded.get(page);
    if (!Preloaded) return <Lazy />;
    ready ??= withGuard(Preloaded);
    const Ready = ready;
    return <Ready />;
  }
  return RoutePage;
}

/** The table as React Router's route objects: the layout at '/', an error boundary, then one route per page. */
function toRouteObjects(spec: RouteTableSpec): RouteObject[] {
  const Layout = spec.layout;
  const children = spec.pages.map((route): RouteObject => {
    const Page = lazyPage(route);
    // `handle` keeps the page route, so a match finds its prefetch.
    return route.path === '/'
      ? { index: true, element: <Page />, handle: route }
      : { path: route.path, element: <Page />, handle: route };
  });
  return [
    {
      path: '/',
      element: (
        <WithErrorBoundary fallback={spec.error}>
          <Layout />
        </WithErrorBoundary>
      ),
      children: [
        {
          element: (
            <WithErrorBoundary fallback={spec.error}>
              <Outlet />
            </WithErrorBoundary>
          ),
          children,
        },
      ],
    },
  ];
}

/** Starts the prefetch of the page a location matches (each location once). */
function runPrefetch(table: RouteObject[], location: Location): void {
  const matches = matchRoutes(table, location) ?? [];
  const leaf = matches[matches.length - 1];
  const prefetch = (leaf?.route.handle as PageRoute | undefined)?.prefetch;
  if (!leaf || !prefetch) return;
  const url = new URL(location.pathname + location.search + location.hash, window.location.origin);
  try {
    prefetch({ url, params: leaf.params });
  } catch {
    // A prefetch that fails to start costs nothing: the page fetches what it needs itself.
  }
}

/** Each table is converted once, so its lazy pages are fetched once. */
const converted = new WeakMap<RouteTableSpec, RouteObject[]>();
function routeObjects(spec: RouteTableSpec): RouteObject[] {
  let table = converted.get(spec);
  if (!table) {
    table = toRouteObjects(spec);
    converted.set(spec, table);
  }
  return table;
}

/**
 * Fetches the code of the page `pathname` shows, for a start that must not paint the fallback (a page whose content
 * is already in the first HTML): with the code here, the page's lazy component resolves without showing it.
 */
export async function preloadPage(spec: RouteTableSpec, pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects(spec), { pathname }) ?? [];
  const page = (matches[matches.length - 1]?.route.handle as PageRoute | undefined)?.page;
  if (page) preloaded.set(page, (await page()).Component);
}

/** The routes at the location the router's context gives them; memo: a render of RouteTable alone changes nothing here. */
const ShownRoutes = memo(function ShownRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
});

/** Renders a route table inside any router: <AppRouter> in the app, a MemoryRouter in tests. */
export function RouteTable({ routes }: { routes: RouteTableSpec }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const table = routeObjects(routes);
  // The routes are shown at `shown`, which follows the router's location in a transition of its own: a new location
  // commits here at once, while its page's code may still be on its way, so the layout effect below starts its
  // prefetch before paint and during that download; the shown page changes (in the transition) once the code is here.
  const [shown, setShown] = useState({ location, navigationType });
  const started = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Keyed on the location's key, so StrictMode's second run of an effect in development starts nothing again.
    if (started.current !== location.key) {
      started.current = location.key;
      runPrefetch(table, location);
    }
    if (shown.location !== location) startTransition(() => setShown({ location, navigationType }));
  }, [table, location, navigationType, shown]);
  const Fallback = routes.fallback;
  // Only the first page's arrival shows the fallback: later ones come in a transition, which keeps the old page.
  return (
    <LocationContext.Provider value={shown}>
      <Suspense fallback={<Fallback />}>
        <ShownRoutes table={table} />
      </Suspense>
    </LocationContext.Provider>
  );
}

export function AppRouter({ routes }: { routes: RouteTableSpec }) {
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
