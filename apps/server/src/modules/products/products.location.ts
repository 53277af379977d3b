import { createTtlCache } from '../../lib/ttl-cache';
import { type Location } from '@kisansetu/contract';
import { AppError } from '../../errors';

/** A resolved place as the gazetteer (modules/places) answers it: a PIN code's or a named place's centre. */
export type PlaceCentre = Location;

/** The gazetteer lookups a listing or an account needs; app.ts hands in modules/places bound to the database. */
export interface PlaceLookup {
  resolvePincode(pincode: string): Promise<PlaceCentre | null>;
  resolveAddress(address: string): Promise<PlaceCentre | null>;
}

/** The six location columns of users and products; all null when nothing resolved. */
export interface LocationColumns {
  pincode: string | null;
  place: string | null;
  district: string | null;
  state: string | null;
  lat: number | null;
  lon: number | null;
}

export const NO_LOCATION: LocationColumns = {
  pincode: null,
  place: null,
  district: null,
  state: null,
  lat: null,
  lon: null,
};

/** Exactly the six columns (the gazetteer may say more about a place than is stored). */
const columnsOf = (found: PlaceCentre, pincode: string | null): LocationColumns => ({
  pincode,
  place: found.place,
  district: found.district,
  state: found.state,
  lat: found.lat,
  lon: found.lon,
});

const unknownPincode = () =>
  new AppError('validation_failed', 'validation.pincodeUnknown', {
    fields: { pincode: 'validation.pincodeUnknown' },
  });

/**
 * Turns what a person typed (an optional PIN code and an address) into the location stored with the row. A PIN code
 * wins; one the gazetteer does not know is a 400 on the field (the person mistyped it), not a silent fallback to the
 * address. Without a PIN code the address is looked up; when nothing in it is known the row simply has no location.
 */
export function createLocator(places: PlaceLookup) {
  // The gazetteer changes only with a new data version, at a start: a PIN code's centre is read once an hour at
  // most, not on every near-me search of a morning's rush. India has about 19,000 PIN codes.
  const centres = createTtlCache<string, PlaceCentre | null>({ ttlMs: 3_600_000, max: 20_000 });
  async function centreOfPincode(pincode: string): Promise<PlaceCentre> {
    const found = await centres.get(pincode, () => places.resolvePincode(pincode));
    if (!found) throw unknownPincode();
    return found;
  }

  return {
    centreOfPincode,

    async locate(input: { pincode?: string | null | undefined; address: string }): Promise<LocationColumns> {
      if (input.pincode) {
        const found = await centreOfPincode(input.pincode);
        return columnsOf(found, input.pincode);
      }
      const found = await places.resolveAddress(input.address);
      return found ? columnsOf(found, found.pincode) : NO_LOCATION;
    },
  };
}

export type Locator = ReturnType<typeof createLocator>;

/** The stored location columns as the contract's `Location` (a centre, never a person's position); null if unplaced. */
export function locationOf(row: LocationColumns): Location | null {
  if (row.lat === null || row.lon === null) return null;
  return {
    pincode: row.pincode,
    place: row.place,
    district: row.district,
    state: row.state,
    lat: row.lat,
    lon: row.lon,
  };
}
