import { withEnglishTexts } from '@/lib/i18n';

/** Static pages: about, terms, privacy, economy, geolocation, communication. */
const load = withEnglishTexts(() => import('./pages/static-pages'));

export const loadAboutPage = () => load().then((m) => ({ Component: m.AboutPage }));
export const loadTermsPage = () => load().then((m) => ({ Component: m.TermsPage }));
export const loadPrivacyPage = () => load().then((m) => ({ Component: m.PrivacyPage }));
export const loadEconomyPage = () => load().then((m) => ({ Component: m.EconomyPage }));
export const loadGeolocationPage = () => load().then((m) => ({ Component: m.GeolocationPage }));
export const loadCommunicationPage = () => load().then((m) => ({ Component: m.CommunicationPage }));
