import { z } from 'zod';
import { ALERT_CHANNELS, OUTBOX_ALERT_KINDS, alertKindsSchema } from './alerts';
import { farmerHelperSchema, helperActionSchema } from './helpers';
import { LIMITS } from './constants';
import { blankToUndefined } from './fields';
import { VALIDATION_KEY } from './messages';
import { otpCodeField } from './phone';
import { productSchema } from './product';
import { buyRequestSchema, offerSchema } from './request';
import { blockedUserSchema } from './safety';
import { savedSearchSchema } from './saved-search';
import { notificationSchema } from './notification';
import { userSchema } from './user';
import { wishlistEntrySchema } from './wishlist';
import { dealSchema, reviewSchema } from './deal';
import { CROP_LANGS } from './crops/crop-types';
import { messageAttachmentSchema } from './chat-attachment';

/** A message of a conversation in the export: both sides' texts, marked by who wrote them. */
export const exportedMessageSchema = z.object({
  _id: z.string(),
  fromMe: z.boolean(),
  message: z.string(),
  productId: z.string().nullable(),
  /** Its photo or voice note, at the address the signed-in owner can fetch it from while it is kept. */
  attachment: messageAttachmentSchema.nullable(),
  createdAt: z.string(),
});

/** A report the caller filed (never those filed about them: reporters stay unnamed). */
export const exportedReportSchema = z.object({
  _id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * GET user/me/export (contract "Privacy"): everything KisanSetu holds about the caller, as one JSON document. Each
 * list is shaped as the caller's own calls show it; a conversation holds the messages the caller still sees.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  listings: z.array(productSchema),
  wishlist: z.array(wishlistEntrySchema),
  conversations: z.array(
    z.object({
      withUserId: z.string(),
      withName: z.string(),
      messages: z.array(exportedMessageSchema),
    }),
  ),
  requests: z.array(buyRequestSchema),
  savedSearches: z.array(savedSearchSchema),
  notifications: z.array(notificationSchema),
  blocked: z.array(blockedUserSchema),
  reportsFiled: z.array(exportedReportSchema),
  /** Deals on either side, as "My deals" shows them. */
  deals: z.array(dealSchema),
  /** Reviews the person wrote (hidden or blind ones too), and those about them that show. */
  reviewsWritten: z.array(reviewSchema),
  reviewsReceived: z.array(reviewSchema),
  /** A farmer's offers on buyers' requests. */
  offersMade: z.array(offerSchema),
  /** The browsers that may get their alerts (the push service's address and the language). */
  pushSubscriptions: z.array(
    z.object({ endpoint: z.string(), lang: z.enum(CROP_LANGS), createdAt: z.string() }),
  ),
  /** The listings they opened while signed in, a row a listing a day (India days, YYYY-MM-DD). */
  listingViews: z.array(z.object({ productId: z.string(), day: z.string() })),
  /** Where alerts go and the alerts that went (or were held, or failed), with what became of each. */
  alerts: z.object({
    channel: z.enum(ALERT_CHANNELS),
    kinds: alertKindsSchema,
    lang: z.enum(CROP_LANGS),
    sent: z.array(
      z.object({
        kind: z.enum(OUTBOX_ALERT_KINDS),
        channel: z.enum(['sms', 'whatsapp']).nullable(),
        status: z.string(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
  }),
  /**
   * Helpers: those with an active link to act for the person and what any helper did in their name; for a helper,
   * every farmer they were ever linked to and what they did for each.
   */
  helpers: z.object({
    myHelpers: z.array(farmerHelperSchema),
    actionsForMe: z.array(helperActionSchema),
    farmersHelped: z.array(
      z.object({
        farmerId: z.string(),
        fullName: z.string(),
        linkedAt: z.string(),
        endedAt: z.string().nullable(),
      }),
    ),
    actionsByMe: z.array(
      z.object({ farmerId: z.string(), action: z.string(), targetId: z.string().nullable(), at: z.string() }),
    ),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * DELETE user/me: the account's password confirms it, or a one-time code sent to its verified phone (an account made
 * with a phone number has no password). Neither given asks for the password.
 */
export const deleteAccountSchema = z
  .object({
    password: z.preprocess(
      blankToUndefined,
      z.string().max(LIMITS.passwordMax, VALIDATION_KEY.passwordMax).optional(),
    ),
    code: z.preprocess(blankToUndefined, otpCodeField.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined && value.code === undefined)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEY.passwordRequired, path: ['password'] });
  });
export type DeleteAccountRequest = z.output<typeof deleteAccountSchema>;
