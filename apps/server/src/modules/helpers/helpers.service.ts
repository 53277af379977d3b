import {
  AADHAAR_WIRE_FIELD,
  HELPER_FARMERS_PAGE_SIZE,
  HELPER_LIMITS,
  isWellFormedId,
  PHONE_SIGN_IN,
  type CropLang,
  type AccountExport,
  type FarmerHelpers,
  type HelpedAlertKind,
  type HelperAddFarmerRequest,
  type HelperCodeSent,
  type OtpSendResponse,
  type User,
} from '@kisansetu/contract';
import { smsConsentText } from '@kisansetu/contract/catalogue';
import type { SessionUser } from '../../auth';
import { AppError } from '../../errors';
import { startOfIndiaDay } from '../../lib/india-time';
import type { ActedOn } from '../../lib/endpoint-route';
import type { HelpersRepository, LinkLimits, LinkRefusal } from './helpers.repository';

/** An account as the helpers module reads it (the users module's row). */
export interface HelperAccount {
  id: string;
  fullName: string;
  role: 'user' | 'seller' | 'moderator';
  phoneNumber: string;
  phoneVerifiedAt: Date | null;
  organisation: string | null;
  helperSince: Date | null;
  suspendedAt: Date | null;
  deletedAt: Date | null;
  address: string;
  pincode: string | null;
  place: string | null;
  district: string | null;
  state: string | null;
  lat: number | null;
  lon: number | null;
}

/** What the helpers module needs of accounts (users module). */
export interface HelperAccounts {
  findById(id: string): Promise<HelperAccount | undefined>;
  findByVerifiedPhone(phoneNumber: string): Promise<HelperAccount | undefined>;
  fingerprintAadhaar(aadhaarNumber: string): string;
  aadhaarOnFile(aadhaarHash: string): Promise<boolean>;
  createHelpedFarmer(input: {
    fullName: string;
    address: string;
    phoneNumber: string;
    aadhaarHash: string | null;
    aadhaarLast4: string | null;
  }): Promise<HelperAccount>;
  /** Makes the account a helper of `organisation`; answers it as its owner sees it. */
  makeHelper(userId: string, organisation: string): Promise<User>;
}

export interface HelpersServiceDeps {
  helpers: HelpersRepository;
  accounts: HelperAccounts;
  /** Consent codes, under phone sign-in's rules and limits (users module). */
  codes: {
    sendConsentCode(input: {
      phoneNumber: string;
      helperId: string;
      lang: CropLang;
      clientAddress: string;
      textFor: (lang: CropLang, code: string) => string;
    }): Promise<OtpSendResponse>;
    checkConsentCode(helperId: string, phoneNumber: string, code: string): Promise<void>;
  };
  /** The farmer hears by SMS or WhatsApp of what a helper did in their name (alerts module). */
  alerts: {
    helped(farmerId: string, kind: HelpedAlertKind, facts: { helper: string; crop: string | null }): void;
    setLanguage(userId: string, lang: CropLang): Promise<void>;
  };
  /** The site's origin: the consent SMS links to the farmer's helpers page there. */
  origin: string;
  now?: () => Date;
}

const LINK_LIMITS: LinkLimits = {
  perDay: HELPER_LIMITS.linksPerDay,
  total: HELPER_LIMITS.linksTotal,
  perFarmer: HELPER_LIMITS.helpersPerFarmer,
};

const REFUSAL_KEY = {
  already: 'server.alreadyYourFarmer',
  farmer_full: 'server.helperFarmerFull',
  daily: 'server.helperDailyLimit',
  total: 'server.helperTotalLimit',
} as const satisfies Record<LinkRefusal, string>;

const refused = (why: LinkRefusal) => new AppError('helper_limit', REFUSAL_KEY[why]);
const notYourFarmer = () => new AppError('not_your_farmer', 'server.notYourFarmer');
const linkNotFound = () => new AppError('not_found', 'server.helperLinkNotFound');
const phoneField = (key: 'validation.farmerIsYou' | 'server.farmerIsBuyer' | 'server.phoneTaken') =>
  key === 'validation.farmerIsYou'
    ? new AppError('validation_failed', key, { fields: { phoneNumber: key } })
    : new AppError('phone_taken', key, { fields: { phoneNumber: key } });
const wrongCode = () =>
  new AppError('validation_failed', 'validation.codeWrong', { fields: { code: 'validation.codeWrong' } });

/** Actions whose success the farmer hears of by SMS or WhatsApp, and as which alert. */
const ALERTED_ACTIONS: Readonly<Record<string, HelpedAlertKind>> = {
  createProduct: 'helpedListing',
  acceptDeal: 'helpedDeal',
};

/** How many of the latest actions the farmer's helpers page shows. */
const ACTIONS_SHOWN = 50;

/**
 * Helpers (contract "Helpers: FPOs and agents"): a farmer's account that names an organisation adds farmers by the
 * code each farmer reads out, and then acts for them; either side ends a link, and a suspension ends all of a helper's.
 */
export function createHelpersService({
  helpers,
  accounts,
  codes,
  alerts,
  origin,
  now = () => new Date(),
}: HelpersServiceDeps) {
  /** The caller's account, when it is a helper's (403 otherwise). */
  async function helperAccount(userId: string): Promise<HelperAccount> {
    const user = await accounts.findById(userId);
    if (!user || user.deletedAt !== null) throw new AppError('unauthorized', 'server.unauthorized');
    if (user.helperSince === null || user.organisation === null)
      throw new AppError('forbidden', 'server.notAHelper');
    return user;
  }

  /** The farmer account that verified this number, if any; another role's number cannot be a helped farmer's. */
  async function farmerByPhone(phoneNumber: string): Promise<HelperAccount | undefined> {
    const existing = await accounts.findByVerifiedPhone(phoneNumber);
    if (!existing) return undefined;
    if (existing.role === 'user') throw phoneField('server.farmerIsBuyer');
    if (existing.role !== 'seller' || existing.suspendedAt !== null) throw phoneField('server.phoneTaken');
    return existing;
  }

  /** The farmer's helpers and the latest `shown` things they did for the farmer (all of them: undefined). */
  async function helpersOf(farmerId: string, shown: number | undefined): Promise<FarmerHelpers> {
    const [linked, actions] = await Promise.all([
      helpers.helpersOf(farmerId),
      helpers.actionsFor(farmerId, shown),
    ]);
    return {
      helpers: linked.map((row) => ({
        _id: row.id,
        fullName: row.fullName,
        organisation: row.organisation ?? '',
        phoneNumber: row.phoneNumber,
        linkedAt: row.linkedAt.toISOString(),
      })),
      actions: actions.map((row) => ({
        helper: { _id: row.helperId, fullName: row.helperName },
        action: row.action,
        targetId: row.targetId,
        at: row.at.toISOString(),
      })),
    };
  }

  return {
    /** Makes the caller a helper of `organisation` (a verified phone first); answers their account. */
    enrol: (userId: string, organisation: string): Promise<User> => accounts.makeHelper(userId, organisation),

    /**
     * Sends the farmer's phone the consent code, after every check that could refuse the link (so no SMS goes for a
     * farmer who could not be linked): the caller's own number, a buyer's, the limits, an Aadhaar number another
     * account holds. What the farmer's account will be made with waits for the code.
     */
    async addFarmer(
      helperId: string,
      input: HelperAddFarmerRequest,
      lang: CropLang,
      clientAddress: string,
    ): Promise<HelperCodeSent> {
      const helper = await helperAccount(helperId);
      if (helper.phoneNumber === input.phoneNumber) throw phoneField('validation.farmerIsYou');
      const existing = await farmerByPhone(input.phoneNumber);
      const refusal = await helpers.refusalFor(
        helper.id,
        existing?.id ?? null,
        startOfIndiaDay(now()),
        LINK_LIMITS,
      );
      if (refusal) throw refused(refusal);
      let aadhaar: { aadhaarHash: string; aadhaarLast4: string } | null = null;
      // A farmer who has an account keeps what is on it; the number typed here only goes on a new one.
      if (!existing && input.aadhaarNumber !== undefined) {
        const aadhaarHash = accounts.fingerprintAadhaar(input.aadhaarNumber);
        if (await accounts.aadhaarOnFile(aadhaarHash))
          throw new AppError('aadhaar_taken', 'server.aadhaarTaken', {
            fields: { [AADHAAR_WIRE_FIELD]: 'server.aadhaarTaken' },
          });
        aadhaar = { aadhaarHash, aadhaarLast4: input.aadhaarNumber.slice(-4) };
      }
      await helpers.saveConsent({
        helperId: helper.id,
        phoneNumber: input.phoneNumber,
        fullName: input.fullName,
        address: input.address,
        aadhaarHash: aadhaar?.aadhaarHash ?? null,
        aadhaarLast4: aadhaar?.aadhaarLast4 ?? null,
        lang,
        expiresAt: new Date(now().getTime() + PHONE_SIGN_IN.codeSeconds * 1000),
      });
      const sent = await codes.sendConsentCode({
        phoneNumber: input.phoneNumber,
        helperId: helper.id,
        lang,
        clientAddress,
        textFor: (textLang, code) =>
          smsConsentText(textLang, {
            code,
            helper: helper.fullName,
            organisation: helper.organisation ?? '',
            link: `${origin}/helpers`,
          }),
      });
      return { phoneNumber: sent.phoneNumber, expiresInSeconds: sent.expiresInSeconds };
    },

    /**
     * The code the farmer read out: a right one makes their phone-only account (or finds the farmer account that
     * verified the number) and the link. A wrong or expired code links nothing (the 400 on `code`).
     */
    async confirmFarmer(helperId: string, phoneNumber: string, code: string): Promise<HelperAccount> {
      const helper = await helperAccount(helperId);
      await codes.checkConsentCode(helper.id, phoneNumber, code);
      const consent = await helpers.takeConsent(helper.id, phoneNumber);
      if (!consent) throw wrongCode();
      let farmer = await farmerByPhone(phoneNumber);
      const made = !farmer;
      farmer ??= await accounts.createHelpedFarmer({
        fullName: consent.fullName,
        address: consent.address,
        phoneNumber,
        aadhaarHash: consent.aadhaarHash,
        aadhaarLast4: consent.aadhaarLast4,
      });
      const linked = await helpers.link(helper.id, farmer.id, startOfIndiaDay(now()), LINK_LIMITS);
      if ('refused' in linked) throw refused(linked.refused);
      if (made) await alerts.setLanguage(farmer.id, consent.lang);
      return farmer;
    },

    /** One page of the helper's desk, with how many more farmers they may link today and in all. */
    async desk(helperId: string, page: number) {
      const helper = await helperAccount(helperId);
      const [rows, totalCount, madeToday] = await Promise.all([
        helpers.deskPage(helper.id, HELPER_FARMERS_PAGE_SIZE, (page - 1) * HELPER_FARMERS_PAGE_SIZE),
        helpers.activeCount(helper.id),
        helpers.madeSince(helper.id, startOfIndiaDay(now())),
      ]);
      return {
        rows,
        totalCount,
        totalPages: Math.ceil(totalCount / HELPER_FARMERS_PAGE_SIZE),
        page,
        linksLeftToday: Math.max(0, LINK_LIMITS.perDay - madeToday),
        linksLeft: Math.max(0, LINK_LIMITS.total - totalCount),
      };
    },

    /** The helper ends their link with a farmer (404 when there is none). */
    async endByHelper(helperId: string, farmerId: string): Promise<void> {
      if (!isWellFormedId(farmerId) || !(await helpers.endLink(helperId, farmerId.toLowerCase(), 'helper')))
        throw linkNotFound();
    },

    /** The farmer ends a helper's link (404 when there is none). */
    async endByFarmer(farmerId: string, helperId: string): Promise<void> {
      if (!isWellFormedId(helperId) || !(await helpers.endLink(helperId.toLowerCase(), farmerId, 'farmer')))
        throw linkNotFound();
    },

    /** The farmer's helpers and the latest things they did for the farmer. */
    helpersOf: (farmerId: string): Promise<FarmerHelpers> => helpersOf(farmerId, ACTIONS_SHOWN),

    /**
     * The farmer as the caller of a call `helper` makes for them: the helper's session stays theirs, and who acted
     * goes with it. 403 `not_your_farmer` without an active link (ended, never made, or the farmer's account gone).
     */
    async callerFor(helper: SessionUser, farmerId: string): Promise<SessionUser> {
      if (helper.helper || !isWellFormedId(farmerId)) throw notYourFarmer();
      const found = await helpers.linkedFarmer(helper.id, farmerId.toLowerCase());
      if (!found) throw notYourFarmer();
      return {
        id: found.farmer.id,
        role: found.farmer.role,
        fullName: found.farmer.fullName,
        sessionId: helper.sessionId,
        helper: { id: helper.id, fullName: helper.fullName, organisation: found.organisation },
      };
    },

    /** Records a helper's write for the farmer; a listing posted or a deal agreed is also an alert to the farmer. */
    async acted(farmer: SessionUser, action: string, target: ActedOn): Promise<void> {
      const { helper } = farmer;
      if (!helper) return;
      await helpers.recordAction({ helperId: helper.id, farmerId: farmer.id, action, targetId: target.id });
      const alert = ALERTED_ACTIONS[action];
      if (alert) alerts.helped(farmer.id, alert, { helper: helper.fullName, crop: target.crop });
    },

    /** The person's part in helping, for their data download: as a farmer helped, and as a helper. */
    async exportSection(userId: string): Promise<AccountExport['helpers']> {
      const [mine, helped, done] = await Promise.all([
        helpersOf(userId, undefined),
        helpers.everLinkedBy(userId),
        helpers.actionsBy(userId),
      ]);
      return {
        myHelpers: mine.helpers,
        actionsForMe: mine.actions,
        farmersHelped: helped.map((row) => ({
          farmerId: row.farmerId,
          fullName: row.fullName,
          linkedAt: row.linkedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
        })),
        actionsByMe: done.map((row) => ({ ...row, at: row.at.toISOString() })),
      };
    },

    /** A closed account's links end, as helper and as farmer. */
    accountClosed: (userId: string): Promise<void> => helpers.endAllWith(userId),

    /** A moderator suspended the account: if it helped farmers, every link it held ends (the farmers' own stay). */
    async accountSuspended(userId: string): Promise<void> {
      await helpers.endAllOf(userId);
    },
  };
}

export type HelpersService = ReturnType<typeof createHelpersService>;
