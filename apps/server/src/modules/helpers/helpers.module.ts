import type { CropLang, HelpedAlertKind } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { createHelpersRepository } from './helpers.repository';
import { helpersRoutes } from './helpers.routes';
import { createHelpersService, type HelperAccounts, type HelpersServiceDeps } from './helpers.service';

/** What the helpers module needs from others. */
export interface HelpersModuleDeps {
  /** Accounts: finding and making farmers, making helpers (users). */
  accounts: HelperAccounts;
  /** Consent codes under phone sign-in's rules (users). */
  codes: HelpersServiceDeps['codes'];
  /** The farmer hears of what a helper did in their name (alerts). */
  alerts: {
    helped(farmerId: string, kind: HelpedAlertKind, facts: { helper: string; crop: string | null }): void;
    setLanguage(userId: string, lang: CropLang): Promise<void>;
  };
}

/**
 * Helpers (FPOs, village agents): their links to farmers, and the acting for a farmer that every declared
 * `forFarmer` route allows through the `On-Behalf-Of` header (lib/endpoint-route.ts reads `app.farmerActing`).
 */
export function wireHelpers(ctx: AppContext, deps: HelpersModuleDeps) {
  const { config } = ctx;
  const service = createHelpersService({
    helpers: createHelpersRepository(ctx.db),
    accounts: deps.accounts,
    codes: deps.codes,
    alerts: deps.alerts,
    origin: config.publicOrigins?.[0] ?? `http://localhost:${config.port}`,
  });
  ctx.app.decorate('farmerActing', { callerFor: service.callerFor, acted: service.acted });
  const routes: ModuleRoutes = async (api) => {
    await api.register(helpersRoutes, { service });
  };
  return { service, routes };
}
