import type { PhotoPreview, Product, ProductPage } from '@kisansetu/contract';
import type { ImageService } from '../../storage';
import type { ProductWithSeller } from './repository';
import type { ProductPageResult } from './products.service';
import { locationOf } from './products.location';
import { statusOf } from './repository';

/** Turns stored image keys into the URLs the uploads plugin serves. */
export type ImageUrlsFor = ImageService['urlsFor'];

/**
 * Data saver's stand-in for a listing's photos, its sizes in the order of `images` (0 for a photo whose files could
 * not be read); null without photos, or while the first photo's preview is not known.
 */
function photoPreviewOf(row: ProductWithSeller): PhotoPreview | null {
  const facts = row.photoPreview;
  if (row.images.length === 0 || facts === null || facts.preview === null) return null;
  return {
    src: `data:image/webp;base64,${facts.preview}`,
    cardBytes: row.images.map((key) => facts.bytes[key]?.card ?? 0),
    photoBytes: row.images.map((key) => facts.bytes[key]?.detail ?? 0),
  };
}

/**
 * A listing as sent: `image` holds the detail URLs, `thumbnails` the card URLs of the same photos, in order.
 * `distanceKm` (whole km) only when the row was read with a point and has a location.
 */
export function toProduct(
  row: ProductWithSeller & { distanceM?: number | null },
  urlsFor: ImageUrlsFor,
): Product {
  const urls = row.images.map((key) => urlsFor(key));
  return {
    _id: row.id,
    productName: row.productName,
    price: row.price,
    unit: row.unit,
    quantity: row.quantity,
    description: row.description,
    address: row.address,
    availability: row.availability,
    image: urls.map((u) => u.detail),
    thumbnails: urls.map((u) => u.card),
    photoPreview: photoPreviewOf(row),
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    sellerPhoneVerified: row.sellerPhoneVerifiedAt !== null,
    avatarUrl: row.sellerAvatarKey ? urlsFor(row.sellerAvatarKey).detail : null,
    location: locationOf(row),
    ...(row.distanceM === undefined || row.distanceM === null
      ? {}
      : { distanceKm: Math.round(row.distanceM / 1000) }),
    // Only the listing's own seller and moderators ever receive a hidden listing.
    status: statusOf(row),
    variety: row.variety,
    grade: row.grade,
    organic: row.organic,
    harvestedOn: row.harvestedOn,
    minOrderQuantity: row.minOrderQuantity,
    category: row.category,
    expiresAt: row.expiresAt.toISOString(),
    offersUntil: row.offersUntil?.toISOString() ?? null,
    offerCount: row.offerCount,
    helpedBy: row.helpedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of listings as product/new and product/search send it; `totalCapped` only when the count stopped at its bound. */
export function toProductPage(page: ProductPageResult, urlsFor: ImageUrlsFor): ProductPage {
  return {
    products: page.rows.map((row) => toProduct(row, urlsFor)),
    origin: page.origin,
    totalCount: page.totalCount,
    totalPages: page.totalPages,
    page: page.page,
    ...(page.totalCapped ? { totalCapped: true } : {}),
  };
}
