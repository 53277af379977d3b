export { createProductsRepository } from './products.repository';
export type { ProductChanges, ProductsRepository } from './products.repository';
export { productWithSellerColumns } from './columns';
export type { NewProductRow, ProductRow, ProductWithSeller } from './columns';
export {
  distanceColumn,
  distancePage,
  pageColumns,
  type GeoPoint,
  type NearQuery,
  type ProductWithDistance,
} from './near-me';
export { isActive, listingVisibility, statusOf, type ListingNarrowing } from './visibility';
export { CLAIM_BATCH, claimExpiringListings, type ExpiringListing } from './expiring';
export { fillListingPhotoPreviews, PHOTO_PREVIEWS_VERSION } from './photo-preview-backfill';
