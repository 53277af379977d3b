import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppDeps, ListingPlace } from './app-context';
import { authPlugin, createSessionStore, startSessionPurge } from './auth';
import { BackupError, writeBackup, type BackupManifest } from './backup';
import { createAbuseLimits, type AbuseLimits } from './limits';
import { loggableError, serializeFailure } from './lib/loggable-error';
import { createAppMetrics, type AppMetrics } from './metrics';
import { createChangeSignal } from './lib/change-signal';
import { createLocator } from './modules/products';
import { resolveAddress, resolvePincode } from './modules/places';
import { docsPlugin } from './plugins/docs';
import { sendError } from './plugins/error-handler';
import { clientAddress, keptAnswer, type FrontDoor, type KeptAnswerDeps } from './plugins/front-door';
import { registerPlatformPlugins } from './plugins/platform';
import { enforceRouteAccess } from './plugins/route-access';
import { privateAnswersPlugin } from './plugins/private-answers';
import { OneLineLogController } from './plugins/request-log';
import { API_SECURITY_HEADERS } from './plugins/security';
import { realtimePlugin, type RealtimeOptions } from './realtime';
import {
  createImageService,
  createImageStore,
  uploadsPlugin,
  withRemovalHold,
  type ImageService,
} from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a backup of the embedded database, photos and keys into `target` (see backup/backup.ts). */
    backupTo(target: string): Promise<BackupManifest>;
    /** What a stored photo's files tell (see ImageService.describeStored), for background work outside a request. */
    describeStoredImage: ImageService['describeStored'];
    /** Tells every cache of lists, here and in the other processes, that listings may have changed anywhere. */
    listingsChanged(): void;
  }
}

/** The Fastify instance with the app's logging, proxy trust, limits and zod compilers; no route yet. */
export function createFastify(deps: AppDeps, front: FrontDoor, metrics: AppMetrics): FastifyInstance {
  const { config } = deps;
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
    logController: new OneLineLogController(metrics.httpAnswered),
    frameworkErrors: (error, request, reply) => {
      // sendError sends the answer; the reply it returns is thenable only for a caller that awaits the send.
      void sendError(request, reply, error);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * Registers what every request goes through (platform plugins, sessions, private answers, docs, uploads) and builds
 * the services every module shares.
 */
export async function createAppContext(
  app: FastifyInstance,
  deps: AppDeps,
  front: FrontDoor,
  metrics: AppMetrics,
): Promise<AppContext> {
  const { config, database } = deps;
  if (metrics.enabled) database.observe(metrics.statements);
  metrics.watchDatabase(() => database.ping());
  metrics.watchDataDir(config.dataDir);
  await registerPlatformPlugins(app, { config, redis: deps.redis, refused: metrics.refused });

  const sessions = createSessionStore(database.db, config.sessionTtlDays);
  await app.register(authPlugin, { sessions, secureCookie: config.cookieSecure });
  enforceRouteAccess(app);
  const sessionPurge = startSessionPurge({
    purge: () => sessions.purgeExpired(),
    onError: (error) =>
      app.log.warn({ failure: loggableError(error) }, 'expired sessions could not be purged'),
  });
  app.addHook('preClose', () => sessionPurge.stop());
  await app.register(privateAnswersPlugin);
  if (config.apiDocs) {
    await app.register(docsPlugin, {
      origins: config.publicOrigins ?? [],
      supportEmail: config.supportEmail,
    });
  }

  // Deletions can be held while a backup copies the photos (backup/backup.ts).
  const imageStore = withRemovalHold(deps.imageStore ?? createImageStore(config.uploads));
  app.decorate('backupTo', (target: string) => {
    const { dump } = database;
    if (!dump) throw new BackupError('On PostgreSQL, back up with pg_dump (docs/operations.md, Backups)');
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
  const images = createImageService(imageStore, metrics.imageProcessed);
  const listingsChanged = createChangeSignal<readonly ListingPlace[]>({
    redis: deps.redis,
    channel: `${deps.realtime?.keyPrefix ?? 'ks'}:listings-changed`,
    onError: (error) =>
      app.log.warn({ failure: loggableError(error) }, 'listing changes could not be shared'),
  });
  app.addHook('onClose', () => listingsChanged.close());
  app.decorate('describeStoredImage', images.describeStored);
  app.decorate('listingsChanged', () => listingsChanged.changed());
  await app.register(uploadsPlugin, { store: imageStore });
  const limits = createAbuseLimits(config.abuseLimits, deps.redis, {
    // A cap near its end (the SMS bill): told once a window, so an operator can act before sends stop.
    onNearLimit: (limit, rule, used) =>
      app.log.warn(
        { limit, used, max: rule.points, windowSeconds: rule.windowSeconds },
        `${limit} is at ${used} of ${rule.points}`,
      ),
    onRefused: metrics.refused,
  });
  const kept = keptAnswerDeps(app, config.trustProxy, limits, metrics);

  return {
    app,
    deps,
    config,
    database,
    db: database.db,
    sessions,
    limits,
    images,
    fileStore: imageStore,
    locator: createLocator({
      resolvePincode: (pincode) => resolvePincode(database.db, pincode),
      resolveAddress: (address) => resolveAddress(database.db, address),
    }),
    urlsFor: images.urlsFor,
    avatarUrl: (key) => (key ? images.urlsFor(key).detail : null),
    answerKept: (route) => front.use(keptAnswer(kept, route)),
    log: app.log,
    metrics,
    listingsChanged,
    warn: (failure, what) => app.log.warn({ failure }, what),
  };
}

/** What the answers sent before the framework share: the security headers, the read limit, the log and metrics. */
function keptAnswerDeps(
  app: FastifyInstance,
  trustProxy: AppDeps['config']['trustProxy'],
  limits: AbuseLimits,
  metrics: AppMetrics,
): KeptAnswerDeps {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  return {
    headers: API_SECURITY_HEADERS,
    clientIp: clientAddress(trustProxy),
    countRead: (ip) => limits.consume('anonymousReadsPerIp', ip),
    closing: () => closing,
    answered: (route, ms) => {
      // At debug level only (ADR 0044): the metrics count each one, and nginx's access log names it.
      app.log.debug({ method: 'GET', path: route.path, status: 200, ms, cache: 'hit' }, 'request');
      metrics.httpAnswered('GET', route.path, 200, ms);
      metrics.answeredFrom(route.cache, 'hit');
    },
  };
}

/** The app's metrics: the given ones (server.ts, which serves them), or a registry of the app's own. */
export function metricsFor(deps: AppDeps): AppMetrics {
  return (
    deps.metrics ?? createAppMetrics({ enabled: deps.config.metrics.enabled, database: deps.database.kind })
  );
}

/** socket.io on the same server: sessions from the cookie, presence told to the people one chats with. */
export async function registerRealtime(
  ctx: AppContext,
  partnersOf: RealtimeOptions['partnersOf'],
): Promise<void> {
  const { config, deps } = ctx;
  await ctx.app.register(realtimePlugin, {
    sessions: ctx.sessions,
    partnersOf,
    redis: deps.redis,
    trustProxy: config.trustProxy,
    publicOrigins: config.publicOrigins,
    maxSocketsPerUser: config.maxSocketsPerUser,
    tuning: deps.realtime,
    metrics: ctx.metrics,
  });
}
