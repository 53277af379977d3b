import { withEnglishTexts } from '@/lib/i18n';
/**
 * Alerts by SMS and WhatsApp: the profile's settings, the page of the stop link every alert carries, the chat's line
 * for someone who came from an alert, and the language the alerts are written in. The first route carries only the
 * stop page's loader and the language hook; the rest is one chunk (alerts-parts.ts) fetched when used.
 */
export const loadAlertsStopPage = withEnglishTexts(() =>
  import('./alerts-parts').then((m) => ({ Component: m.AlertsStopPage })),
);
export { AlertSettingsLoader as AlertSettings } from './components/alert-settings-loader';
export { AlertStopLine, alertCodeIn } from './components/alert-stop-line';
export { useAlertsFollowLanguage } from './use-alerts-language';
