/* Outgoing SMS: one-time codes (phone sign-in) and alerts, through the provider the configuration names. */
export { createSmsSender } from './create-sms-sender';
export { SmsNotSent, SMS_TIMEOUT_MS, postJson } from './sms-sender';
export type { AlertSms, CodePurpose, CodeSms, SmsSender } from './sms-sender';
export { counted, withSendCounts, type SendCounter } from './counted-sends';
