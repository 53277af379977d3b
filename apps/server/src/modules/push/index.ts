export { createPushRepository } from './push.repository';
export { pushRoutes } from './push.routes';
export { createPushService } from './push.service';
export type { PushService, PushServiceDeps } from './push.service';
export { loadVapidKeys } from './vapid-keys';
export type { VapidKeys } from './vapid-keys';
