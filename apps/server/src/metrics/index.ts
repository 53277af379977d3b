export {
  createAppMetrics,
  type AppMetrics,
  type QueueName,
  type QueueState,
  type SendOutcome,
} from './app-metrics';
export { allowedRanges, mayReadMetrics, startMetricsServer } from './metrics-server';
