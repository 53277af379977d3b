import { processImage } from './image-pipeline';
import type { ImageKind } from './image-pipeline';
import { UPLOADS_PATH, cardName, detailName, isImageKey } from './image-names';
import type { ImageStore } from './image-store';

const WEBP = 'image/webp';

/** Public URL paths of an image's two variants. */
export interface ImageUrls {
  detail: string;
  card: string;
}

/** Saves, removes and addresses processed images in one {@link ImageStore}. */
export interface ImageService {
  /**
   * Processes every buffer (see `processImage`), and only when all of them are acceptable writes their variants.
   * Returns one key per buffer, in order (a photo given twice yields the same key twice, and is written once).
   *
   * Throws the first failing buffer's AppError (415/413) before anything is written. If a write fails, everything
   * this call wrote is deleted again before the error is rethrown, so a failed upload leaves no file behind.
   * Variants that already existed (the same photo uploaded before) are neither rewritten nor removed on failure.
   */
  saveImages(buffers: Buffer[], kind: ImageKind): Promise<string[]>;
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

/** Builds the {@link ImageService} over `store`. */
export function createImageService(store: ImageStore): ImageService {
  return {
    async saveImages(buffers, kind) {
      // allSettled rather than all: no processing is left running behind a rejection, and the error reported is
      // that of the first bad file in upload order rather than whichever finished first.
      const processed = await Promise.allSettled(buffers.map((buffer) => processImage(buffer, kind)));
      const images = valuesOrThrow(processed);

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
      return images.map((image) => image.key);
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
