export { resolveListingCrops } from './repository/crop-backfill';
export {
  WORD_LOOKUP_TTL_MS,
  createWordLookup,
  recordWords,
  wordsOf,
  type WordLookup,
} from './repository/listing-words';
