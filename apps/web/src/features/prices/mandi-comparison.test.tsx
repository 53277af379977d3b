import { afterEach, describe, expect, it } from 'vitest';
import type { MandiMarket } from '@kisansetu/contract';
import { changeLanguage, i18n } from '@/lib/i18n';
import { mandiComparisonText, mandiPercent } from './components/mandi-comparison';

const lasalgaon: MandiMarket = {
  market: 'Lasalgaon',
  district: 'Nashik',
  state: 'Maharashtra',
  distanceKm: 3,
  latest: { date: '2026-11-24', min: 1500, max: 2200, modal: 2000 },
  trend: [],
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('a listing price beside the mandi’s', () => {
  it('compares per kg whatever weight unit the listing is in, and not at all without a weight', () => {
    expect(mandiPercent(18.4, 'kg', lasalgaon)).toBe(-8);
    expect(mandiPercent(2240, 'quintal', lasalgaon)).toBe(12);
    expect(mandiPercent(20000, 'ton', lasalgaon)).toBe(0);
    expect(mandiPercent(30, 'liters', lasalgaon)).toBeNull();
    expect(mandiPercent(5, 'pieces', lasalgaon)).toBeNull();
  });

  it('says it in the reader’s language, with the market’s day', async () => {
    expect(mandiComparisonText(i18n.t, -8, lasalgaon, 'en')).toBe('8% below Lasalgaon mandi, 24 Nov');
    expect(mandiComparisonText(i18n.t, 12, lasalgaon, 'en')).toBe('12% above Lasalgaon mandi, 24 Nov');
    expect(mandiComparisonText(i18n.t, 0, lasalgaon, 'en')).toBe('Same as Lasalgaon mandi, 24 Nov');
    await changeLanguage('hi');
    expect(mandiComparisonText(i18n.t, -8, lasalgaon, 'hi')).toMatch(/^Lasalgaon मंडी से 8% कम, 24 /);
  });
});
