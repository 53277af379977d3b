export { metaRoutes } from './meta.routes';
