import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MandiPriceResponse } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { comparePercent, mandiPriceIn } from './convert';
import { MandiNearby } from './components/mandi-nearby';

const answer: MandiPriceResponse = {
  crop: 'Onion',
  unit: 'quintal',
  markets: [
    {
      market: 'Lasalgaon',
      district: 'Nashik',
      state: 'Maharashtra',
      distanceKm: 12.4,
      latest: { date: '2026-11-20', min: 1500, max: 2200, modal: 1950 },
      trend: [{ date: '2026-11-20', modal: 1950 }],
    },
  ],
  source: {
    name: 'Agmarknet / data.gov.in',
    licence: 'Government Open Data Licence – India',
    url: 'https://data.gov.in',
    sample: true,
  },
};

const location = {
  pincode: '422306',
  place: 'Lasalgaon',
  district: 'Nashik',
  state: 'Maharashtra',
  lat: 20.15,
  lon: 74.23,
};

describe('mandi price conversion', () => {
  it('converts ₹ a quintal to kg, quintal and ton, and refuses litres and pieces', () => {
    expect(mandiPriceIn(1950, 'kg')).toBe(19.5);
    expect(mandiPriceIn(1950, 'quintal')).toBe(1950);
    expect(mandiPriceIn(1950, 'ton')).toBe(19500);
    expect(mandiPriceIn(1950, 'liters')).toBeNull();
    expect(mandiPriceIn(1950, 'pieces')).toBeNull();
  });

  it('compares in whole percent', () => {
    expect(comparePercent(17.16, 19.5)).toBe(-12);
    expect(comparePercent(21, 19.5)).toBe(8);
    expect(comparePercent(0, 19.5)).toBeNull();
  });
});

describe('MandiNearby', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the market in the listing unit, the comparison, the sample label and the credit', async () => {
    const { requests } = mockFetch([{ path: 'price/mandi', body: ok(answer) }]);
    renderAt(<MandiNearby product={{ productName: 'Onion', price: 17.16, unit: 'kg', location }} />);
    expect(await screen.findByRole('heading', { name: 'Mandi prices nearby' })).toBeInTheDocument();
    expect(screen.getByText(/19\.5/)).toBeInTheDocument();
    expect(screen.getByText('12% below the Lasalgaon price')).toBeInTheDocument();
    expect(screen.getByText('Sample prices')).toBeInTheDocument();
    // The credit is one short line; the full attribution opens under it.
    const credit = screen.getByText('Source: Agmarknet, Govt. of India');
    expect(screen.getByText(/Government Open Data Licence – India/)).not.toBeVisible();
    await userEvent.click(credit);
    expect(screen.getByRole('link', { name: 'Agmarknet / data.gov.in' })).toBeVisible();
    expect(screen.getByText(/Government Open Data Licence – India/)).toBeVisible();
    expect(requests[0]?.url).toContain('lat=20.15');
    expect(screen.getByRole('link', { name: '30-day prices' })).toHaveAttribute(
      'href',
      '/prices?crop=Onion&pincode=422306',
    );
  });

  it("credits the source in the reader's language: one short line in Hindi, not the English attribution", async () => {
    await changeLanguage('hi');
    mockFetch([{ path: 'price/mandi', body: ok(answer) }]);
    renderAt(<MandiNearby product={{ productName: 'Onion', price: 17.16, unit: 'kg', location }} />);
    const credit = await screen.findByText('स्रोत: एगमार्कनेट, भारत सरकार');
    expect(screen.getByRole('link', { name: 'Agmarknet / data.gov.in' })).not.toBeVisible();
    await userEvent.click(credit);
    expect(screen.getByRole('link', { name: 'Agmarknet / data.gov.in' })).toBeVisible();
  });

  it('names a market once when its district has the same name', async () => {
    const farrukhabad = { ...answer.markets[0]!, market: 'Farrukhabad', district: 'Farrukhabad' };
    mockFetch([{ path: 'price/mandi', body: ok({ ...answer, markets: [farrukhabad] }) }]);
    renderAt(<MandiNearby product={{ productName: 'Onion', price: 17.16, unit: 'kg', location }} />);
    expect(await screen.findByText(/^Farrukhabad/)).toHaveTextContent(/^Farrukhabad · ~12 km$/);
    expect(screen.queryByText(/Farrukhabad, Farrukhabad/)).not.toBeInTheDocument();
  });

  it('says a price per litre cannot be compared', async () => {
    mockFetch([{ path: 'price/mandi', body: ok(answer) }]);
    renderAt(<MandiNearby product={{ productName: 'Onion', price: 40, unit: 'liters', location }} />);
    expect(await screen.findByText(/cannot be compared/)).toBeInTheDocument();
  });

  it('shows nothing when no market has the crop', async () => {
    const { requests } = mockFetch([{ path: 'price/mandi', body: ok({ ...answer, markets: [] }) }]);
    const { queryClient } = renderAt(
      <MandiNearby product={{ productName: 'Saffron', price: 40, unit: 'kg', location }} />,
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // Once the answer is in (not merely asked for), still no section.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Mandi prices nearby' })).toBeNull();
    expect(screen.queryByRole('link', { name: '30-day prices' })).toBeNull();
  });
});
