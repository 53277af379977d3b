import {
  AADHAAR_WIRE_FIELD,
  aadhaarProblem,
  isWellFormedId,
  VALIDATION_KEY,
  normalizeIndianMobile,
  type LoginRequest,
  type PhoneRegisterRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type ModeratorLoginAuditAction,
  type Role,
} from '@kisansetu/contract';
import { dummyPasswordHash, hashPassword, verifyPassword, type SessionStore } from '../../auth';
import { AppError } from '../../errors';
import type { AbuseLimits } from '../../limits';
import type { LocationColumns } from '../products';
import type { ImageService } from '../../storage';
import type { AadhaarVault } from './aadhaar-vault';
import type { ModeratorSecondFactor } from './moderator-second-factor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository';
import type { PhoneCodesRepository } from './phone-codes.repository';
import { hashSignupToken, phoneTaken } from './phone-sign-in.service';

/** The six location columns an account stores (the centre of its PIN code or address; all null if unresolved). */
export type AccountLocation = LocationColumns;

export interface UsersServiceDeps {
  users: UsersRepository;
  /** Sign-up tokens of proved numbers (phone sign-in). */
  phoneCodes: PhoneCodesRepository;
  sessions: SessionStore;
  images: ImageService;
  aadhaar: AadhaarVault;
  /** Failed logins per email and wrong current passwords per account are counted here (429 once over). */
  limits: AbuseLimits;
  /** PIN code first, else the address; an unknown PIN code throws the 400 on `pincode` (the products locator). */
  locate(input: { pincode?: string | null | undefined; address: string }): Promise<AccountLocation>;
  /** Named in the text a suspended account gets at login. */
  supportEmail?: string;
  /** Everyone in a block pair with a user (safety module): a profile is a 404 between them. */
  blockPartners?: (userId: string) => Promise<string[]>;
  /** A moderator's TOTP or recovery code, asked after the password. */
  secondFactor: ModeratorSecondFactor;
  /** Writes a moderator's sign-in, or its refusal, to the moderation audit (moderation module). */
  moderatorLogin?: (moderatorId: string, action: ModeratorLoginAuditAction) => Promise<void>;
  /** A change to what the person's trust signals read (an Aadhaar number added): they are computed afresh. */
  trustChanged?: (userId: string) => void;
}

const invalidCredentials = () => new AppError('invalid_credentials', 'server.invalidCredentials');
const emailTaken = () =>
  new AppError('email_taken', 'server.emailTaken', { fields: { email: 'server.emailTaken' } });
const signupTokenInvalid = () =>
  new AppError('validation_failed', 'validation.signupTokenInvalid', {
    fields: { signupToken: 'validation.signupTokenInvalid' },
  });
// A refusal names the field as the request did (the API's spelling).
const aadhaarTaken = () =>
  new AppError('aadhaar_taken', 'server.aadhaarTaken', {
    fields: { [AADHAAR_WIRE_FIELD]: 'server.aadhaarTaken' },
  });

/** Account use cases. Plain arguments in, rows out: HTTP and sockets share them. */
export function createUsersService({
  users,
  phoneCodes,
  sessions,
  images,
  aadhaar,
  locate,
  limits,
  supportEmail,
  blockPartners,
  secondFactor,
  moderatorLogin,
  trustChanged,
}: UsersServiceDeps) {
  /** Removes an avatar file unless another account still shows the same photo. */
  async function releaseAvatar(key: string | null, exceptUserId: string | null): Promise<void> {
    if (key && !(await users.avatarInUseByOthers(key, exceptUserId))) await images.removeImages([key]);
  }

  /**
   * The Aadhaar columns a profile update sets: a seller without a number on file adds one (the spec's rules, 400 on the
   * field; 409 when another account holds it); a buyer who sends one is refused; once a number is on file it never
   * changes, and one sent again (a client echoing the masked number) is ignored.
   */
  async function addedAadhaar(
    user: UserRow,
    aadhaarNumber: string | undefined,
  ): Promise<{ aadhaarHash?: string; aadhaarLast4?: string }> {
    if (aadhaarNumber === undefined) return {};
    const problem =
      user.role === 'seller' ? aadhaarProblem(aadhaarNumber, true) : VALIDATION_KEY.aadhaarNotForBuyers;
    if (user.role === 'seller' && (user.aadhaarHash !== null || user.aadhaarLast4 !== null)) return {};
    if (problem !== undefined)
      throw new AppError('validation_failed', problem, { fields: { [AADHAAR_WIRE_FIELD]: problem } });
    const aadhaarHash = aadhaar.fingerprint(aadhaarNumber);
    if (await users.aadhaarHashExists(aadhaarHash)) throw aadhaarTaken();
    return { aadhaarHash, aadhaarLast4: aadhaarNumber.slice(-4) };
  }

  /** Stores the avatar (if any) and returns its key; the caller releases it if the rest fails. */
  async function storeAvatar(avatar: Buffer | undefined): Promise<string | null> {
    if (!avatar) return null;
    const [saved] = await images.saveImages([avatar], 'avatar');
    return saved?.key ?? null;
  }

  /**
   * The checks and writes every sign-up shares: Aadhaar (sellers), the place, the password hash, the avatar; `insert`
   * writes the row, and any failure after the avatar was stored removes the file again.
   */
  async function createAccount(
    input: {
      fullName: string;
      email?: string | undefined;
      password?: string | undefined;
      address: string;
      pincode?: string | null | undefined;
      role: Role;
      aadhaarNumber?: string | undefined;
    },
    avatar: Buffer | undefined,
    insert: (row: Omit<NewUserRow, 'phoneNumber'>) => Promise<UserRow>,
  ): Promise<UserRow> {
    const aadhaarHash =
      input.role === 'seller' && input.aadhaarNumber ? aadhaar.fingerprint(input.aadhaarNumber) : null;
    if (aadhaarHash !== null && (await users.aadhaarHashExists(aadhaarHash))) throw aadhaarTaken();
    // Before the avatar: an unknown PIN code is a 400 that leaves no row and no file.
    const location = await locate(input);
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
    const avatarKey = await storeAvatar(avatar);
    try {
      return await insert({
        fullName: input.fullName,
        email: input.email ?? null,
        address: input.address,
        role: input.role,
        passwordHash,
        avatarKey,
        aadhaarHash,
        aadhaarLast4: aadhaarHash !== null && input.aadhaarNumber ? input.aadhaarNumber.slice(-4) : null,
        ...location,
      });
    } catch (error) {
      await releaseAvatar(avatarKey, null);
      if (isUniqueViolation(error, 'users_aadhaar_hash_key')) throw aadhaarTaken();
      if (isUniqueViolation(error, 'users_verified_phone_key')) throw phoneTaken();
      if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
      throw error;
    }
  }

  return {
    /**
     * Creates an account. The avatar is checked and re-encoded before anything is written; a failure after the
     * file is stored removes it again, so a failed sign-up leaves no row and no file.
     */
    async register(input: RegisterRequest, avatar: Buffer | undefined): Promise<UserRow> {
      if (await users.emailExists(input.email)) throw emailTaken();
      return createAccount(input, avatar, (row) => users.insert({ ...row, phoneNumber: input.phoneNumber }));
    },

    /**
     * Creates an account for the number a sign-up token proved (phone sign-in) and starts its session: the person
     * who just proved the phone is not asked to log in again. A used or expired token is the 400 on `signupToken`
     * (and stays usable when anything else refuses the sign-up); a number another account verified is 409.
     */
    async registerWithSignupToken(
      input: PhoneRegisterRequest,
      avatar: Buffer | undefined,
    ): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
      const tokenHash = hashSignupToken(input.signupToken);
      const phoneNumber = await phoneCodes.signupTokenPhone(tokenHash);
      if (phoneNumber === undefined) throw signupTokenInvalid();
      if (await users.findByVerifiedPhone(phoneNumber)) throw phoneTaken();
      if (input.email !== undefined && (await users.emailExists(input.email))) throw emailTaken();
      const user = await createAccount(input, avatar, async (row) => {
        const created = await users.insertWithSignupToken(tokenHash, row);
        if (!created) throw signupTokenInvalid();
        return created;
      });
      const session = await sessions.create(user.id, user.role);
      return { ...session, user };
    },

    /**
     * Makes the phone-only farmer account a helper added, once the farmer gave the consent code: the number is verified
     * by that code, the place is resolved from the address, and the Aadhaar number (when given) is kept as the vault
     * keeps it. 409 when another account took the number or the Aadhaar number meanwhile.
     */
    async createHelpedFarmer(input: {
      fullName: string;
      address: string;
      phoneNumber: string;
      aadhaarHash: string | null;
      aadhaarLast4: string | null;
    }): Promise<UserRow> {
      const location = await locate({ address: input.address });
      try {
        return await users.insert({
          fullName: input.fullName,
          email: null,
          phoneNumber: input.phoneNumber,
          phoneVerifiedAt: new Date(),
          address: input.address,
          role: 'seller',
          passwordHash: null,
          avatarKey: null,
          aadhaarHash: input.aadhaarHash,
          aadhaarLast4: input.aadhaarLast4,
          ...location,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_aadhaar_hash_key')) throw aadhaarTaken();
        if (isUniqueViolation(error, 'users_verified_phone_key')) throw phoneTaken();
        throw error;
      }
    },

    /** Whether an account already holds this Aadhaar number (its vault fingerprint). */
    aadhaarOnFile: (aadhaarHash: string) => users.aadhaarHashExists(aadhaarHash),

    /**
     * Makes a farmer's account a helper of `organisation` (a verified phone first: a helper's consent SMS names them,
     * and they answer for what they do), or changes the organisation of one that is.
     */
    async makeHelper(userId: string, organisation: string): Promise<UserRow> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt !== null) throw new AppError('unauthorized', 'server.unauthorized');
      if (user.phoneVerifiedAt === null) throw new AppError('forbidden', 'server.helperNeedsPhone');
      return users.update(userId, { organisation, helperSince: user.helperSince ?? new Date() });
    },

    /**
     * Checks the credentials and starts a session. An unknown email, a wrong password and the wrong role all give
     * the same 401, after the same argon2 work, so nobody can learn which emails have accounts. A moderator also
     * needs a right second factor (else 401 `second_factor_required`), and each of their sign-ins and refusals is
     * written to the moderation audit.
     */
    async login(input: LoginRequest): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
      // Per email, whatever the IP: guessing one account's password from many addresses stops after 10 tries. Each
      // attempt is counted before its password check, so parallel guesses cannot all pass a count read beforehand.
      await limits.consume('loginFailuresPerEmail', input.email);
      const user = await users.findByEmail(input.email);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      const audit = async (action: ModeratorLoginAuditAction) => {
        if (user?.role === 'moderator') await moderatorLogin?.(user.id, action);
      };
      if (!user || !passwordOk || user.role !== input.role) {
        await audit('login_wrong_password');
        throw invalidCredentials();
      }
      let moderatorAction: ModeratorLoginAuditAction | undefined;
      if (user.role === 'moderator') {
        // The failure count is not reset until the second factor is right too, so codes cannot be guessed freely.
        const outcome = await secondFactor.check(user.id, {
          ...(input.otp !== undefined ? { otp: input.otp } : {}),
          ...(input.recoveryCode !== undefined ? { recoveryCode: input.recoveryCode } : {}),
        });
        if (outcome === 'missing' || outcome === 'wrong') {
          await audit(outcome === 'missing' ? 'login_second_factor_missing' : 'login_second_factor_wrong');
          throw new AppError('second_factor_required', 'server.secondFactorRequired');
        }
        moderatorAction = outcome === 'totp' ? 'login' : 'login_recovery_code';
      }
      await limits.reset('loginFailuresPerEmail', input.email);
      // Only after the password: someone without it learns nothing about the account.
      if (user.suspendedAt !== null) {
        throw new AppError('account_suspended', 'server.accountSuspended', {
          values: { supportEmail: supportEmail ?? 'support' },
        });
      }
      if (moderatorAction !== undefined) await audit(moderatorAction);
      const session = await sessions.create(user.id, user.role);
      return { ...session, user };
    },

    /**
     * Confirms a person's own password before something that cannot be undone (closing the account): a wrong one is
     * a 400 on `password`, and counts toward the same limit as a wrong current password on a profile update.
     */
    async confirmPassword(userId: string, password: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user || user.deletedAt !== null) throw new AppError('unauthorized', 'server.unauthorized');
      // Counted before the check, as logins are: parallel guesses cannot all pass a count read beforehand.
      await limits.consume('wrongPasswordPerAccount', userId);
      if (user.passwordHash === null || !(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('validation_failed', 'server.wrongPassword', {
          fields: { password: 'server.wrongPassword' },
        });
      }
      await limits.reset('wrongPasswordPerAccount', userId);
    },

    /** Removes an avatar file unless another account shows the same photo. */
    releaseAvatar: (key: string) => releaseAvatar(key, null),

    /** Ends the session server-side; a token that is already gone is fine. */
    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.revoke(token);
    },

    async getById(id: string): Promise<UserRow> {
      const user = isWellFormedId(id) ? await users.findById(id) : undefined;
      if (!user) throw new AppError('not_found', 'server.userNotFound');
      return user;
    },

    /**
     * A seller's public profile; a buyer's id, a suspended or closed account's, an unknown one, or one in a block
     * pair with the viewer (either way) is a 404.
     */
    async getSeller(id: string, viewerId: string | null = null): Promise<UserRow> {
      const user = isWellFormedId(id) ? await users.findById(id) : undefined;
      const blocked =
        user !== undefined && viewerId !== null && viewerId !== user.id && blockPartners !== undefined
          ? (await blockPartners(viewerId)).includes(user.id)
          : false;
      if (!user || user.role !== 'seller' || user.suspendedAt !== null || user.deletedAt !== null || blocked)
        throw new AppError('not_found', 'server.sellerNotFound');
      return user;
    },

    /**
     * Updates the caller's own profile with the fields that were sent. Email and Aadhaar never change. A new
     * password needs the right current one and ends the user's other sessions. A new avatar replaces the old file.
     */
    async updateProfile(
      userId: string,
      role: Role,
      input: ProfileUpdateRequest,
      avatar: Buffer | undefined,
      currentToken: string | undefined,
    ): Promise<UserRow> {
      const user = await users.findById(userId);
      if (!user || user.role !== role) throw new AppError('forbidden', 'server.forbidden');
      let passwordHash: string | undefined;
      if (input.newPassword !== undefined) {
        // A stolen session must not become a way to guess the account's password.
        // Counted before the check (and forgotten on success), so parallel guesses stay within the limit.
        await limits.consume('wrongPasswordPerAccount', userId);
        if (user.passwordHash === null || !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
          throw new AppError('validation_failed', 'server.wrongCurrentPassword', {
            fields: { password: 'server.wrongCurrentPassword' },
          });
        }
        await limits.reset('wrongPasswordPerAccount', userId);
        passwordHash = await hashPassword(input.newPassword);
      }
      const aadhaarAdded = await addedAadhaar(user, input.aadhaarNumber);
      // A new PIN code, or a changed address without one, moves the account's place (the address then decides:
      // the PIN code stored before belonged to the old address).
      const addressChanged = input.address !== undefined && input.address !== user.address;
      const location =
        input.pincode !== undefined || addressChanged
          ? await locate({ pincode: input.pincode, address: input.address ?? user.address })
          : undefined;
      const avatarKey = await storeAvatar(avatar);
      let updated: UserRow;
      try {
        updated = await users.update(userId, {
          ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
          ...phoneChange(user, input.phoneNumber),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(location ?? {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          ...(avatarKey !== null ? { avatarKey } : {}),
          ...aadhaarAdded,
        });
      } catch (error) {
        if (avatarKey !== user.avatarKey) await releaseAvatar(avatarKey, null);
        if (isUniqueViolation(error, 'users_aadhaar_hash_key')) throw aadhaarTaken();
        throw error;
      }
      if (aadhaarAdded.aadhaarHash !== undefined) trustChanged?.(userId);
      if (avatarKey !== null && user.avatarKey !== avatarKey) await releaseAvatar(user.avatarKey, userId);
      if (passwordHash !== undefined) await sessions.revokeOthers(userId, currentToken);
      return updated;
    },
  };
}

/**
 * The columns a profile update's phone number changes: none when it is the same number (typed another way), else the
 * new number, unverified until a code sent to it comes back.
 */
function phoneChange(user: UserRow, phoneNumber: string | undefined): Partial<NewUserRow> {
  if (phoneNumber === undefined) return {};
  const sameNumber = (normalizeIndianMobile(phoneNumber) ?? phoneNumber) === user.phoneNumber;
  if (sameNumber) return {};
  return { phoneNumber, phoneVerifiedAt: null };
}

export type UsersService = ReturnType<typeof createUsersService>;
