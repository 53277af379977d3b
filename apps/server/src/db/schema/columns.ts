import { doublePrecision, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../lib/uuid';

/** A time-ordered UUIDv7 primary key, made by the server so a row's id and its creation agree. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Centre of a PIN code or named place (near-me); all null when the address did not resolve. */
export const locationColumns = () => ({
  pincode: text('pincode'),
  place: text('place'),
  district: text('district'),
  state: text('state'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
});

/**
 * A GIN index's storage parameters for one read on every search: no pending list, which every scan reads whole until
 * a vacuum merges it (see the products indexes).
 */
export const WRITTEN_AT_ONCE = { fastupdate: false };
