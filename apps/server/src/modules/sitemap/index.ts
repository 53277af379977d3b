export { createSitemapRepository } from './sitemap.repository';
export type { SitemapListing, SitemapRepository } from './sitemap.repository';
export { sitemapRoutes } from './sitemap.routes';
export type { SitemapRoutesOptions } from './sitemap.routes';
export { SITEMAP_MAX_URLS } from './sitemap.service';
export { wireSitemap } from './sitemap.module';
