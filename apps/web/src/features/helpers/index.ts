import { withEnglishTexts } from '@/lib/i18n';
/**
 * Helpers (FPOs and village agents) who post and answer for farmers who agreed by a code: becoming one on the
 * profile, the helper's desk (`/helper`), the farmer's "My helpers" (`/helpers`) and the banner of acting mode.
 * Acting mode's state and its `On-Behalf-Of` header are lib/acting-for.ts and lib/on-behalf-of.ts, since the API
 * client adds the header.
 */
export { HelperSection } from './components/helper-section';

/** The helpers' screens: one chunk, fetched for the pages or, while a helper acts for a farmer, for the banner. */
const loadParts = withEnglishTexts(() => import('./helpers-parts'));

/** The helper's desk and the farmer's "My helpers", the page chosen by its address. */
export const loadHelpersPage = () => loadParts().then((m) => ({ Component: m.HelpersPage }));
/** The acting-mode banner. */
export const loadActingBanner = () => loadParts().then((m) => ({ default: m.ActingBanner }));
