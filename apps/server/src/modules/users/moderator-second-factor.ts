import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { MODERATOR_SECOND_FACTOR } from '@kisansetu/contract';
import type { Database } from '../../db';
import { loadOrCreateKey } from '../../lib/secret-key';
import { openWith, purposeKey, sealWith } from '../../lib/secret-seal';
import { createModeratorFactorsRepository } from './moderator-factors.repository';

/** What enrolment hands the operator, once: nothing of it but the sealed secret and the codes' hashes is kept. */
export interface ModeratorEnrolment {
  /** The TOTP secret in base32, as an authenticator app takes it typed. */
  secret: string;
  /** `otpauth://totp/KisanSetu:<email>?secret=…&issuer=KisanSetu&algorithm=SHA1&digits=6&period=30`. */
  otpauthUrl: string;
  /** Single-use codes, `xxxx-xxxx-xxxx-xxxx`. */
  recoveryCodes: string[];
}

/** How a sign-in's second factor turned out. */
export type SecondFactorOutcome = 'totp' | 'recovery_code' | 'missing' | 'wrong';

const ISSUER = 'KisanSetu';
// Crockford's base32 alphabet: no i, l, o or u, so a code copied from paper is not misread.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_CHARS = 16;

/**
 * The key moderators' TOTP secrets are sealed under: derived from the server's secret key (AADHAAR_KEY, else the one
 * generated into DATA_DIR), so the script and every server process that share that key read the same secrets.
 */
export function moderatorFactorKey(config: { aadhaarKey: Buffer | undefined; dataDir: string }): Buffer {
  return purposeKey(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'), 'moderator-totp');
}

function totpFor(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret,
    algorithm: 'SHA1',
    digits: MODERATOR_SECOND_FACTOR.totpDigits,
    period: MODERATOR_SECOND_FACTOR.totpPeriodSeconds,
  });
}

/** A recovery code as typed, in the one form its hash is taken of: lower case, no spaces or dashes. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_CHARS }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * Enrols (or re-enrols) a moderator's second factor: a new 160-bit TOTP secret and new recovery codes replace any
 * before. `db` may be a transaction, so a promotion and its factor are written together.
 */
export async function enrolModeratorFactor(
  db: Database,
  key: Buffer,
  account: { id: string; email: string },
): Promise<ModeratorEnrolment> {
  const secret = new Secret({ size: 20 });
  const recoveryCodes = Array.from({ length: MODERATOR_SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
  await createModeratorFactorsRepository(db).replace(
    account.id,
    sealWith(key, secret.base32),
    recoveryCodes.map(hashRecoveryCode),
  );
  return { secret: secret.base32, otpauthUrl: totpFor(secret, account.email).toString(), recoveryCodes };
}

/**
 * Checks a moderator's second factor at sign-in. A TOTP code is taken within one step either side of now, and only
 * for a step later than the last accepted one (no code signs in twice); a recovery code is used up. An account with
 * no factor enrolled is `missing` whatever it sends.
 */
export function createModeratorSecondFactor(deps: { db: Database; key: Buffer; now?: () => number }) {
  const factors = createModeratorFactorsRepository(deps.db);
  const now = deps.now ?? Date.now;
  return {
    async check(
      userId: string,
      input: { otp?: string; recoveryCode?: string },
    ): Promise<SecondFactorOutcome> {
      const stored = await factors.find(userId);
      if (!stored || (input.otp === undefined && input.recoveryCode === undefined)) return 'missing';
      if (input.otp !== undefined) {
        if (!/^\d+$/.test(input.otp) || input.otp.length !== MODERATOR_SECOND_FACTOR.totpDigits)
          return 'wrong';
        const totp = totpFor(Secret.fromBase32(openWith(deps.key, stored.totpCipher)), '');
        const timestamp = now();
        const delta = totp.validate({
          token: input.otp,
          timestamp,
          window: MODERATOR_SECOND_FACTOR.totpWindowSteps,
        });
        if (delta === null) return 'wrong';
        return (await factors.acceptStep(userId, totp.counter({ timestamp }) + delta)) ? 'totp' : 'wrong';
      }
      return (await factors.useRecoveryCode(userId, hashRecoveryCode(input.recoveryCode!)))
        ? 'recovery_code'
        : 'wrong';
    },
  };
}

export type ModeratorSecondFactor = ReturnType<typeof createModeratorSecondFactor>;
