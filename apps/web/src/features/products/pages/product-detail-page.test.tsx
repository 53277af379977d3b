import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from '@/lib/data-saver';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, entry, product, seller, sessionOf } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductActionBar } from '../components/product-action-bar';
import { ProductDetailPage } from './product-detail-page';

afterEach(() => {
  setDataSaver(null);
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('Product detail', () => {
  it("shows 'Loading...', then every field, the seller link and the buyer's buttons", async () => {
    useRootStore.setState({ user: buyer });
    const rice = product({
      productName: 'Basmati rice',
      price: 5200,
      unit: 'quintal',
      quantity: 120,
      availability: 'out_of_stock',
      image: ['/uploads/a.webp', '/uploads/b.webp'],
      thumbnails: ['/uploads/a-card.webp', '/uploads/b-card.webp'],
      createdAt: '2026-03-12T10:00:00.000Z',
    });
    mockFetch([
      { path: `product/${rice._id}`, body: ok({ product: rice }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${rice._id}`, route: '/description/:id' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Basmati rice' })).toBeInTheDocument();
    expect(screen.getByText('₹5,200 / quintal')).toBeInTheDocument();
    expect(screen.getByText('120 quintal')).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: rice.sellerName })).toHaveAttribute(
      'href',
      `/user/profile/${rice.sellerId}`,
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(screen.getByAltText('Basmati rice, photo 1 of 2')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Basmati rice, photo 2 of 2')).toHaveAttribute('loading', 'lazy');
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Chat with ${rice.sellerName}` })).toBeInTheDocument();
  });

  it('with data saver on, loads only the first photo, at the card size, and the next one on a tap', async () => {
    setDataSaver(true);
    const rice = product({
      productName: 'Basmati rice',
      image: ['/uploads/a.webp', '/uploads/b.webp'],
      thumbnails: ['/uploads/a-card.webp', '/uploads/b-card.webp'],
      photoPreview: {
        src: 'data:image/webp;base64,AAAA',
        cardBytes: [21_000, 23_000],
        photoBytes: [98_000, 99_000],
      },
    });
    mockFetch([{ path: `product/${rice._id}`, body: ok({ product: rice }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${rice._id}`, route: '/description/:id' });
    expect(await screen.findByAltText('Basmati rice, photo 1 of 2')).toHaveAttribute(
      'src',
      '/uploads/a-card.webp',
    );
    expect(screen.queryByAltText('Basmati rice, photo 2 of 2')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Load the photo of Basmati rice, photo 2 of 2 (23 kB)' }),
    );
    expect(screen.getByAltText('Basmati rice, photo 2 of 2')).toHaveAttribute('src', '/uploads/b-card.webp');
    expect(document.querySelector('img[src="/uploads/a.webp"], img[src="/uploads/b.webp"]')).toBeNull();
  });

  it("shows where a located listing is ('Near Nashik, Maharashtra'), only the PIN code's area", async () => {
    const onion = product({
      productName: 'Red onion',
      address: 'Khet 12, Pimpalgaon, Nashik',
      location: {
        pincode: '422001',
        place: 'Nashik',
        district: 'Nashik',
        state: 'Maharashtra',
        lat: 20.0,
        lon: 73.79,
      },
    });
    mockFetch([{ path: `product/${onion._id}`, body: ok({ product: onion }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    expect(await screen.findByText('Near Nashik, Maharashtra')).toBeInTheDocument();
    expect(screen.getByText('Khet 12, Pimpalgaon, Nashik')).toBeInTheDocument();
  });

  it("marks a farmer who verified their phone with 'Phone verified' beside their name", async () => {
    const verified = product({ productName: 'Kesar mango', sellerPhoneVerified: true });
    const unverified = product({ productName: 'Alphonso mango', sellerPhoneVerified: false });
    mockFetch([
      { path: `product/${verified._id}`, body: ok({ product: verified }) },
      { path: `product/${unverified._id}`, body: ok({ product: unverified }) },
    ]);
    const first = renderAt(<ProductDetailPage />, {
      path: `/description/${verified._id}`,
      route: '/description/:id',
    });
    await screen.findByRole('heading', { name: 'Kesar mango' });
    const soldBy = screen.getByText('Sold by').parentElement!;
    expect(within(soldBy).getByRole('link', { name: verified.sellerName })).toBeInTheDocument();
    expect(within(soldBy).getByRole('img', { name: 'Phone verified' })).toHaveTextContent('Phone verified');
    first.unmount();

    renderAt(<ProductDetailPage />, { path: `/description/${unverified._id}`, route: '/description/:id' });
    await screen.findByRole('heading', { name: 'Alphonso mango' });
    expect(screen.queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load product.' when it cannot be loaded", async () => {
    mockFetch([{ path: /^product\//, status: 404, body: fail('not_found', 'server.productNotFound') }]);
    renderAt(<ProductDetailPage />, { path: '/description/missing', route: '/description/:id' });
    expect(await screen.findByText('Failed to load product.')).toBeInTheDocument();
    expect(await screen.findByText('Product Not loading...')).toBeInTheDocument();
  });
});

describe('Product detail: the listing lifecycle', () => {
  it('a sold listing says so at the top, for a buyer', async () => {
    useRootStore.setState({ user: buyer });
    const wheat = product({ productName: 'Sharbati wheat', status: 'sold' });
    mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    expect(await screen.findByText('This crop has been sold')).toBeInTheDocument();
    expect(screen.getByTestId('listing-banner')).toHaveAttribute('data-status', 'sold');
    // The details agree with the banner: not "In Stock".
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(screen.getByText('Availability').nextElementSibling).toHaveTextContent('Sold');
    // A buyer gets none of the farmer's buttons.
    expect(screen.queryByRole('region', { name: 'Your listing' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
  });

  it('an expired listing says so; an active one has no banner', async () => {
    const potato = product({ productName: 'Jyoti potato', status: 'expired' });
    const onion = product({ productName: 'Red onion' });
    mockFetch([
      { path: `product/${potato._id}`, body: ok({ product: potato }) },
      { path: `product/${onion._id}`, body: ok({ product: onion }) },
    ]);
    const { unmount } = renderAt(<ProductDetailPage />, {
      path: `/description/${potato._id}`,
      route: '/description/:id',
    });
    expect(await screen.findByText('This listing has expired')).toBeInTheDocument();
    unmount();
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    expect(await screen.findByRole('heading', { name: 'Red onion' })).toBeInTheDocument();
    expect(screen.queryByTestId('listing-banner')).toBeNull();
  });

  it("the farmer's own page: status, Edit, and Mark as sold in one tap (then Sold and Renew)", async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const onion = product({ productName: 'Red onion' });
    const { requests } = mockFetch([
      { path: `product/${onion._id}`, body: ok({ product: onion }) },
      {
        method: 'POST',
        path: `product/sold/${onion._id}`,
        body: ok({ product: { ...onion, status: 'sold' } }, 'Marked as sold'),
      },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    const panel = await screen.findByRole('region', { name: 'Your listing' });
    expect(within(panel).getByTestId('listing-status')).toHaveTextContent(/^Active · expires in/);
    expect(within(panel).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/upload?edit=${onion._id}`,
    );
    expect(within(panel).queryByRole('button', { name: 'Renew: Red onion' })).toBeNull();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Mark as sold: Red onion' }));
    expect(await screen.findByText('This crop has been sold')).toBeInTheDocument();
    expect(await screen.findByText('Marked as sold')).toBeInTheDocument();
    expect(within(panel).getByTestId('listing-status')).toHaveTextContent('Sold');
    expect(within(panel).getByRole('button', { name: 'Renew: Red onion' })).toBeEnabled();
    expect(requests.some((r) => r.method === 'POST' && r.path === `product/sold/${onion._id}`)).toBe(true);
  });
});

const BAR = 'Contact the farmer or save this crop';

/** A screen `width` px wide, as the page's media query sees it (jsdom has no layout of its own). */
function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 48rem)' ? width >= 768 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Product detail on a phone: the action bar', () => {
  it("a buyer has one Chat and one Add to Wishlist, in the bar, and its Chat opens this farmer's chat about this crop", async () => {
    screenWidth(360);
    useRootStore.setState({ user: buyer });
    const onion = product({ productName: 'Red onion' });
    const { requests } = mockFetch([
      { path: `product/${onion._id}`, body: ok({ product: onion }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
      {
        method: 'POST',
        path: `cart/add/${onion._id}`,
        status: 201,
        body: ok({ entry: entry(onion) }, 'Successfully added to the cart'),
      },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    const bar = await screen.findByRole('region', { name: BAR });
    const chat = within(bar).getByRole('button', { name: `Chat with ${onion.sellerName}` });
    const wishlist = await within(bar).findByRole('button', { name: 'Add to Wishlist' });
    // The page's own copies are not there as well: one of each for a screen reader.
    expect(screen.getAllByRole('button', { name: `Chat with ${onion.sellerName}` })).toEqual([chat]);
    expect(screen.getAllByRole('button', { name: 'Add to Wishlist' })).toEqual([wishlist]);
    // No farmer's number on the page, so no Call.
    expect(within(bar).queryByRole('link', { name: /^Call/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(wishlist);
    expect(await within(bar).findByRole('button', { name: 'Wishlisted' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'POST' && r.path === `cart/add/${onion._id}`)).toBe(true);

    await user.click(chat);
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: onion.sellerId,
      selectedProductId: onion._id,
    });
  });

  it('a visitor gets the bar too, and its Chat sends them to log in first', async () => {
    screenWidth(320);
    const onion = product({ productName: 'Red onion' });
    mockFetch([{ path: `product/${onion._id}`, body: ok({ product: onion }) }]);
    const { router } = renderAt(<ProductDetailPage />, {
      path: `/description/${onion._id}`,
      route: '/description/:id',
    });
    const bar = await screen.findByRole('region', { name: BAR });
    expect(within(bar).getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    await userEvent.setup().click(within(bar).getByRole('button', { name: `Chat with ${onion.sellerName}` }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a farmer gets no bar: neither Chat nor Wishlist is theirs', async () => {
    screenWidth(360);
    useRootStore.setState({ user: sessionOf(seller) });
    const wheat = product({ productName: 'Sharbati wheat', sellerId: 'another-farmer' });
    mockFetch([{ path: `product/${wheat._id}`, body: ok({ product: wheat }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    await screen.findByRole('heading', { name: 'Sharbati wheat' });
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Chat/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).toBeNull();
  });

  it('a wide screen keeps the buttons in the page, with no bar', async () => {
    screenWidth(1024);
    useRootStore.setState({ user: buyer });
    const onion = product({ productName: 'Red onion' });
    mockFetch([
      { path: `product/${onion._id}`, body: ok({ product: onion }) },
      { path: 'cart/get', body: ok({ Cart: [] }) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${onion._id}`, route: '/description/:id' });
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Chat with ${onion.sellerName}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BAR })).toBeNull();
  });

  it("offers Call (a tel: link) to a signed-in buyer when the farmer's number is shown, never to a visitor", async () => {
    const onion = product({ productName: 'Red onion' });
    mockFetch([{ path: 'cart/get', body: ok({ Cart: [] }) }]);
    useRootStore.setState({ user: buyer });
    const first = renderAt(<ProductActionBar product={onion} phoneNumber="+91 91234 56780" />);
    expect(await screen.findByRole('link', { name: `Call ${onion.sellerName}` })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    first.unmount();

    useRootStore.setState({ user: null });
    renderAt(<ProductActionBar product={onion} phoneNumber="+91 91234 56780" />);
    expect(screen.getByRole('button', { name: `Chat with ${onion.sellerName}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
  });
});

describe('Product detail: the trade details and the mandi price', () => {
  const wheat = product({
    productName: 'Wheat',
    price: 2300,
    unit: 'quintal',
    variety: 'Sharbati',
    grade: 'A',
    organic: true,
    harvestedOn: '2026-11-10',
    minOrderQuantity: 10,
    category: 'cereal',
    location: {
      pincode: '466001',
      place: 'Sehore',
      district: 'Sehore',
      state: 'Madhya Pradesh',
      lat: 23.2,
      lon: 77.08,
    },
  });
  const mandi = {
    crop: 'wheat',
    unit: 'quintal',
    markets: [
      {
        market: 'Sehore',
        district: 'Sehore',
        state: 'Madhya Pradesh',
        distanceKm: 2,
        latest: { date: '2026-11-24', min: 2300, max: 2700, modal: 2500 },
        trend: [],
      },
    ],
    source: { name: 'Agmarknet / data.gov.in', licence: 'x', url: 'x', sample: false },
  };

  /** The value beside a term of the details list. */
  function detail(term: string): HTMLElement {
    return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  }

  it('lists variety, grade with its meaning, organic, harvest day, minimum order and category', async () => {
    mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'price/mandi', body: ok(mandi) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    await screen.findByRole('heading', { name: 'Wheat' });
    expect(detail('Variety')).toHaveTextContent('Sharbati');
    expect(detail('Grade')).toHaveTextContent('Grade A: Best: even size, clean, no damage');
    expect(detail('Organic')).toHaveTextContent('Yes');
    expect(detail('Harvested on')).toHaveTextContent('10 Nov 2026');
    expect(detail('Minimum order')).toHaveTextContent('10 quintal');
    expect(detail('Category')).toHaveTextContent('Cereals');
  });

  it('puts the price beside the nearest mandi’s modal price, per kg, with one request for both mandi parts', async () => {
    const { requests } = mockFetch([
      { path: `product/${wheat._id}`, body: ok({ product: wheat }) },
      { path: 'price/mandi', body: ok(mandi) },
    ]);
    renderAt(<ProductDetailPage />, { path: `/description/${wheat._id}`, route: '/description/:id' });
    expect(await screen.findByText('8% below Sehore mandi, 24 Nov')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mandi prices nearby' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'price/mandi')).toHaveLength(1);
  });

  it('shows none of it for a listing without details', async () => {
    const plain = product({ productName: 'Plain wheat' });
    mockFetch([{ path: `product/${plain._id}`, body: ok({ product: plain }) }]);
    renderAt(<ProductDetailPage />, { path: `/description/${plain._id}`, route: '/description/:id' });
    await screen.findByRole('heading', { name: 'Plain wheat' });
    for (const term of ['Variety', 'Grade', 'Organic', 'Harvested on', 'Minimum order', 'Category']) {
      expect(screen.queryByText(term, { selector: 'dt' })).toBeNull();
    }
    expect(screen.queryByTestId('mandi-comparison')).toBeNull();
  });
});
