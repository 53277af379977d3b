import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NearMeOrigin, Product } from '@kisansetu/contract';
import { useRootStore } from '@/lib/store';
import { buyer, page, product } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductListPage } from '../pages/product-list-page';
import { getSessionPosition, setSessionPosition } from './position';

const NASHIK: NearMeOrigin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' };

function nearPage(products: Product[], origin: NearMeOrigin | null, pageNumber = 1, totalPages = 1) {
  return { ...page(products, pageNumber, totalPages, products.length * totalPages), origin };
}

/** A browser geolocation that answers with `answer` (a position, or an error code as GeolocationPositionError has). */
function stubGeolocation(answer: { lat: number; lon: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('code' in answer)
      failure?.({
        code: answer.code,
        message: 'no',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    else success({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/**
 * Renders `element` at `path` the way the app runs its routes (React Router's declarative runtime, see
 * app/declarative-routes.tsx), with the current URL's query shown and a Back button.
 */
function renderInApp(element: ReactElement, path: string) {
  const pathname = path.split('?')[0]!;
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output data-testid="search">{location.search}</output>
        <button type="button" onClick={() => void navigate(-1)}>
          Browser back
        </button>
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pathname} element={element} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { search: () => screen.getByTestId('search').textContent };
}

/** The near-me chip: one button whose name says the whole choice ('Where: Anywhere'). */
function chip(): HTMLElement {
  return screen.getByRole('button', { name: /^Where:/ });
}

/** Opens the chip's bottom sheet and waits for its (lazily loaded) controls. */
async function openSheet(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: /^Where:/ }));
  const sheet = await screen.findByRole('dialog', { name: 'Where' });
  await within(sheet).findByLabelText('Distance');
  return sheet;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionPosition(null);
  Reflect.deleteProperty(navigator, 'geolocation');
  useRootStore.setState({ user: null });
});

describe('Near me on /product: the controls', () => {
  it('write radius and PIN code into the URL and the query (the order beside them); Back undoes a choice', async () => {
    const onion = product({ productName: 'Onion', distanceKm: 8 });
    const { requests } = mockFetch([{ path: 'product/new', body: ok(nearPage([onion], null)) }]);
    const user = userEvent.setup();
    const app = renderInApp(<ProductListPage />, '/product');
    await waitFor(() => expect(chip()).toHaveAccessibleName('Where: Anywhere'));

    // Nearest is offered only with a point to measure from.
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Price: low to high', 'Price: high to low']);
    const sheet = await openSheet(user);
    await user.selectOptions(within(sheet).getByLabelText('Distance'), 'Within 50 km');
    await waitFor(() => expect(app.search()).toBe('?radiusKm=50'));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/api/v1/product/new?page=1&radiusKm=50'));
    // No point known (a visitor without PIN or position): the sheet says what would give distances.
    expect(
      await within(sheet).findByText(
        'To see the nearest produce first, type your PIN code or tap “Use my location”.',
      ),
    ).toBeInTheDocument();
    // The choices apply as they are made; the sheet stays open for the next one.
    expect(sheet).toBeVisible();
    expect(chip()).toHaveAccessibleName('Where: Anywhere · 50 km');

    const next = mockFetch([{ path: 'product/new', body: ok(nearPage([onion], NASHIK)) }]);
    await user.type(within(sheet).getByLabelText('Your PIN code'), '422003');
    await user.click(within(sheet).getByRole('button', { name: 'Use PIN' }));
    // A point given without an order chosen: nearest first is what the person is after.
    await waitFor(() => expect(app.search()).toBe('?radiusKm=50&pincode=422003&sort=distance'));
    // A point keeps the sheet open (the distance may come next); the chip says where distances are measured from.
    await waitFor(() => expect(chip()).toHaveAccessibleName('Where: Near Nashik · 50 km'));
    expect(sheet).toBeVisible();
    expect(next.requests.map((r) => r.url)).toEqual([
      '/api/v1/product/new?page=1&sort=distance&radiusKm=50&pincode=422003',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by', hidden: true })).toHaveValue('distance');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopened = await openSheet(user);
    expect(within(reopened).getByRole('status')).toHaveTextContent(
      'Distances from PIN 422003, Nashik, Maharashtra',
    );

    await user.click(within(reopened).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(app.search()).toBe('?radiusKm=50'));
    await openSheet(user);
    await waitFor(() => expect(screen.getByLabelText('Your PIN code')).toHaveValue(''));
  });

  it("checks the PIN box with the contract's rule and shows a PIN the server could not place under it", async () => {
    const { requests } = mockFetch([{ path: 'product/new', body: ok(nearPage([], null)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product' });
    await openSheet(user);
    const pin = await screen.findByLabelText('Your PIN code');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '4220');
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use PIN' }));
    expect(router.state.location.search).toBe('');

    mockFetch([
      {
        path: 'product/new',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          pincode: 'validation.pincodeUnknown',
        }),
      },
    ]);
    // A refused PIN code stays in the open sheet.
    expect(screen.getByRole('dialog', { name: 'Where' })).toBeVisible();
    await user.type(pin, '99');
    await user.click(screen.getByRole('button', { name: 'Use PIN' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pincode=422099&sort=distance'));
    // The sheet closed with the PIN code applied: the server's refusal is said under the chip, and in the sheet.
    await waitFor(() => expect(chip()).toHaveAccessibleDescription('We could not find this PIN code'));
    await openSheet(user);
    expect(screen.getByLabelText('Your PIN code')).toHaveAccessibleDescription(
      'We could not find this PIN code',
    );
    expect(requests[0]!.url).toBe('/api/v1/product/new?page=1');
  });

  it('Load More keeps the near-me choice', async () => {
    const first = Array.from({ length: 12 }, (_, i) => product({ distanceKm: i }));
    mockFetch([{ path: 'product/new', body: ok(nearPage(first, NASHIK, 1, 2)) }]);
    const user = userEvent.setup();
    renderAt(<ProductListPage />, {
      path: '/product?sort=distance&radiusKm=25&pincode=422003',
      route: '/product',
    });
    expect(await screen.findByText(first[0]!.productName)).toBeInTheDocument();
    const more = mockFetch([
      { path: 'product/new', body: ok(nearPage([product({ distanceKm: 20 })], NASHIK, 2, 2)) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(more.requests).toHaveLength(1));
    expect(more.requests[0]!.url).toBe('/api/v1/product/new?page=2&sort=distance&radiusKm=25&pincode=422003');
  });

  it('a signed-in buyer with an address gets distances from it without choosing anything', async () => {
    useRootStore.setState({ user: buyer });
    const origin: NearMeOrigin = { source: 'profile', place: 'Karnal', district: 'Karnal', state: 'Haryana' };
    const { requests } = mockFetch([
      { path: 'product/new', body: ok(nearPage([product({ distanceKm: 23 })], origin)) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    const user = userEvent.setup();
    renderAt(<ProductListPage />, { path: '/product' });
    await waitFor(() => expect(chip()).toHaveAccessibleName('Where: Near Karnal'));
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('status')).toHaveTextContent(
      'Distances from Karnal, Haryana — your address',
    );
    expect(requests.find((r) => r.path === 'product/new')!.url).toBe('/api/v1/product/new?page=1');
  });
});

describe('Near me: distances on the cards', () => {
  it("shows '~23 km', '< 1 km' for the same place, and nothing for a listing without a location", async () => {
    const far = product({ productName: 'Far onion', distanceKm: 23 });
    const here = product({ productName: 'Local onion', distanceKm: 0 });
    const unknown = product({ productName: 'Unplaced onion' });
    mockFetch([{ path: 'product/new', body: ok(nearPage([here, far, unknown], NASHIK)) }]);
    renderAt(<ProductListPage />, { path: '/product?sort=distance&pincode=422003', route: '/product' });
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;
    await screen.findByText('Far onion');
    expect(card('Far onion')).toHaveTextContent('Distance: ~23 km');
    expect(card('Local onion')).toHaveTextContent('Distance: < 1 km');
    expect(card('Unplaced onion')).not.toHaveTextContent('km');
  });
});

describe('Near me: "Use my location"', () => {
  it('sends the position rounded to ~1 km, never puts it in the URL or storage, and says where distances are from', async () => {
    const ask = stubGeolocation({ lat: 19.99731, lon: 73.78981 });
    const { requests } = mockFetch([
      { path: 'product/new', body: ok(nearPage([product({ distanceKm: 3 })], null)) },
    ]);
    const user = userEvent.setup();
    const app = renderInApp(<ProductListPage />, '/product?pincode=422003');
    await waitFor(() => expect(requests).toHaveLength(1));
    await openSheet(user);
    const button = screen.getByRole('button', { name: 'Use my location' });
    const positioned = mockFetch([
      {
        path: 'product/new',
        body: ok(
          nearPage([product({ distanceKm: 3 })], {
            source: 'position',
            place: null,
            district: null,
            state: null,
          }),
        ),
      },
    ]);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(button);
    expect(ask).toHaveBeenCalledTimes(1);
    // The chip says so at once; the sheet stays until 'Show results', which brings the results' heading into view
    // with the focus on it.
    await waitFor(() => expect(chip()).toHaveAccessibleName('Where: Near you'));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const heading = await screen.findByRole('heading', { name: '1 product', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);
    // One request with the position and the sort together.
    expect(positioned.requests.map((r) => r.url)).toEqual([
      '/api/v1/product/new?page=1&sort=distance&lat=20&lon=73.79',
    ]);
    expect(getSessionPosition()).toEqual({ lat: 20, lon: 73.79 });
    // The PIN code gives way to the position; neither the position nor its numbers are written anywhere.
    expect(app.search()).toBe('?sort=distance');
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toMatch(/lat|lon|73\.79|19\.99/);
    expect(requests[0]!.url).toBe('/api/v1/product/new?page=1&pincode=422003');
  });

  it('explains a refused permission instead of failing, and sends no position', async () => {
    stubGeolocation({ code: 1 });
    const { requests } = mockFetch([{ path: 'product/new', body: ok(nearPage([], null)) }]);
    const user = userEvent.setup();
    renderAt(<ProductListPage />, { path: '/product' });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Use my location' }));
    expect(
      await within(sheet).findByText('You did not allow your location. Type your PIN code instead.'),
    ).toBeInTheDocument();
    expect(sheet).toBeVisible();
    expect(getSessionPosition()).toBeNull();
    expect(requests.every((r) => !r.url.includes('lat='))).toBe(true);
  });

  it('explains a browser without geolocation', async () => {
    mockFetch([{ path: 'product/new', body: ok(nearPage([], null)) }]);
    const user = userEvent.setup();
    renderAt(<ProductListPage />, { path: '/product' });
    await openSheet(user);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText('This browser cannot share its location. Type your PIN code instead.'),
    ).toBeInTheDocument();
  });

  it('is forgotten when the person logs out', () => {
    useRootStore.setState({ user: buyer });
    setSessionPosition({ lat: 19.99, lon: 73.79 });
    useRootStore.getState().clearSession();
    expect(getSessionPosition()).toBeNull();
  });
});
