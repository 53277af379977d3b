import { previewOfStored, processImages } from './image-pipeline';
import type { ImageKind } from './image-pipeline';
import { UPLOADS_PATH, cardName, detailName, isImageKey } from './image-names';
import type { ImageStore, StoredObject } from './image-store';

const WEBP = 'image/webp';

/** Public URL paths of an image's two variants. */
export interface ImageUrls {
  detail: string;
  card: string;
}

/** A stored image and what data saver needs of it: its tiny preview and what each variant costs to download. */
export interface SavedImage {
  key: string;
  /** The preview WebP (see `processImage`). */
  preview: Buffer;
  /** Bytes of the card variant. */
  cardBytes: number;
  /** Bytes of the detail variant. */
  detailBytes: number;
}

/** Saves, removes and addresses processed images in one {@link ImageStore}. */
export interface ImageService {
  /**
   * Processes every buffer (see `processImage`), and only when all of them are acceptable writes their variants.
   * Returns one {@link SavedImage} per buffer, in order (a photo given twice yields the same key twice, and is
   * written once; a photo stored before yields the same facts, as processing is deterministic).
   *
   * Throws the first failing buffer's AppError (415/413), or the 503 of a full decode queue, before anything is
   * written. If a write fails, everything
   * this call wrote is deleted again before the error is rethrown, so a failed upload leaves no file behind.
   * Variants that already existed (the same photo uploaded before) are neither rewritten nor removed on failure.
   */
  saveImages(buffers: Buffer[], kind: ImageKind): Promise<SavedImage[]>;
  /**
   * The {@link SavedImage} of a key already stored, read back from the store (the preview made from its card), or
   * null when either variant is missing or the card cannot be decoded. Rejects only when the store itself fails.
   */
  describeStored(key: string): Promise<SavedImage | null>;
  /**
   * Deletes both variants of each key. Missing files and malformed keys are ignored; it rejects only when the store
   * itself fails (e.g. S3 unreachable), after trying every deletion.
   *
   * Keys are content hashes, so the same photo uploaded twice (two products, or a product and a re-upload) shares
   * one key and one pair of files. The caller must first make sure no remaining row still references a key.
   */
  removeImages(keys: string[]): Promise<void>;
  /** Absolute URL paths under which the uploads plugin serves the variants of `key`. */
  urlsFor(key: string): ImageUrls;
}

/** The values of settled promises, or the reason of the first rejected one (in input order, not time order). */
function valuesOrThrow<T>(results: PromiseSettledResult<T>[]): T[] {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/**
 * The photo store refused a write or could not be reached (a full disk, S3 down): nothing of the upload was kept, and
 * the request may be tried again later (answered 503, see the error handler).
 */
export class PhotoStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the photo store is unavailable', { cause });
    this.name = 'PhotoStoreUnavailableError';
  }
}

/** The whole body of a stored object. */
async function readAll(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stored object's length, read through only when the store did not say it. */
async function sizeOf(object: StoredObject): Promise<number> {
  if (object.size !== undefined) {
    discard(object);
    return object.size;
  }
  return (await readAll(object)).length;
}

/** Closes an object's stream that is not going to be read (an open file or socket otherwise lingers). */
function discard(object: StoredObject | null): void {
  if (object && !Buffer.isBuffer(object.body) && 'destroy' in object.body) {
    (object.body as NodeJS.ReadableStream & { destroy(): void }).destroy();
  }
}

/** Builds the {@link ImageService} over `store`; `processed` is told how long each upload's photos took to make. */
export function createImageService(
  store: ImageStore,
  processed: (kind: ImageKind, ms: number) => void = () => undefined,
): ImageService {
  return {
    async saveImages(buffers, kind) {
      const started = performance.now();
      // In order, in one turn of the decode gate: the error reported is the first bad file's in upload order.
      const images = await processImages(buffers, kind).finally(() =>
        processed(kind, performance.now() - started),
      );

      const objects = new Map<string, Buffer>();
      for (const image of images) {
        objects.set(detailName(image.key), image.detail);
        objects.set(cardName(image.key), image.card);
      }
      // A content-hashed name that exists already holds these very bytes and may belong to another product: it is
      // left alone, and so never deleted by a rollback below.
      const names = [...objects.keys()];
      let present: boolean[];
      try {
        present = await Promise.all(names.map((name) => store.exists(name)));
      } catch (error) {
        throw new PhotoStoreUnavailableError(error);
      }
      const toWrite = names.filter((_, index) => !present[index]);

      const writes = await Promise.allSettled(
        toWrite.map((name) => store.put(name, objects.get(name)!, WEBP)),
      );
      if (writes.some((result) => result.status === 'rejected')) {
        const written = toWrite.filter((_, index) => writes[index]!.status === 'fulfilled');
        // Best effort: the write error is the one worth reporting, not a second failure while cleaning up.
        await Promise.allSettled(written.map((name) => store.delete(name)));
        const failed = writes.find((result) => result.status === 'rejected') as PromiseRejectedResult;
        throw new PhotoStoreUnavailableError(failed.reason);
      }
      return images.map((image) => ({
        key: image.key,
        preview: image.preview,
        cardBytes: image.card.length,
        detailBytes: image.detail.length,
      }));
    },

    async describeStored(key) {
      if (!isImageKey(key)) return null;
      const [card, detail] = await Promise.all([store.get(cardName(key)), store.get(detailName(key))]);
      if (!card || !detail) {
        discard(card);
        discard(detail);
        return null;
      }
      const [cardBuffer, detailBytes] = await Promise.all([readAll(card), sizeOf(detail)]);
      let preview: Buffer;
      try {
        preview = await previewOfStored(cardBuffer);
      } catch {
        // A damaged file is as good as a missing one: the listing simply goes without a preview.
        return null;
      }
      return { key, preview, cardBytes: cardBuffer.length, detailBytes };
    },

    async removeImages(keys) {
      const names = [...new Set(keys)].filter(isImageKey).flatMap((key) => [detailName(key), cardName(key)]);
      const results = await Promise.allSettled(names.map((name) => store.delete(name)));
      valuesOrThrow(results);
    },

    urlsFor(key) {
      return { detail: `${UPLOADS_PATH}/${detailName(key)}`, card: `${UPLOADS_PATH}/${cardName(key)}` };
    },
  };
}
