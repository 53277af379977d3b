export { resolveListingCrops } from './crop-backfill';
export { WORD_LOOKUP_TTL_MS, createWordLookup, recordWords, wordsOf, type WordLookup } from './listing-words';
