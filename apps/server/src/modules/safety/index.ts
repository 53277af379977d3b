export { createSafetyRepository } from './safety.repository';
export type { SafetyRepository } from './safety.repository';
export { safetyRoutes } from './safety.routes';
export type { SafetyRoutesOptions } from './safety.routes';
export { createSafetyService } from './safety.service';
export type { SafetyService } from './safety.service';
export { toBlockedUser } from './safety.presenter';
export { wireSafety } from './safety.module';
