/**
 * The server's surface for tools outside the app (the bench and the soak): what they may build on, so the server's
 * folders can change without them reaching into its internals. Imported as `@kisansetu/server/tools`.
 */
export { buildApp } from './app';
export { createSessionStore } from './auth';
export { loadConfig } from './config/config';
export { openPglite, openPostgres, type Database } from './db';
export { PGLITE_EXTENSIONS } from './db/pglite-extensions';
export { resolveListingCrops } from './modules/crops';
export { ensureGazetteer, placeAgainByNamesInUse, resolveAddress } from './modules/places';
export {
  createProductsRepository,
  createProductsService,
  fillListingPhotoPreviews,
} from './modules/products';
export { createProductSearch, createSearchService } from './modules/search';
export { processImage, type ImageService } from './storage';
