export {
  defaultPushEndpointPolicy,
  isPublicAddress,
  PUSH_SERVICE_HOSTS,
  type PushEndpointPolicy,
} from './endpoint-policy';
export { createPushRepository } from './push.repository';
export { pushRoutes } from './push.routes';
export { createPushService, MAX_SUBSCRIPTIONS_PER_USER } from './push.service';
export type { PushService, PushServiceDeps } from './push.service';
export { loadVapidKeys } from './vapid-keys';
export type { VapidKeys } from './vapid-keys';
export { wirePush } from './push.module';
