import { z } from 'zod';
import { idParam } from '../fields';
import { wishlistAddResponseSchema, wishlistResponseSchema } from '../wishlist';
import { endpoint } from './define';

/** A buyer's wishlist, under the original client's `cart/` paths. */
export const wishlistEndpoints = {
  addToWishlist: endpoint({
    id: 'addToWishlist',
    method: 'POST',
    path: '/cart/add/{productId}',
    access: 'buyer',
    tag: 'wishlist',
    summary: 'Add a listing to the wishlist; 409 when it is already there',
    params: z.object({ productId: idParam }),
    status: 201,
    data: wishlistAddResponseSchema,
    errors: [409],
  }),
  getWishlist: endpoint({
    id: 'getWishlist',
    method: 'GET',
    path: '/cart/get',
    access: 'buyer',
    tag: 'wishlist',
    summary: "The caller's wishlist, newest first",
    data: wishlistResponseSchema,
  }),
  removeFromWishlist: endpoint({
    id: 'removeFromWishlist',
    method: 'DELETE',
    path: '/cart/remove/{entryId}',
    access: 'buyer',
    tag: 'wishlist',
    summary: "Remove an entry from the caller's own wishlist; another buyer's entry is a 404",
    params: z.object({ entryId: idParam }),
  }),
  removeFromWishlistByGet: endpoint({
    id: 'removeFromWishlistByGet',
    method: 'GET',
    path: '/cart/remove/{entryId}',
    access: 'buyer',
    tag: 'wishlist',
    summary:
      'Not served: the original client removed with GET, which any link or prefetch could do; use DELETE',
    params: z.object({ entryId: idParam }),
    status: 405,
  }),
};
