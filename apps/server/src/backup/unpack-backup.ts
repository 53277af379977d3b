import { createHash, type KeyObject } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, lstat, mkdir, mkdtemp, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decrypterFor } from './age-keys';
import { BackupError } from './backup-error';
import {
  checkManifest,
  DATABASE_FILE,
  insideRoot,
  MANIFEST,
  SIGNATURE,
  type BackupManifest,
} from './manifest';
import { manifestSignedBy } from './signing';
import { TarReader } from './tar';

/** A manifest lists every photo; even a million of them stay far below this. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
/** A base64 Ed25519 signature and its newline. */
const MAX_SIGNATURE_BYTES = 256;

/** A backup decrypted and checked into a private folder inside DATA_DIR, not yet in place. */
export interface UnpackedBackup {
  manifest: BackupManifest;
  /** The database dump, to be loaded into DATA_DIR/pglite by the caller (who owns opening it). */
  databaseFile: string;
  /**
   * Moves the photos and key files into DATA_DIR (a key file there already is replaced: the data needs the backup's
   * own), and removes the private folder.
   */
  install(): Promise<void>;
  /** Removes the private folder (and DATA_DIR when the unpacking made it): DATA_DIR is as it was. */
  discard(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Moves a file, across file systems too (DATA_DIR/uploads may be a mount of its own). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from);
  }
}

/**
 * Decrypts `file` with the operator's identities and unpacks it into a new private folder inside `dataDir`. The
 * manifest comes first with its signature, and both are checked before anything is written (no signature, or one
 * not made by `verifyKey`'s private key; a path that would leave DATA_DIR, a link, an entry the manifest does not
 * list: one BackupError line, nothing written); then each file must be the one the manifest names, with its
 * SHA-256, and the decryption must end cleanly, or the folder goes.
 */
export async function unpackBackup(options: {
  file: string;
  identities: readonly string[];
  /** The operator's Ed25519 public key (BACKUP_VERIFY_KEY): only a backup its private key signed is restored. */
  verifyKey: KeyObject;
  dataDir: string;
}): Promise<UnpackedBackup> {
  const { file, dataDir } = options;
  const decrypter = await decrypterFor(options.identities);
  const info = await stat(file).catch(() => null);
  if (!info) throw new BackupError(`${file} does not exist`);
  if (!info.isFile())
    throw new BackupError(
      `${file} is not a backup file (a plain backup folder of an older version restores with that version)`,
    );
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
  } catch (error) {
    throw new BackupError(
      /no identity matched/i.test(messageOf(error))
        ? `No identity given opens ${file}: it was encrypted to another key (use the identity of the BACKUP_RECIPIENT it was made with)`
        : `${file} is not an encrypted backup (${messageOf(error)})`,
    );
  }
  const tar = new TarReader(
    plain,
    (error) => new BackupError(`${file} is damaged: it does not decrypt cleanly (${messageOf(error)})`),
  );
  const damaged = (why: string) => new BackupError(`${file} is damaged: ${why}`);

  const first = await tar.next();
  if (!first || first.name !== MANIFEST || first.bytes > MAX_MANIFEST_BYTES)
    throw damaged(`it does not start with its ${MANIFEST}`);
  const readAll = async (bytes: number) => {
    const parts: Uint8Array[] = [];
    for await (const chunk of tar.content(bytes)) parts.push(chunk);
    return Buffer.concat(parts);
  };
  const manifestBytes = await readAll(first.bytes);
  const second = await tar.next();
  const unsigned = () =>
    new BackupError(
      `${file} is not signed by the key of BACKUP_VERIFY_KEY: it was not made with BACKUP_SIGNING_KEY's pair, or it was changed since (nothing restored)`,
    );
  if (!second || second.name !== SIGNATURE || second.bytes > MAX_SIGNATURE_BYTES) throw unsigned();
  const signature = Buffer.from((await readAll(second.bytes)).toString('latin1').trim(), 'base64');
  if (!manifestSignedBy(manifestBytes, signature, options.verifyKey)) throw unsigned();
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw damaged(`its ${MANIFEST} is not JSON`);
  }
  const manifest = checkManifest(parsed, dataDir);

  // Nothing was written up to here; from here on, a failure removes what was.
  const madeDataDir = !(await stat(dataDir).catch(() => null));
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(path.join(dataDir, '.restore-'));
  const discard = async () => {
    await rm(folder, { recursive: true, force: true });
    if (madeDataDir) await rmdir(dataDir).catch(() => undefined);
  };
  try {
    for (const expected of manifest.files) {
      const entry = await tar.next();
      if (!entry || entry.name !== expected.path || entry.bytes !== expected.bytes)
        throw damaged(`it does not hold what its manifest lists (${expected.path} expected)`);
      const to = insideRoot(folder, expected.path);
      await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      const isPhoto = expected.path !== DATABASE_FILE && expected.path.includes('/');
      const hash = createHash('sha256');
      // 'wx': a fresh file in a fresh folder, never one that is there already (nor a link that points elsewhere).
      await pipeline(
        tar.content(entry.bytes),
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(to, { flags: 'wx', mode: isPhoto ? 0o644 : 0o600 }),
      );
      if (hash.digest('hex') !== expected.sha256)
        throw damaged(
          expected.path === DATABASE_FILE
            ? 'its database does not match its checksum'
            : `${expected.path} does not match its checksum`,
        );
    }
    if ((await tar.next()) !== null) throw damaged('it holds files its manifest does not list');
    await tar.finish();
  } catch (error) {
    await discard();
    throw error;
  }

  return {
    manifest,
    databaseFile: path.join(folder, DATABASE_FILE),
    async install() {
      // The files this adds (not those it replaces), taken out again if a later one cannot be put in place.
      const added: string[] = [];
      try {
        for (const { path: where } of manifest.files.slice(1)) {
          const to = insideRoot(dataDir, where);
          await mkdir(path.dirname(to), { recursive: true });
          const isNew = !(await lstat(to).catch(() => null));
          await move(insideRoot(folder, where), to);
          if (isNew) added.push(to);
        }
      } catch (error) {
        await Promise.all(added.map((file) => rm(file, { force: true })));
        throw error;
      }
      await rm(folder, { recursive: true, force: true });
    },
    discard,
  };
}
