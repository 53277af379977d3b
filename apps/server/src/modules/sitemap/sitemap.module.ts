import type { AppContext } from '../../app-context';
import { createSitemapRepository } from './sitemap.repository';
import { sitemapRoutes } from './sitemap.routes';

/** /sitemap.xml and its files, at the site's root (not under the API prefix). */
export async function registerSitemap(ctx: AppContext): Promise<void> {
  const { config } = ctx;
  await ctx.app.register(sitemapRoutes, {
    sitemap: createSitemapRepository(ctx.db),
    publicOrigins: config.publicOrigins,
    urlsPerFile: config.sitemapUrlsPerFile,
    refreshMs: config.sitemapRefreshMs,
    limits: ctx.limits,
  });
}
