import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MandiPriceResponse } from '@kisansetu/contract';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithQueries } from '@/test/render';
import { CropPriceHint } from './components/crop-price-hint';

const answer: MandiPriceResponse = {
  crop: 'Onion',
  unit: 'quintal',
  markets: [
    {
      market: 'Lasalgaon',
      district: 'Nashik',
      state: 'Maharashtra',
      distanceKm: 3,
      latest: { date: '2026-11-20', min: 1500, max: 2200, modal: 1950 },
      trend: [],
    },
  ],
  source: {
    name: 'Agmarknet / data.gov.in',
    licence: 'Government Open Data Licence – India',
    url: 'x',
    sample: true,
  },
};

describe('CropPriceHint', () => {
  it('says what the nearest market paid, in the unit chosen, after the typing settles', async () => {
    const { requests } = mockFetch([{ path: 'price/mandi', body: ok(answer) }]);
    renderWithQueries(<CropPriceHint crop="onion" unit="kg" pincode="422306" />);
    expect(
      await screen.findByText(/Lasalgaon paid ₹19\.5.*kg on/, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(requests[0]?.url).toContain('pincode=422306');
    // The source in one short line in the reader's words; the publisher's and licence's full names a tap away.
    expect(screen.getByText('Source: Agmarknet, Govt. of India')).toBeVisible();
    expect(screen.getByText('Sample prices')).toBeInTheDocument();
  });

  it('shows nothing for a crop the server does not know', async () => {
    const { requests } = mockFetch([
      {
        path: 'price/mandi',
        status: 400,
        body: fail('validation', 'Unknown crop', { crop: 'Unknown crop' }),
      },
    ]);
    const { container } = renderWithQueries(<CropPriceHint crop="zzz" unit="kg" />);
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 2000 });
    expect(container).toBeEmptyDOMElement();
  });
});
