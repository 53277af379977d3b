/**
 * Naming of stored images. A key is the first 32 hex characters of the SHA-256 of the detail WebP, so a name says
 * what the bytes are: it never needs to change, which is what makes immutable caching and ETag-by-name safe.
 */

/** A content-hash key: 32 lowercase hex characters (128 bits, ample against accidental collisions). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A stored variant's file name: `<key>.webp` (detail) or `<key>.card.webp` (card). */
export const IMAGE_NAME_PATTERN = /^[0-9a-f]{32}(?:\.card)?\.webp$/;

/** The URL path prefix under which the uploads plugin serves stored images. */
export const UPLOADS_PATH = '/uploads';

/** True when `value` is a well-formed image key. */
export function isImageKey(value: string): boolean {
  return IMAGE_KEY_PATTERN.test(value);
}

/** True when `value` is a well-formed variant file name (what `GET /uploads/:name` accepts). */
export function isImageName(value: string): boolean {
  return IMAGE_NAME_PATTERN.test(value);
}

/** File name of the detail variant of `key`. */
export function detailName(key: string): string {
  return `${key}.webp`;
}

/** File name of the card variant of `key`. */
export function cardName(key: string): string {
  return `${key}.card.webp`;
}

/**
 * The key inside an uploads URL or file name (`/uploads/<key>.webp`, `/uploads/<key>.card.webp`, or either name
 * alone), or null when `value` is not one. Lets callers that store URLs get back to the key for removal.
 */
export function imageKeyFromUrl(value: string): string | null {
  const name = value.startsWith(`${UPLOADS_PATH}/`) ? value.slice(UPLOADS_PATH.length + 1) : value;
  return isImageName(name) ? name.slice(0, 32) : null;
}
