import { z } from 'zod';

/**
 * Approximate place of a listing or user: always the centre of a PIN code or a named place, never a phone's exact
 * position (near-me issue).
 */
export const locationSchema = z.object({
  pincode: z.string().nullable(),
  place: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * Where a person is, as anyone else may see it: the place, district and state of their PIN code or address, never
 * the street address, the PIN code or a point (contract "Privacy").
 */
export const publicPlaceSchema = z.object({
  place: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
});
export type PublicPlace = z.infer<typeof publicPlaceSchema>;
