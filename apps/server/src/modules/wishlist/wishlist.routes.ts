import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  emptySuccessSchema,
  successEnvelope,
  wishlistAddResponseSchema,
  wishlistResponseSchema,
  idParam,
} from '@kisansetu/contract';
import { requireRole } from '../../auth';
import { AppError } from '../../errors';
import type { ImageUrlsFor } from '../products';
import { toWishlistEntry } from './wishlist.presenter';
import type { WishlistService } from './wishlist.service';
import { ok } from '../../lib/envelope';

export interface WishlistRoutesOptions {
  service: WishlistService;
  urlsFor: ImageUrlsFor;
}

/** The buyer's wishlist, under the original client's `cart/` paths. Only role user has one: a seller is 403, a visitor 401. */
export async function wishlistRoutes(app: FastifyInstance, options: WishlistRoutesOptions): Promise<void> {
  const { service, urlsFor } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/cart/add/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a listing to the wishlist (role user); 409 when it is already there',
        params: z.object({ productId: idParam }),
        response: { 201: successEnvelope(wishlistAddResponseSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireRole(request, 'user');
      const entry = await service.add(session.id, request.params.productId);
      return reply
        .status(201)
        .send(ok(SERVER_MESSAGES.addedToWishlist, { entry: toWishlistEntry(entry, urlsFor) }));
    },
  );

  r.get(
    '/cart/get',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's wishlist, newest first (role user)",
        response: { 200: successEnvelope(wishlistResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'user');
      const entries = await service.list(session.id);
      return ok(SERVER_MESSAGES.wishlistFetched, {
        Cart: entries.map((entry) => toWishlistEntry(entry, urlsFor)),
      });
    },
  );

  r.delete(
    '/cart/remove/:entryId',
    {
      schema: {
        tags: ['cart'],
        summary: "Remove an entry from the caller's own wishlist; another user's entry is a 404",
        params: z.object({ entryId: idParam }),
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'user');
      await service.remove(session.id, request.params.entryId);
      return ok(SERVER_MESSAGES.removedFromWishlist);
    },
  );

  // The original client removed with GET, which would let any link or prefetch empty a wishlist: refused, in the envelope.
  r.get(
    '/cart/remove/:entryId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Not served: use DELETE (405)',
        params: z.object({ entryId: idParam }),
      },
    },
    async () => {
      throw new AppError('method_not_allowed', 'server.methodNotAllowed', {
        headers: { allow: 'DELETE' },
      });
    },
  );
}
