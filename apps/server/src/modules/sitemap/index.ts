export { createSitemapRepository } from './sitemap.repository';
export type { SitemapListing, SitemapRepository } from './sitemap.repository';
export { SITEMAP_MAX_URLS, sitemapRoutes } from './sitemap.routes';
export type { SitemapRoutesOptions } from './sitemap.routes';
