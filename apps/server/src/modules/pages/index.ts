export { pagesRoutes } from './pages.routes';
export type { PagesRoutesOptions } from './pages.routes';
export { clip, productJsonLd, renderHead } from './page-head';
export type { PageHead } from './page-head';
export { wirePages } from './pages.module';
