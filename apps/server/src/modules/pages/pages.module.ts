import type { AppContext, ModuleRoutes } from '../../app-context';
import { pagesRoutes, type PagesRoutesOptions } from './pages.routes';

/** Link previews: a listing's and a farmer's page carry their own title, Open Graph tags and JSON-LD. */
export function wirePages(ctx: AppContext, deps: Omit<PagesRoutesOptions, 'publicOrigins'>) {
  const routes: ModuleRoutes = async (root) => {
    await root.register(pagesRoutes, { ...deps, publicOrigins: ctx.config.publicOrigins });
  };
  return { routes };
}
