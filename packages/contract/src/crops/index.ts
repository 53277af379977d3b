/**
 * The crop vocabulary (`@kisansetu/contract/crops`): a subpath of its own, so that only code that needs the data
 * (the server, and a web page that lazy-loads it) carries its weight; the main contract stays small.
 */
import { createCropVocabulary } from './crop-lookup';
import { CROPS } from './crops-data';

export * from './crop-types';
export * from './crop-text';
export { createCropVocabulary, type CropQuery, type CropVocabulary } from './crop-lookup';
export { CROPS };

/** The one vocabulary every feature reads. */
export const CROP_VOCABULARY = createCropVocabulary(CROPS);
