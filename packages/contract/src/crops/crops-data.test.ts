import { describe, expect, it } from 'vitest';
import { CROP_GROUPS, CROP_LANGS } from './crop-types';
import type { CropLang } from './crop-types';
import { CROPS, cropEntrySchema } from './crops-data';

type IndicLang = Exclude<CropLang, 'en'>;

/** The Unicode block each language's script lives in. */
const BLOCKS: Record<IndicLang, { script: string; from: number; to: number }> = {
  hi: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  mr: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  pa: { script: 'Gurmukhi', from: 0x0a00, to: 0x0a7f },
  gu: { script: 'Gujarati', from: 0x0a80, to: 0x0aff },
  bn: { script: 'Bengali', from: 0x0980, to: 0x09ff },
  ta: { script: 'Tamil', from: 0x0b80, to: 0x0bff },
  te: { script: 'Telugu', from: 0x0c00, to: 0x0c7f },
  kn: { script: 'Kannada', from: 0x0c80, to: 0x0cff },
};
const INDIC_LANGS = CROP_LANGS.filter((lang): lang is IndicLang => lang !== 'en');

/** Characters allowed between the letters of any name or alias: space, ZWNJ and ZWJ (Indic scripts need them). */
const JOINERS = new Set([0x20, 0x200c, 0x200d]);

/** The script of one character: 'Latin', an Indian script, null for a joiner or a word mark, 'other' for anything else. */
function scriptOf(char: string): string | null {
  const point = char.codePointAt(0)!;
  if (JOINERS.has(point) || char === '-' || char === "'") return null;
  if (/[a-z]/i.test(char)) return 'Latin';
  const block = Object.values(BLOCKS).find(({ from, to }) => point >= from && point <= to);
  return block ? block.script : 'other';
}

/** The scripts a word is written in. */
function scriptsOf(word: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of word) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

/** How words are compared: trimmed, lower-cased, Unicode NFC. */
const normal = (word: string) => word.trim().toLowerCase().normalize('NFC');

/** Every name and alias of a crop, as written. */
const wordsOf = (crop: (typeof CROPS)[number]) => [...Object.values(crop.names), ...crop.aliases];

/**
 * Words two or more crops may share: the word (compared as `normal` writes it), the keys that share it, and a comment
 * saying why, e.g. `['word', ['crop_a', 'crop_b']], // why both`. A shared word is a false friend (a lookup cannot
 * tell which crop is meant), so the list stays empty, or nearly so: leave an ambiguous word out of both crops instead.
 */
const SHARED_WORDS_ALLOWED: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // (none)
]);

describe('crop vocabulary data', () => {
  it('has at least 80 crops, each with a unique snake_case key and a known group', () => {
    expect(CROPS.length).toBeGreaterThanOrEqual(80);
    const keys = CROPS.map((crop) => crop.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const crop of CROPS) {
      expect(crop.key, crop.key).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(CROP_GROUPS, crop.key).toContain(crop.group);
    }
  });

  it('names every crop in all nine languages, English in Latin letters', () => {
    for (const crop of CROPS) {
      expect(Object.keys(crop.names).sort(), crop.key).toEqual([...CROP_LANGS].sort());
      for (const lang of CROP_LANGS) {
        const name = crop.names[lang];
        expect(name.trim(), `${crop.key}.${lang}`).not.toBe('');
        expect(name, `${crop.key}.${lang} is trimmed and NFC`).toBe(name.trim().normalize('NFC'));
      }
      expect(crop.names.en, crop.key).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*)*$/);
    }
  });

  it.each(INDIC_LANGS)('writes every %s name in its own script', (lang) => {
    const { script, from, to } = BLOCKS[lang];
    const offenders = CROPS.filter((crop) => {
      const name = crop.names[lang];
      const points = [...name].map((char) => char.codePointAt(0)!);
      const inBlock = (point: number) => point >= from && point <= to;
      return !points.every((point) => inBlock(point) || JOINERS.has(point)) || !points.some(inBlock);
    }).map((crop) => `${crop.key}: ${crop.names[lang]}`);
    expect(offenders, `names not in ${script}`).toEqual([]);
  });

  it('has no empty alias, and every alias is trimmed, NFC, in one script and lower-case when Latin', () => {
    const offenders: string[] = [];
    for (const crop of CROPS) {
      for (const alias of crop.aliases) {
        const scripts = scriptsOf(alias);
        const wellFormed =
          alias.trim() !== '' &&
          alias === alias.trim().normalize('NFC') &&
          !/\s{2}/.test(alias) &&
          scripts.size === 1 &&
          !scripts.has('other') &&
          (!scripts.has('Latin') || alias === alias.toLowerCase());
        if (!wellFormed) offenders.push(`${crop.key}: '${alias}'`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('repeats no word within a crop: an alias is neither a name of its crop nor another of its aliases', () => {
    const repeats: string[] = [];
    for (const crop of CROPS) {
      const seen = new Set(Object.values(crop.names).map(normal));
      for (const alias of crop.aliases.map(normal)) {
        if (seen.has(alias)) repeats.push(`${crop.key}: '${alias}'`);
        seen.add(alias);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('gives no name or alias to two crops (no false friends) beyond the commented allow-list', () => {
    const owners = new Map<string, Set<string>>();
    for (const crop of CROPS) {
      for (const word of wordsOf(crop).map(normal)) {
        owners.set(word, (owners.get(word) ?? new Set()).add(crop.key));
      }
    }
    const shared = [...owners]
      .filter(([, keys]) => keys.size > 1)
      .map(([word, keys]) => ({ word, keys: [...keys].sort() }));
    const unexpected = shared.filter(
      ({ word, keys }) =>
        JSON.stringify([...(SHARED_WORDS_ALLOWED.get(word) ?? [])].sort()) !== JSON.stringify(keys),
    );
    expect(unexpected).toEqual([]);
    // An allow-listed word no longer shared is stale: take it off the list.
    expect([...SHARED_WORDS_ALLOWED.keys()].filter((word) => !shared.some((s) => s.word === word))).toEqual(
      [],
    );
  });

  it('maps every Agmarknet commodity name to one crop only', () => {
    const owner = new Map<string, string>();
    for (const crop of CROPS) {
      for (const commodity of crop.mandi) {
        expect(commodity, crop.key).toBe(commodity.trim());
        expect(commodity, crop.key).not.toBe('');
        const key = commodity.toLowerCase();
        expect(owner.get(key) ?? crop.key, `'${commodity}' in ${owner.get(key)} and ${crop.key}`).toBe(
          crop.key,
        );
        owner.set(key, crop.key);
      }
    }
  });

  it('has a word for every crop name of the demo and the benchmark, and none for varieties or sugar', () => {
    const owners = new Map<string, string>();
    for (const crop of CROPS) for (const word of wordsOf(crop)) owners.set(normal(word), crop.key);
    // The benchmark's crop list (bench/generate-products.mjs) and the demo's 'corn'.
    const cropNames = [
      ...['Wheat', 'Rice', 'Potato', 'Tomato', 'Onion', 'Maize', 'Sugarcane', 'Cotton', 'Soybean', 'Chana'],
      ...['Mustard', 'Groundnut', 'Bajra', 'Jowar', 'Banana', 'Mango', 'Coffee', 'Tea', 'Turmeric'],
      ...['Red Chilli', 'Garlic', 'Ginger', 'Cauliflower', 'Cabbage', 'Brinjal', 'Okra', 'Green Peas'],
      ...['Moong Dal', 'Toor Dal', 'Urad Dal', 'Masoor Dal', 'Ragi', 'Barley', 'Sweet Corn', 'Baby Corn'],
      ...['Jaggery', 'Coconut', 'Cashew', 'Cardamom', 'Black Pepper', 'Saffron', 'Pomegranate', 'Grapes'],
      ...['Orange', 'Apple', 'Papaya', 'Watermelon', 'Cumin', 'Coriander', 'Fenugreek', 'Sesame'],
      ...['Sunflower Seeds', 'Castor Seeds', 'Carrot', 'Beetroot', 'Radish', 'Spinach', 'Capsicum'],
      ...['Cucumber', 'corn'],
    ];
    expect(cropNames.filter((name) => !owners.has(normal(name)))).toEqual([]);
    // Varieties are words of a listing's name, not crops; sugar is a factory product.
    const notCrops = ['basmati', 'basmati rice', 'sharbati', 'lokwan', 'kufri', 'alphonso', 'kesar mango'];
    expect([...notCrops, 'sugar'].filter((word) => owners.has(word))).toEqual([]);
  });
});

describe('the crop data files', () => {
  it('are checked as they load: an entry missing a language or naming an unknown group is refused', () => {
    const entry = CROPS[0]!;
    expect(cropEntrySchema.safeParse(entry).success).toBe(true);
    const { kn: _kn, ...withoutKannada } = entry.names;
    expect(cropEntrySchema.safeParse({ ...entry, names: withoutKannada }).success).toBe(false);
    expect(cropEntrySchema.safeParse({ ...entry, group: 'nut' }).success).toBe(false);
    expect(cropEntrySchema.safeParse({ ...entry, aliases: [''] }).success).toBe(false);
  });
});
