export { createModerationRepository } from './moderation.repository';
export type { ModerationRepository } from './moderation.repository';
export { moderationRoutes } from './moderation.routes';
export type { ModerationRoutesOptions } from './moderation.routes';
export { createModerationService } from './moderation.service';
export type { ModerationEvents, ModerationService } from './moderation.service';
export { wireModeration } from './moderation.module';
