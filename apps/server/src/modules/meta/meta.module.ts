import type { AppContext, ModuleRoutes } from '../../app-context';
import { metaRoutes } from './meta.routes';

/** What a client needs to know of this server (GET meta). */
export function wireMeta(ctx: AppContext) {
  const routes: ModuleRoutes = async (api) => {
    await api.register(metaRoutes, { config: ctx.config });
  };
  return { routes };
}
