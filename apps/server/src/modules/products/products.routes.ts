import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  SERVER_MESSAGES,
  emptySuccessSchema,
  myProductsResponseSchema,
  productCreateSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productPageSchema,
  productRenewSchema,
  productResponseSchema,
  productUpdateSchema,
  successEnvelope,
  idParam,
  type Trust,
} from '@kisansetu/contract';
import { requireRole } from '../../auth';
import type { AbuseLimits } from '../../limits';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { createNewestPageCache, type NewestPageCache } from './newest-page-cache';
import { toProduct, toProductPage, type ImageUrlsFor } from './products.presenter';
import type { ProductPageResult, ProductsService } from './products.service';
import { keepOutOfCaches, listingReads } from './listing-reads';
import { filtersOf, needsSearch } from './product-filters';
import { ok } from '../../lib/envelope';

export interface ProductsRoutesOptions {
  service: ProductsService;
  urlsFor: ImageUrlsFor;
  /** How long a product/new page sent to a caller without a point may be sent again (ms); 0 turns the cache off. */
  newestPageTtlMs?: number;
  /** The page cache itself, when something else (moderation) must clear it too; made here when absent. */
  newestPages?: NewestPageCache;
  limits: AbuseLimits;
  /** The farmer's trust signals for a listing's own page (reviews module). */
  sellerTrust: (sellerId: string) => Promise<Trust>;
  /** Counts the request's visitor as a view of the listing (listing statistics); must return at once. */
  viewed?: ((listing: { id: string; sellerId: string }, request: FastifyRequest) => void) | undefined;
}

const FORM_FIELDS =
  'productName, price, unit, quantity, description, address, availability, pincode (optional)';
const multipartDoc = (extra: string) => ({
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with the text fields ${FORM_FIELDS}${extra} and up to ${LIMITS.productImagesMax} \`images\` files (JPEG, PNG or WebP, ≤ 8 MB each).`,
});
/**
 * Reads the form and its photos. Control characters (NUL among them, which PostgreSQL text cannot store) are refused
 * by the contract's text rules with the field's message, before anything is written.
 */
function readForm(request: Parameters<typeof readMultipart>[0]) {
  return readMultipart(request, {
    fileField: 'images',
    maxFiles: LIMITS.productImagesMax,
    tooManyMessage: 'validation.imagesMax',
  });
}

/** Sends JSON already serialized by the route's own response serializer (the zod type provider cannot see it). */
function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Listings: newest, one, a seller's, and the owning seller's create, update, sold, renew and delete. */
export async function productsRoutes(app: FastifyInstance, options: ProductsRoutesOptions): Promise<void> {
  const { service, urlsFor, limits, sellerTrust } = options;
  const { anonymousReadLimit, callerOf, excludedFor } = listingReads(limits, service.excludedSellersFor);
  const newestPages = options.newestPages ?? createNewestPageCache(options.newestPageTtlMs ?? 1000);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = (page: ProductPageResult) => toProductPage(page, urlsFor);

  r.get(
    '/product/new',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary: 'Newest listings, 12 a page; near-me: distances from a point, a radius, nearest first',
        querystring: productListQuerySchema,
        response: { 200: successEnvelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      const { page: pageNumber, ...nearMe } = request.query;
      const callerId = await callerOf(request, request.query);
      const excludeSellers = await excludedFor(request);
      // Without a point (none given, none stored for the caller) radius and distance sort are ignored, so the page
      // without filters is the same for everyone without blocks: the one case worth caching.
      const pointless =
        callerId === null &&
        nearMe.lat === undefined &&
        nearMe.pincode === undefined &&
        excludeSellers.length === 0 &&
        !needsSearch(nearMe);
      const filters = filtersOf(nearMe);
      const build = async () =>
        ok(
          SERVER_MESSAGES.productsFetched,
          present(await service.list(pageNumber, { ...nearMe, callerId, excludeSellers, filters })),
        );
      if (pointless) {
        const cached = newestPages.get(pageNumber);
        if (cached !== undefined) return sendSerialized(reply, cached);
        const shared = newestPages.load(pageNumber, async () =>
          Buffer.from(String(reply.serialize(await build()))),
        );
        return sendSerialized(reply, await shared);
      }
      if (nearMe.lat !== undefined) keepOutOfCaches(reply);
      return build();
    },
  );

  r.get(
    '/product/my/:userId',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary: "A seller's listings, newest first (the seller themself also sees those a moderator hid)",
        params: z.object({ userId: idParam }),
        response: { 200: successEnvelope(myProductsResponseSchema) },
      },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const rows = await service.listForSeller(request.params.userId, viewer?.id ?? null);
      return ok(SERVER_MESSAGES.productsFetched, { myProduct: rows.map((row) => toProduct(row, urlsFor)) });
    },
  );

  r.get(
    '/product/:id',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary: "One listing, with its farmer's trust signals (`sellerTrust`)",
        description:
          "A listing a moderator hid is a 404 for everyone but its seller (who sees `status: 'hidden'`) and " +
          "moderators; a suspended seller's listings are a 404.",
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(productDetailResponseSchema) },
      },
    },
    async (request) => {
      const row = await service.getVisible(request.params.id, await request.sessionUser());
      options.viewed?.(row, request);
      const trust = await sellerTrust(row.sellerId);
      return ok(SERVER_MESSAGES.productFetched, {
        product: { ...toProduct(row, urlsFor), sellerTrust: trust },
      });
    },
  );

  r.post(
    '/product/create',
    {
      schema: {
        tags: ['product'],
        summary: 'Post a listing (role seller)',
        ...multipartDoc(''),
        response: { 201: successEnvelope(productResponseSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireRole(request, 'seller');
      const body = await readForm(request);
      const input = parseOrThrow(productCreateSchema, body.fields);
      // Counted once the form is valid, so a farmer fixing a typo is not charged; 20 a day keeps one account from
      // flooding the home page.
      await limits.consume('productsPerDay', session.id);
      const row = await service.create(session.id, input, body.files);
      return reply.status(201).send(ok(SERVER_MESSAGES.productCreated, { product: toProduct(row, urlsFor) }));
    },
  );

  r.put(
    '/product/update/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Update an own listing (the seller who posted it)',
        ...multipartDoc(', existingImages (JSON list of the kept image URLs)'),
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(productResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'seller');
      // Ownership first: someone else's listing is a 403 whatever the form holds, and no photo is processed for it.
      await service.requireOwned(request.params.id, session.id);
      const body = await readForm(request);
      const input = parseOrThrow(productUpdateSchema, body.fields);
      const row = await service.update(request.params.id, session.id, input, body.files);
      return ok(SERVER_MESSAGES.productUpdated, { product: toProduct(row, urlsFor) });
    },
  );

  // Listing lifecycle: one tap each on My Products and on the farmer's own product page.
  r.post(
    '/product/sold/:id',
    {
      schema: {
        tags: ['product'],
        summary:
          'Mark an own listing sold (the seller who posted it): it leaves every list and search at once',
        description:
          'Wishlisters are told (wishlist_sold). Marking a sold listing sold again changes nothing.',
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(productResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'seller');
      const row = await service.markSold(request.params.id, session.id);
      return ok(SERVER_MESSAGES.productSold, { product: toProduct(row, urlsFor) });
    },
  );

  r.post(
    '/product/renew/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Put an own listing up again for expiresInDays (1–90, default 30) from now, sold or expired',
        params: z.object({ id: idParam }),
        body: productRenewSchema.nullish(),
        response: { 200: successEnvelope(productResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'seller');
      const row = await service.renew(request.params.id, session.id, request.body?.expiresInDays);
      return ok(SERVER_MESSAGES.productRenewed, { product: toProduct(row, urlsFor) });
    },
  );

  r.delete(
    '/product/delete/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Delete an own listing, its photos and the wishlist entries holding it',
        params: z.object({ id: idParam }),
        response: { 200: emptySuccessSchema },
      },
    },
    async (request) => {
      const session = await requireRole(request, 'seller');
      await service.remove(request.params.id, session.id);
      return ok(SERVER_MESSAGES.productDeleted);
    },
  );
}
