import type { AppContext, ModuleRoutes } from '../../app-context';
import { healthRoutes } from './health.routes';

/** /healthz and /readyz, at the site's root, for load balancers and process managers. */
export function wireHealth(ctx: AppContext) {
  const routes: ModuleRoutes = async (root) => {
    await root.register(healthRoutes, { database: ctx.database });
  };
  return { routes };
}
