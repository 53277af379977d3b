import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_SIGN_IN,
  normalizeIndianMobile,
  type CropLang,
  type OtpSendResponse,
} from '@kisansetu/contract';
import { smsCodeText } from '@kisansetu/contract/catalogue';
import type { SessionStore } from '../../auth';
import { AppError } from '../../errors';
import type { AbuseLimits, LimitName } from '../../limits';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PhoneCodesRepository } from './phone-codes.repository';
import { SmsNotSent, type CodePurpose, type SmsSender } from '../../sms';
import type { UserRow, UsersRepository } from './users.repository';

export interface PhoneSignInDeps {
  codes: PhoneCodesRepository;
  users: UsersRepository;
  sessions: SessionStore;
  limits: AbuseLimits;
  /** Null when no provider is configured: every phone call is then a 503 `sms_unavailable`. */
  sms: SmsSender | null;
  /** The HMAC key codes are kept under (shared by every process of a cluster). */
  codeKey: Buffer;
  /** Named in the text a suspended account gets. */
  supportEmail?: string;
  /** The site's host (its first public origin): the SMS ends in WebOTP's `@host #code` line for it. */
  smsHost?: string;
}

/** What a right code at sign-in gives: a session for the account that verified the number, or a sign-up token. */
export type PhoneSignInResult =
  | { kind: 'session'; token: string; expiresAt: Date; user: UserRow }
  | { kind: 'signup'; signupToken: string; phoneNumber: string };

const wrongCode = () =>
  new AppError('validation_failed', 'validation.codeWrong', { fields: { code: 'validation.codeWrong' } });
export const phoneTaken = () =>
  new AppError('phone_taken', 'server.phoneTaken', { fields: { phoneNumber: 'server.phoneTaken' } });

/** Where a consent code is kept: apart from the number's own sign-in code, and from other helpers' codes. */
const consentCodeKey = (helperId: string, phoneNumber: string) => `${phoneNumber}/consent/${helperId}`;

/** The one key the cluster-wide SMS caps count under. */
const SMS_CAP_KEY = 'cluster';

/** The 503 a send gets once the hourly or daily SMS cap is spent, with the limit's `Retry-After`. */
const smsCapReached = (limited: AppError) =>
  new AppError('sms_unavailable', 'server.smsUnavailable', {
    headers: { 'retry-after': limited.headers?.['retry-after'] ?? '60' },
  });

/** The SHA-256 a sign-up token is kept as (the token itself only ever travels to the person). */
export const hashSignupToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Phone sign-in (contract "Phone sign-in"): codes from a cryptographic source, kept as an HMAC, valid five minutes,
 * single use and void after five wrong tries; sends limited per number and per address and refunded when the SMS
 * does not go.
 */
export function createPhoneSignInService({
  codes,
  users,
  sessions,
  limits,
  sms,
  codeKey,
  supportEmail,
  smsHost,
}: PhoneSignInDeps) {
  const hashCode = (key: string, code: string) =>
    createHmac('sha256', codeKey).update(`${key}:${code}`).digest();
  const matcher = (key: string, code: string) => {
    const expected = hashCode(key, code);
    return (stored: string) => {
      const actual = Buffer.from(stored, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    };
  };

  function sender(): SmsSender {
    if (!sms) throw new AppError('sms_unavailable', 'server.smsUnavailable');
    return sms;
  }

  /** Throws the 400 on `code` unless it is the live code kept under `codeKey` (which it then uses up). */
  async function checkCode(codeKey: string, code: string): Promise<void> {
    sender();
    const result = await codes.checkCode(codeKey, matcher(codeKey, code), PHONE_SIGN_IN.triesPerCode);
    if (result !== 'right') throw wrongCode();
  }

  /**
   * Sends a new code to `phoneNumber`, kept under `codeKey` and voiding the one before it. Counted per address first
   * and per number after, each count given back when a later one refuses or the SMS does not go, so a failed send
   * costs nobody a try. Past the cluster's hourly or daily SMS cap the answer is the 503 `sms_unavailable`.
   */
  async function deliver(input: {
    phoneNumber: string;
    codeKey: string;
    lang: CropLang;
    clientAddress: string;
    purpose: CodePurpose;
    textFor: (lang: CropLang, code: string) => string;
  }): Promise<OtpSendResponse> {
    const provider = sender();
    const counted: [LimitName, string][] = [];
    const refund = () => Promise.all(counted.map(([name, key]) => limits.refund(name, key)));
    const count = async (name: LimitName, key: string) => {
      try {
        await limits.consume(name, key);
      } catch (error) {
        await refund();
        throw error;
      }
      counted.push([name, key]);
    };
    await count('codeSendsPerIp', input.clientAddress);
    await count('codeSendsPerPrefix', input.clientAddress);
    await count('codeResendPerNumber', input.phoneNumber);
    await count('codeSendsPerNumber', input.phoneNumber);
    // Last, so a caller refused by its own limits spends none of the cluster's SMS allowance.
    for (const cap of ['smsPerHour', 'smsPerDay'] as const) {
      try {
        await count(cap, SMS_CAP_KEY);
      } catch (error) {
        throw error instanceof AppError && error.code === 'rate_limited' ? smsCapReached(error) : error;
      }
    }
    const code = String(randomInt(0, 10 ** PHONE_SIGN_IN.codeDigits)).padStart(PHONE_SIGN_IN.codeDigits, '0');
    try {
      await provider.send({
        to: input.phoneNumber,
        text: input.textFor(input.lang, code),
        englishText: input.textFor('en', code),
        code,
        purpose: input.purpose,
        lang: input.lang,
      });
    } catch (error) {
      await refund();
      if (error instanceof SmsNotSent) throw new AppError('sms_failed', 'server.smsFailed');
      throw error;
    }
    // Kept once the provider took the SMS: a send that failed leaves the previous code working.
    await codes.replaceCode(
      input.codeKey,
      hashCode(input.codeKey, code).toString('base64url'),
      new Date(Date.now() + PHONE_SIGN_IN.codeSeconds * 1000),
    );
    return {
      phoneNumber: input.phoneNumber,
      expiresInSeconds: PHONE_SIGN_IN.codeSeconds,
      resendAfterSeconds: limits.rules.codeResendPerNumber.windowSeconds,
    };
  }

  /** The account's own number in its stored form, when it is an Indian mobile number (else no code can reach it). */
  function ownNumber(user: UserRow): string | null {
    return normalizeIndianMobile(user.phoneNumber);
  }

  return {
    /** Whether codes can be sent at all (the web offers phone sign-in only then). */
    available: sms !== null,

    /** Whether `phoneNumber` (`+91XXXXXXXXXX`) is the account's own number, however it was stored. */
    async isOwnNumber(userId: string, phoneNumber: string): Promise<boolean> {
      const user = await users.findById(userId);
      return user !== undefined && ownNumber(user) === phoneNumber;
    },

    /**
     * Sends a sign-in (or own-number) code to `phoneNumber`, voiding the one before, under the limits of
     * {@link deliver}. The answer is the same whether or not an account has the number.
     */
    async sendCode(input: {
      phoneNumber: string;
      lang: CropLang;
      clientAddress: string;
      purpose: Exclude<CodePurpose, 'consent'>;
    }): Promise<OtpSendResponse> {
      return deliver({
        ...input,
        codeKey: input.phoneNumber,
        textFor: (lang, code) => smsCodeText(lang, code, smsHost),
      });
    },

    /**
     * Sends the code a farmer reads out to let `helperId` act for them, under the same limits as a sign-in code; the
     * text names the helper and says to give it only on agreeing. It is kept apart from the number's sign-in code, so
     * neither can stand for the other.
     */
    async sendConsentCode(input: {
      phoneNumber: string;
      helperId: string;
      lang: CropLang;
      clientAddress: string;
      textFor: (lang: CropLang, code: string) => string;
    }): Promise<OtpSendResponse> {
      return deliver({
        ...input,
        purpose: 'consent',
        codeKey: consentCodeKey(input.helperId, input.phoneNumber),
      });
    },

    /** Throws the 400 on `code` unless it is the live consent code `helperId` had sent to `phoneNumber` (used up). */
    async checkConsentCode(helperId: string, phoneNumber: string, code: string): Promise<void> {
      await checkCode(consentCodeKey(helperId, phoneNumber), code);
    },

    /**
     * A right code signs in the account that verified the number (a suspended one gets the 403 login gives), else
     * hands a sign-up token for it. A wrong or expired code is the 400 on `code`. A moderator is never signed in by a
     * code: their number (which promotion clears) is answered as one no account has verified, so the answer tells
     * nothing of who holds it.
     */
    async signIn(phoneNumber: string, code: string): Promise<PhoneSignInResult> {
      await checkCode(phoneNumber, code);
      const user = await users.findByVerifiedPhone(phoneNumber);
      if (user && user.role !== 'moderator') {
        if (user.suspendedAt !== null)
          throw new AppError('account_suspended', 'server.accountSuspended', {
            values: { supportEmail: supportEmail ?? 'support' },
          });
        const session = await sessions.create(user.id, user.role);
        return { kind: 'session', ...session, user };
      }
      const signupToken = randomBytes(32).toString('base64url');
      await codes.insertSignupToken(
        hashSignupToken(signupToken),
        phoneNumber,
        new Date(Date.now() + PHONE_SIGN_IN.signupTokenMinutes * 60_000),
      );
      return { kind: 'signup', signupToken, phoneNumber };
    },

    /**
     * Marks the signed-in account's own number verified after the code sent to it (the number is then stored as
     * `+91XXXXXXXXXX`). 409 `phone_taken` when another account verified it first; 403 for a moderator.
     */
    async verifyOwnPhone(userId: string, code: string): Promise<UserRow> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt !== null) throw new AppError('unauthorized', 'server.unauthorized');
      // A moderator's number would become a way to sign in without their second factor.
      if (user.role === 'moderator') throw new AppError('forbidden', 'server.forbidden');
      const phoneNumber = ownNumber(user);
      if (phoneNumber === null) {
        sender();
        throw wrongCode();
      }
      await checkCode(phoneNumber, code);
      if (user.phoneVerifiedAt !== null && user.phoneNumber === phoneNumber) return user;
      const other = await users.findByVerifiedPhone(phoneNumber);
      if (other && other.id !== userId) throw phoneTaken();
      try {
        return await users.update(userId, { phoneNumber, phoneVerifiedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error, 'users_verified_phone_key')) throw phoneTaken();
        throw error;
      }
    },

    /**
     * Confirms something that cannot be undone (closing the account) by a code sent to the account's verified
     * number: the 400 on `code` otherwise, also for an account without a verified number.
     */
    async confirmByCode(userId: string, code: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt !== null) throw new AppError('unauthorized', 'server.unauthorized');
      if (user.phoneVerifiedAt === null) {
        sender();
        throw wrongCode();
      }
      await checkCode(user.phoneNumber, code);
    },
  };
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;
