import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AbuseLimits } from '../../limits';
import type { SitemapRepository } from './sitemap.repository';
import { createSitemapService, SITEMAP_MAX_URLS } from './sitemap.service';

export interface SitemapRoutesOptions {
  sitemap: SitemapRepository;
  /** The site's own origins (PUBLIC_ORIGINS); the first is the one search engines are given. */
  publicOrigins: string[] | undefined;
  /** URLs a file (default and most 50,000; smaller in tests). */
  urlsPerFile?: number;
  /** How old the kept sitemap may grow before it is rebuilt in the background (SITEMAP_REFRESH_MS; default 1 h). */
  refreshMs?: number;
  /** The per-IP limit on the sitemap's answers: the anonymous reads' rule, counted apart from the list pages. */
  limits: Pick<AbuseLimits, 'consume'>;
  /** The clock (tests move it). */
  now?: () => number;
}

/** Pages that are someone's own, or forms: crawlers have nothing to find there. */
const PRIVATE_PAGES = [
  '/api/',
  '/login',
  '/profile',
  '/upload',
  '/wishlist',
  '/notifications',
  '/saved-searches',
  '/moderation',
  '/update',
];

/**
 * `/robots.txt` and `/sitemap.xml` (contract "Pages for people and for link previews"): the public pages and every
 * active listing's page, so a farmer's lot can be found from a search engine. Past `urlsPerFile` URLs, /sitemap.xml
 * is an index of `/sitemaps/listings-N.xml` files. Built in the background and kept (sitemap.service.ts), limited per
 * IP, and cached by clients for an hour: a listing a little late in a sitemap is fine.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions): Promise<void> {
  const service = createSitemapService({
    repository: options.sitemap,
    urlsPerFile: options.urlsPerFile ?? SITEMAP_MAX_URLS,
    refreshMs: options.refreshMs ?? 60 * 60 * 1000,
    onRebuildError: (error) =>
      app.log.warn({ err: error }, 'sitemap rebuild failed; the previous one is served'),
    ...(options.now ? { now: options.now } : {}),
  });
  app.addHook('onClose', () => service.stop());

  const originOf = (request: FastifyRequest) =>
    options.publicOrigins?.[0] ?? `${request.protocol}://${request.host}`;
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type(type).send(body);
  const perIpLimit = {
    onRequest: async (request: FastifyRequest) => {
      // Its own count: a crawler's sitemap reads do not use up the list pages' reads of people behind its address.
      await options.limits.consume('anonymousReadsPerIp', `sitemap:${request.ip}`);
    },
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`)];
    return send(
      reply,
      'text/plain; charset=utf-8',
      `${lines.join('\n')}\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
    );
  });

  app.get('/sitemap.xml', { schema: { hide: true }, ...perIpLimit }, async (request, reply) =>
    send(reply, 'application/xml; charset=utf-8', await service.index(originOf(request))),
  );

  app.get(
    '/sitemaps/listings-:n.xml',
    {
      schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }) },
      ...perIpLimit,
    },
    async (request, reply) => {
      const { n } = request.params as { n: number };
      const file = await service.file(n, originOf(request));
      if (file === null) return reply.callNotFound();
      return send(reply, 'application/xml; charset=utf-8', file);
    },
  );
}
