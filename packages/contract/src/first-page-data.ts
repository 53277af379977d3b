import { z } from 'zod';
import { productDetailResponseSchema, productPageSchema, productSchema } from './product';
import { trustSchema } from './trust';
import { publicSellerSchema } from './user';

/** GET user/detail/{id}: a seller's public profile with their trust signals, and their listings. */
export const sellerDetailResponseSchema = z.object({
  seller: publicSellerSchema.extend({ trust: trustSchema }),
  products: z.array(productSchema),
});
export type SellerDetailResponse = z.infer<typeof sellerDetailResponseSchema>;

/**
 * One API answer embedded in a page: `path` and `query` name the call as the web's api-client makes it (no
 * `/api/v1/` prefix), `data` is the envelope's `data` of that call's answer, as an anonymous visitor gets it.
 */
export const firstPageDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), path: z.string(), data: productDetailResponseSchema }),
  z.object({
    kind: z.literal('latest'),
    path: z.literal('product/new'),
    query: z.object({ page: z.literal(1) }),
    data: productPageSchema,
  }),
  z.object({ kind: z.literal('seller'), path: z.string(), data: sellerDetailResponseSchema }),
]);
export type FirstPageData = z.infer<typeof firstPageDataSchema>;
