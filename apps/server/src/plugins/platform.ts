import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { LIMITS } from '@kisansetu/contract';
import type { AppConfig } from '../config/config';
import { AppError } from '../errors';
import { clientKey } from '../limits';
import { closeDrainedConnectionsPlugin } from './close-drained-connections';
import { crossSitePlugin } from './cross-site';
import { errorHandlerPlugin } from './error-handler';
import { securityPlugin } from './security';

/**
 * What every call passes through before any feature sees it, in this order: the one error shape, draining on
 * shutdown, the cross-site refusal (before anything reads a body or a session: a cross-site write is refused
 * whatever it carries), security headers, cookies, multipart limits and the per-address rate limits.
 */
export async function registerPlatformPlugins(
  app: FastifyInstance,
  {
    config,
    redis,
    refused,
  }: {
    config: AppConfig;
    redis: Redis | undefined;
    /** Told of each refusal by a per-address limit, named after its route. */
    refused: (limit: string) => void;
  },
): Promise<void> {
  await app.register(errorHandlerPlugin);
  await app.register(closeDrainedConnectionsPlugin);
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
    ...(redis ? { redis, nameSpace: 'ks-rate:' } : {}),
    // Redis away (a restart): these per-address limits are skipped rather than failing every login and sign-up
    // with a 500; the per-account abuse limits fall back to each process's memory meanwhile (found by the soak).
    skipOnError: true,
    // One count per caller, whatever address of their IPv6 /64 they pick for each try.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (request, context) => {
      refused(`address ${request.routeOptions.url ?? 'unmatched'}`);
      return new AppError('rate_limited', 'server.rateLimited', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      });
    },
  });
}
