import { placeKeys } from './phonetic-key';

/** A district as India Post's directory names it, and its state. */
export interface DirectoryDistrict {
  district: string;
  state: string;
}

/**
 * Districts' names in everyday use that the directory writes otherwise: a former name (Allahabad, now Prayagraj), the
 * state's own spelling (Davanagere, the directory's Davangere) or the undivided district (Bardhaman, split in two; its
 * town is in Purba Bardhaman). Only names that stand for one district: Bijapur is also a district of Chhattisgarh, so
 * it is not here. A name whose key is already the directory's (Banaskantha, Banas Kantha) needs no entry.
 */
const NAMES_IN_USE: Readonly<Record<string, DirectoryDistrict>> = {
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

const byKey = new Map(
  Object.entries(NAMES_IN_USE).flatMap(([name, district]) =>
    placeKeys(name).map((key) => [key, district] as const),
  ),
);

/** The district a name in everyday use stands for, by the name's key; undefined for any other name. */
export function districtNamedInUse(key: string): DirectoryDistrict | undefined {
  return byKey.get(key);
}

/** The names of the table as an address has them in lower case, for finding the rows placed before it changed. */
export const NAMES_IN_USE_LOWER: readonly string[] = Object.keys(NAMES_IN_USE).map((name) =>
  name.toLowerCase(),
);
