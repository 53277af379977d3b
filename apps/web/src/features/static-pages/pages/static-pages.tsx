import { StaticPage } from '../components/static-page';

export function AboutPage() {
  return <StaticPage page="about" />;
}
export function TermsPage() {
  return <StaticPage page="terms" />;
}
export function PrivacyPage() {
  return <StaticPage page="privacy" />;
}
export function EconomyPage() {
  return <StaticPage page="economy" />;
}
export function GeolocationPage() {
  return <StaticPage page="geolocation" />;
}
export function CommunicationPage() {
  return <StaticPage page="communication" />;
}
