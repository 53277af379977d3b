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
  },
) {
  const service = createModerationService({
    moderation: createModerationRepository(ctx.db),
    events: {
      userSuspended: (userId) => ctx.app.realtime.disconnectUser(userId),
      listingsChanged: deps.listingsChanged,
      ...(deps.reviewHidden ? { reviewHidden: deps.reviewHidden } : {}),
    },
    ...(deps.requestsByIds ? { requestsByIds: deps.requestsByIds } : {}),
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(moderationRoutes, { service, urlsFor: ctx.urlsFor });
  };
  return { service, routes };
}
