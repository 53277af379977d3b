/** A district as India Post's directory names it, and its state. */
export interface DirectoryDistrict {
  district: string;
  state: string;
}

/**
 * Districts' names in everyday use that the directory writes otherwise: a former name (Allahabad, now Prayagraj), the
 * state's own spelling (Davanagere, the directory's Davangere) or the undivided district (Bardhaman, split in two; its
 * town is in Purba Bardhaman). Only names that stand for one district: Bijapur is also a district of Chhattisgarh, so
 * it is not here. A name written as the directory's without its spaces (Banaskantha, Banas Kantha) needs no entry.
 * Read by the gazetteer's resolver (modules/places) and by the rest of an address (db/schema/listings.ts), which
 * loses these names as it loses the directory's.
 */
export const NAMES_IN_USE: Readonly<Record<string, DirectoryDistrict>> = {
  Allahabad: { district: 'Prayagraj', state: 'Uttar Pradesh' },
  इलाहाबाद: { district: 'Prayagraj', state: 'Uttar Pradesh' },
  Faizabad: { district: 'Ayodhya', state: 'Uttar Pradesh' },
  Gurgaon: { district: 'Gurugram', state: 'Haryana' },
  गुड़गांव: { district: 'Gurugram', state: 'Haryana' },
  Mewat: { district: 'Nuh', state: 'Haryana' },
  Mehsana: { district: 'Mahesana', state: 'Gujarat' },
  Baroda: { district: 'Vadodara', state: 'Gujarat' },
  Ahilyanagar: { district: 'Ahmednagar', state: 'Maharashtra' },
  'Chhatrapati Sambhajinagar': { district: 'Aurangabad', state: 'Maharashtra' },
  Dharashiv: { district: 'Osmanabad', state: 'Maharashtra' },
  Narmadapuram: { district: 'Hoshangabad', state: 'Madhya Pradesh' },
  Davanagere: { district: 'Davangere', state: 'Karnataka' },
  Belgaum: { district: 'Belagavi', state: 'Karnataka' },
  Gulbarga: { district: 'Kalaburagi', state: 'Karnataka' },
  Mysore: { district: 'Mysuru', state: 'Karnataka' },
  Shimoga: { district: 'Shivamogga', state: 'Karnataka' },
  Tumkur: { district: 'Tumakuru', state: 'Karnataka' },
  Coorg: { district: 'Kodagu', state: 'Karnataka' },
  Trichy: { district: 'Tiruchirappalli', state: 'Tamil Nadu' },
  Nellore: { district: 'Spsr Nellore', state: 'Andhra Pradesh' },
  Bardhaman: { district: 'Purba Bardhaman', state: 'West Bengal' },
  Burdwan: { district: 'Purba Bardhaman', state: 'West Bengal' },
};

/** Whether a lowered name is plain Latin letters and spaces, as a regular expression may hold it unescaped. */
const isPlainLatin = (name: string) => /^[a-z]+( [a-z]+)*$/.test(name);

/**
 * The lowered names in Latin letters each district is written by besides the directory's, by district: the ones the
 * rest of an address loses. Devanagari names stay in it: PostgreSQL's word edges (`\m`, `\M`) do not hold at a vowel
 * sign, and a name left in the rest costs a search only a few listings read and dropped.
 */
export const LATIN_NAMES_IN_USE: ReadonlyMap<string, readonly string[]> = Object.entries(NAMES_IN_USE).reduce(
  (byDistrict, [name, { district }]) => {
    const lowered = name.toLowerCase();
    if (isPlainLatin(lowered)) byDistrict.set(district, [...(byDistrict.get(district) ?? []), lowered]);
    return byDistrict;
  },
  new Map<string, string[]>(),
);

/**
 * Every lowered name the rest of an address loses for a listing of `district` (see products.addressRestLower): the
 * directory's, the same without its spaces, and its Latin names in use.
 */
export function namesTakenFromTheRest(district: string): string[] {
  const lowered = district.toLowerCase();
  const joined = lowered.replaceAll(' ', '');
  return [lowered, ...(joined === lowered ? [] : [joined]), ...(LATIN_NAMES_IN_USE.get(district) ?? [])];
}
