import type { Product } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { nullWhenNotFound } from '../../errors';
import { loadOrCreateKey } from '../../lib/secret-key';
import { toOwnUser, toPublicUser } from './users.presenter';
import { reduceStoredAadhaarNumbers } from './aadhaar-reduction.repository';
import { createAadhaarVault } from './aadhaar-vault';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** What the users module needs from others. */
export interface UsersModuleDeps {
  /** Everyone in a block pair with a user (safety). */
  blockPartners: (userId: string) => Promise<string[]>;
  /** A seller's listings for their public profile (products). */
  listSellerProducts: (sellerId: string) => Promise<Product[]>;
}

/** Accounts: sign-up, login, profiles; Aadhaar kept as a keyed hash and its last four digits. */
export async function wireUsers(ctx: AppContext, deps: UsersModuleDeps) {
  const { config, db } = ctx;
  const aadhaar = createAadhaarVault(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'));
  // Earlier versions stored whole Aadhaar numbers; only the hash and last four digits are kept now.
  const reduced = await reduceStoredAadhaarNumbers(db, aadhaar);
  if (reduced > 0) ctx.log.info({ accounts: reduced }, 'stored Aadhaar numbers reduced to hash and last 4');
  const service = createUsersService({
    users: createUsersRepository(db),
    sessions: ctx.sessions,
    images: ctx.images,
    aadhaar,
    locate: ctx.locator.locate,
    limits: ctx.limits,
    supportEmail: config.supportEmail,
    blockPartners: deps.blockPartners,
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(usersRoutes, {
      config,
      service,
      avatarUrl: ctx.avatarUrl,
      limits: ctx.limits,
      listSellerProducts: deps.listSellerProducts,
    });
  };
  return {
    service,
    routes,
    /** The account's own profile (their own-data download). */
    exportSection: async (userId: string) => toOwnUser(await service.getById(userId), ctx.avatarUrl),
    /** A farmer and their active listings as their public page shows them, or null (link previews). */
    sellerPage: (sellerId: string) =>
      nullWhenNotFound(
        (async () => {
          const seller = await service.getSeller(sellerId);
          return {
            seller: toPublicUser(seller, ctx.avatarUrl, false),
            products: await deps.listSellerProducts(seller.id),
          };
        })(),
      ),
  };
}
