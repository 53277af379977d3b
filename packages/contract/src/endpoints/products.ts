import { z } from 'zod';
import { LIMITS } from '../constants';
import { idParam } from '../fields';
import {
  myProductsResponseSchema,
  productCreateSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productPageSchema,
  productRenewSchema,
  productResponseSchema,
  productUpdateSchema,
} from '../product';
import { myListingStatsResponseSchema, productStatsSchema } from '../product-stats';
import { endpoint } from './define';

const LISTING_PHOTOS = {
  images: {
    max: LIMITS.productImagesMax,
    description: 'The listing photos: JPEG, PNG or WebP, ≤ 8 MB each',
  },
};

const FORM_FIELDS =
  'productName, price, unit, quantity, description, address, availability, pincode (optional)';

/** A listing form's text as the API document has always given it: its text fields, then its photos. */
const listingFormDoc = (extra: string) =>
  `multipart/form-data with the text fields ${FORM_FIELDS}${extra} and up to ${LIMITS.productImagesMax} \`images\` files (JPEG, PNG or WebP, ≤ 8 MB each).`;

const listingId = z.object({ id: idParam });

/** Listings: the newest, one, a farmer's, the owning farmer's create, update, sold, renew and delete, and figures. */
export const productsEndpoints = {
  listNewestProducts: endpoint({
    id: 'listNewestProducts',
    method: 'GET',
    path: '/product/new',
    access: 'public',
    tag: 'products',
    summary: 'Newest listings, 12 a page; near-me: distances from a point, a radius, nearest first',
    query: productListQuerySchema,
    data: productPageSchema,
    errors: [429],
  }),
  listSellerProducts: endpoint({
    id: 'listSellerProducts',
    method: 'GET',
    path: '/product/my/{userId}',
    access: 'public',
    tag: 'products',
    summary: "A seller's listings, newest first (the seller themself also sees those a moderator hid)",
    params: z.object({ userId: idParam }),
    data: myProductsResponseSchema,
    errors: [429],
  }),
  getProduct: endpoint({
    id: 'getProduct',
    method: 'GET',
    path: '/product/{id}',
    access: 'public',
    tag: 'products',
    summary: "One listing, with its farmer's trust signals (`sellerTrust`)",
    description:
      "A listing a moderator hid is a 404 for everyone but its seller (who sees `status: 'hidden'`) and " +
      "moderators; a suspended seller's listings are a 404. Without a session the page may be one kept for up to " +
      'a second (the listing’s own changes show at once); the trust signals may be up to a minute old.',
    params: listingId,
    data: productDetailResponseSchema,
    errors: [429],
  }),
  createProduct: endpoint({
    id: 'createProduct',
    method: 'POST',
    path: '/product/create',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: 'Post a listing',
    description: listingFormDoc(''),
    form: { fields: productCreateSchema, files: LISTING_PHOTOS },
    status: 201,
    data: productResponseSchema,
    errors: [413, 415, 429],
  }),
  updateProduct: endpoint({
    id: 'updateProduct',
    method: 'PUT',
    path: '/product/update/{id}',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: 'Update an own listing (the seller who posted it)',
    description: listingFormDoc(', existingImages (JSON list of the kept image URLs)'),
    params: listingId,
    form: { fields: productUpdateSchema, files: LISTING_PHOTOS },
    data: productResponseSchema,
    errors: [413, 415, 429],
  }),
  listMyListingStats: endpoint({
    id: 'listMyListingStats',
    method: 'GET',
    path: '/product/stats',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: "The calling farmer's listings' views, wishlists, enquiries and deals (those with a figure)",
    data: myListingStatsResponseSchema,
  }),
  getListingStats: endpoint({
    id: 'getListingStats',
    method: 'GET',
    path: '/product/stats/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'products',
    summary:
      "One listing's views (once a viewer a day, never its seller's), day by day for 14 days, wishlists, enquiries and deals",
    description: 'Only the listing’s own seller; anyone else gets 404, as for a listing that does not exist.',
    params: listingId,
    data: productStatsSchema,
  }),
  markProductSold: endpoint({
    id: 'markProductSold',
    method: 'POST',
    path: '/product/sold/{id}',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: 'Mark an own listing sold (the seller who posted it): it leaves every list and search at once',
    description: 'Wishlisters are told (wishlist_sold). Marking a sold listing sold again changes nothing.',
    params: listingId,
    data: productResponseSchema,
  }),
  renewProduct: endpoint({
    id: 'renewProduct',
    method: 'POST',
    path: '/product/renew/{id}',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: 'Put an own listing up again for expiresInDays (1–90, default 30) from now, sold or expired',
    params: listingId,
    // No body at all renews for the default days.
    body: productRenewSchema.nullish(),
    data: productResponseSchema,
  }),
  deleteProduct: endpoint({
    id: 'deleteProduct',
    method: 'DELETE',
    path: '/product/delete/{id}',
    access: 'seller',
    forFarmer: true,
    tag: 'products',
    summary: 'Delete an own listing, its photos and the wishlist entries holding it',
    params: listingId,
  }),
};
