import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SitemapRepository } from './sitemap.repository';

/** The most URLs one sitemap file may hold (sitemaps.org); past it, /sitemap.xml becomes an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapRoutesOptions {
  sitemap: SitemapRepository;
  /** The site's own origins (PUBLIC_ORIGINS); the first is the one search engines are given. */
  publicOrigins: string[] | undefined;
  /** URLs a file (default and most 50,000; smaller in tests). */
  urlsPerFile?: number;
}

/** Pages anyone may open that are worth finding, besides the listings. */
const PUBLIC_PAGES = ['/', '/product', '/search'];
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

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * `/robots.txt` and `/sitemap.xml` (contract "Pages for people and for link previews"): the public pages and every
 * active listing's page, so a farmer's lot can be found from a search engine. Past `urlsPerFile` URLs, /sitemap.xml
 * is an index of `/sitemaps/listings-N.xml` files. Cached for an hour: a listing a little late in a sitemap is fine.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions): Promise<void> {
  // At least room for the public pages and one listing in the first file.
  const perFile = Math.max(
    Math.min(options.urlsPerFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS),
    PUBLIC_PAGES.length + 1,
  );
  const originOf = (request: FastifyRequest) =>
    options.publicOrigins?.[0] ?? `${request.protocol}://${request.host}`;
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type(type).send(body);

  const urlset = (entries: { loc: string; lastmod?: string }[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n')}\n</urlset>\n`;

  /** File `n` (1-based): the public pages first in file 1, then the listings, `perFile` URLs a file in all. */
  async function listingsFile(origin: string, n: number): Promise<string> {
    const pages = n === 1 ? PUBLIC_PAGES.map((page) => ({ loc: `${origin}${page}` })) : [];
    const offset = n === 1 ? 0 : (n - 1) * perFile - PUBLIC_PAGES.length;
    const listings = await options.sitemap.listings(offset, perFile - pages.length);
    return urlset([
      ...pages,
      ...listings.map((listing) => ({
        loc: `${origin}/description/${listing.id}`,
        lastmod: listing.updatedAt.toISOString(),
      })),
    ]);
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`)];
    return send(
      reply,
      'text/plain; charset=utf-8',
      `${lines.join('\n')}\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
    );
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const urls = PUBLIC_PAGES.length + (await options.sitemap.countListings());
    if (urls <= perFile) return send(reply, 'application/xml; charset=utf-8', await listingsFile(origin, 1));
    const files = Math.ceil(urls / perFile);
    const index = Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemaps/listings-${i + 1}.xml`)}</loc></sitemap>`,
    ).join('\n');
    return send(
      reply,
      'application/xml; charset=utf-8',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
    );
  });

  app.get(
    '/sitemaps/listings-:n.xml',
    { schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const { n } = request.params as { n: number };
      const urls = PUBLIC_PAGES.length + (await options.sitemap.countListings());
      if ((n - 1) * perFile >= urls) return reply.callNotFound();
      return send(reply, 'application/xml; charset=utf-8', await listingsFile(originOf(request), n));
    },
  );
}
