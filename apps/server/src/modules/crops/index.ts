export { resolveListingCrops } from './crop-backfill';
