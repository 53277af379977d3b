export { healthRoutes } from './health.routes';
export { wireHealth } from './health.module';
