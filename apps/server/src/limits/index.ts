export {
  createAbuseLimits,
  rateLimited,
  LIMIT_NAMES,
  type AbuseLimits,
  type LimitName,
  type LimitRules,
} from './abuse-limits';
export { clientKey } from './client-key';
