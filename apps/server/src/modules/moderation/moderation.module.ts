import type { AppContext, ModuleRoutes } from '../../app-context';
import { createModerationRepository } from './moderation.repository';
import { moderationRoutes } from './moderation.routes';
import { createModerationService, type ModerationServiceDeps } from './moderation.service';

/** The moderators' report queue, hiding and reinstating, suspensions and the audit. */
export function wireModeration(
  ctx: AppContext,
  deps: Pick<ModerationServiceDeps, 'requestsByIds'> & {
    listingsChanged: () => void;
    /** A review about this person was hidden (their trust changed). */
    reviewHidden?: (subjectId: string) => void;
    /** A suspension also ends what the account held (helpers: its links to farmers). */
    accountSuspended?: (userId: string) => Promise<void>;
  },
) {
  const service = createModerationService({
    moderation: createModerationRepository(ctx.db),
    events: {
      userSuspended: (userId) => ctx.app.realtime.disconnectUser(userId),
      listingsChanged: deps.listingsChanged,
      ...(deps.reviewHidden ? { reviewHidden: deps.reviewHidden } : {}),
      ...(deps.accountSuspended ? { accountSuspended: deps.accountSuspended } : {}),
    },
    ...(deps.requestsByIds ? { requestsByIds: deps.requestsByIds } : {}),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(moderationRoutes, { service, urlsFor: ctx.urlsFor });
  };
  return { service, routes };
}
