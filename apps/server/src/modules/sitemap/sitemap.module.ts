import type { AppContext, ModuleRoutes } from '../../app-context';
import { createSitemapRepository } from './sitemap.repository';
import { sitemapRoutes } from './sitemap.routes';

/** /sitemap.xml and its files, at the site's root (not under the API prefix). */
export function wireSitemap(ctx: AppContext) {
  const { config } = ctx;
  const routes: ModuleRoutes = async (root) => {
    await root.register(sitemapRoutes, {
      sitemap: createSitemapRepository(ctx.db),
      publicOrigins: config.publicOrigins,
      urlsPerFile: config.sitemapUrlsPerFile,
      refreshMs: config.sitemapRefreshMs,
      limits: ctx.limits,
    });
  };
  return { routes };
}
