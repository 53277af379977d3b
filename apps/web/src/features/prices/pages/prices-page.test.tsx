import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MandiPriceResponse } from '@kisansetu/contract';
import { CROPS } from '@kisansetu/contract/crops';
import { en } from '@/locales/english';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { COMMON_CROPS, COMMON_CROP_NAMES } from '../common-crops';
import { trendPoints } from '../components/price-trend';
import { PricesPage } from './prices-page';

const source = {
  name: 'Agmarknet / data.gov.in',
  licence: 'Government Open Data Licence – India',
  url: 'https://data.gov.in',
  sample: false,
};

const answer: MandiPriceResponse = {
  crop: 'onion',
  unit: 'quintal',
  markets: [
    {
      market: 'Lasalgaon',
      district: 'Nashik',
      state: 'Maharashtra',
      distanceKm: 3.2,
      latest: { date: '2026-11-22', min: 1600, max: 2200, modal: 1950 },
      trend: [
        { date: '2026-11-20', modal: 1800 },
        { date: '2026-11-21', modal: 2300 },
        { date: '2026-11-22', modal: 1950 },
      ],
    },
    {
      market: 'Pimpalgaon',
      district: 'Nashik',
      state: 'Maharashtra',
      distanceKm: 41,
      latest: { date: '2026-11-22', min: 1700, max: 2300, modal: 2050 },
      trend: [{ date: '2026-11-22', modal: 2050 }],
    },
  ],
  source,
};

function renderPrices(path: string) {
  return renderAt(<PricesPage />, { path, route: '/prices' });
}

describe('/prices', () => {
  it('asks the nearest mandis for the crop and PIN code typed, and keeps them in the address', async () => {
    const { requests, router } = {
      ...mockFetch([{ path: 'price/mandi', body: ok(answer) }]),
      ...renderPrices('/prices'),
    };
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pick a crop to see its prices at the nearest mandis.',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Crop' }), 'pyaz');
    await userEvent.type(screen.getByRole('textbox', { name: /PIN code/ }), '422306');
    await userEvent.click(screen.getByRole('button', { name: 'Show prices' }));

    expect(await screen.findByRole('heading', { name: 'Onion at the nearest mandis' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?crop=pyaz&pincode=422306');
    expect(requests.at(-1)?.url).toBe('/api/v1/price/mandi?crop=pyaz&pincode=422306');
    const markets = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(markets).toHaveLength(2);
    expect(within(markets[0]!).getByRole('heading')).toHaveTextContent('Lasalgaon, Nashik · ~3 km');
    expect(markets[0]).toHaveTextContent('₹1,950 / quintal');
    expect(markets[0]).toHaveTextContent('Lowest ₹1,600 / quintal, highest ₹2,200 / quintal');
    // The chart speaks its summary: first and last day, low and high.
    expect(within(markets[0]!).getByRole('img')).toHaveAccessibleName(
      'Modal price at Lasalgaon: ₹1,800 / quintal on 20 Nov 2026, ₹1,950 / quintal on 22 Nov 2026; ' +
        'lowest ₹1,800 / quintal, highest ₹2,300 / quintal.',
    );
    await userEvent.click(screen.getByText('Source: Agmarknet, Govt. of India'));
    expect(screen.getByRole('link', { name: 'Agmarknet / data.gov.in' })).toBeVisible();
    expect(screen.queryByText('Sample prices')).toBeNull();
  });

  it('converts every price and the trend to the unit chosen', async () => {
    mockFetch([{ path: 'price/mandi', body: ok({ ...answer, source: { ...source, sample: true } }) }]);
    const { router } = renderPrices('/prices?crop=onion');
    await screen.findByRole('heading', { name: 'Onion at the nearest mandis' });
    expect(screen.getByText('Sample prices')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show prices per' }), 'kg');
    expect(router.state.location.search).toBe('?crop=onion&unit=kg');
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('₹19.5 / kg');
    await userEvent.click(within(first).getByText('Show as table'));
    const rows = within(within(first).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateModal price',
      '20 Nov 2026₹18 / kg',
      '21 Nov 2026₹23 / kg',
      '22 Nov 2026₹19.5 / kg',
    ]);
  });

  it('shows the server’s refusals under their fields and an empty crop without asking', async () => {
    const { requests } = mockFetch([
      {
        path: 'price/mandi',
        status: 400,
        body: fail('validation_failed', 'Validation failed', {
          pincode: 'Give a PIN code or your location to see the nearest mandis',
        }),
      },
    ]);
    renderPrices('/prices');
    await userEvent.click(screen.getByRole('button', { name: 'Show prices' }));
    expect(screen.getByRole('searchbox', { name: 'Crop' })).toHaveAccessibleDescription(
      /Enter a crop to see its mandi prices/,
    );
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Potato' }));
    expect(
      await screen.findByText('Give a PIN code or your location to see the nearest mandis'),
    ).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/v1/price/mandi?crop=Potato');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('says so when no mandi near has the crop', async () => {
    mockFetch([{ path: 'price/mandi', body: ok({ ...answer, crop: 'saffron', markets: [] }) }]);
    renderPrices('/prices?crop=kesar&pincode=422306');
    expect(await screen.findByText('No mandi near you has reported Saffron yet.')).toBeInTheDocument();
  });
});

describe('the price trend', () => {
  it('puts a higher price higher, and a flat month across the middle', () => {
    const points = trendPoints(answer.markets[0]!.trend, 'quintal');
    expect(points.map((point) => point.price)).toEqual([1800, 2300, 1950]);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(points[2]!.y).toBeLessThan(points[0]!.y);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    const flat = trendPoints(
      [
        { date: '2026-11-21', modal: 2000 },
        { date: '2026-11-22', modal: 2000 },
      ],
      'kg',
    );
    expect(flat.map((point) => point.y)).toEqual([48, 48]);
  });
});

describe('the common crops', () => {
  it('are crops of the vocabulary, named by the keys the home page uses', () => {
    for (const key of COMMON_CROPS) {
      expect(CROPS.find((crop) => crop.key === key)?.names.en, key).toBe(en[COMMON_CROP_NAMES[key]]);
    }
  });
});
