import { englishFirstRoute } from './english-first-route';
import { englishRest } from './english-rest';
import type { Translations } from './keys';

/** English complete, for the tests that compare every language with it; the app loads it in its two parts. */
export const en = { ...englishFirstRoute, ...englishRest } as Translations;
