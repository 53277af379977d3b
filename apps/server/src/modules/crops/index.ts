export { resolveListingCrops } from './crop-backfill';
export { correctionsOf, recordWords, wordsOf } from './listing-words';
