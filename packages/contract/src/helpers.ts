import { z } from 'zod';
import { LIMITS } from './constants';
import { CROP_LANGS } from './crops/crop-types';
import { dealListQuerySchema } from './deal';
import { addressField, blankToUndefined, fullNameField, requiredText } from './fields';
import { locationSchema } from './location';
import { HELPER_VALIDATION_KEY } from './helper-messages';
import { VALIDATION_KEY } from './messages';
import { mobileNumberField, otpCodeField } from './phone';
import { aadhaarProblem, AADHAAR_WIRE_FIELD } from './user';
import { sentBySchema } from './helped-by';

/** Helpers' numbers (contract "Helpers: FPOs and agents"): the server enforces each, the web says them. */
export const HELPER_LIMITS = {
  /** New links one helper may make in a day (India time). */
  linksPerDay: 10,
  /** Links one helper may hold in all. */
  linksTotal: 500,
  /** Helpers one farmer may have at once. */
  helpersPerFarmer: 3,
  organisationMax: 100,
} as const;

/** The header a helper names the farmer by on the calls they make for them. */
export const ON_BEHALF_OF_HEADER = 'on-behalf-of';

/** An organisation's name: required to become a helper, at most 100 characters. */
export const organisationField = requiredText(
  HELPER_VALIDATION_KEY.organisationRequired,
  HELPER_LIMITS.organisationMax,
  HELPER_VALIDATION_KEY.organisationMax,
  { name: true },
);

/** POST helper/enrol: the organisation the helper acts for (an FPO, a shop, a village centre). */
export const helperEnrolSchema = z.object({ organisation: organisationField });
export type HelperEnrolRequest = z.output<typeof helperEnrolSchema>;

const farmerAadhaar = z.preprocess(
  (value) =>
    typeof value === 'string' ? blankToUndefined(value.replace(/\s+/g, '')) : blankToUndefined(value),
  z
    .string()
    .max(LIMITS.aadhaarLength * 2, VALIDATION_KEY.aadhaarLength)
    .optional(),
);

/**
 * POST helper/farmers: the farmer a helper adds, by the phone that will get the consent code, and the language the SMS
 * is written in. The Aadhaar number is optional (a farmer may have none with them); given, the spec's rules apply.
 * Handed on as `aadhaarNumber`.
 */
export const helperAddFarmerSchema = z
  .object({
    phoneNumber: mobileNumberField,
    fullName: fullNameField,
    address: addressField,
    [AADHAAR_WIRE_FIELD]: farmerAadhaar,
    /** The farmer's language: the SMS is written in it, and so are the farmer's alerts. Else `Accept-Language`. */
    lang: z.enum(CROP_LANGS).optional(),
  })
  .superRefine((value, ctx) => {
    const problem = aadhaarProblem(value[AADHAAR_WIRE_FIELD], false);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: [AADHAAR_WIRE_FIELD] });
  })
  .transform(({ [AADHAAR_WIRE_FIELD]: aadhaarNumber, ...rest }) => ({ ...rest, aadhaarNumber }));
export type HelperAddFarmerInput = z.input<typeof helperAddFarmerSchema>;
export type HelperAddFarmerRequest = z.output<typeof helperAddFarmerSchema>;

/** The answer to an added farmer: the code went to this number and is valid so long. */
export const helperCodeSentSchema = z.object({
  phoneNumber: z.string(),
  expiresInSeconds: z.number().int(),
});
export type HelperCodeSent = z.infer<typeof helperCodeSentSchema>;

/** POST helper/farmers/confirm: the code the farmer read out. */
export const helperConfirmFarmerSchema = z.object({ phoneNumber: mobileNumberField, code: otpCodeField });
export type HelperConfirmFarmerRequest = z.output<typeof helperConfirmFarmerSchema>;

/** A farmer as their helper sees them: never their Aadhaar number, email or data. */
export const helpedFarmerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  /** The farmer's address as given (the helper's desk prefills a listing's place with it). */
  address: z.string(),
  location: locationSchema.nullable(),
});
export type HelpedFarmer = z.infer<typeof helpedFarmerSchema>;

export const helpedFarmerResponseSchema = z.object({ farmer: helpedFarmerSchema });

/** One row of the helper's desk: the farmer, their active listings, unread chats and open deals. */
export const helperFarmerRowSchema = z.object({
  farmer: helpedFarmerSchema,
  listings: z.number().int().describe("The farmer's active listings"),
  unread: z.number().int().describe('Conversations with a message the farmer has not read'),
  openDeals: z.number().int().describe('Deals proposed or agreed, not yet done or ended'),
  linkedAt: z.string(),
});
export type HelperFarmerRow = z.infer<typeof helperFarmerRowSchema>;

/** GET helper/farmers?page=: the helper's farmers, most recently linked first. */
export const helperFarmersQuerySchema = z.object({ page: dealListQuerySchema.shape.page });

export const helperFarmersPageSchema = z.object({
  farmers: z.array(helperFarmerRowSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  /** How many more farmers the helper may link today, and in all. */
  linksLeftToday: z.number().int(),
  linksLeft: z.number().int(),
});
export type HelperFarmersPage = z.infer<typeof helperFarmersPageSchema>;

/** How many farmers one page of the helper's desk holds. */
export const HELPER_FARMERS_PAGE_SIZE = 20;

/** A helper as the farmer sees them in their list: whom they let act for them, and since when. */
export const farmerHelperSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  organisation: z.string(),
  phoneNumber: z.string(),
  linkedAt: z.string(),
});
export type FarmerHelper = z.infer<typeof farmerHelperSchema>;

/** What a helper did for the farmer: the farmer sees every one of them. */
export const helperActionSchema = z.object({
  helper: sentBySchema,
  /** The operation's id in the API document (`createProduct`, `sendMessage`, `acceptDeal`, …). */
  action: z.string(),
  /** The listing, conversation partner or deal it was about, when the call named one. */
  targetId: z.string().nullable(),
  at: z.string(),
});
export type HelperAction = z.infer<typeof helperActionSchema>;

/** GET user/helpers: the farmer's helpers and the latest things they did for them. */
export const farmerHelpersSchema = z.object({
  helpers: z.array(farmerHelperSchema),
  actions: z.array(helperActionSchema),
});
export type FarmerHelpers = z.infer<typeof farmerHelpersSchema>;

export const helperFarmerParamsSchema = z.object({ farmerId: z.string().min(1) });
export const farmerHelperParamsSchema = z.object({ helperId: z.string().min(1) });
