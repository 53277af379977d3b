export {
  createAbuseLimits,
  rateLimited,
  LIMIT_NAMES,
  type AbuseLimits,
  type LimitName,
  type LimitRule,
  type LimitRules,
} from './abuse-limits';
export { clientKey, clientPrefix } from './client-key';
