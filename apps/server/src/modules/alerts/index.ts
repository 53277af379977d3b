export { wireAlerts } from './alerts.module';
export { startAlertOutbox, type AlertOutbox, type AlertOutcome } from './alert-outbox';
export { createAlertsRepository, type AlertsRepository } from './alerts.repository';
