import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@kisansetu/contract';
import type { AppDeps } from './app-context';
import { createAppContext, createFastify, metricsFor, registerRealtime } from './app-core';
import { wireAccount } from './modules/account';
import { wireAlerts } from './modules/alerts';
import { wireChat } from './modules/chat';
import { wireDeals } from './modules/deals';
import { wireHealth } from './modules/health';
import { wireMeta } from './modules/meta';
import { wireModeration } from './modules/moderation';
import { wireHelpers } from './modules/helpers';
import { wireListingStats } from './modules/listing-stats';
import { wireListingAlerts, wireNotifications } from './modules/notifications';
import { wirePages } from './modules/pages';
import { wirePrices } from './modules/prices';
import { wireProducts, type ProductWithSeller } from './modules/products';
import { wirePush } from './modules/push';
import { wireRequests } from './modules/requests';
import { wireReviews } from './modules/reviews';
import { wireSafety } from './modules/safety';
import { wireSavedSearches } from './modules/saved-searches';
import { wireSearch } from './modules/search';
import { wireSitemap } from './modules/sitemap';
import { wireUsers } from './modules/users';
import { wireWishlist } from './modules/wishlist';
import { sendNotFound } from './plugins/error-handler';
import { createFrontDoor } from './plugins/front-door';
import { staticWebPlugin } from './plugins/static-web';

export type { AppDeps } from './app-context';

/**
 * Builds the whole app without listening: server.ts listens, tests call `app.inject()`. Each module builds its own
 * repository and service from the shared context; this lists them in the order they need each other, and what one
 * hands another is named here. A module wired later is reached through a function called only at request time.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Cached list pages are answered before the framework (ADR 0016); the products module plugs that answer in.
  const front = createFrontDoor();
  const metrics = metricsFor(deps);
  const app = createFastify(deps, front, metrics);
  const ctx = await createAppContext(app, deps, front, metrics);

  const safety = wireSafety(ctx);
  const reviews = wireReviews(ctx);
  const users = await wireUsers(ctx, {
    blockPartners: safety.service.blockPartners,
    listSellerProducts: (sellerId) => products.sellerListings(sellerId),
    trustOf: reviews.trust.of,
    trustChanged: reviews.trust.forget,
    moderatorLogin: (moderatorId, action) => moderation.service.recordLogin(moderatorId, action),
  });
  const push = await wirePush(ctx);
  const alerts = wireAlerts(ctx, deps.clock ? { now: deps.clock } : {});
  const helpers = wireHelpers(ctx, {
    accounts: users.helperAccounts,
    codes: users.phoneSignIn,
    alerts: { helped: alerts.events.helped, setLanguage: alerts.service.setLanguage },
  });
  const notifications = wireNotifications(ctx, {
    // Beyond the bell: a Web Push to the person's browsers, and an alert by SMS or WhatsApp for the kinds that have one.
    push: (userId, notification) => {
      push.service.send(userId, notification);
      alerts.events.notified(userId, notification);
    },
  });
  const { notify } = notifications.service;
  const storedLocationOf = (userId: string) => products.storedLocationOf(userId);
  const savedSearches = wireSavedSearches(ctx, { notify, storedLocationOf });
  const chat = wireChat(ctx, {
    moderatorMayRead: (moderatorId, message) => moderation.service.mayReadChatFile(moderatorId, message),
    messageStored: alerts.events.messageStored,
    conversationRead: alerts.events.conversationRead,
  });
  const requests = wireRequests(ctx, {
    // The offer goes through chat's own send path: stored, then emitted over the socket like any message.
    sendOfferMessage: async (sellerId, buyerId, input, offer) =>
      (await chat.service.send({ id: sellerId, role: 'seller' }, buyerId, input, { offer })).message,
    notify,
    storedLocationOf,
  });
  const deals = wireDeals(ctx, {
    // A deal's change and its chat message commit together; chat emits it once the deal module says so.
    writeMessage: chat.service.writeInTransaction,
    notify,
    dealDone: reviews.trust.forget,
    offerSignalsOf: reviews.trust.offerSignalsOf,
    nearestModal: (crop, point) => prices.service.nearestModal(crop, point),
  });
  const listingAlerts = wireListingAlerts<ProductWithSeller>(ctx, {
    matchRequests: requests.matcher.tellBuyers,
    matchProduct: savedSearches.matcher.matchProduct,
    notifyWishlisters: notifications.service.notifyWishlisters,
  });
  const search = wireSearch(ctx, {
    storedLocationOf,
    excludedSellersFor: (viewerId) => products.service.excludedSellersFor(viewerId),
  });
  const listingStats = await wireListingStats(ctx);
  const products = wireProducts(ctx, {
    viewed: listingStats.countView,
    events: listingAlerts.alerts,
    blockPartners: safety.service.blockPartners,
    search: search.engine,
    notify,
    sellerTrust: reviews.trust.of,
  });
  const wishlist = wireWishlist(ctx, { getProduct: (id) => products.service.getVisible(id, null) });
  const moderation = wireModeration(ctx, {
    listingsChanged: products.listsChanged,
    requestsByIds: requests.presentByIds,
    reviewHidden: reviews.trust.forget,
    accountSuspended: helpers.service.accountSuspended,
  });
  const account = wireAccount(ctx, {
    sections: {
      profile: users.exportSection,
      listings: products.exportSection,
      wishlist: wishlist.exportSection,
      requests: requests.exportSection,
      savedSearches: savedSearches.exportSection,
      notifications: notifications.service.all,
      blocked: safety.exportSection,
      deals: deals.exportSection,
      reviewsWritten: reviews.writtenSection,
      reviewsReceived: reviews.receivedSection,
      offersMade: requests.offersSection,
      pushSubscriptions: push.exportSection,
      listingViews: listingStats.exportSection,
      alerts: alerts.exportSection,
      helpers: helpers.service.exportSection,
    },
    confirmPassword: users.service.confirmPassword,
    confirmByCode: users.phoneSignIn.confirmByCode,
    removeListings: products.service.removeAllOf,
    forgetViews: listingStats.forgetViewer,
    releaseAvatar: users.service.releaseAvatar,
    listsChanged: products.listsChanged,
    endLinks: helpers.service.accountClosed,
  });
  const prices = wirePrices(ctx, { storedLocationOf });
  const meta = wireMeta(ctx);
  const health = wireHealth(ctx);
  const sitemap = wireSitemap(ctx);
  const pages = wirePages(ctx, {
    productFor: products.visibleProduct,
    productViewed: listingStats.countView,
    anonymousRead: products.anonymousReadLimit,
    sellerFor: users.sellerPage,
    latestFor: products.latestPage,
  });

  // Before the realtime plugin's own preClose, alerts first because they end in pushes.
  app.addHook('preClose', async () => {
    for (const drain of [listingAlerts.drain, requests.drain, push.drain, alerts.drain]) await drain();
  });
  await registerRealtime(ctx, chat.service.partnersOf);

  await health.routes(app);
  await sitemap.routes(app);
  await alerts.linkRoutes(app);
  const api = [
    meta.routes,
    users.routes,
    products.routes,
    listingStats.routes,
    search.routes,
    wishlist.routes,
    chat.routes,
    safety.routes,
    moderation.routes,
    notifications.routes,
    savedSearches.routes,
    requests.routes,
    deals.routes,
    reviews.routes,
    prices.routes,
    push.routes,
    account.routes,
    alerts.routes,
    helpers.routes,
  ];
  await app.register(
    async (scope) => {
      for (const routes of api) await routes(scope);
    },
    { prefix: API_PREFIX },
  );

  await app.register(staticWebPlugin, { dir: ctx.config.webDist });
  // After the web app's files: a listing's and a farmer's address answer with their own page head.
  await pages.routes(app);
  app.setNotFoundHandler((request, reply) => {
    if (!app.sendSpaIndex(request, reply)) sendNotFound(request, reply);
  });
  return app;
}
