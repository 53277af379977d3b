/** A stored object as read back: a buffer or a stream, with its length when the store knows it. */
export interface StoredObject {
  body: Buffer | NodeJS.ReadableStream;
  size?: number;
}

/**
 * Where processed images live. Names are flat (no folders) and must match {@link STORE_NAME_PATTERN}; every
 * implementation refuses anything else, so a name can never reach outside the store.
 */
export interface ImageStore {
  /** Writes `body` under `name`, replacing any object of that name. A reader never sees a half-written object. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads `name`, or null when there is no such object. */
  get(name: string): Promise<StoredObject | null>;
  /** True when an object called `name` exists. */
  exists(name: string): Promise<boolean>;
  /** Removes `name`; removing a missing object is not an error. */
  delete(name: string): Promise<void>;
  /** Releases connections held by the store (S3 keeps sockets alive); call once on shutdown. */
  close?(): Promise<void>;
}

/**
 * Allowed object names: letters, digits, `_` and `-` in dot-separated parts, starting with a letter or digit, at
 * most 200 characters. No `/`, `\`, `..`, leading dot or empty part can match, which rules out traversal on disk
 * and odd keys in S3, and leaves dot-files free for the local store's temporary files.
 */
export const STORE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

const STORE_NAME_MAX = 200;

/** Thrown by stores for a name outside {@link STORE_NAME_PATTERN}: a programming error, never user input. */
export class InvalidStoreNameError extends Error {
  constructor(name: string) {
    super(`Invalid storage object name: ${JSON.stringify(name.slice(0, STORE_NAME_MAX))}`);
    this.name = 'InvalidStoreNameError';
  }
}

/** True when `name` may be used as a store object name. */
export function isValidStoreName(name: string): boolean {
  return name.length <= STORE_NAME_MAX && STORE_NAME_PATTERN.test(name);
}

/** Throws {@link InvalidStoreNameError} unless `name` is a valid store object name. */
export function assertValidStoreName(name: string): void {
  if (!isValidStoreName(name)) throw new InvalidStoreNameError(name);
}
