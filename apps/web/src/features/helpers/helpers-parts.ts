/*
 * The helpers' screens as one chunk: apart, the acting banner was small enough for the build to fold it into the
 * first route's code, which every visitor downloads though only a helper acting for a farmer sees it.
 */
export { ActingBanner } from './components/acting-banner';
export { HelpersPage } from './pages/helpers-page';
