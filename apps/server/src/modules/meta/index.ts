export { metaRoutes } from './meta.routes';
export { wireMeta } from './meta.module';
