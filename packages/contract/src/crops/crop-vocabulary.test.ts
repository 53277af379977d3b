import { describe, expect, it } from 'vitest';
import { CROP_VOCABULARY as vocabulary } from '.';

const cropsOf = (query: string) => vocabulary.resolveQuery(query).crops;

describe('the crop vocabulary as search reads it', () => {
  it.each([
    [
      'potato',
      ['Potato', 'आलू', 'aloo', 'aalu', 'alu', 'batata', 'बटाटा', 'ਆਲੂ', 'બટાકા', 'আলু', 'உருளைக்கிழங்கு'],
    ],
    ['onion', ['Onion', 'onions', 'प्याज़', 'प्याज', 'pyaz', 'pyaaz', 'kanda', 'कांदा']],
    ['tomato', ['Tomato', 'टमाटर', 'tamatar', 'tomatoes', 'thakkali']],
    ['wheat', ['Wheat', 'गेहूं', 'गेहूँ', 'gehun', 'gehu']],
  ])('finds %s by its names in each language and its romanised spellings', (key, spellings) => {
    for (const spelling of spellings) expect(cropsOf(spelling), spelling).toEqual([key]);
  });

  it('has no false friends', () => {
    expect(cropsOf('aloo')).not.toContain('onion');
    expect(cropsOf('onion')).toEqual(['onion']);
    expect(cropsOf('potato')).toEqual(['potato']);
    expect(cropsOf('sweet potato')).not.toContain('potato');
    for (const word of ['basmati', 'sharbati', 'organic', 'fresh', 'grade', 'laptop']) {
      expect(cropsOf(word), word).toEqual([]);
    }
  });

  it('tolerates honest typos only', () => {
    expect(cropsOf('wheet')).toEqual(['wheat']);
    expect(cropsOf('tamato')).toEqual(['tomato']);
    expect(cropsOf('potatoe')).toEqual(['potato']);
    expect(cropsOf('pomegranite')).toEqual(['pomegranate']);
    expect(cropsOf('wht')).toEqual([]);
  });

  it('resolves every name the demo and the benchmarks list', () => {
    for (const [name, key] of [
      ['Nashik Red Onion', 'onion'],
      ['लाल प्याज़', 'onion'],
      ['Sharbati Wheat', 'wheat'],
      ['Basmati Rice', 'rice'],
      ['Kufri Jyoti Potato', 'potato'],
      ['Alphonso Mango', 'mango'],
      ['Organic Turmeric', 'turmeric'],
    ] as const) {
      expect(vocabulary.cropOfName(name), name).toBe(key);
    }
  });

  it('suggests in the asked language', () => {
    expect(vocabulary.suggest('aloo', 'hi', 8)[0]).toBe('आलू');
    expect(vocabulary.suggest('tama', 'en', 8)[0]).toBe('Tomato');
    expect(vocabulary.suggest('pyaz', 'mr', 8)[0]).toBe(vocabulary.nameOf('onion', 'mr'));
  });
});
