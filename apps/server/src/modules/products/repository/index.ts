export { createProductsRepository } from './products.repository';
export type { ProductChanges, ProductsRepository } from './products.repository';
export { productWithSellerColumns } from './columns';
export type { NewProductRow, ProductRow, ProductWithSeller } from './columns';
export {
  distancePage,
  pageColumns,
  radiusCondition,
  type GeoPoint,
  type NearQuery,
  type ProductWithDistance,
} from './near-me';
export { isActive, listable, statusOf } from './visibility';
export { CLAIM_BATCH, claimExpiringListings, type ExpiringListing } from './expiring';
export { filterCondition } from './filters';
export { fillListingPhotoPreviews, PHOTO_PREVIEWS_VERSION } from './photo-preview-backfill';
