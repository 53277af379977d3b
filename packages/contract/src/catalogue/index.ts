/*
 * Every language's catalogue (`packages/contract/catalogue/<lang>.json`: all a person reads in that language), for the
 * server (its pages, notifications and SMS, each in the reader's language) and the tests. Its own entry point
 * (`@kisansetu/contract/catalogue`): the web never imports it, its build serves the web its pieces of the same files
 * (apps/web/build/catalogue-plugin.ts).
 */
export { CATALOGUES, catalogueText, unitNames, type Catalogue } from './catalogues';
export { smsCodeText, smsConsentText } from './sms';
export {
  ALERT_TEMPLATES,
  alertTemplate,
  alertText,
  isGsmText,
  segmentLimit,
  SMS_SEGMENT,
  type AlertFacts,
  type AlertTemplate,
  type AlertTextKind,
} from './alerts';
export {
  NOTIFICATION_LOCALES,
  groupNumbers,
  renderNotification,
  notificationTemplate,
  type NotificationLocale,
} from './notifications';
