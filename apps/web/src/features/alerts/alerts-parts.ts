/**
 * Everything of alerts that waits for its use, as one chunk: the stop link's page, the profile's settings and the
 * language sent on a switch. Apart, each was small enough for the build to fold into a chunk the home page loads.
 */
export { AlertsStopPage } from './pages/alerts-stop-page';
export { AlertSettings } from './components/alert-settings';
export { sendAlertsLanguage } from './alerts-language';
