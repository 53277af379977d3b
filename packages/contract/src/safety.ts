import { z } from 'zod';
import { ACCOUNT_ROLES, LIMITS } from './constants';
import { blankToUndefined, optionalText } from './fields';
import { messageSchema } from './message';
import { VALIDATION_KEY } from './messages';
import { productSchema } from './product';
import { buyRequestSchema } from './request';
import { reviewSchema } from './deal';

/** A person as a block list shows them: no contact details. */
export const blockedUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

/** GET user/blocked. */
export const blockedListResponseSchema = z.object({ blocked: z.array(blockedUserSchema) });

export const REPORT_TARGET_TYPES = ['product', 'user', 'message', 'request', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['scam', 'prohibited', 'misleading', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = ['dismiss', 'hide_product', 'suspend_user', 'hide_review'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST report: a listing, a person or a message, with a reason and optional details. */
export const reportRequestSchema = z.object({
  targetType: z.preprocess(
    blankToUndefined,
    z.enum(REPORT_TARGET_TYPES, { error: VALIDATION_KEY.reportTargetTypeInvalid }),
  ),
  targetId: z.preprocess(
    blankToUndefined,
    z
      .string({ error: VALIDATION_KEY.reportTargetRequired })
      .min(1, VALIDATION_KEY.reportTargetRequired)
      .max(100, VALIDATION_KEY.invalidValue),
  ),
  reason: z.preprocess(
    blankToUndefined,
    z.enum(REPORT_REASONS, { error: VALIDATION_KEY.reportReasonRequired }),
  ),
  details: optionalText(LIMITS.reportDetailsMax, VALIDATION_KEY.reportDetailsMax, { multiline: true }),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;
export type ReportInput = z.input<typeof reportRequestSchema>;

export const reportCreatedResponseSchema = z.object({
  report: z.object({ _id: z.string(), status: z.literal('open') }),
});

/** A person as a moderator sees them in a report: who they are and whether they are suspended. */
export const moderatedUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  address: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  avatarUrl: z.string().nullable(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

/** The reported thing as it is now; null when it has since been deleted. */
export const reportTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('product'),
    product: productSchema.extend({ status: z.enum(['visible', 'hidden']) }),
    seller: moderatedUserSchema,
  }),
  z.object({ type: z.literal('user'), user: moderatedUserSchema }),
  z.object({ type: z.literal('message'), message: messageSchema, sender: moderatedUserSchema }),
  z.object({ type: z.literal('request'), request: buyRequestSchema, buyer: moderatedUserSchema }),
  z.object({
    type: z.literal('review'),
    review: reviewSchema.extend({ hidden: z.boolean() }),
    author: moderatedUserSchema,
  }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const moderationReportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: z.object({ _id: z.string(), fullName: z.string() }),
  target: reportTargetSchema.nullable(),
  /** Reports filed against the same target, open or not. */
  reportCount: z.number().int(),
  /** Set once resolved. */
  resolution: z
    .object({ action: z.enum(MODERATION_ACTIONS), note: z.string(), at: z.string(), by: z.string() })
    .nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** GET moderation/reports query. */
export const moderationReportsQuerySchema = z.object({
  status: z.preprocess(
    (v) => blankToUndefined(v) ?? 'open',
    z.enum(REPORT_STATUSES, { error: VALIDATION_KEY.reportStatusInvalid }),
  ),
  page: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? 1 : Number(v)),
    z
      .number({ error: VALIDATION_KEY.pageInvalid })
      .int(VALIDATION_KEY.pageInvalid)
      .min(1, VALIDATION_KEY.pageInvalid)
      .max(1_000_000, VALIDATION_KEY.pageInvalid),
  ),
});
export type ModerationReportsQuery = z.output<typeof moderationReportsQuerySchema>;

export const moderationReportsResponseSchema = z.object({
  reports: z.array(moderationReportSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/** POST moderation/reports/{id}/resolve. */
export const resolveReportSchema = z.object({
  action: z.preprocess(
    blankToUndefined,
    z.enum(MODERATION_ACTIONS, { error: VALIDATION_KEY.moderationActionInvalid }),
  ),
  note: z
    .preprocess(
      (v) => blankToUndefined(v) ?? '',
      optionalText(LIMITS.moderationNoteMax, VALIDATION_KEY.moderationNoteMax, { multiline: true }),
    )
    .transform((v) => v ?? ''),
});
export type ResolveReportRequest = z.output<typeof resolveReportSchema>;

/** GET moderation/reports/{id}/conversation: the messages between reporter and reported person, oldest first. */
export const reportConversationResponseSchema = z.object({
  reporter: z.object({ _id: z.string(), fullName: z.string() }),
  reported: z.object({ _id: z.string(), fullName: z.string() }),
  messages: z.array(messageSchema),
});

/**
 * A moderator's sign-in as the audit records it: with an authenticator code, with a recovery code (used up), or
 * refused for a wrong password (or role), a missing second factor (none sent, or none enrolled), or a wrong one (a
 * wrong, stale or already used code).
 */
export const MODERATOR_LOGIN_AUDIT_ACTIONS = [
  'login',
  'login_recovery_code',
  'login_wrong_password',
  'login_second_factor_missing',
  'login_second_factor_wrong',
] as const;
export type ModeratorLoginAuditAction = (typeof MODERATOR_LOGIN_AUDIT_ACTIONS)[number];

export const AUDIT_ACTIONS = [
  'read_conversation',
  'read_attachment',
  ...MODERATION_ACTIONS,
  'reinstate_user',
  ...MODERATOR_LOGIN_AUDIT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of GET moderation/audit: who did or read what, when. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  moderator: z.object({ _id: z.string(), fullName: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  reportId: z.string().nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/**
 * Words of the scams farmers meet in chat: advance payment, a UPI PIN, an OTP, a bank transfer. KisanSetu never
 * asks for money or a PIN, so a message that mentions one gets a safety tip beside it for both people.
 */
const PAYMENT_RISK = [
  /\badvance\b/i,
  /\bupi\b/i,
  // A PIN, but not a PIN code (the place of a listing is asked for by PIN code).
  /\bm?pin\b(?!\s*code)/i,
  /\botp\b/i,
  /\bone[ -]?time[ -]?password\b/i,
  /\bbank\s*(transfer|account|details)\b/i,
  /\b(neft|imps|rtgs)\b/i,
  /\bpay(ment)?\s+(first|before|in advance)\b/i,
  /एडवांस|अग्रिम|पहले\s*(पैसे|भुगतान)|ओटीपी|यूपीआई|पिन(?!\s*कोड)|बैंक\s*(ट्रांसफर|खाता|खाते)/u,
];

/** True when a chat message mentions advance payment, a UPI PIN, an OTP or a bank transfer (English or Hindi). */
export function mentionsPaymentRisk(text: string): boolean {
  return PAYMENT_RISK.some((pattern) => pattern.test(text));
}
