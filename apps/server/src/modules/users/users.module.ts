import type { ModeratorLoginAuditAction, Product, Trust } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { nullWhenNotFound } from '../../errors';
import { loadOrCreateKey } from '../../lib/secret-key';
import { toOwnUser, toPublicUser } from './users.presenter';
import { reduceStoredAadhaarNumbers } from './aadhaar-reduction.repository';
import { createAadhaarVault } from './aadhaar-vault';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';
import { randomBytes } from 'node:crypto';
import { keptValue } from '../../db/app-meta';
import { createPhoneCodesRepository } from './phone-codes.repository';
import { createPhoneSignInService } from './phone-sign-in.service';
import { phoneRoutes } from './phone.routes';
import { createSmsSender, withSendCounts } from '../../sms';
import { createModeratorSecondFactor, moderatorFactorKey } from './moderator-second-factor';

/** What the users module needs from others. */
export interface UsersModuleDeps {
  /** Everyone in a block pair with a user (safety). */
  blockPartners: (userId: string) => Promise<string[]>;
  /** A seller's listings for their public profile (products). */
  listSellerProducts: (sellerId: string) => Promise<Product[]>;
  /** A person's trust signals (reviews): a farmer's public profile shows them. */
  trustOf: (userId: string) => Promise<Trust>;
  /** Writes a moderator's sign-in or its refusal to the moderation audit (moderation). */
  moderatorLogin: (moderatorId: string, action: ModeratorLoginAuditAction) => Promise<void>;
  /** Forgets a person's trust signals as last computed (reviews): an Aadhaar number added shows at once. */
  trustChanged: (userId: string) => void;
}

/** Accounts: sign-up, login, profiles; Aadhaar kept as a keyed hash and its last four digits. */
export async function wireUsers(ctx: AppContext, deps: UsersModuleDeps) {
  const { config, db } = ctx;
  const aadhaar = createAadhaarVault(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'));
  // Earlier versions stored whole Aadhaar numbers; only the hash and last four digits are kept now.
  const reduced = await reduceStoredAadhaarNumbers(db, aadhaar);
  if (reduced > 0) ctx.log.info({ accounts: reduced }, 'stored Aadhaar numbers reduced to hash and last 4');
  const users = createUsersRepository(db);
  const phoneCodes = createPhoneCodesRepository(db);
  const service = createUsersService({
    users,
    phoneCodes,
    sessions: ctx.sessions,
    images: ctx.images,
    aadhaar,
    locate: ctx.locator.locate,
    limits: ctx.limits,
    supportEmail: config.supportEmail,
    blockPartners: deps.blockPartners,
    secondFactor: createModeratorSecondFactor({ db, key: moderatorFactorKey(config) }),
    moderatorLogin: deps.moderatorLogin,
    trustChanged: deps.trustChanged,
  });
  // Kept in the database, not DATA_DIR: every process of a cluster must check the codes any of them sent.
  const codeKey = await keptValue(db, 'phone-code-hmac-key', () => randomBytes(32).toString('hex'));
  const sms = createSmsSender(config.sms, ctx.log);
  const phoneSignIn = createPhoneSignInService({
    codes: phoneCodes,
    users,
    sessions: ctx.sessions,
    limits: ctx.limits,
    sms: sms && withSendCounts(sms, ctx.metrics.smsSent),
    codeKey: Buffer.from(codeKey!, 'hex'),
    supportEmail: config.supportEmail,
    ...(config.publicOrigins?.[0] ? { smsHost: new URL(config.publicOrigins[0]).host } : {}),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(usersRoutes, {
      config,
      service,
      avatarUrl: ctx.avatarUrl,
      limits: ctx.limits,
      listSellerProducts: deps.listSellerProducts,
      trustOf: deps.trustOf,
    });
    await api.register(phoneRoutes, { config, phoneSignIn, avatarUrl: ctx.avatarUrl });
  };
  return {
    service,
    phoneSignIn,
    routes,
    /** What the helpers module needs of accounts: finding a farmer, making one, making a helper. */
    helperAccounts: {
      findById: users.findById,
      findByVerifiedPhone: users.findByVerifiedPhone,
      fingerprintAadhaar: aadhaar.fingerprint,
      aadhaarOnFile: service.aadhaarOnFile,
      createHelpedFarmer: service.createHelpedFarmer,
      makeHelper: async (userId: string, organisation: string) =>
        toOwnUser(await service.makeHelper(userId, organisation), ctx.avatarUrl),
    },
    /** The account's own profile (their own-data download). */
    exportSection: async (userId: string) => toOwnUser(await service.getById(userId), ctx.avatarUrl),
    /** A farmer and their active listings as their public page shows them, or null (link previews). */
    sellerPage: (sellerId: string) =>
      nullWhenNotFound(
        (async () => {
          const seller = await service.getSeller(sellerId);
          const [products, trust] = await Promise.all([
            deps.listSellerProducts(seller.id),
            deps.trustOf(seller.id),
          ]);
          return { seller: { ...toPublicUser(seller, ctx.avatarUrl, false), trust }, products };
        })(),
      ),
  };
}
