import { z } from 'zod';

/** The success envelope of every `/api/v1` response around `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A success envelope that carries no data (logout, delete). */
export const emptySuccessSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({}).optional(),
});

export type SuccessEnvelope<T> = { success: true; message: string; data: T };
