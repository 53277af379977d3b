import { z } from 'zod';

/** Stars of a person: the average to one decimal (null when none shows yet) and how many reviews it is made of. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

/**
 * What tells a buyer whom to trust, computed by the server: a verified phone, Aadhaar on file (farmers), since when
 * a member, deals done (`partners`: how many distinct people, each with a proved phone of their own, they were done
 * with; `dealsDone`: those deals, a pair's counted once in 90 days), stars (counted reviews only), and how they answer: `responseRate` is the percent of conversations others started in
 * the last 90 days that got a reply within 24 hours, `typicalReplyMinutes` the median first reply; both null under
 * 3 such conversations.
 */
export const trustSchema = z.object({
  phoneVerified: z.boolean(),
  aadhaarOnFile: z.boolean(),
  memberSince: z.string(),
  dealsDone: z.number().int(),
  partners: z.number().int(),
  rating: ratingSchema,
  responseRate: z.number().int().nullable(),
  typicalReplyMinutes: z.number().int().nullable(),
});
export type Trust = z.infer<typeof trustSchema>;
