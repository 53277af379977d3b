import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Agent } from 'node:https';
import { API_PREFIX } from '@kisansetu/contract';
import { authPlugin, createSessionStore, startSessionPurge } from './auth';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db';
import { isAppError } from './errors';
import { clientAddress, createFrontDoor } from './plugins/front-door';
import { API_SECURITY_HEADERS } from './plugins/security';
import { createAbuseLimits, type AbuseLimits } from './limits';
import { failureLogFields, loggableError, serializeFailure } from './lib/loggable-error';
import { loadOrCreateKey } from './lib/secret-key';
import { accountRoutes, createAccountRepository, createAccountService } from './modules/account';
import { healthRoutes } from './modules/health';
import { chatRoutes, createChatRepository, createChatService } from './modules/chat';
import { metaRoutes } from './modules/meta';
import { pagesRoutes } from './modules/pages';
import { createSitemapRepository, sitemapRoutes } from './modules/sitemap';
import { createModerationRepository, createModerationService, moderationRoutes } from './modules/moderation';
import {
  createListingAlerts,
  createNotificationsRepository,
  createNotificationsService,
  notificationsRoutes,
} from './modules/notifications';
import { resolveAddress, resolvePincode } from './modules/places';
import {
  createLocator,
  createCachedListAnswer,
  createNewestPageCache,
  createProductSearch,
  createProductSuggest,
  createProductsRepository,
  createProductsService,
  productsRoutes,
  startExpiringSoonNotices,
  toProduct,
  toProductPage,
  type ProductWithSeller,
} from './modules/products';
import {
  createPushRepository,
  createPushService,
  loadVapidKeys,
  pushRoutes,
  type PushEndpointPolicy,
} from './modules/push';
import { createPricesRepository, createPricesService, pricesRoutes, startPriceSync } from './modules/prices';
import {
  createRequestMatcher,
  createRequestsRepository,
  createRequestsService,
  toBuyRequest,
  requestsRoutes,
} from './modules/requests';
import { createSafetyRepository, createSafetyService, safetyRoutes, toBlockedUser } from './modules/safety';
import {
  createSavedSearchMatcher,
  createSavedSearchesRepository,
  createSavedSearchesService,
  savedSearchesRoutes,
  toSavedSearch,
} from './modules/saved-searches';
import {
  createAadhaarVault,
  reduceStoredAadhaarNumbers,
  createUsersRepository,
  createUsersService,
  toOwnUser,
  toPublicUser,
  usersRoutes,
} from './modules/users';
import {
  createWishlistRepository,
  createWishlistService,
  toWishlistEntry,
  wishlistRoutes,
} from './modules/wishlist';
import { docsPlugin } from './plugins/docs';
import { sendError, sendNotFound } from './plugins/error-handler';
import { registerPlatformPlugins } from './plugins/platform';
import { privateAnswersPlugin } from './plugins/private-answers';
import { OneLineLogController } from './plugins/request-log';
import { staticWebPlugin } from './plugins/static-web';
import { realtimePlugin, type RealtimeTuning } from './realtime';
import {
  createImageService,
  createImageStore,
  uploadsPlugin,
  withRemovalHold,
  type ImageStore,
} from './storage';
import { BackupError, writeBackup, type BackupManifest } from './backup';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Defaults to the store the config names. */
  imageStore?: ImageStore;
  /** Shared Redis for rate limits, the socket.io adapter and presence across processes; absent on a single process. */
  redis?: Redis;
  /** Presence timings and Redis key prefix (tests shorten them); production uses the defaults. */
  realtime?: RealtimeTuning;
  /** The TLS agent for Web Push endpoints; tests give one that trusts their local push endpoint. */
  pushAgent?: Agent;
  /** Where Web Push may send; tests add their local endpoint. Production: the known push services, public addresses. */
  pushEndpointPolicy?: PushEndpointPolicy;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the expiring-soon notices now (each process also runs one every LISTING_SWEEP_MS). */
    sweepExpiringListings(): Promise<number>;
    /** Writes a backup of the embedded database, photos and keys into `target` (see backup/backup.ts). */
    backupTo(target: string): Promise<BackupManifest>;
  }
}

/** Builds the whole app without listening: server.ts listens, tests call `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Cached list pages are answered before the framework (ADR 0016); the answer is set once the cache exists.
  const front = createFrontDoor();
  const app = Fastify({
    serverFactory: front.serverFactory,
    // Every `{ err }` in every log line goes through serializeFailure: no SQL or parameters ever reach the log.
    logger:
      typeof deps.logger === 'object'
        ? { ...deps.logger, serializers: { err: serializeFailure } }
        : (deps.logger ?? false),
    // A hop count trusts that many proxies nearest to us (what proxy-addr does with a number; Fastify's types
    // only name the function form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    // Ids are UUIDs and paths are short; anything longer is a probe.
    routerOptions: { maxParamLength: 200 },
    logController: new OneLineLogController(),
    frameworkErrors: (error, request, reply) => {
      // sendError sends the answer; the reply it returns is thenable only for a caller that awaits the send.
      void sendError(request, reply, error);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerPlatformPlugins(app, { config, redis: deps.redis });

  const sessions = createSessionStore(database.db, config.sessionTtlDays);
  await app.register(authPlugin, { sessions, secureCookie: config.cookieSecure });
  const sessionPurge = startSessionPurge({
    purge: () => sessions.purgeExpired(),
    onError: (error) =>
      app.log.warn({ failure: loggableError(error) }, 'expired sessions could not be purged'),
  });
  app.addHook('preClose', () => sessionPurge.stop());
  await app.register(privateAnswersPlugin);
  if (config.apiDocs) await app.register(docsPlugin);
  const limits: AbuseLimits = createAbuseLimits(config.abuseLimits, deps.redis);

  // Deletions can be held while a backup copies the photos (backup/backup.ts).
  const imageStore = withRemovalHold(deps.imageStore ?? createImageStore(config.uploads));
  app.decorate('backupTo', (target: string) => {
    const { dump } = database;
    if (!dump) throw new BackupError('On PostgreSQL, back up with pg_dump (README: Backups)');
    return writeBackup(
      {
        dump,
        dataDir: config.dataDir,
        uploadsDir: config.uploads.kind === 'local' ? config.uploads.dir : null,
        holdRemovals: imageStore.holdRemovals,
      },
      target,
    );
  });
  const images = createImageService(imageStore);
  await app.register(uploadsPlugin, { store: imageStore });

  const aadhaar = createAadhaarVault(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'));
  // Earlier versions stored whole Aadhaar numbers; only the hash and last four digits are kept now.
  const reducedAadhaar = await reduceStoredAadhaarNumbers(database.db, aadhaar);
  if (reducedAadhaar > 0)
    app.log.info({ accounts: reducedAadhaar }, 'stored Aadhaar numbers reduced to hash and last 4');
  const productsRepository = createProductsRepository(database.db);
  const locator = createLocator({
    resolvePincode: (pincode) => resolvePincode(database.db, pincode),
    resolveAddress: (address) => resolveAddress(database.db, address),
  });
  const usersService = createUsersService({
    users: createUsersRepository(database.db),
    sessions,
    images,
    aadhaar,
    locate: locator.locate,
    limits,
    supportEmail: config.supportEmail,
    blockPartners: (userId) => safetyService.blockPartners(userId),
  });
  const avatarUrl = (key: string | null) => (key ? images.urlsFor(key).detail : null);
  const urlsFor = images.urlsFor;
  // Blocks (block and report): who a signed-in caller must not see, and presence lists that change with a block.
  const safetyService = createSafetyService({
    safety: createSafetyRepository(database.db),
    onBlocksChanged: (userIds) => app.realtime.contactsChanged(userIds),
  });
  // Notifications: stored, then emitted to the recipient's tabs and pushed to their browsers.
  const pushService = createPushService({
    push: createPushRepository(database.db),
    keys: await loadVapidKeys(config.vapid, database, config.dataDir),
    subject: config.vapidSubject,
    onError: (error, what) => app.log.warn({ failure: error }, what),
    limits,
    ...(deps.pushEndpointPolicy ? { endpointPolicy: deps.pushEndpointPolicy } : {}),
    ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
  });
  const notificationsService = createNotificationsService({
    notifications: createNotificationsRepository(database.db),
    deliver: (userId, notification) => app.realtime.deliverNotification(userId, notification),
    push: pushService.send,
  });
  const savedSearchesRepository = createSavedSearchesRepository(database.db);
  const savedSearchesService = createSavedSearchesService({
    savedSearches: savedSearchesRepository,
    locator,
    storedLocationOf: productsRepository.storedLocationOf,
  });
  // Buyer requests: matched both ways in the background, a new listing through the listing alerts.
  const requestsRepository = createRequestsRepository(database.db);
  const requestMatcher = createRequestMatcher({
    requests: requestsRepository,
    notify: notificationsService.notify,
    onError: (error, what) => app.log.warn({ failure: error }, what),
  });
  const listingAlerts = createListingAlerts<ProductWithSeller>({
    matchRequests: requestMatcher.tellBuyers,
    matchProduct: createSavedSearchMatcher({
      savedSearches: savedSearchesRepository,
      notify: notificationsService.notify,
    }).matchProduct,
    notifyWishlisters: notificationsService.notifyWishlisters,
    onError: (error, what) => app.log.warn({ failure: error }, what),
  });
  // Before the realtime plugin's own preClose: alerts still running finish while sockets and the database are up.
  app.addHook('preClose', async () => {
    await listingAlerts.idle();
    await requestMatcher.idle();
    await pushService.idle();
    pushService.close();
  });
  const expiringSoon = startExpiringSoonNotices({
    db: database.db,
    notify: notificationsService.notify,
    onError: (error, what) => app.log.warn({ failure: loggableError(error) }, what),
    intervalMs: config.listingSweepMs,
  });
  app.decorate('sweepExpiringListings', () => expiringSoon.sweep());
  app.addHook('preClose', () => expiringSoon.stop());
  // The cached first pages of product/new are dropped by every write that changes the lists: a listing's own
  // (products' events), a moderator's, a closed account's.
  const newestPages = createNewestPageCache();
  const productsService = createProductsService({
    events: { ...listingAlerts, changed: () => newestPages.clear() },
    blockPartners: safetyService.blockPartners,
    products: productsRepository,
    search: createProductSearch(database.db, { indexWalks: database.indexWalks }),
    images,
    locator,
    onBackgroundError: (error, what) => app.log.warn(failureLogFields(error), what),
    beforeUpdate: (sellerId) => limits.consume('productUpdatesPerDay', sellerId),
  });
  const wishlistService = createWishlistService({
    wishlist: createWishlistRepository(database.db),
    getProduct: (id) => productsService.getVisible(id, null),
  });
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  front.use(
    createCachedListAnswer({
      pages: newestPages,
      headers: API_SECURITY_HEADERS,
      clientIp: clientAddress(config.trustProxy),
      countRead: (ip) => limits.consume('anonymousReadsPerIp', ip),
      closing: () => closing,
      logLine: (line) => app.log.info(line, 'request'),
    }),
  );
  const moderationService = createModerationService({
    moderation: createModerationRepository(database.db),
    events: {
      userSuspended: (userId) => app.realtime.disconnectUser(userId),
      listingsChanged: () => newestPages.clear(),
    },
    requestsByIds: async (ids) => (await requestsRepository.findByIds(ids)).map((row) => toBuyRequest(row)),
  });

  // Chat stores first, then emits through the realtime plugin (registered just below, before any request).
  const chatRepository = createChatRepository(database.db);
  const chatService = createChatService({
    chat: chatRepository,
    productImageUrl: (key) => urlsFor(key).card,
    beforeConversationStart: (actorId) => limits.consume('conversationsPerDay', actorId),
    events: {
      messageStored: (message, { exceptSocketId }) => app.realtime.deliverMessage(message, exceptSocketId),
      contactsChanged: (userIds) => app.realtime.contactsChanged(userIds),
    },
  });
  const requestsService = createRequestsService({
    requests: requestsRepository,
    locator,
    storedLocationOf: productsRepository.storedLocationOf,
    // The offer goes through chat's own send path: stored, then emitted over the socket like any message.
    sendOfferMessage: async (sellerId, buyerId, input, offer) =>
      (await chatService.send({ id: sellerId, role: 'seller' }, buyerId, input, { offer })).message,
    notify: notificationsService.notify,
    requestCreated: requestMatcher.requestCreated,
    onError: (error, what) => app.log.warn({ failure: error }, what),
  });
  // Your own data: the download composes each module's own presentation; closing touches every table at once.
  const accountService = createAccountService({
    account: createAccountRepository(database.db),
    sections: {
      profile: async (id) => toOwnUser(await usersService.getById(id), avatarUrl),
      listings: async (id) => (await productsService.listOwn(id)).map((row) => toProduct(row, urlsFor)),
      wishlist: async (id) =>
        (await wishlistService.list(id)).map((entry) => toWishlistEntry(entry, urlsFor)),
      requests: async (id) => {
        const { rows, offers } = await requestsService.mine(id);
        return rows.map((row) => toBuyRequest(row, offers));
      },
      savedSearches: async (id) => (await savedSearchesService.list(id)).map(toSavedSearch),
      notifications: (id) => notificationsService.all(id),
      blocked: async (id) => (await safetyService.blocked(id)).map((row) => toBlockedUser(row, avatarUrl)),
    },
    confirmPassword: usersService.confirmPassword,
    removeListings: productsService.removeAllOf,
    releaseAvatar: usersService.releaseAvatar,
    closed: (userId, partnerIds) => {
      app.realtime.disconnectUser(userId);
      app.realtime.contactsChanged(partnerIds);
      newestPages.clear();
    },
  });
  await app.register(realtimePlugin, {
    sessions,
    partnersOf: chatService.partnersOf,
    redis: deps.redis,
    trustProxy: config.trustProxy,
    publicOrigins: config.publicOrigins,
    maxSocketsPerUser: config.maxSocketsPerUser,
    tuning: deps.realtime,
  });

  // Mandi prices: the nearest markets' prices of a crop, from the imported or synced Agmarknet days.
  const pricesService = createPricesService({
    prices: createPricesRepository(database.db),
    centreOfPincode: locator.centreOfPincode,
    storedLocationOf: productsRepository.storedLocationOf,
  });
  // With a data.gov.in key each process checks for the day's prices; a claim row lets one of them fetch the day.
  const { mandiSync } = config;
  if (mandiSync.apiKey) {
    const priceSync = startPriceSync({
      db: database.db,
      apiKey: mandiSync.apiKey,
      ...(mandiSync.apiUrl ? { apiUrl: mandiSync.apiUrl } : {}),
      checkEveryMs: mandiSync.checkEveryMs,
      syncHour: mandiSync.syncHour,
      onDone: ({ day, pages, summary }) => app.log.info({ day, pages, summary }, 'mandi prices synced'),
      onError: (error) => app.log.warn({ failure: loggableError(error) }, 'mandi price sync failed'),
    });
    app.addHook('preClose', () => priceSync.stop());
  }

  await app.register(healthRoutes, { database });
  await app.register(sitemapRoutes, {
    sitemap: createSitemapRepository(database.db),
    publicOrigins: config.publicOrigins,
    urlsPerFile: config.sitemapUrlsPerFile,
    refreshMs: config.sitemapRefreshMs,
    limits,
  });
  await app.register(
    async (api) => {
      await api.register(metaRoutes, { config });
      await api.register(usersRoutes, {
        config,
        service: usersService,
        avatarUrl,
        limits,
        listSellerProducts: async (sellerId) =>
          (await productsService.listBySeller(sellerId)).map((row) => toProduct(row, urlsFor)),
      });
      await api.register(productsRoutes, {
        service: productsService,
        urlsFor,
        limits,
        newestPages,
        suggest: createProductSuggest(database.db),
      });
      await api.register(wishlistRoutes, { service: wishlistService, urlsFor });
      await api.register(chatRoutes, { service: chatService, avatarUrl, limits });
      await api.register(safetyRoutes, { service: safetyService, avatarUrl, limits });
      await api.register(moderationRoutes, { service: moderationService, urlsFor });
      await api.register(notificationsRoutes, { service: notificationsService });
      await api.register(savedSearchesRoutes, { service: savedSearchesService });
      await api.register(requestsRoutes, { service: requestsService, limits });
      await api.register(pricesRoutes, { service: pricesService, limits });
      await api.register(pushRoutes, { service: pushService });
      await api.register(accountRoutes, {
        service: accountService,
        cookieSecure: config.cookieSecure,
        exportsPerHour: config.rateLimits.exportsPerHour,
      });
    },
    { prefix: API_PREFIX },
  );

  await app.register(staticWebPlugin, { dir: config.webDist });
  // Link previews: a listing's and a farmer's page carry their own title, Open Graph tags and JSON-LD.
  const visibleOrNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (isAppError(error) && error.code === 'not_found') return null;
      throw error;
    }
  };
  await app.register(pagesRoutes, {
    publicOrigins: config.publicOrigins,
    productFor: (id) =>
      visibleOrNull(async () => toProduct(await productsService.getVisible(id, null), urlsFor)),
    sellerFor: (id) =>
      visibleOrNull(async () => {
        const seller = await usersService.getSeller(id);
        const rows = await productsService.listBySeller(seller.id);
        return {
          seller: toPublicUser(seller, avatarUrl, false),
          products: rows.map((row) => toProduct(row, urlsFor)),
        };
      }),
    // As product/new presents it to an anonymous caller: no point, no blocks.
    latestFor: async () =>
      toProductPage(await productsService.list(1, { callerId: null, excludeSellers: [] }), urlsFor),
  });
  app.setNotFoundHandler((request, reply) => {
    if (!app.sendSpaIndex(request, reply)) sendNotFound(request, reply);
  });
  return app;
}
