import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStoreName } from './image-store';
import type { ImageStore, StoredObject } from './image-store';

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/**
 * An {@link ImageStore} on the local file system, one file per object directly in `dir` (created on first write;
 * the server passes DATA_DIR/uploads). Writes go to a dot-named temporary file in the same directory, are flushed,
 * then renamed over the target, so readers see the old object or the new one and never a partial file, even after
 * a crash (a crash can only leave a stray `.tmp-*` file, which no valid name can address).
 */
export function createLocalDiskStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | undefined;

  const pathOf = (name: string): string => {
    assertValidStoreName(name);
    return path.join(root, name);
  };

  return {
    async put(name, body) {
      const target = pathOf(name);
      // Retry the mkdir after a failure instead of caching the rejection forever.
      ready ??= mkdir(root, { recursive: true }).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const temp = path.join(root, `.tmp-${randomBytes(8).toString('hex')}-${name}`);
      try {
        const handle = await open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(name): Promise<StoredObject | null> {
      const file = pathOf(name);
      // Open first and stat the handle, so the size belongs to the very file that is streamed even if the name is
      // deleted or replaced meanwhile.
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isErrno(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream({ autoClose: true }), size: info.size };
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    async exists(name) {
      try {
        return (await stat(pathOf(name))).isFile();
      } catch (error) {
        if (isErrno(error, 'ENOENT', 'ENOTDIR')) return false;
        throw error;
      }
    },

    async delete(name) {
      try {
        await unlink(pathOf(name));
      } catch (error) {
        if (!isErrno(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },
  };
}
