import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';
import { DATABASE_FILE, MANIFEST, PHOTOS_DIR, isSafeName, type BackupManifest } from './manifest';

export { BackupError };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 (hex) of a file's bytes, read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** Regular files directly in `dir` (no folders, sockets or dot-files). */
export async function filesIn(dir: string): Promise<string[]> {
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

/**
 * The key files at the top of DATA_DIR: every regular file there that is not the database's, the photos' or ours
 * (and named as the server names its keys).
 */
export async function keyFilesIn(dataDir: string): Promise<string[]> {
  return (await filesIn(dataDir)).filter(isSafeName);
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
 * Writes a snapshot of the embedded database and the photos into `target` (new or empty), in the clear: the backup
 * command makes it inside DATA_DIR, seals it into one encrypted file (sealed-backup.ts) and deletes it. Keys are never
 * part of it. The database is dumped first, then the photos copied while deletions are held, so every photo the
 * snapshot names is in the copy (photos added meanwhile may be too: harmless, restore keeps them unnamed).
 */
export async function writeBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  if (!(await isEmptyOrMissing(target)))
    throw new BackupError(`${target} is not empty: give a new or empty folder`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const release = source.holdRemovals?.();
  try {
    const dump = new Uint8Array(await (await source.dump()).arrayBuffer());
    await writeFile(path.join(target, DATABASE_FILE), dump, { mode: 0o600 });
    // The store names every photo so; anything else in its folder is not one.
    const photos = source.uploadsDir ? (await filesIn(source.uploadsDir)).filter(isSafeName) : [];
    const photoFiles: BackupManifest['files'] = [];
    if (source.uploadsDir) {
      await mkdir(path.join(target, PHOTOS_DIR), { mode: 0o700 });
      for (const name of photos) {
        const copy = path.join(target, PHOTOS_DIR, name);
        await copyFile(path.join(source.uploadsDir, name), copy);
        photoFiles.push({
          path: `${PHOTOS_DIR}/${name}`,
          bytes: (await stat(copy)).size,
          sha256: await sha256Of(copy),
        });
      }
    }
    const databaseSha256 = sha256(dump);
    const manifest: BackupManifest = {
      format: 3,
      createdAt: new Date().toISOString(),
      database: { file: DATABASE_FILE, bytes: dump.byteLength, sha256: databaseSha256 },
      photos: photos.length,
      keys: [],
      files: [{ path: DATABASE_FILE, bytes: dump.byteLength, sha256: databaseSha256 }, ...photoFiles],
    };
    // Written last: a snapshot without its manifest is one that did not finish.
    await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    await release?.();
  }
}

/** True when `dataDir` already holds an embedded database (restore must not overwrite one). */
export async function holdsDatabase(dataDir: string): Promise<boolean> {
  return !(await isEmptyOrMissing(path.join(dataDir, 'pglite')));
}
