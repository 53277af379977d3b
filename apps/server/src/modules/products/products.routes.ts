import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LIMITS,
  SERVER_MESSAGES,
  productCreateSchema,
  productUpdateSchema,
  type Trust,
} from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import type { AbuseLimits } from '../../limits';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { createNewestPageCache, type NewestPageCache } from './newest-page-cache';
import { toProduct, toProductPage, type ImageUrlsFor } from './products.presenter';
import type { ProductPageResult, ProductsService, ProductViewer } from './products.service';
import { keepOutOfCaches, listingReads } from './listing-reads';
import { filtersOf, needsSearch } from './product-filters';
import { ok, sendSerialized } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { getWithOutcome } from '../../lib/ttl-cache';
import { createListingAnswers, type ListingAnswers } from './listing-answers';

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
  /** Told where each product/new and anonymous listing-page answer came from (the metrics). */
  answeredFrom?: (cache: 'newest' | 'listing', outcome: 'hit' | 'shared' | 'miss' | 'bypass') => void;
  /** A listing's page as a caller without a session gets it, kept briefly (see {@link createListingAnswers}). */
  listingAnswers?: ListingAnswers;
}

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

/** Listings: newest, one, a seller's, and the owning seller's create, update, sold, renew and delete. */
export async function productsRoutes(app: FastifyInstance, options: ProductsRoutesOptions): Promise<void> {
  const { service, urlsFor, limits, sellerTrust } = options;
  const { anonymousReadLimit, callerOf, excludedFor } = listingReads(limits, service.excludedSellersFor);
  const newestPages = options.newestPages ?? createNewestPageCache(options.newestPageTtlMs ?? 1000);
  const present = (page: ProductPageResult) => toProductPage(page, urlsFor);
  const answeredFrom = options.answeredFrom ?? (() => undefined);
  const listingAnswers = options.listingAnswers ?? createListingAnswers();

  route(
    app,
    ENDPOINTS.listNewestProducts,
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
        if (cached !== undefined) {
          answeredFrom('newest', 'hit');
          return sendSerialized(reply, cached);
        }
        let built = false;
        const shared = newestPages.load(pageNumber, async () => {
          built = true;
          return Buffer.from(String(reply.serialize(await build())));
        });
        const body = await shared;
        answeredFrom('newest', built ? 'miss' : 'shared');
        return sendSerialized(reply, body);
      }
      answeredFrom('newest', 'bypass');
      if (nearMe.lat !== undefined) keepOutOfCaches(reply);
      return build();
    },
    anonymousReadLimit,
  );

  route(
    app,
    ENDPOINTS.listSellerProducts,
    async (request) => {
      const viewer = await request.sessionUser();
      const rows = await service.listForSeller(request.params.userId, viewer?.id ?? null);
      return ok(SERVER_MESSAGES.productsFetched, { myProduct: rows.map((row) => toProduct(row, urlsFor)) });
    },
    anonymousReadLimit,
  );

  route(
    app,
    ENDPOINTS.getProduct,
    async (request, reply) => {
      const page = async (viewer: ProductViewer | null) => {
        const row = await service.getVisible(request.params.id, viewer);
        const trust = await sellerTrust(row.sellerId);
        return {
          row,
          answer: ok(SERVER_MESSAGES.productFetched, {
            product: { ...toProduct(row, urlsFor), sellerTrust: trust },
          }),
        };
      };
      if (request.sessionToken() === undefined) {
        const { value: kept, outcome } = await getWithOutcome(listingAnswers, request.params.id, async () => {
          const { row, answer } = await page(null);
          return {
            listing: { id: row.id, sellerId: row.sellerId },
            body: Buffer.from(String(reply.serialize(answer))),
            expiresAt: row.expiresAt.getTime(),
          };
        });
        answeredFrom('listing', outcome);
        options.viewed?.(kept.listing, request);
        return sendSerialized(reply, kept.body);
      }
      const { row, answer } = await page(await request.sessionUser());
      options.viewed?.(row, request);
      return answer;
    },
    anonymousReadLimit,
  );

  route(app, ENDPOINTS.createProduct, async (request, _reply, session) => {
    const body = await readForm(request);
    const input = parseOrThrow(productCreateSchema, body.fields);
    // Counted once the form is valid, so a farmer fixing a typo is not charged; 20 a day keeps one account from
    // flooding the home page.
    await limits.consume('productsPerDay', session.id);
    const { helper } = session;
    const helpedBy = helper
      ? { _id: helper.id, fullName: helper.fullName, organisation: helper.organisation }
      : null;
    const row = await service.create(session.id, input, body.files, helpedBy);
    return ok(SERVER_MESSAGES.productCreated, { product: toProduct(row, urlsFor) });
  });

  route(app, ENDPOINTS.updateProduct, async (request, _reply, session) => {
    // Ownership first: someone else's listing is a 403 whatever the form holds, and no photo is processed for it.
    await service.requireOwned(request.params.id, session.id);
    const body = await readForm(request);
    const input = parseOrThrow(productUpdateSchema, body.fields);
    const row = await service.update(request.params.id, session.id, input, body.files);
    return ok(SERVER_MESSAGES.productUpdated, { product: toProduct(row, urlsFor) });
  });

  // Listing lifecycle: one tap each on My Products and on the farmer's own product page.
  route(app, ENDPOINTS.markProductSold, async (request, _reply, session) => {
    const row = await service.markSold(request.params.id, session.id);
    return ok(SERVER_MESSAGES.productSold, { product: toProduct(row, urlsFor) });
  });

  route(app, ENDPOINTS.renewProduct, async (request, _reply, session) => {
    const row = await service.renew(request.params.id, session.id, request.body?.expiresInDays);
    return ok(SERVER_MESSAGES.productRenewed, { product: toProduct(row, urlsFor) });
  });

  route(app, ENDPOINTS.deleteProduct, async (request, _reply, session) => {
    await service.remove(request.params.id, session.id);
    return ok(SERVER_MESSAGES.productDeleted);
  });
}
