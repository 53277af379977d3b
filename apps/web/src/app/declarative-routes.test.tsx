import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { createQueryClient } from '@/lib/query-client';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, page } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { RouteTable } from './declarative-routes';
import type { PageRoute, PrefetchTarget, RouteTableSpec } from './declarative-routes';
import { routes as appRoutes } from './routes';
import { ScrollRestoration } from './scroll-restoration';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** A page module whose arrival the test decides. */
function deferredPage(text: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((resolve, reject) => {
        arrive = () => resolve({ Component: () => <h1>{text}</h1> });
        fail = reject;
      }),
  );
  return {
    load,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

function Layout() {
  const location = useLocation();
  return (
    <div>
      <nav>
        <Link to="/">Home</Link> <Link to="/other">Other</Link>
      </nav>
      <p data-testid="path">{location.pathname}</p>
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

function table(pages: PageRoute[]): RouteTableSpec {
  return {
    layout: Layout,
    fallback: () => <p>Shell</p>,
    error: () => <p role="alert">Could not load</p>,
    pages,
  };
}

/** A page whose code is already here. */
function ready(Page: ComponentType) {
  return () => Promise.resolve({ Component: Page });
}

describe('route table on the declarative runtime', () => {
  it('paints the fallback until the first page arrives, with its loader already started', async () => {
    const home = deferredPage('Home page');
    const loader = vi.fn(() => null);
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteTable routes={table([{ path: '/', page: home.load, prefetch: loader }])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(home.load).toHaveBeenCalledTimes(1);
    await home.arrive();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Shell')).not.toBeInTheDocument();
  });

  it('keeps the current page on screen while the next one loads, and passes the params to loaders', async () => {
    const user = userEvent.setup();
    const detail = deferredPage('Detail page');
    const loader = vi.fn(() => null);
    let go: (to: string) => void = () => undefined;
    function Home() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return <h1>Home page</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteTable
          routes={table([
            { path: '/', page: ready(Home) },
            { path: '/item/:id', page: detail.load, prefetch: loader },
          ])}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    act(() => go('/item/42'));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]).toEqual([expect.objectContaining({ params: { id: '42' } })]);
    // The page's code is still on its way: the old page stays, no fallback replaces it.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Shell')).not.toBeInTheDocument();
    await detail.arrive();
    expect(await screen.findByRole('heading', { name: 'Detail page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('starts the prefetch of each location once, as it commits (StrictMode and other renders start nothing more)', async () => {
    const prefetch = vi.fn<(target: PrefetchTarget) => void>();
    let go: (to: string | number) => void = () => undefined;
    function Page({ name }: { name: string }) {
      const navigate = useNavigate();
      go = (to) => void (typeof to === 'number' ? navigate(to) : navigate(to));
      return <h1>{name}</h1>;
    }
    const routes = table([
      { path: '/', page: ready(() => <Page name="Home page" />) },
      { path: '/item/:id', page: ready(() => <Page name="Item page" />), prefetch },
    ]);
    const app = (
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <RouteTable routes={routes} />
        </MemoryRouter>
      </StrictMode>
    );
    const { rerender } = render(app);
    await screen.findByRole('heading', { name: 'Home page' });
    act(() => go('/item/7?sort=distance'));
    await screen.findByRole('heading', { name: 'Item page' });
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [target] = prefetch.mock.calls[0]!;
    expect(target.url.pathname + target.url.search).toBe('/item/7?sort=distance');
    expect(target.params).toEqual({ id: '7' });
    // A render that is not a navigation starts nothing.
    rerender(app);
    await screen.findByRole('heading', { name: 'Item page' });
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Each new location starts its own, even at the same address.
    act(() => go('/item/7?sort=distance'));
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    // Back to the first visit of the item is an arrival there again; Back home, which has none, starts nothing.
    act(() => go(-1));
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(3));
    act(() => go(-1));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('shows the nearest error boundary inside the layout when a page cannot load, and clears it on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const broken = deferredPage('Never');
    render(
      <MemoryRouter initialEntries={['/other']}>
        <RouteTable
          routes={table([
            { path: '/', page: ready(() => <h1>Home page</h1>) },
            { path: '/other', page: broken.load },
          ])}
        />
      </MemoryRouter>,
    );
    await broken.fail(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    // The layout (the nav) is still there.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a route that needs the data router', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <RouteTable
            routes={table([{ path: '/', page: ready(() => null), action: () => null } as PageRoute])}
          />
        </MemoryRouter>,
      ),
    ).toThrow(/data router/);
  });

  it('starts a page at the top and returns to the left position on Back', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const listening = vi.spyOn(window, 'addEventListener');
    let go: (to: string | number) => void = () => undefined;
    function Page({ name }: { name: string }) {
      const navigate = useNavigate();
      go = (to) => void (typeof to === 'number' ? navigate(to) : navigate(to));
      return <h1>{name}</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteTable
          routes={table([
            { path: '/', page: ready(() => <Page name="Home page" />) },
            { path: '/other', page: ready(() => <Page name="Other page" />) },
          ])}
        />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Home page' });
    // The listener comes with the page's passive effects, which on a loaded machine can run after the heading shows.
    await waitFor(() =>
      expect(listening).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true }),
    );
    listening.mockRestore();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    act(() => go('/other'));
    await screen.findByRole('heading', { name: 'Other page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => go(-1));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    window.scrollTo = () => undefined;
  });
});

describe('the app’s routes on the declarative runtime', () => {
  function visit(path: string, user: User | null) {
    useRootStore.setState({ user });
    // The answers come through MSW; the calls are noted as fetch is called, to see what started before the page ran.
    const requests: { path: string }[] = [];
    const fetchThroughMsw = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      requests.push({ path: new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '') });
      return fetchThroughMsw(input, init);
    });
    onTestFinished(() => spy.mockRestore());
    mockFetch([
      { path: 'product/new', body: ok(page([], 1, 0, 0)) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
      { path: 'user/me', body: ok({ user }) },
      { path: 'meta', body: ok({ allowedEmailDomains: ['gmail.com'], supportEmail: 'help@kisansetu.in' }) },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable routes={appRoutes} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return requests;
  }

  it('opens the home page, its latest products requested by the route before the page code ran', async () => {
    const requests = visit('/', null);
    expect(requests.map((request) => request.path)).toContain('product/new');
    expect(await screen.findByText('Most Searched')).toBeInTheDocument();
  });

  it('sends a visitor away from /cart (guard)', async () => {
    visit('/cart', null);
    expect(await screen.findByText('Most Searched')).toBeInTheDocument();
  });

  it("lets a buyer open /cart, titled 'Your Wishlist'", async () => {
    visit('/cart', buyer);
    expect(await screen.findByRole('heading', { name: 'Your Wishlist' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    visit('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
