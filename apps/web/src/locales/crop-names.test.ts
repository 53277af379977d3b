import { describe, expect, it } from 'vitest';
import { CROPS } from '@kisansetu/contract/crops';
import { LANGUAGE_INFO, loaderOf, type AppLanguage } from '@/lib/languages';
import { en } from './english';
import type { Translations } from './keys';

/*
 * A crop's name on screen is the crop vocabulary's name in that language (the one search, suggestions,
 * requests and mandi prices use), not a second translation kept equal by hand. Keys `crop.<Name>` whose name is a
 * crop of the vocabulary ('crop.Onion' → onion) must say exactly what the vocabulary says; the home page's other
 * chips (Sugar, Grains, Corn, Basmati) are no single crop of it.
 */
const languages = Object.keys(LANGUAGE_INFO) as AppLanguage[];

async function tableOf(lang: AppLanguage): Promise<Translations> {
  const load = loaderOf(lang);
  return lang === 'en' || !load ? en : load();
}

describe('crop names', () => {
  it.each(languages)('in %s are the crop vocabulary’s names', async (lang) => {
    const table = await tableOf(lang);
    const checked: string[] = [];
    for (const [key, text] of Object.entries(table)) {
      if (!key.startsWith('crop.')) continue;
      const crop = CROPS.find((entry) => entry.key === key.slice('crop.'.length).toLowerCase());
      if (!crop) continue;
      expect(text, key).toBe(crop.names[lang]);
      checked.push(key);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['crop.Onion', 'crop.Potato', 'crop.Wheat', 'crop.Tomato']),
    );
  });
});
