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
