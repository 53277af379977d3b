import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PREFIX, LIMITS, SERVER_MESSAGES } from '@kisansetu/contract';
import { authPlugin, createSessionStore } from './auth';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db';
import { AppError } from './errors';
import { createAbuseLimits, type AbuseLimits } from './limits';
import { loadOrCreateKey } from './lib/secret-key';
import { healthRoutes } from './modules/health';
import { chatRoutes, createChatRepository, createChatService } from './modules/chat';
import { metaRoutes } from './modules/meta';
import { createModerationRepository, createModerationService, moderationRoutes } from './modules/moderation';
import { resolveAddress, resolvePincode } from './modules/places';
import {
  createLocator,
  createNewestPageCache,
  createProductSearch,
  createProductSuggest,
  createProductsRepository,
  createProductsService,
  productsRoutes,
  toProduct,
} from './modules/products';
import { createSafetyRepository, createSafetyService, safetyRoutes } from './modules/safety';
import { createAadhaarCipher, createUsersRepository, createUsersService, usersRoutes } from './modules/users';
import { createWishlistRepository, createWishlistService, wishlistRoutes } from './modules/wishlist';
import { crossSitePlugin } from './plugins/cross-site';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin, sendError, sendNotFound } from './plugins/error-handler';
import { privateAnswersPlugin } from './plugins/private-answers';
import { OneLineLogController } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { realtimePlugin, type RealtimeTuning } from './realtime';
import { createImageService, createImageStore, uploadsPlugin, type ImageStore } from './storage';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Defaults to the store the config names. */
  imageStore?: ImageStore;
  /** Shared Redis for rate limits, the socket.io adapter and presence across processes; absent on a single process. */
  redis?: Redis;
  /** Presence timings and Redis key prefix (tests shorten them); production uses the defaults. */
  realtime?: RealtimeTuning;
  logger?: boolean | object;
}

/** Builds the whole app without listening: server.ts listens, tests call `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
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

  await app.register(errorHandlerPlugin);
  // Before anything reads a body or a session: a cross-site write is refused whatever it carries.
  await app.register(crossSitePlugin, { publicOrigins: config.publicOrigins, trustProxy: config.trustProxy });
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.imageBytesMax,
      files: LIMITS.productImagesMax + 1,
      fields: 30,
      fieldSize: 16 * 1024,
      parts: 40,
    },
  });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'ks-rate:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', SERVER_MESSAGES.rateLimited, {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });

  const sessions = createSessionStore(database.db, config.sessionTtlDays);
  await app.register(authPlugin, { sessions });
  await app.register(privateAnswersPlugin);
  if (config.apiDocs) await app.register(docsPlugin);
  const limits: AbuseLimits = createAbuseLimits(config.abuseLimits, deps.redis);

  const imageStore = deps.imageStore ?? createImageStore(config.uploads);
  const images = createImageService(imageStore);
  await app.register(uploadsPlugin, { store: imageStore });

  const aadhaar = createAadhaarCipher(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'));
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
  });
  const avatarUrl = (key: string | null) => (key ? images.urlsFor(key).detail : null);
  const urlsFor = images.urlsFor;
  // Blocks (block and report): who a signed-in caller must not see, and presence lists that change with a block.
  const safetyService = createSafetyService({
    safety: createSafetyRepository(database.db),
    onBlocksChanged: (userIds) => app.realtime.contactsChanged(userIds),
  });
  const productsService = createProductsService({
    blockPartners: safetyService.blockPartners,
    products: createProductsRepository(database.db),
    search: createProductSearch(database.db),
    images,
    locator,
    onBackgroundError: (error, what) => app.log.warn({ err: error }, what),
  });
  const wishlistService = createWishlistService({
    wishlist: createWishlistRepository(database.db),
    getProduct: (id) => productsService.getVisible(id, null),
  });
  // Moderation clears the product/new page cache when listings appear or disappear, so it is made here.
  const newestPages = createNewestPageCache();
  const moderationService = createModerationService({
    moderation: createModerationRepository(database.db),
    events: {
      userSuspended: (userId) => app.realtime.disconnectUser(userId),
      listingsChanged: () => newestPages.clear(),
    },
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
  await app.register(realtimePlugin, {
    sessions,
    partnersOf: chatService.partnersOf,
    redis: deps.redis,
    trustProxy: config.trustProxy,
    publicOrigins: config.publicOrigins,
    maxSocketsPerUser: config.maxSocketsPerUser,
    tuning: deps.realtime,
  });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(metaRoutes, { config });
      await api.register(usersRoutes, {
        config,
        service: usersService,
        avatarUrl,
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
    },
    { prefix: API_PREFIX },
  );

  await app.register(staticWebPlugin, { dir: config.webDist });
  app.setNotFoundHandler((request, reply) => {
    if (!app.sendSpaIndex(request, reply)) sendNotFound(request, reply);
  });
  return app;
}
