/**
 * Phonetic keys for Indian place names. The same name is spelt many ways ('Nasik'/'Nashik', 'Poona'/'Pune' aside),
 * and in Devanagari ('नासिक'); the gazetteer stores one key per name and an address is matched key for key, so both
 * sides go through `placeKeys`. Pure functions, no data.
 */

const DEVANAGARI = /[\u0900-\u097f]/;

/** Independent vowels, and the vowel signs (matras) that replace a consonant's inherent 'a'. */
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const MATRAS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  // Precomposed nukta letters.
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
/** A consonant followed by the nukta sign, written as two code points. */
const NUKTA_FORMS: Record<string, string> = { ड: 'r', ढ: 'rh', ज: 'z', फ: 'f', क: 'k', ग: 'g', ख: 'kh' };
const NUKTA = '\u093c';
const VIRAMA = '\u094d';
const NASALS = new Set(['\u0901', '\u0902']); // candrabindu, anusvara
const VISARGA = '\u0903';

interface Syllable {
  consonant: string;
  vowel: string;
  /** The vowel is the consonant's inherent 'a' (a candidate for schwa deletion). */
  inherent: boolean;
  coda: string;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] ?? '';
    const last = out[out.length - 1];
    if (ch === NUKTA) continue;
    if (CONSONANTS[ch] !== undefined) {
      const nukta = chars[i + 1] === NUKTA ? NUKTA_FORMS[ch] : undefined;
      out.push({ consonant: nukta ?? CONSONANTS[ch], vowel: 'a', inherent: true, coda: '' });
    } else if (VOWELS[ch] !== undefined) {
      out.push({ consonant: '', vowel: VOWELS[ch], inherent: false, coda: '' });
    } else if (MATRAS[ch] !== undefined && last) {
      last.vowel = MATRAS[ch];
      last.inherent = false;
    } else if (ch === VIRAMA && last) {
      last.vowel = '';
      last.inherent = false;
    } else if (NASALS.has(ch) && last) {
      last.coda += 'n';
    } else if (ch === VISARGA && last) {
      last.coda += 'h';
    }
  }
  return out;
}

function render(parts: Syllable[]): string {
  return parts.map((s) => s.consonant + s.vowel + s.coda).join('');
}

/**
 * Latin spellings of one Devanagari word: the word-final inherent 'a' is always dropped ('नासिक' → 'nasik'); the
 * first spelling keeps the medial ones ('अमरावती' → 'amaravati'). Hindi also drops an inherent 'a' between a vowel
 * and a consonant that carries one ('नागपुर' → 'nagpur'), but not every such 'a' ('अमरावती' → 'amravati'), so the
 * other spellings drop all of them (never two in a row), only the first, or only the last.
 */
export function transliterateDevanagari(word: string): string[] {
  const parts = syllables(word);
  const lastPart = parts[parts.length - 1];
  if (parts.length > 1 && lastPart?.inherent && lastPart.coda === '') lastPart.vowel = '';
  const eligible: number[] = [];
  for (let i = parts.length - 2; i >= 1; i -= 1) {
    const here = parts[i];
    const before = parts[i - 1];
    const after = parts[i + 1];
    if (!here || !before || !after || eligible.includes(i + 1)) continue;
    if (
      here.inherent &&
      here.coda === '' &&
      before.vowel !== '' &&
      after.consonant !== '' &&
      after.vowel !== ''
    ) {
      eligible.push(i);
    }
  }
  const without = (drop: number[]) =>
    render(parts.map((s, i) => (drop.includes(i) ? { ...s, vowel: '' } : s)));
  const spellings = [render(parts)];
  if (eligible.length > 0) {
    spellings.push(without(eligible), without(eligible.slice(-1)), without(eligible.slice(0, 1)));
  }
  return [...new Set(spellings)];
}

/** Folds one lowercase Latin word (see latinKey). */
function wordKey(word: string): string {
  let s = word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/ck/g, 'k')
    .replace(/ph|f/g, 'p')
    // Aspiration is written inconsistently ('Nasik'/'Nashik', 'Bhopal'/'Bopal'): drop an h after a consonant.
    .replace(/([bcdgjkprst])h/g, '$1')
    .replace(/au/g, 'o')
    .replace(/ay([^aeiou]|$)/g, 'ai$1')
    .replace(/m([bp])/g, 'n$1')
    .replace(/iy([aeiou])/g, 'i$1')
    .replace(/(.)\1+/g, '$1');
  // A final short vowel after a consonant is often written or not ('Nashika', 'Pune'/'Pun', 'Indore'/'Indaur').
  if (s.length > 3) s = s.replace(/([^aeiou])[ae]$/, '$1');
  return s;
}

/**
 * Folds a Latin spelling to its key, word by word: lowercase ASCII with the common Indian spelling variants made
 * equal, the words joined without spaces ('Pimpalgaon Baswant' → 'pinpalgaonbasvant').
 */
export function latinKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(wordKey)
    .join('');
}

/** All keys a written name may stand for (one for Latin script, one or two for Devanagari). */
export function placeKeys(name: string): string[] {
  if (!DEVANAGARI.test(name)) {
    const key = latinKey(name);
    return key ? [key] : [];
  }
  const words = name.split(/\s+/).filter(Boolean);
  let variants = [''];
  for (const word of words) {
    const spellings = DEVANAGARI.test(word) ? transliterateDevanagari(word) : [word];
    variants = variants.flatMap((prefix) => spellings.map((spelling) => `${prefix} ${spelling}`));
  }
  // A long Devanagari phrase could multiply spellings; its first few are plenty to match a place name.
  return [...new Set(variants.slice(0, 16).map(latinKey).filter(Boolean))];
}

/** The one key a gazetteer name (always Latin in the data) is stored under. */
export function placeKey(name: string): string {
  return placeKeys(name)[0] ?? '';
}
