import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth';
import type { Database } from '../db';
import { tables } from '../db';
import { enrolModeratorFactor, type ModeratorEnrolment } from '../modules/users';

const { users, sessions } = tables;

/** The shortest password the script accepts for a moderator. */
export const MODERATOR_PASSWORD_MIN = 8;

/** A refusal with one line to print; the CLI exits with status 2 (usage) or 1 (anything else). */
export class ModeratorScriptError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
    this.name = 'ModeratorScriptError';
  }
}

export interface ModeratorInput {
  email: string;
  fullName: string;
  password: string | undefined;
}

/** Checks the script's input; throws {@link ModeratorScriptError} with the line to print. */
export function checkModeratorInput(input: ModeratorInput): {
  email: string;
  fullName: string;
  password: string;
} {
  const email = input.email.trim().toLowerCase();
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  if (!z.email().safeParse(email).success)
    throw new ModeratorScriptError(`Not an email address: '${input.email}'.`);
  if (!/\p{L}/u.test(fullName) || fullName.length > 100) {
    throw new ModeratorScriptError('The full name must hold a letter and be at most 100 characters.');
  }
  if (input.password === undefined || input.password === '') {
    throw new ModeratorScriptError(
      'Set MODERATOR_PASSWORD to the new moderator password (at least 8 characters).',
    );
  }
  if (input.password.length < MODERATOR_PASSWORD_MIN) {
    throw new ModeratorScriptError(
      `MODERATOR_PASSWORD must be at least ${MODERATOR_PASSWORD_MIN} characters.`,
    );
  }
  return { email, fullName, password: input.password };
}

/** The phone number a moderator's row holds: not a mobile number, so no code can be sent to it or sign it in. */
export const MODERATOR_PHONE_PLACEHOLDER = '0000000000';

/** What the script did, and the second factor it enrolled (shown to the operator once, never stored in clear). */
export interface AddedModerator {
  outcome: 'created' | 'promoted' | 're-enrolled';
  enrolment: ModeratorEnrolment;
}

/**
 * Creates a moderator account, or promotes the account with that email (or re-enrols a moderator): role moderator,
 * the new password (argon2id), no suspension, and a new second factor (TOTP secret sealed under `factorKey`, new
 * recovery codes) replacing any before; every session it had ends, so it logs in again as a moderator. A moderator
 * has no phone number or address of their own: placeholders keep the columns valid, and promotion clears a verified
 * number, since a phone code must never sign a moderator in.
 */
export async function addModerator(
  db: Database,
  input: ModeratorInput,
  factorKey: Buffer,
): Promise<AddedModerator> {
  const { email, fullName, password } = checkModeratorInput(input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({
          role: 'moderator',
          passwordHash,
          fullName,
          phoneNumber: MODERATOR_PHONE_PLACEHOLDER,
          phoneVerifiedAt: null,
          suspendedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      const enrolment = await enrolModeratorFactor(tx, factorKey, { id: existing.id, email });
      return { outcome: existing.role === 'moderator' ? 're-enrolled' : 'promoted', enrolment };
    }
    const [created] = await tx
      .insert(users)
      .values({
        fullName,
        email,
        phoneNumber: MODERATOR_PHONE_PLACEHOLDER,
        address: 'KisanSetu moderation',
        role: 'moderator',
        passwordHash,
      })
      .returning({ id: users.id });
    const enrolment = await enrolModeratorFactor(tx, factorKey, { id: created!.id, email });
    return { outcome: 'created', enrolment };
  });
}
