export { toProduct } from './products.presenter';
export type { ImageUrlsFor } from './products.presenter';
export {
  createProductsRepository,
  isForeignKeyViolation,
  productWithSellerColumns,
} from './products.repository';
export type { NewProductRow, ProductRow, ProductWithSeller, ProductsRepository } from './products.repository';
export { productsRoutes } from './products.routes';
export type { ProductsRoutesOptions } from './products.routes';
export { createLocator, NO_LOCATION } from './products.location';
export type { LocationColumns, Locator, PlaceCentre, PlaceLookup } from './products.location';
export type { GeoPoint, NearQuery } from './products.near-me';
export { createProductSearch, FUZZY_THRESHOLD } from './products.search';
export type { ProductSearch } from './products.search';
export { createProductsService } from './products.service';
export type { NearMeRequest, ProductViewer, ProductsService, ProductsServiceDeps } from './products.service';
export { createNewestPageCache } from './newest-page-cache';
export type { NewestPageCache } from './newest-page-cache';
