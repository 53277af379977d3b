import { NAMES_IN_USE, type DirectoryDistrict } from '../../lib/district-names-in-use';
import { placeKeys } from './phonetic-key';

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
