import { describe, expect, it } from 'vitest';
import { createCropVocabulary } from './crop-lookup';
import { CROP_VOCABULARY } from './index';
import { codePoints, editDistanceWithin, editsAtLeast, foldText, letterMask } from './crop-text';
import type { CropEntry, CropLang } from './crop-types';

function crop(key: string, en: string, hi: string, aliases: string[], mandi: string[] = []): CropEntry {
  const names = { en, hi, mr: hi, pa: en, gu: en, bn: en, ta: en, te: en, kn: en } as Record<
    CropLang,
    string
  >;
  return { key, group: 'vegetable', names, aliases, mandi };
}

const vocabulary = createCropVocabulary([
  crop('potato', 'Potato', 'आलू', ['aloo', 'aalu', 'batata', 'potatoes'], ['Potato']),
  crop('onion', 'Onion', 'प्याज़', ['pyaz', 'pyaaz', 'kanda', 'onions', 'प्याज'], ['Onion']),
  crop('spring_onion', 'Spring Onion', 'हरा प्याज़', ['hara pyaz'], ['Onion Green']),
  crop('wheat', 'Wheat', 'गेहूं', ['gehun', 'gehu', 'गेहूँ'], ['Wheat']),
  crop('rice', 'Rice', 'चावल', ['chawal', 'paddy'], ['Rice', 'Paddy(Dhan)(Common)']),
  crop('ridge_gourd', 'Ridge Gourd', 'तोरई', ['turai']),
  crop('tomato', 'Tomato', 'टमाटर', ['tamatar', 'tomatoes']),
  crop('cauliflower', 'Cauliflower', 'फूलगोभी', ['phool gobhi']),
  crop('grapes', 'Grapes', 'अंगूर', ['angoor']),
]);

describe('foldText', () => {
  it('drops case, accents, nukta, joiners and punctuation; chandrabindu reads as anusvara', () => {
    expect(foldText('  Lāl   PYAAZ!! ')).toBe('lal pyaaz');
    expect(foldText('प्याज़')).toBe(foldText('प्याज'));
    expect(foldText('गेहूँ')).toBe(foldText('गेहूं'));
    expect(foldText('आ\u200dलू')).toBe('आलू');
  });
});

describe('editDistanceWithin', () => {
  it('counts a wrong, missing, extra or swapped letter as one', () => {
    expect(editDistanceWithin('wheet', 'wheat', 2)).toBe(1);
    expect(editDistanceWithin('whet', 'wheat', 2)).toBe(1);
    expect(editDistanceWithin('whaet', 'wheat', 2)).toBe(1);
    expect(editDistanceWithin('grain', 'grapes', 1)).toBe(2);
  });

  it('counts a Devanagari vowel sign as one letter, and measures names longer than its first rows', () => {
    expect(editDistanceWithin('गेहूं', 'गेहू', 2)).toBe(1);
    const long = 'organic sharbati wheat from vidisha district';
    expect(editDistanceWithin(long, long.replace('vidisha', 'vidsha'), 2)).toBe(1);
    expect(editDistanceWithin(long, `${long} mp`, 2)).toBe(3);
    // The rows are reused between calls: a short comparison after a long one is still right.
    expect(editDistanceWithin('tamato', 'tomato', 2)).toBe(1);
  });
});

describe('editsAtLeast', () => {
  const bound = (a: string, b: string) => editsAtLeast(letterMask(codePoints(a)), letterMask(codePoints(b)));

  it('never exceeds the edit distance, so a typo lookup never rules out a name within its budget', () => {
    const names = CROP_VOCABULARY.entries.flatMap((entry) => [
      ...Object.values(entry.names),
      ...entry.aliases,
    ]);
    const slips = [
      'wheet',
      'tamato',
      'sharbti',
      'kolhapuri',
      'gehu',
      'पयाज',
      'bhindi',
      'aaloo',
      'zz',
      'mnago',
    ];
    for (const a of slips)
      for (const b of names.map(foldText))
        expect(bound(a, b)).toBeLessThanOrEqual(editDistanceWithin(a, b, 99));
  });

  it('rules out names with letters the query lacks', () => {
    expect(bound('wheet', 'wheat')).toBe(1);
    expect(bound('tamato', 'tomato')).toBe(0);
    expect(bound('sharbti', 'chilli')).toBeGreaterThan(2);
  });
});

describe('crop vocabulary', () => {
  it('finds a crop by its name in English, Hindi and romanised spellings', () => {
    for (const typed of ['Potato', 'आलू', 'aloo', 'AALU', 'batata', 'potatoes']) {
      expect(vocabulary.resolveQuery(typed), typed).toMatchObject({ crops: ['potato'], match: 'exact' });
    }
    expect(vocabulary.resolveQuery('प्याज').crops).toEqual(['onion']);
    expect(vocabulary.resolveQuery('गेहूँ').crops).toEqual(['wheat']);
  });

  it('has no false friends: aloo is potato only, and onion is not spring onion', () => {
    expect(vocabulary.resolveQuery('aloo').crops).toEqual(['potato']);
    expect(vocabulary.resolveQuery('onion').crops).toEqual(['onion']);
    expect(vocabulary.resolveQuery('spring onion').crops).toEqual(['spring_onion']);
  });

  it('keeps the words around a crop name to narrow by', () => {
    expect(vocabulary.resolveQuery('Red Onion')).toEqual({ crops: ['onion'], rest: ['red'], match: 'exact' });
    expect(vocabulary.resolveQuery('लाल प्याज़')).toMatchObject({ crops: ['onion'], rest: ['लाल'] });
  });

  it('tolerates one slip in 4–7 letters, two from 8, none below 4', () => {
    expect(vocabulary.resolveQuery('wheet')).toMatchObject({ crops: ['wheat'], match: 'typo' });
    expect(vocabulary.resolveQuery('tamato').crops).toEqual(['tomato']);
    expect(vocabulary.resolveQuery('whaet').crops).toEqual(['wheat']);
    expect(vocabulary.resolveQuery('cauliflwer').crops).toEqual(['cauliflower']);
    expect(vocabulary.resolveQuery('colliflower').crops).toEqual(['cauliflower']);
    expect(vocabulary.resolveQuery('wheaat').crops).toEqual(['wheat']);
    expect(vocabulary.resolveQuery('wheeet').crops).toEqual([]);
    expect(vocabulary.resolveQuery('whet').crops).toEqual(['wheat']);
    expect(vocabulary.resolveQuery('wht').crops).toEqual([]);
    expect(vocabulary.resolveQuery('tmaatr').crops).toEqual([]);
  });

  it('looks for typos only when no crop is named exactly', () => {
    expect(vocabulary.resolveQuery('grade wheat')).toEqual({
      crops: ['wheat'],
      rest: ['grade'],
      match: 'exact',
    });
    expect(vocabulary.resolveQuery('grain').crops).toEqual([]);
  });

  it('reads 1–2 letters as the start of a crop name in any language', () => {
    expect(vocabulary.resolveQuery('ri')).toMatchObject({ crops: ['rice', 'ridge_gourd'], match: 'prefix' });
    expect(vocabulary.resolveQuery('g').crops).toEqual(expect.arrayContaining(['wheat', 'grapes']));
    expect(vocabulary.resolveQuery('zz')).toEqual({ crops: [], rest: ['zz'], match: 'none' });
  });

  it('says what crop a listing is from its name, whatever the language', () => {
    expect(vocabulary.cropOfName('Nashik Red Onion')).toBe('onion');
    expect(vocabulary.cropOfName('लाल प्याज़')).toBe('onion');
    expect(vocabulary.cropOfName('Hara pyaz bunch')).toBe('spring_onion');
    expect(vocabulary.cropOfName('Fresh Tamato')).toBe('tomato');
    expect(vocabulary.cropOfName('Grade A Tomatoes')).toBe('tomato');
    expect(vocabulary.cropOfName('Handmade baskets')).toBeNull();
  });

  it('suggests crops in the asked language from any spelling typed so far', () => {
    expect(vocabulary.suggest('al', 'hi', 8)).toEqual(['आलू']);
    expect(vocabulary.suggest('आ', 'en', 8)).toEqual(['Potato']);
    expect(vocabulary.suggest('tama', 'en', 8)).toEqual(['Tomato']);
    expect(vocabulary.suggest('on', 'en', 8)).toEqual(['Onion', 'Spring Onion']);
    expect(vocabulary.suggest('r', 'en', 1)).toHaveLength(1);
  });

  it('maps Agmarknet commodity names to crops', () => {
    expect(vocabulary.byMandiName('Paddy(Dhan)(Common)')).toBe('rice');
    expect(vocabulary.byMandiName('Onion Green')).toBe('spring_onion');
    expect(vocabulary.byMandiName('Quinoa')).toBeNull();
  });
});
