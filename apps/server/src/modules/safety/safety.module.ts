import type { AppContext, ModuleRoutes } from '../../app-context';
import { toBlockedUser } from './safety.presenter';
import { createSafetyRepository } from './safety.repository';
import { safetyRoutes } from './safety.routes';
import { createSafetyService } from './safety.service';

/** Blocks and reports: who a signed-in caller must not see, and presence lists that change with a block. */
export function wireSafety(ctx: AppContext) {
  const service = createSafetyService({
    safety: createSafetyRepository(ctx.db),
    onBlocksChanged: (userIds) => ctx.app.realtime.contactsChanged(userIds),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(safetyRoutes, { service, avatarUrl: ctx.avatarUrl, limits: ctx.limits });
  };
  return {
    service,
    routes,
    exportSection: async (userId: string) =>
      (await service.blocked(userId)).map((row) => toBlockedUser(row, ctx.avatarUrl)),
  };
}
