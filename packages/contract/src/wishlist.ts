import { z } from 'zod';
import { productSchema } from './product';

/** A wishlist ("cart") entry with its product filled in. */
export const wishlistEntrySchema = z.object({
  _id: z.string(),
  product: productSchema,
  createdAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistAddResponseSchema = z.object({ entry: wishlistEntrySchema });
/** GET cart/get: the caller's entries, newest first (the key `Cart` is the original client's, kept). */
export const wishlistResponseSchema = z.object({ Cart: z.array(wishlistEntrySchema) });
