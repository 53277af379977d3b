import { describe, expect, it } from 'vitest';
import { latinKey, placeKey, placeKeys, transliterateDevanagari } from './phonetic-key';

describe('placeKey', () => {
  it('gives common spelling variants of one place the same key', () => {
    expect(placeKey('Nasik')).toBe(placeKey('Nashik'));
    expect(placeKey('NASHIK')).toBe(placeKey('nashik'));
    expect(placeKey('Bhopal')).toBe(placeKey('Bopal'));
    expect(placeKey('Panchvati')).toBe(placeKey('Panchwati'));
    expect(placeKey('Indore')).toBe(placeKey('Indaur'));
    expect(placeKey('Phaltan')).toBe(placeKey('Faltan'));
    expect(placeKey('Meerut')).toBe(placeKey('Mirut'));
    expect(placeKey('Satara')).toBe(placeKey('Satar'));
  });

  it('keeps different places apart', () => {
    expect(placeKey('Pune')).not.toBe(placeKey('Patna'));
    expect(placeKey('Nashik')).not.toBe(placeKey('Nagpur'));
  });

  it('ignores case, accents, spaces and punctuation between the words of a name', () => {
    expect(latinKey('Pimpalgaon  Baswant')).toBe(latinKey('pimpalgaon-baswant'));
    expect(latinKey('Bārāmatī')).toBe(latinKey('Baramati'));
    expect(latinKey('123 ,.')).toBe('');
  });
});

describe('Devanagari names', () => {
  it('transliterate to the key of their usual Latin spelling', () => {
    expect(placeKeys('नासिक')).toContain(placeKey('Nashik'));
    expect(placeKeys('पुणे')).toContain(placeKey('Pune'));
    expect(placeKeys('इंदौर')).toContain(placeKey('Indore'));
    expect(placeKeys('महाराष्ट्र')).toContain(placeKey('Maharashtra'));
    expect(placeKeys('लुधियाना')).toContain(placeKey('Ludhiana'));
    expect(placeKeys('गुंटूर')).toContain(placeKey('Guntur'));
    expect(placeKeys('चंडीगढ़')).toContain(placeKey('Chandigarh'));
    expect(placeKeys('मध्य प्रदेश')).toContain(placeKey('Madhya Pradesh'));
  });

  it('offer the spelling with and without a medial inherent vowel', () => {
    expect(placeKeys('नागपुर')).toContain(placeKey('Nagpur'));
    expect(placeKeys('अमरावती')).toContain(placeKey('Amravati'));
    expect(placeKeys('जयपुर')).toContain(placeKey('Jaipur'));
    expect(transliterateDevanagari('नागपुर')).toEqual(['nagapur', 'nagpur']);
    expect(transliterateDevanagari('अमरावती')).toContain('amravati');
  });

  it('drop the final inherent vowel and honour the virama', () => {
    expect(transliterateDevanagari('नासिक')).toEqual(['nasik']);
    expect(transliterateDevanagari('कोल्हापुर')).toEqual(['kolhapur']);
  });
});
