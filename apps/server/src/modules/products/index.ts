export { toProduct, toProductPage } from './products.presenter';
export type { ImageUrlsFor } from './products.presenter';
export {
  createProductsRepository,
  distanceColumn,
  distancePage,
  listingVisibility,
  pageColumns,
  productWithSellerColumns,
} from './repository';
export type {
  ListingNarrowing,
  NewProductRow,
  ProductRow,
  ProductWithDistance,
  ProductWithSeller,
  ProductsRepository,
  GeoPoint,
  NearQuery,
} from './repository';
export { productsRoutes } from './products.routes';
export type { ProductsRoutesOptions } from './products.routes';
export { createLocator, locationOf, NO_LOCATION } from './products.location';
export type { LocationColumns, Locator, PlaceCentre, PlaceLookup } from './products.location';
export { createProductsService } from './products.service';
export type {
  NearMeRequest,
  ProductEvents,
  ProductViewer,
  ProductsService,
  ProductsServiceDeps,
} from './products.service';
export { createNewestPageCache } from './newest-page-cache';
export type { NewestPageCache } from './newest-page-cache';
export { startExpiringSoonNotices } from './expiring-soon';
export { claimExpiringListings, fillListingPhotoPreviews, PHOTO_PREVIEWS_VERSION } from './repository';
export type { ExpiringListing } from './repository';
export type { ProductPageResult } from './products.service';
export { createNearOrigin } from './near-origin';
export { filtersOf, needsSearch } from './product-filters';
export { keepOutOfCaches, listingReads } from './listing-reads';
export { wireProducts } from './products.module';
export { listingPhotoFacts } from './photo-facts';
