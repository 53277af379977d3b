import { createLocalDiskStore } from './local-disk-store';
import { createS3Store } from './s3-store';
import type { S3StoreConfig } from './s3-store';
import type { ImageStore } from './image-store';

export { processImage, sniffImageFormat, IMAGE_VARIANTS, MAX_INPUT_PIXELS } from './image-pipeline';
export type { ImageKind, InputImageFormat, ProcessedImage } from './image-pipeline';
export {
  IMAGE_KEY_PATTERN,
  IMAGE_NAME_PATTERN,
  UPLOADS_PATH,
  cardName,
  detailName,
  imageKeyFromUrl,
  isImageKey,
  isImageName,
} from './image-names';
export { InvalidStoreNameError, STORE_NAME_PATTERN, isValidStoreName } from './image-store';
export type { ImageStore, StoredObject } from './image-store';
export { createLocalDiskStore } from './local-disk-store';
export { createS3Store } from './s3-store';
export type { S3StoreConfig } from './s3-store';
export { PhotoStoreUnavailableError, createImageService } from './image-service';
export type { ImageService, ImageUrls, SavedImage } from './image-service';
export { uploadsPlugin } from './uploads-plugin';
export { withRemovalHold } from './removal-hold';
export type { HoldableImageStore } from './removal-hold';
export type { UploadsPluginOptions } from './uploads-plugin';

/** Which store to use: a directory on local disk (the default; the server passes DATA_DIR/uploads) or S3. */
export type ImageStoreConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

/** Builds the {@link ImageStore} that `config` describes. */
export function createImageStore(config: ImageStoreConfig): ImageStore {
  if (config.kind === 's3') {
    const { kind: _kind, ...s3 } = config;
    return createS3Store(s3);
  }
  return createLocalDiskStore(config.dir);
}
