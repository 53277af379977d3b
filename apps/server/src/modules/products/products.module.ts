import type { Product, ProductDetail, Trust } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { nullWhenNotFound } from '../../errors';
import { failureLogFields, loggableError } from '../../lib/loggable-error';
import type { ProductSearch } from '../search';
import { keptNewestPages } from './cached-list-answer';
import { startExpiringSoonNotices, type ExpiringSoonDeps } from './expiring-soon';
import { listingReads } from './listing-reads';
import { createNewestPageCache } from './newest-page-cache';
import { toProduct, toProductPage } from './products.presenter';
import { createListingAnswers } from './listing-answers';
import { productsRoutes, type ProductsRoutesOptions } from './products.routes';
import { createProductsService, type ProductEvents } from './products.service';
import { createProductsRepository } from './repository';

/** What the products module needs from others. */
export interface ProductsModuleDeps {
  /** The listing alerts (notifications): a write's background work. */
  events: Omit<ProductEvents, 'changed'>;
  blockPartners: (userId: string) => Promise<string[]>;
  /** The search engine (search): product/new within a radius is a search without words. */
  search: ProductSearch;
  notify: ExpiringSoonDeps['notify'];
  /** The farmer's trust signals (reviews), shown on a listing's own page. */
  sellerTrust: (sellerId: string) => Promise<Trust>;
  /** Counts a view of a listing by the request's visitor (listing-stats); returns at once. */
  viewed?: ProductsRoutesOptions['viewed'];
}

/**
 * Listings: posting, editing, the lifecycle, product/new with its cached first pages (answered before the framework,
 * ADR 0016) and the expiring-soon notices.
 */
export function wireProducts(ctx: AppContext, deps: ProductsModuleDeps) {
  const { app, config, limits, urlsFor } = ctx;
  const repository = createProductsRepository(ctx.db);
  // Dropped by every write that changes the lists, here or in another process: a listing's own (the service's
  // 'changed'), a moderator's, a closed account's.
  const newestPages = createNewestPageCache();
  const listingAnswers = createListingAnswers();
  ctx.listingsChanged.on(() => {
    newestPages.clear();
    listingAnswers.clear();
  });
  const service = createProductsService({
    events: {
      ...deps.events,
      changed: (listings) => ctx.listingsChanged.changed(listings.map(({ lat, lon }) => ({ lat, lon }))),
    },
    blockPartners: deps.blockPartners,
    products: repository,
    search: deps.search,
    images: ctx.images,
    locator: ctx.locator,
    onBackgroundError: (error, what) => app.log.warn(failureLogFields(error), what),
    beforeUpdate: (sellerId) => limits.consume('productUpdatesPerDay', sellerId),
  });

  ctx.answerKept(keptNewestPages(newestPages));

  const expiringSoon = startExpiringSoonNotices({
    db: ctx.db,
    notify: deps.notify,
    onError: (error, what) => app.log.warn({ failure: loggableError(error) }, what),
    intervalMs: config.listingSweepMs,
  });
  app.decorate('sweepExpiringListings', () => expiringSoon.sweep());
  app.addHook('preClose', () => expiringSoon.stop());

  const present = (rows: Parameters<typeof toProduct>[0][]): Product[] =>
    rows.map((row) => toProduct(row, urlsFor));
  const routes: ModuleRoutes = async (api) => {
    await api.register(productsRoutes, {
      service,
      urlsFor,
      limits,
      newestPages,
      listingAnswers,
      sellerTrust: deps.sellerTrust,
      viewed: deps.viewed,
      answeredFrom: ctx.metrics.answeredFrom,
    });
  };
  return {
    service,
    routes,
    storedLocationOf: repository.storedLocationOf,
    /** Something outside the listings' own writes changed what the lists show (a moderator, a closed account). */
    listsChanged: () => ctx.listingsChanged.changed(),
    /** A seller's active listings as their public profile shows them. */
    sellerListings: async (sellerId: string) => present(await service.listBySeller(sellerId)),
    /** Every listing of the account, whatever its status (their own-data download). */
    exportSection: async (sellerId: string) => present(await service.listOwn(sellerId)),
    /** One listing as an anonymous visitor sees it (GET product/{id}), or null (link previews). */
    visibleProduct: async (id: string): Promise<ProductDetail | null> => {
      const row = await nullWhenNotFound(service.getVisible(id, null));
      if (!row) return null;
      const sellerTrust = await nullWhenNotFound(deps.sellerTrust(row.sellerId));
      return sellerTrust ? { ...toProduct(row, urlsFor), sellerTrust } : null;
    },
    /** The per-IP limit of anonymous reads, for pages that show a listing outside the API (the listing page). */
    anonymousReadLimit: listingReads(ctx.limits, service.excludedSellersFor).anonymousReadLimit,
    /** product/new's first page as an anonymous visitor gets it (the first HTML). */
    latestPage: async () =>
      toProductPage(await service.list(1, { callerId: null, excludeSellers: [] }), urlsFor),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the expiring-soon notices now (each process also runs one every LISTING_SWEEP_MS). */
    sweepExpiringListings(): Promise<number>;
  }
}
