import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { AppError } from '../../errors';
import type { ImageUrlsFor } from '../products';
import { toWishlistEntry } from './wishlist.presenter';
import type { WishlistService } from './wishlist.service';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';

export interface WishlistRoutesOptions {
  service: WishlistService;
  urlsFor: ImageUrlsFor;
}

/** The buyer's wishlist (the spec's `cart/` paths). */
export async function wishlistRoutes(app: FastifyInstance, options: WishlistRoutesOptions): Promise<void> {
  const { service, urlsFor } = options;

  route(app, ENDPOINTS.addToWishlist, async (request, _reply, buyer) => {
    const entry = await service.add(buyer.id, request.params.productId);
    return ok(SERVER_MESSAGES.addedToWishlist, { entry: toWishlistEntry(entry, urlsFor) });
  });

  route(app, ENDPOINTS.getWishlist, async (_request, _reply, buyer) => {
    const entries = await service.list(buyer.id);
    return ok(SERVER_MESSAGES.wishlistFetched, {
      Cart: entries.map((entry) => toWishlistEntry(entry, urlsFor)),
    });
  });

  route(app, ENDPOINTS.removeFromWishlist, async (request, _reply, buyer) => {
    await service.remove(buyer.id, request.params.entryId);
    return ok(SERVER_MESSAGES.removedFromWishlist);
  });

  route(app, ENDPOINTS.removeFromWishlistByGet, async () => {
    throw new AppError('method_not_allowed', 'server.methodNotAllowed', { headers: { allow: 'DELETE' } });
  });
}
