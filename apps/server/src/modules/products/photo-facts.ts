import type { ListingPhotoFacts } from '../../db/schema';
import type { ImageService, SavedImage } from '../../storage';

/** Reads what a stored photo's files say of it (see ImageService.describeStored). */
export type DescribeStored = ImageService['describeStored'];

/** A listing's photos and their facts before an update. */
export interface PreviousPhotos {
  images: readonly string[];
  facts: ListingPhotoFacts | null;
}

/**
 * Data saver's facts of a listing whose photos are `keys` (in display order): each photo's sizes and the first one's
 * preview, taken from `known` (photos just saved) first, then from `previous` (the row's facts before an update),
 * and only what neither holds read back from the store. Null without photos. A photo whose files cannot be read
 * is left out (its sizes are sent as 0), and so is the preview when it is the first one's.
 */
export async function listingPhotoFacts(
  keys: readonly string[],
  known: readonly SavedImage[],
  previous: PreviousPhotos | null,
  describeStored: DescribeStored,
): Promise<ListingPhotoFacts | null> {
  if (keys.length === 0) return null;
  const saved = new Map(known.map((image) => [image.key, image]));
  const bytes: ListingPhotoFacts['bytes'] = {};
  let preview: string | null = null;
  const first = keys[0]!;
  const firstSaved = saved.get(first);
  if (firstSaved) preview = firstSaved.preview.toString('base64');
  else if (previous?.images[0] === first && previous.facts) preview = previous.facts.preview;

  const unknown: string[] = [];
  for (const key of keys) {
    const image = saved.get(key);
    const before = previous?.facts?.bytes[key];
    if (image) bytes[key] = { card: image.cardBytes, detail: image.detailBytes };
    else if (before) bytes[key] = before;
    if (!bytes[key] || (key === first && preview === null)) unknown.push(key);
  }
  const read = await Promise.all(unknown.map((key) => describeStored(key)));
  for (const image of read) {
    if (!image) continue;
    bytes[image.key] = { card: image.cardBytes, detail: image.detailBytes };
    if (image.key === first && preview === null) preview = image.preview.toString('base64');
  }
  return { preview, bytes };
}
