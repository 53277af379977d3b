import { describe, expect, it } from 'vitest';
import { UNITS } from '../constants';
import { CROP_LANGS } from '../crops/crop-types';
import { NOTIFICATION_KINDS } from '../notification-texts';
import { NOTIFICATION_LOCALES, renderNotification } from './notifications';

const NOTIFICATION_TEXTS = NOTIFICATION_LOCALES.en.texts;

/** The `{{name}}` placeholders of a text, sorted (a translation may put them in another order). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const OTHER_LANGS = CROP_LANGS.filter((lang) => lang !== 'en');

describe('notification texts in every UI language', () => {
  it('has a table for each of the nine languages, every kind in English', () => {
    expect(Object.keys(NOTIFICATION_LOCALES).sort()).toEqual([...CROP_LANGS].sort());
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  describe.each(OTHER_LANGS)('%s', (lang) => {
    const { texts, units } = NOTIFICATION_LOCALES[lang];

    it('has every kind, with the same placeholders as English, and not in English', () => {
      expect(Object.keys(texts).sort()).toEqual([...NOTIFICATION_KINDS].sort());
      for (const kind of NOTIFICATION_KINDS) {
        for (const part of ['title', 'body'] as const) {
          const text = texts[kind][part];
          expect(placeholders(text), `${kind}.${part}`).toEqual(placeholders(NOTIFICATION_TEXTS[kind][part]));
          expect(text, `${kind}.${part}`).not.toBe(NOTIFICATION_TEXTS[kind][part]);
        }
      }
    });

    it('names every unit', () => {
      expect(Object.keys(units).sort()).toEqual([...UNITS].sort());
      for (const unit of UNITS) expect(units[unit].trim(), unit).not.toBe('');
    });
  });
});

describe('renderNotification', () => {
  const params = { productName: 'Nashik Red Onion', price: 2000, oldPrice: 2400, unit: 'quintal' };

  it('fills the kind’s texts in the asked language, the unit in that language too', () => {
    expect(renderNotification('wishlist_price_drop', params, 'hi')).toEqual({
      title: 'आपकी पसंद की फ़सल का दाम घटा',
      body: 'Nashik Red Onion अब ₹2,000/क्विंटल है (पहले ₹2,400)।',
    });
    expect(renderNotification('wishlist_price_drop', params, 'en')).toEqual({
      title: 'Price drop in your wishlist',
      body: 'Nashik Red Onion is now ₹2,000/quintal (was ₹2,400).',
    });
  });

  it('leaves a unit it does not know as it came', () => {
    const { body } = renderNotification('wishlist_price_drop', { ...params, unit: 'crate' }, 'ta');
    expect(body).toContain('₹2,000/crate');
  });

  it('writes a best offer’s stars after the buyer’s name, and nothing for a buyer without reviews', () => {
    const best = { productName: 'Onion', count: 4, price: 1850, unit: 'quintal', name: 'Sunita' };
    expect(renderNotification('offers_deadline', { ...best, stars: 4.6 }, 'en').body).toBe(
      '4 offers; best ₹1,850/quintal from Sunita (★4.6)',
    );
    expect(renderNotification('offers_deadline', { ...best, stars: '' }, 'en').body).toBe(
      '4 offers; best ₹1,850/quintal from Sunita',
    );
    expect(renderNotification('offers_deadline', { ...best, stars: 4.6 }, 'hi').body).toContain('(★4.6)');
  });
});
