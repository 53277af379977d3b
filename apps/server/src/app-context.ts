import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Agent } from 'node:https';
import type { SessionStore } from './auth';
import type { AppConfig } from './config/config';
import type { Database, DatabaseHandle } from './db';
import type { AbuseLimits } from './limits';
import type { ChangeSignal } from './lib/change-signal';

/** Where a changed listing is (or was): null coordinates for a listing whose address was not placed. */
export interface ListingPlace {
  lat: number | null;
  lon: number | null;
}
import type { LoggableError } from './lib/loggable-error';
import type { AppMetrics } from './metrics';
import type { KeptRoute } from './plugins/front-door';
import type { Locator } from './modules/products';
import type { PushEndpointPolicy } from './modules/push';
import type { RealtimeTuning } from './realtime';
import type { ImageService, ImageStore } from './storage';

/** What the caller of buildApp supplies: server.ts in production, the tests and the bench otherwise. */
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
  /** The clock alerts are timed by (quiet hours, delays); tests set one. */
  clock?: () => Date;
  /** The process's metrics (server.ts serves them); made for the app when absent. */
  metrics?: AppMetrics;
}

/**
 * What every module's wiring is given: the app's shared services, built once before any module. A module builds its
 * own repository and service from these and from what other modules hand it through app.ts.
 */
export interface AppContext {
  app: FastifyInstance;
  deps: AppDeps;
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  sessions: SessionStore;
  limits: AbuseLimits;
  images: ImageService;
  /** The photo store itself, for files kept there privately (chat photos and voice notes). */
  fileStore: ImageStore;
  /** Resolves a form's PIN code or address to a stored place, and a PIN code to its centre. */
  locator: Locator;
  /** The card and detail URLs of a stored photo. */
  urlsFor: ImageService['urlsFor'];
  /** A person's photo as the API shows it, or null. */
  avatarUrl: (key: string | null) => string | null;
  /** Sends a route's kept answers to anonymous callers before the framework runs (ADR 0016). */
  answerKept(route: KeptRoute): void;
  log: FastifyBaseLogger;
  /**
   * "A listing changed in a way the lists may show": the products module tells it, every cache of lists and
   * searches listens, here and (with Redis) in every other process.
   */
  listingsChanged: ChangeSignal<readonly ListingPlace[]>;
  /** What Prometheus reads: modules report their queues, sends and timings here. */
  metrics: AppMetrics;
  /** Logs a failure that no response carries (work after the answer), by its kind and codes only. */
  warn: (failure: LoggableError, what: string) => void;
}

/** A module's routes, registered under the API prefix by app.ts. */
export type ModuleRoutes = (api: FastifyInstance) => Promise<void>;
