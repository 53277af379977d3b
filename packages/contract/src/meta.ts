import { z } from 'zod';

/** GET /api/v1/meta: the public configuration a client needs (email domains for validation, support contact). */
export const metaSchema = z.object({
  allowedEmailDomains: z.array(z.string()),
  supportEmail: z.string(),
});
export type Meta = z.infer<typeof metaSchema>;
