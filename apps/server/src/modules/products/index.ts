export { toProduct, toProductPage } from './products.presenter';
export type { ImageUrlsFor } from './products.presenter';
export { createProductsRepository, productWithSellerColumns } from './products.repository';
export type { NewProductRow, ProductRow, ProductWithSeller, ProductsRepository } from './products.repository';
export { productsRoutes } from './products.routes';
export type { ProductsRoutesOptions } from './products.routes';
export { createLocator, locationOf, NO_LOCATION } from './products.location';
export type { LocationColumns, Locator, PlaceCentre, PlaceLookup } from './products.location';
export type { GeoPoint, NearQuery } from './products.near-me';
export { createProductSearch } from './products.search';
export { createProductSuggest } from './products.suggest';
export type { ProductSuggest } from './products.suggest';
export type { ProductSearch } from './products.search';
export { createProductsService } from './products.service';
export type {
  NearMeRequest,
  ProductEvents,
  ProductViewer,
  ProductsService,
  ProductsServiceDeps,
} from './products.service';
export { createNewestPageCache } from './newest-page-cache';
export { createCachedListAnswer } from './cached-list-answer';
export type { NewestPageCache } from './newest-page-cache';
export { claimExpiringListings, startExpiringSoonNotices } from './expiring-soon';
export type { ExpiringListing } from './expiring-soon';
export { listable } from './products.visibility';
