import { z } from 'zod';

/** The longer side, in pixels, of a photo's stand-in: small enough to travel with a list, drawn blurred. */
export const PHOTO_PREVIEW_SIDE = 16;

/**
 * What data saver shows in place of a listing's photos until one is tapped: the first photo as a tiny WebP (a few
 * hundred bytes, drawn blurred), and what each photo would cost, so the app can say how much it saved.
 */
export const photoPreviewSchema = z.object({
  /** `data:image/webp;base64,…`, at most {@link PHOTO_PREVIEW_SIDE} px on its longer side. */
  src: z.string(),
  /** Bytes of each photo's card variant, in `thumbnails` order. */
  cardBytes: z.array(z.number().int().nonnegative()),
  /** Bytes of each photo's large variant, in `image` order. */
  photoBytes: z.array(z.number().int().nonnegative()),
});
export type PhotoPreview = z.infer<typeof photoPreviewSchema>;
