import type { AppContext, ModuleRoutes } from '../../app-context';
import { toWishlistEntry } from './wishlist.presenter';
import { createWishlistRepository } from './wishlist.repository';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService, type WishlistServiceDeps } from './wishlist.service';

/** A buyer's wishlist of listings they may still see. */
export function wireWishlist(ctx: AppContext, deps: Pick<WishlistServiceDeps, 'getProduct'>) {
  const service = createWishlistService({ wishlist: createWishlistRepository(ctx.db), ...deps });
  const routes: ModuleRoutes = async (api) => {
    await api.register(wishlistRoutes, { service, urlsFor: ctx.urlsFor });
  };
  return {
    service,
    routes,
    exportSection: async (userId: string) =>
      (await service.list(userId)).map((entry) => toWishlistEntry(entry, ctx.urlsFor)),
  };
}
