import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NearMeOrigin, Product } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { page, product } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProductListPage } from '../pages/product-list-page';
import { setSessionPosition } from './position';

const NASHIK: NearMeOrigin = { source: 'pincode', place: 'Nashik', district: 'Nashik', state: 'Maharashtra' };

function nearPage(products: Product[], origin: NearMeOrigin | null) {
  return { ...page(products, 1, 1, products.length), origin };
}

afterEach(async () => {
  setSessionPosition(null);
  await changeLanguage('en');
});

describe('Near-me chip on /product', () => {
  it('says the whole choice on one line, in either language', async () => {
    mockFetch([{ path: 'product/new', body: ok(nearPage([product()], NASHIK)) }]);
    renderAt(<ProductListPage />, {
      path: '/product?sort=distance&radiusKm=50&pincode=422003',
      route: '/product',
    });
    const chip = await screen.findByRole('button', { name: /^Where:/ });
    await waitFor(() => expect(chip).toHaveTextContent('Near Nashik · 50 km'));
    expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    await changeLanguage('hi');
    await waitFor(() => expect(chip).toHaveTextContent('Nashik के पास · 50 किमी'));
  });

  it("says 'Anywhere' without a point", async () => {
    mockFetch([{ path: 'product/new', body: ok(nearPage([product()], null)) }]);
    renderAt(<ProductListPage />, { path: '/product?radiusKm=25', route: '/product' });
    const chip = await screen.findByRole('button', { name: /^Where:/ });
    expect(chip).toHaveTextContent('Anywhere · 25 km');
  });

  it("'Show results' closes the sheet and brings the results' heading into view with the focus", async () => {
    const onions = [product({ distanceKm: 4 }), product({ distanceKm: 9 })];
    mockFetch([{ path: 'product/new', body: ok(nearPage(onions, NASHIK)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, { path: '/product?pincode=422003', route: '/product' });
    const chip = await screen.findByRole('button', { name: /^Where:/ });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('dialog', { name: 'Where' });
    await user.selectOptions(await within(sheet).findByLabelText('Distance'), 'Within 10 km');
    await waitFor(() => expect(router.state.location.search).toBe('?pincode=422003&radiusKm=10'));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: '2 products', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrolled.mock.contexts).toContain(heading);
  });
});

/** /product with one page of onions near Nashik, its where sheet opened, and `pin` typed in the sheet's PIN box. */
async function typeInWhereSheet(pin: string) {
  mockFetch([{ path: 'product/new', body: ok(nearPage([product({ distanceKm: 4 })], NASHIK)) }]);
  const user = userEvent.setup();
  const { router } = renderAt(<ProductListPage />, { path: '/product', route: '/product' });
  await user.click(await screen.findByRole('button', { name: /^Where:/ }));
  const sheet = screen.getByRole('dialog', { name: 'Where' });
  await user.type(await within(sheet).findByLabelText('Your PIN code'), pin);
  return { user, router, sheet };
}

describe('The near-me sheet stays open until the person is done', () => {
  it('applying a PIN code keeps the sheet open for the distance; Show results closes it', async () => {
    const { user, router, sheet } = await typeInWhereSheet('422003');
    await user.click(within(sheet).getByRole('button', { name: 'Use PIN' }));
    await waitFor(() => expect(router.state.location.search).toContain('pincode=422003'));
    expect(screen.getByRole('dialog', { name: 'Where' })).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText('Distance'), 'Within 100 km');
    await waitFor(() => expect(router.state.location.search).toContain('radiusKm=100'));
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("'Show results' keeps what was typed", () => {
  it('applies a PIN code typed but not applied, then closes the sheet', async () => {
    const { user, router, sheet } = await typeInWhereSheet('422003');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toContain('pincode=422003'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the sheet open with the rule's message for a PIN code that cannot be one", async () => {
    const { user, router, sheet } = await typeInWhereSheet('4220');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('dialog', { name: 'Where' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Your PIN code')).toHaveAccessibleDescription(/PIN/);
    expect(router.state.location.search).not.toContain('pincode');
  });
});

describe('An empty /product with a radius', () => {
  it("says 'Nothing within 25 km — try 50 km' and its button searches within 50 km", async () => {
    const { requests } = mockFetch([{ path: 'product/new', body: ok(nearPage([], NASHIK)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, {
      path: '/product?pincode=422003&radiusKm=25',
      route: '/product',
    });
    expect(
      await screen.findByRole('heading', { name: 'Nothing within 25 km — try 50 km', level: 2 }),
    ).toBeInTheDocument();
    const found = mockFetch([{ path: 'product/new', body: ok(nearPage([product()], NASHIK)) }]);
    await user.click(screen.getByRole('button', { name: 'Search within 50 km' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pincode=422003&radiusKm=50'));
    const heading = await screen.findByRole('heading', { name: '1 product', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/product/new?page=1&radiusKm=25&pincode=422003']);
    expect(found.requests.map((r) => r.url)).toEqual([
      '/api/v1/product/new?page=1&radiusKm=50&pincode=422003',
    ]);
  });

  it('after the widest radius offers any distance', async () => {
    mockFetch([{ path: 'product/new', body: ok(nearPage([], NASHIK)) }]);
    const user = userEvent.setup();
    const { router } = renderAt(<ProductListPage />, {
      path: '/product?pincode=422003&radiusKm=250',
      route: '/product',
    });
    expect(
      await screen.findByRole('heading', { name: 'Nothing within 250 km — try any distance' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search at any distance' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pincode=422003'));
  });
});
