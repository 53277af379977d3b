import path from 'node:path';
import { BackupError } from './backup-error';

/**
 * What a backup holds, written first in it and signed (the signature follows it): restore checks the signature and
 * every path in it before it writes anything, and each file against its SHA-256 as it unpacks it.
 */
export interface BackupManifest {
  format: 3;
  createdAt: string;
  /** The embedded database as PGlite dumps it (a tar of its data directory), and its SHA-256. */
  database: { file: typeof DATABASE_FILE; bytes: number; sha256: string };
  /** Photo files copied from DATA_DIR/uploads (the local store; none for S3, which keeps its own versions). */
  photos: number;
  /** The key files from the top of DATA_DIR (aadhaar.key, vapid.json, …), only when asked for (--with-keys). */
  keys: string[];
  /**
   * Every file that follows the manifest, in order: where it goes, relative to DATA_DIR (the database first, which
   * is loaded rather than copied), its size and its SHA-256.
   */
  files: BackupFile[];
}

/** One file of a backup: where it goes, its size and its SHA-256 (hex). */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

export const MANIFEST = 'manifest.json';
/** The Ed25519 signature of the manifest's bytes, the archive's second entry. */
export const SIGNATURE = 'manifest.sig';
export const DATABASE_FILE = 'database.tar';
export const PHOTOS_DIR = 'uploads';
/** Not keys: the database's own directory, the photos, the admin socket, the backup's own names. */
export const NOT_KEYS = new Set(['pglite', PHOTOS_DIR, 'admin.sock', MANIFEST, SIGNATURE, DATABASE_FILE]);
/** A name a backup may carry: what the photo store and the key files use, and never `.`, `..` or a hidden file. */
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,91}$/;

/** True for a name the photos and keys may have in a backup. */
export const isSafeName = (name: string) => SAFE_NAME.test(name) && !NOT_KEYS.has(name);

/**
 * `relative` joined to `root`, or a BackupError when it is absolute, climbs with `..`, or lands outside `root` in
 * any other way (the last line of defence behind the shape checks of {@link checkManifest}).
 */
export function insideRoot(root: string, relative: string): string {
  const bad = () => new BackupError(`the backup names a path outside DATA_DIR (${JSON.stringify(relative)})`);
  if (relative === '' || relative.includes('\0') || relative.includes('\\')) throw bad();
  if (path.posix.isAbsolute(relative) || path.win32.isAbsolute(relative)) throw bad();
  if (relative.split('/').some((part) => part === '' || part === '.' || part === '..')) throw bad();
  const resolved = path.resolve(root, relative);
  const back = path.relative(path.resolve(root), resolved);
  if (back === '' || back.startsWith('..') || path.isAbsolute(back)) throw bad();
  return resolved;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isSha256 = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a manifest read from a backup against `dataDir`: its shape, and that every path in it is the database, a
 * photo under uploads/ or a key file at the top, each inside `dataDir`, each once. Throws one BackupError line.
 */
export function checkManifest(value: unknown, dataDir: string): BackupManifest {
  const refuse = (why: string) => new BackupError(`the backup's manifest is not valid: ${why}`);
  if (!isRecord(value)) throw refuse('not an object');
  if (value.format !== 3) throw refuse(`unknown format ${JSON.stringify(value.format)}`);
  const { createdAt, database, photos, keys, files } = value;
  if (typeof createdAt !== 'string') throw refuse('no createdAt');
  if (
    !isRecord(database) ||
    database.file !== DATABASE_FILE ||
    !isCount(database.bytes) ||
    typeof database.sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(database.sha256)
  )
    throw refuse('no database entry');
  if (!isCount(photos)) throw refuse('no photo count');
  if (!Array.isArray(keys) || !keys.every((key): key is string => typeof key === 'string'))
    throw refuse('no key list');
  if (!Array.isArray(files) || files.length === 0) throw refuse('no file list');

  const seen = new Set<string>();
  let photoFiles = 0;
  const keyFiles: string[] = [];
  const checked = files.map((file: unknown, i) => {
    if (!isRecord(file) || typeof file.path !== 'string' || !isCount(file.bytes) || !isSha256(file.sha256))
      throw refuse(`file ${i + 1}`);
    const where = file.path;
    // Checked as a path first, so a path that leaves DATA_DIR is named as that and not as an unknown kind of file.
    insideRoot(dataDir, where);
    if (seen.has(where)) throw refuse(`${where} is listed twice`);
    seen.add(where);
    if (i === 0) {
      if (where !== DATABASE_FILE || file.bytes !== database.bytes || file.sha256 !== database.sha256)
        throw refuse('the database is not first');
    } else if (where.startsWith(`${PHOTOS_DIR}/`)) {
      if (!isSafeName(where.slice(PHOTOS_DIR.length + 1))) throw refuse(`${where} is not a photo's name`);
      photoFiles += 1;
    } else {
      if (!isSafeName(where)) throw refuse(`${where} is not a key file's name`);
      keyFiles.push(where);
    }
    return { path: where, bytes: file.bytes, sha256: file.sha256 };
  });
  if (photoFiles !== photos) throw refuse('the photo count does not match its files');
  if (keyFiles.join('\n') !== keys.join('\n')) throw refuse('the key list does not match its files');
  return {
    format: 3,
    createdAt,
    database: { file: DATABASE_FILE, bytes: database.bytes, sha256: database.sha256 },
    photos,
    keys: keyFiles,
    files: checked,
  };
}
