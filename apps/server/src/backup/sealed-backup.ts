import { createReadStream, createWriteStream } from 'node:fs';
import { createHash, type KeyObject } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { encrypterFor } from './age-keys';
import { keyFilesIn } from './backup';
import { BackupError } from './backup-error';
import { checkManifest, MANIFEST, SIGNATURE, type BackupManifest } from './manifest';
import { signManifest } from './signing';
import { tarChunks, type TarEntry } from './tar';

export interface MakeBackupOptions {
  dataDir: string;
  /** The backup file to make (it must not exist yet). */
  target: string;
  /** The age public keys (age1…) it is encrypted to: whoever holds one of their identities can restore it. */
  recipients: readonly string[];
  /** The operator's Ed25519 private key (BACKUP_SIGNING_KEY): restore takes only what it signed. */
  signingKey: KeyObject;
  /** Adds the key files from the top of DATA_DIR (aadhaar.key, vapid.json, …); off, they must be kept apart. */
  withKeys: boolean;
  /** Writes a snapshot (writeBackup) into the given folder: the running server through its admin socket, or the command. */
  snapshot: (dir: string) => Promise<unknown>;
}

/** The bytes of one file, as a tar entry's content. */
async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** A web stream of `chunks`, pulled as the reader asks (so a large photo folder is never all in memory). */
function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The chunks of a web stream, for a Node pipeline. */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Makes one backup file: a snapshot of the database and photos (and, when asked, the key files) as a tar whose
 * manifest is signed with the operator's Ed25519 key, encrypted with age to the operator's public keys, so the file can sit on any disk without giving away what it holds. The
 * snapshot is made in a private folder inside DATA_DIR (which holds the same data in the clear anyway) and deleted
 * once it is sealed; the file appears under its name only when it is complete.
 */
export async function makeBackup(options: MakeBackupOptions): Promise<BackupManifest> {
  const encrypter = await encrypterFor(options.recipients);
  const { dataDir, target } = options;
  if (await exists(target)) throw new BackupError(`${target} already exists: give a new file name`);
  const snapshotDir = await mkdtemp(path.join(dataDir, '.backup-'));
  const partial = `${target}.partial`;
  try {
    await options.snapshot(snapshotDir);
    const snapshot = checkManifest(
      JSON.parse(await readFile(path.join(snapshotDir, MANIFEST), 'utf8')),
      snapshotDir,
    );
    const keys = options.withKeys ? await keyFilesIn(dataDir) : [];
    // Keys are small; read now, so the manifest's sizes are the bytes that go in.
    const keyBytes = await Promise.all(keys.map((name) => readFile(path.join(dataDir, name))));
    const manifest: BackupManifest = {
      ...snapshot,
      keys,
      files: [
        ...snapshot.files,
        ...keys.map((name, i) => ({
          path: name,
          bytes: keyBytes[i]!.byteLength,
          sha256: createHash('sha256').update(keyBytes[i]!).digest('hex'),
        })),
      ],
    };
    const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest names every file's SHA-256, so its signature vouches for every byte that follows.
    const signature = new TextEncoder().encode(
      `${signManifest(manifestBytes, options.signingKey).toString('base64')}\n`,
    );
    const entries: TarEntry[] = [
      { name: MANIFEST, bytes: manifestBytes.byteLength, content: () => once(manifestBytes) },
      { name: SIGNATURE, bytes: signature.byteLength, content: () => once(signature) },
      ...snapshot.files.map((file) => ({
        name: file.path,
        bytes: file.bytes,
        content: () => createReadStream(path.join(snapshotDir, file.path)),
      })),
      ...keys.map((name, i) => ({ name, bytes: keyBytes[i]!.byteLength, content: () => once(keyBytes[i]!) })),
    ];
    const sealed = await encrypter.encrypt(streamOf(tarChunks(entries)));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(chunksOf(sealed), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(snapshotDir, { recursive: true, force: true });
  }
}
