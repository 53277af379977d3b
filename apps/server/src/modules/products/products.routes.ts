import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  SERVER_MESSAGES,
  emptySuccessSchema,
  myProductsResponseSchema,
  productCreateSchema,
  productListQuerySchema,
  productPageSchema,
  productRenewSchema,
  productResponseSchema,
  productSearchQuerySchema,
  productSuggestQuerySchema,
  productSuggestionsSchema,
  productUpdateSchema,
  successEnvelope,
  idParam,
} from '@kisansetu/contract';
import { requireRole } from '../../auth';
import type { AbuseLimits } from '../../limits';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { createNewestPageCache, type NewestPageCache } from './newest-page-cache';
import { toProduct, toProductPage, type ImageUrlsFor } from './products.presenter';
import type { ProductPageResult, ProductsService } from './products.service';
import type { ProductSuggest } from './products.suggest';
import { ok } from '../../lib/envelope';

export interface ProductsRoutesOptions {
  service: ProductsService;
  urlsFor: ImageUrlsFor;
  /** How long a product/new page sent to a caller without a point may be sent again (ms); 0 turns the cache off. */
  newestPageTtlMs?: number;
  /** The page cache itself, when something else (moderation) must clear it too; made here when absent. */
  newestPages?: NewestPageCache;
  limits: AbuseLimits;
  /** Search-as-you-type (GET product/suggest). */
  suggest: ProductSuggest;
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

/**
 * An answer measured from a browser position: its URL carries the position, so neither the browser's HTTP cache
 * nor a proxy may keep it (the position is used for the query and never stored, near-me issue).
 */
function keepOutOfCaches(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Listings: newest, one, a seller's, search, and the owning seller's create, update and delete. */
export async function productsRoutes(app: FastifyInstance, options: ProductsRoutesOptions): Promise<void> {
  const { service, urlsFor, limits } = options;
  /**
   * Anonymous list and search calls are counted per IP (before the page cache, so cached pages count too); a
   * signed-in caller is limited per account elsewhere. A made-up token is no way around it: only a live session is.
   */
  const anonymousReadLimit = {
    onRequest: async (request: FastifyRequest) => {
      // No token at all (most visitors): no session to look up.
      const anonymous = request.sessionToken() === undefined || (await request.sessionUser()) === null;
      if (anonymous) await limits.consume('anonymousReadsPerIp', request.ip);
    },
  };
  const newestPages = options.newestPages ?? createNewestPageCache(options.newestPageTtlMs ?? 1000);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = (page: ProductPageResult) => toProductPage(page, urlsFor);
  /**
   * Both lists are public; a signed-in caller's stored place is the point of last resort, so the session is only
   * looked up when the query names no point of its own.
   */
  const callerOf = async (request: FastifyRequest, query: { lat?: number; pincode?: string }) =>
    query.lat === undefined && query.pincode === undefined
      ? ((await request.sessionUser())?.id ?? null)
      : null;
  /** Sellers in a block pair with a signed-in caller, read once per request (none for anonymous callers). */
  const excludedFor = async (request: FastifyRequest) =>
    request.sessionToken() === undefined
      ? []
      : service.excludedSellersFor((await request.sessionUser())?.id ?? null);

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
      // is the same for everyone without blocks: the one case worth caching.
      const pointless =
        callerId === null &&
        nearMe.lat === undefined &&
        nearMe.pincode === undefined &&
        excludeSellers.length === 0;
      const build = async () =>
        ok(
          SERVER_MESSAGES.productsFetched,
          present(await service.list(pageNumber, { ...nearMe, callerId, excludeSellers })),
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
    '/product/search',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary:
          'Search by name (partial, typo-tolerant) and/or address (partial), best match first; near-me as product/new',
        querystring: productSearchQuerySchema,
        response: { 200: successEnvelope(productPageSchema) },
      },
    },
    async (request, reply) => {
      if (request.query.lat !== undefined) keepOutOfCaches(reply);
      const page = await service.search(
        request.query,
        await callerOf(request, request.query),
        await excludedFor(request),
      );
      return ok(SERVER_MESSAGES.productsFetched, present(page));
    },
  );

  r.get(
    '/product/suggest',
    {
      ...anonymousReadLimit,
      schema: {
        tags: ['product'],
        summary:
          'Search-as-you-type: at most 8 crop names (in `lang`, from any language or spelling typed) and listing names',
        querystring: productSuggestQuerySchema,
        response: { 200: successEnvelope(productSuggestionsSchema) },
      },
    },
    async (request) => {
      const suggestions = await options.suggest(request.query.q, request.query.lang);
      return ok(SERVER_MESSAGES.suggestionsFetched, { suggestions });
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
      schema: {
        tags: ['product'],
        summary: 'One listing',
        description:
          "A listing a moderator hid is a 404 for everyone but its seller (who sees `status: 'hidden'`) and " +
          "moderators; a suspended seller's listings are a 404.",
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(productResponseSchema) },
      },
    },
    async (request) => {
      const row = await service.getVisible(request.params.id, await request.sessionUser());
      return ok(SERVER_MESSAGES.productFetched, { product: toProduct(row, urlsFor) });
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
