import type { AppContext, ModuleRoutes } from '../../app-context';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountServiceDeps } from './account.service';

/** Your own data: the download composes each module's own presentation; closing touches every table at once. */
export function wireAccount(
  ctx: AppContext,
  deps: Omit<AccountServiceDeps, 'account' | 'closed'> & { listsChanged: () => void },
) {
  const { listsChanged, ...rest } = deps;
  const service = createAccountService({
    account: createAccountRepository(ctx.db),
    ...rest,
    closed: (userId, partnerIds) => {
      ctx.app.realtime.disconnectUser(userId);
      ctx.app.realtime.contactsChanged(partnerIds);
      listsChanged();
    },
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(accountRoutes, {
      service,
      cookieSecure: ctx.config.cookieSecure,
      exportsPerHour: ctx.config.rateLimits.exportsPerHour,
    });
  };
  return { service, routes };
}
