import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a backup directory holds; restore checks it before touching anything. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The embedded database as PGlite dumps it (a tar of its data directory), and its SHA-256. */
  database: { file: string; bytes: number; sha256: string };
  /** Photo files copied from DATA_DIR/uploads (the local store; none for S3, which keeps its own versions). */
  photos: number;
  /** The generated keys at the top of DATA_DIR (aadhaar.key, vapid.json, …): Aadhaar numbers are unreadable without them. */
  keys: string[];
}

export const MANIFEST = 'manifest.json';
const DATABASE_FILE = 'database.tar';
const PHOTOS_DIR = 'uploads';
const KEYS_DIR = 'keys';
/** Not keys: the database's own directory, the photos, the admin socket. */
const NOT_KEYS = new Set(['pglite', 'uploads', 'admin.sock']);

export class BackupError extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** Regular files directly in `dir` (no folders, sockets or dot-files). */
async function filesIn(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    if ((await stat(path.join(dir, name))).isFile()) files.push(name);
  }
  return files;
}

async function copyFiles(from: string, to: string, names: string[], mode?: number): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const name of names) {
    await copyFile(path.join(from, name), path.join(to, name));
    if (mode !== undefined) await chmod(path.join(to, name), mode);
  }
}

export interface BackupSource {
  /** A consistent snapshot of the embedded database (see DatabaseHandle.dump). */
  dump(): Promise<Blob>;
  dataDir: string;
  /** The local photo directory, or null when photos live in S3. */
  uploadsDir: string | null;
  /** Holds photo deletions back until the copy is done (see withRemovalHold). */
  holdRemovals?: () => () => Promise<void>;
}

/**
 * Writes a backup of the embedded database, the photos and the keys into `target` (new or empty). The database is
 * dumped first, then the photos copied while deletions are held, so every photo the snapshot names is in the copy
 * (photos added meanwhile may be too: harmless, restore keeps them unnamed).
 */
export async function writeBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  if (!(await isEmptyOrMissing(target)))
    throw new BackupError(`${target} is not empty: give a new or empty folder`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const release = source.holdRemovals?.();
  try {
    const dump = new Uint8Array(await (await source.dump()).arrayBuffer());
    await writeFile(path.join(target, DATABASE_FILE), dump, { mode: 0o600 });
    const photos = source.uploadsDir ? await filesIn(source.uploadsDir) : [];
    if (source.uploadsDir) await copyFiles(source.uploadsDir, path.join(target, PHOTOS_DIR), photos);
    const keys = (await filesIn(source.dataDir)).filter((name) => !NOT_KEYS.has(name));
    await copyFiles(source.dataDir, path.join(target, KEYS_DIR), keys, 0o600);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: { file: DATABASE_FILE, bytes: dump.byteLength, sha256: sha256(dump) },
      photos: photos.length,
      keys,
    };
    // Written last: a backup without its manifest is one that did not finish.
    await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    await release?.();
  }
}

/** Reads and checks a backup: its manifest, and the database file against its size and hash. */
export async function readBackup(source: string): Promise<{ manifest: BackupManifest; database: Blob }> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${source} holds no finished backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== 1)
    throw new BackupError(`${source}: unknown backup format ${String(manifest.format)}`);
  const bytes = new Uint8Array(await readFile(path.join(source, manifest.database.file)));
  if (bytes.byteLength !== manifest.database.bytes || sha256(bytes) !== manifest.database.sha256)
    throw new BackupError(`${source}: the database file is damaged (its size or checksum does not match)`);
  return { manifest, database: new Blob([bytes]) };
}

/**
 * Puts a backup's photos and keys into `dataDir` (the database itself is loaded by the caller, who owns opening it:
 * see scripts/restore.ts). Refuses a DATA_DIR that already holds a database.
 */
export async function restoreFiles(source: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  const photosFrom = path.join(source, PHOTOS_DIR);
  await copyFiles(photosFrom, path.join(dataDir, 'uploads'), await filesIn(photosFrom));
  await copyFiles(path.join(source, KEYS_DIR), dataDir, manifest.keys, 0o600);
}

/** True when `dataDir` already holds an embedded database (restore must not overwrite one). */
export async function holdsDatabase(dataDir: string): Promise<boolean> {
  return !(await isEmptyOrMissing(path.join(dataDir, 'pglite')));
}
