import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuyRequest, Offer } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { buyer, product, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { forgetLoginReturn, peekLoginReturn } from '@/lib/login-return';
import { loadNewRequestPage, loadRequestPage, loadRequestsPage } from './index';

const { Component: RequestsPage } = await loadRequestsPage();
const { Component: NewRequestPage } = await loadNewRequestPage();
const { Component: RequestPage } = await loadRequestPage();

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function buyRequest(overrides: Partial<BuyRequest> = {}): BuyRequest {
  return {
    _id: '0190b000-0000-7000-8000-000000000001',
    buyerId: buyer._id,
    buyerName: buyer.fullName,
    productName: 'Red onion',
    quantity: 50,
    unit: 'quintal',
    maxPrice: 1800,
    address: 'Pimpalgaon, Nashik',
    location: null,
    radiusKm: 100,
    neededBy: '2099-12-01',
    description: null,
    status: 'open',
    offerCount: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2099-11-27T08:00:00.000Z',
    ...overrides,
  };
}

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: '0190c000-0000-7000-8000-000000000001',
    requestId: buyRequest()._id,
    sellerId: seller._id,
    sellerName: seller.fullName,
    price: 1700,
    unit: 'quintal',
    quantity: 40,
    message: 'Good size, dry, ready next week',
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

function jsonBody(
  requests: { method: string; path: string; body: BodyInit | null | undefined }[],
  path: string,
) {
  const request = requests.find((r) => r.method === 'POST' && r.path === path);
  return request ? (JSON.parse(String(request.body)) as unknown) : undefined;
}

describe('Post a requirement', () => {
  it("checks the fields with the contract's rules, then posts the payload and goes to My requirements", async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: { ...buyer, address: 'Karnal, Haryana' } }) },
      { path: 'product/suggest', body: ok({ suggestions: ['Red onion', 'Onion'] }) },
      { method: 'POST', path: 'request/create', status: 201, body: ok({ request: buyRequest() }) },
    ]);
    const { router } = renderAt(<NewRequestPage />, { path: '/requests/new' });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Post requirement' });
    expect(screen.getByLabelText('Your village, town or market')).toHaveValue('Karnal, Haryana');
    expect(screen.getByLabelText('Farmers within')).toHaveValue('100');
    expect(screen.getByLabelText('Stays open for')).toHaveValue('7');

    await user.click(submit);
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Unit is required')).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'request/create')).toBe(false);

    // The crop box suggests names as the search box does; one tap fills it in.
    await user.type(screen.getByRole('combobox', { name: 'Crop' }), 'oni');
    await user.click(await screen.findByRole('option', { name: 'Red onion' }));
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Maximum price per unit (₹)'), '1800');
    await user.type(screen.getByLabelText('PIN code (optional)'), '422209');
    await user.selectOptions(screen.getByLabelText('Farmers within'), '250');
    fireEvent.change(screen.getByLabelText('Needed by (optional)'), { target: { value: '2020-01-01' } });
    fireEvent.blur(screen.getByLabelText('Needed by (optional)'));
    await user.click(submit);
    expect(await screen.findByText('Choose today or a later date')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Needed by (optional)'), { target: { value: '2099-12-01' } });
    await user.type(screen.getByLabelText('Notes (optional)'), 'Dry, medium size');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(jsonBody(requests, 'request/create')).toEqual({
      productName: 'Red onion',
      quantity: 50,
      unit: 'quintal',
      maxPrice: 1800,
      address: 'Karnal, Haryana',
      pincode: '422209',
      radiusKm: 250,
      neededBy: '2099-12-01',
      description: 'Dry, medium size',
      expiresInDays: 7,
    });
  });

  it("shows the server's field error on its input and the limit in words", async () => {
    useRootStore.setState({ user: buyer });
    const routes = [
      { path: 'user/me', body: ok({ user: buyer }) },
      {
        method: 'POST',
        path: 'request/create',
        status: 400,
        body: fail('validation_error', 'Invalid input', { pincode: 'validation.pincodeUnknown' }),
      },
    ];
    mockFetch(routes);
    renderAt(<NewRequestPage />, { path: '/requests/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Crop' }), 'Potato');
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.selectOptions(screen.getByLabelText('Unit'), 'ton');
    await user.type(screen.getByLabelText('PIN code (optional)'), '999999');
    await user.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(await screen.findByText('We could not find this PIN code')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN code (optional)')).toHaveAttribute('aria-invalid', 'true');

    mockFetch([
      { path: 'user/me', body: ok({ user: buyer }) },
      {
        method: 'POST',
        path: 'request/create',
        status: 409,
        body: fail('request_limit', 'server.requestLimit'),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Post requirement' }));
    expect(
      await screen.findAllByText('You can have at most 10 open requests. Close one to post another.'),
    ).not.toHaveLength(0);
  });
});

describe('Buyers near you', () => {
  it("lists a farmer's open requests nearest first with their distances, and asks again for a typed PIN code", async () => {
    useRootStore.setState({ user: seller });
    const page = (requests: BuyRequest[], source: 'profile' | 'pincode') =>
      ok({
        requests,
        origin: { source, place: 'Niphad', district: 'Nashik', state: 'Maharashtra' },
        totalCount: requests.length,
        totalPages: 1,
        page: 1,
      });
    const near = buyRequest({ distanceKm: 12 });
    const far = buyRequest({
      _id: '0190b000-0000-7000-8000-000000000002',
      productName: 'Tomato',
      quantity: 2,
      unit: 'ton',
      maxPrice: null,
      neededBy: null,
      distanceKm: 87,
    });
    const { requests } = mockFetch([{ path: 'request/open', body: page([near, far], 'profile') }]);
    renderAt(<RequestsPage />, { path: '/requests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buyers near you' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Requirements' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('~12 km')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Red onion')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Needs 50 quintal')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Up to ₹1,800.*quintal/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Needed by 1 Dec 2099')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Offer on Red onion' })).toHaveAttribute(
      'href',
      `/requests/${near._id}`,
    );
    expect(within(cards[1]!).getByText('~87 km')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Price open to offers')).toBeInTheDocument();
    expect(screen.getByText('Distances from Niphad, Nashik, Maharashtra — your address')).toBeInTheDocument();
    // Never the buyer's contact details.
    expect(screen.queryByText(buyer.phoneNumber)).not.toBeInTheDocument();
    expect(screen.queryByText(buyer.email)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN code'), '4222');
    await user.click(screen.getByRole('button', { name: 'Use PIN' }));
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN code'), '09');
    await user.click(screen.getByRole('button', { name: 'Use PIN' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('pincode=422209'))).toBe(true));
  });
});

describe('a request and its offers', () => {
  it('lets a farmer offer with one of their listings, then opens the chat with the buyer', async () => {
    useRootStore.setState({ user: seller });
    const onion = product({ productName: 'Nashik red onion', sellerId: seller._id });
    const { requests } = mockFetch([
      { path: `request/${buyRequest()._id}`, body: ok({ request: buyRequest() }) },
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [onion] }) },
      {
        method: 'POST',
        path: `request/offer/${buyRequest()._id}`,
        status: 201,
        body: ok({ offer: offer() }),
      },
    ]);
    renderAt(<RequestPage />, { path: `/requests/${buyRequest()._id}`, route: '/requests/:id' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Make an offer' });
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('Price is required')).toBeInTheDocument();
    expect(within(form).getByText('Message cannot be empty')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Your price per unit (₹)'), '1700');
    await user.type(within(form).getByLabelText('Quantity you can supply'), '40');
    await user.type(within(form).getByLabelText('Message to the buyer'), 'Good size, dry');
    await user.selectOptions(
      await within(form).findByLabelText('One of your listings (optional)'),
      onion._id,
    );
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(useRootStore.getState().chat.selectedUserId).toBe(buyer._id));
    expect(useRootStore.getState().chat).toMatchObject({ isChatOpen: true, chatView: 'single' });
    expect(jsonBody(requests, `request/offer/${buyRequest()._id}`)).toEqual({
      price: 1700,
      unit: 'quintal',
      quantity: 40,
      message: 'Good size, dry',
      productId: onion._id,
    });
    expect(await screen.findAllByText('Offer sent. The buyer will see it in chat.')).not.toHaveLength(0);
    // The form gives way to the conversation: one offer a farmer a request.
    expect(screen.queryByRole('form', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Open chat with ${buyer.fullName}` })).toBeInTheDocument();
  });

  it('lets a farmer report the requirement, and shows a visitor how to offer', async () => {
    useRootStore.setState({ user: seller });
    mockFetch([
      { path: `request/${buyRequest()._id}`, body: ok({ request: buyRequest() }) },
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [] }) },
    ]);
    const first = renderAt(<RequestPage />, {
      path: `/requests/${buyRequest()._id}`,
      route: '/requests/:id',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Report this requirement' }));
    expect(await screen.findByRole('dialog', { name: 'Report this buyer request' })).toBeInTheDocument();
    first.unmount();

    useRootStore.setState({ user: null });
    renderAt(<RequestPage />, { path: `/requests/${buyRequest()._id}`, route: '/requests/:id' });
    const login = await screen.findByRole('link', { name: 'Log in as a farmer to make an offer' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.setup().click(login);
    // After logging in, the visitor comes back to this requirement.
    expect(peekLoginReturn()?.path).toBe(`/requests/${buyRequest()._id}`);
    forgetLoginReturn();
    expect(screen.queryByRole('button', { name: 'Report this requirement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('says why when the farmer has already offered', async () => {
    useRootStore.setState({ user: seller });
    mockFetch([
      { path: `request/${buyRequest()._id}`, body: ok({ request: buyRequest() }) },
      { path: `product/my/${seller._id}`, body: ok({ myProduct: [] }) },
      {
        method: 'POST',
        path: `request/offer/${buyRequest()._id}`,
        status: 409,
        body: fail('already_offered', 'server.alreadyOffered'),
      },
    ]);
    renderAt(<RequestPage />, { path: `/requests/${buyRequest()._id}`, route: '/requests/:id' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Make an offer' });
    await user.type(within(form).getByLabelText('Your price per unit (₹)'), '1700');
    await user.type(within(form).getByLabelText('Quantity you can supply'), '40');
    await user.type(within(form).getByLabelText('Message to the buyer'), 'Good size');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('You have already made an offer on this request')).toBeInTheDocument();
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
  });

  it('shows a buyer the offers on My requirements with the listing, Open chat and Close', async () => {
    useRootStore.setState({ user: buyer });
    const withListing = offer({
      product: { _id: 'p-1', productName: 'Nashik red onion', price: 1750, unit: 'quintal', image: null },
    });
    const mine = buyRequest({ offerCount: 1, offers: [withListing] });
    const { requests } = mockFetch([
      { path: 'request/mine', body: ok({ requests: [mine] }) },
      { method: 'POST', path: `request/close/${mine._id}`, body: ok({}, 'Request closed') },
    ]);
    renderAt(<RequestsPage />, { path: '/requests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My requirements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a requirement' })).toHaveAttribute('href', '/requests/new');
    const offers = await screen.findByRole('list', { name: 'Offers' });
    expect(within(offers).getByText(`Offer from ${seller.fullName}`)).toBeInTheDocument();
    expect(within(offers).getByText(/₹1,700.*quintal/)).toBeInTheDocument();
    expect(within(offers).getByText('Can supply 40 quintal')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Open the listing Nashik red onion' })).toHaveAttribute(
      'href',
      '/description/p-1',
    );

    const user = userEvent.setup();
    await user.click(within(offers).getByRole('button', { name: `Open chat with ${seller.fullName}` }));
    expect(useRootStore.getState().chat).toMatchObject({ isChatOpen: true, selectedUserId: seller._id });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(requests.some((r) => r.path === `request/close/${mine._id}`)).toBe(true));
    expect(await screen.findByText('Request closed')).toBeInTheDocument();
  });
});
