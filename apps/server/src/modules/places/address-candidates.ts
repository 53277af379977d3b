import { districtNamedInUse } from './district-names-in-use';
import { placeKey, placeKeys } from './phonetic-key';

/** A run of 1–4 words of an address that may name a place, with the keys it may stand for. */
export interface Candidate {
  text: string;
  keys: string[];
  /** Word positions [start, end) in the address, so a name is not counted as disambiguating itself. */
  start: number;
  end: number;
}

/**
 * Words that say what follows ('At post X, Tal. Y, Dist. Z'; 'ग्राम X, तहसील Y, जिला Z') or are street furniture;
 * they are never part of a place name and end the name before them.
 */
const FILLER = new Set([
  'at',
  'post',
  'po',
  'p',
  'o',
  'tal',
  'taluka',
  'taluk',
  'tq',
  'tehsil',
  'tahsil',
  'teh',
  'th',
  'dist',
  'distt',
  'district',
  'dt',
  'zila',
  'zilla',
  'jilha',
  'village',
  'vill',
  'vil',
  'vpo',
  'gram',
  'near',
  'nr',
  'road',
  'rd',
  'opp',
  'opposite',
  'behind',
  'street',
  'st',
  'lane',
  'house',
  'h',
  'no',
  'plot',
  'flat',
  'ward',
  'state',
  'india',
  'pin',
  'pincode',
  'code',
  'via',
  'mandal',
  'block',
  'city',
  'town',
  'main',
  'marg',
  'gali',
  'mu',
  'ta',
  'ji',
  'farm',
  'shop',
  'floor',
  'जिला',
  'जि',
  'जिल्हा',
  'तहसील',
  'तह',
  'तालुका',
  'ता',
  'गाँव',
  'गांव',
  'गाव',
  'ग्राम',
  'पोस्ट',
  'पो',
  'डाक',
  'मु',
  'मुक्काम',
  'पास',
  'के',
  'का',
  'की',
  'रोड',
  'मार्ग',
  'राज्य',
  'भारत',
  'पिन',
  'पिनकोड',
  'और',
  'व',
  'गली',
  'मकान',
]);

/** State abbreviations people write ('Indore MP'), by the state's name in the data. */
export const STATE_ABBREVIATIONS: Record<string, string> = {
  mp: 'Madhya Pradesh',
  up: 'Uttar Pradesh',
  mh: 'Maharashtra',
  ap: 'Andhra Pradesh',
  hp: 'Himachal Pradesh',
  tn: 'Tamil Nadu',
  wb: 'West Bengal',
  jk: 'Jammu and Kashmir',
  cg: 'Chhattisgarh',
  ts: 'Telangana',
  gj: 'Gujarat',
  rj: 'Rajasthan',
  pb: 'Punjab',
  hr: 'Haryana',
};

const MAX_WORDS = 4;
const PIN_IN_TEXT = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;

/** A 6-digit PIN code written in the address ('Nashik 422003', 'Nashik - 422 003'), if any. */
export function pincodeInText(address: string): string | null {
  const match = PIN_IN_TEXT.exec(address);
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * Plain lowercase words of the address; anything that is not a letter (of any script) separates names. `namedStates`:
 * the states it names by an abbreviation ('MP') or by a district's name in everyday use ('Allahabad': Uttar Pradesh),
 * whose words also stand for the directory's name of that district.
 */
export function addressCandidates(address: string): { candidates: Candidate[]; namedStates: string[] } {
  const segments = address.slice(0, 500).split(/[^\p{L}\p{M}\s]+/u);
  const candidates: Candidate[] = [];
  const namedStates: string[] = [];
  let position = 0;
  for (const segment of segments) {
    let run: string[] = [];
    const flush = () => {
      const runStart = position - run.length;
      for (let i = 0; i < run.length; i += 1) {
        for (let length = 1; length <= MAX_WORDS && i + length <= run.length; length += 1) {
          const text = run.slice(i, i + length).join(' ');
          const keys = placeKeys(text).filter((key) => key.length >= 3);
          const inUse = keys.map(districtNamedInUse).find(Boolean);
          if (inUse) {
            keys.push(placeKey(inUse.district));
            namedStates.push(inUse.state);
          }
          if (keys.length > 0)
            candidates.push({ text, keys, start: runStart + i, end: runStart + i + length });
        }
      }
      run = [];
    };
    for (const word of segment.split(/\s+/).filter(Boolean)) {
      const lower = word.toLowerCase();
      position += 1;
      const abbreviation = STATE_ABBREVIATIONS[lower];
      if (abbreviation && word === word.toUpperCase()) namedStates.push(abbreviation);
      if (FILLER.has(lower) || abbreviation) {
        position -= 1;
        flush();
        position += 1;
      } else {
        run.push(word);
      }
    }
    flush();
  }
  return { candidates, namedStates };
}
