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
export { createProductSearch, FUZZY_THRESHOLD } from './products.search';
export type { ProductSearch } from './products.search';
export { createProductsService } from './products.service';
export type { ProductsService, ProductsServiceDeps } from './products.service';
