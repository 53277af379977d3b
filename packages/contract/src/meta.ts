import { z } from 'zod';

/** GET /api/v1/meta: the public configuration a client needs (email domains for validation, support contact). */
export const metaSchema = z.object({
  allowedEmailDomains: z.array(z.string()),
  supportEmail: z.string(),
  /** Whether codes can be sent by SMS: without a provider the web does not offer phone sign-in. */
  phoneSignIn: z.boolean(),
});
export type Meta = z.infer<typeof metaSchema>;
