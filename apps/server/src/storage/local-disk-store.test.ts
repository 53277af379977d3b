import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreContract, readBody } from '../../test/image-store-contract';
import type { ImageStore } from './image-store';
import { createLocalDiskStore } from './local-disk-store';

describe('local disk store', () => {
  let root: string;
  let dir: string;
  let store: ImageStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kisansetu-local-store-'));
    // Not created yet: the store makes it on its first write.
    dir = path.join(root, 'data', 'uploads');
    store = createLocalDiskStore(dir);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  imageStoreContract(() => store);

  it('writes plain files straight into its directory and leaves no temporary file behind', async () => {
    const body = Buffer.from('plain file contents');
    await store.put('0123456789abcdef0123456789abcdef.webp', body, 'image/webp');
    expect((await readFile(path.join(dir, '0123456789abcdef0123456789abcdef.webp'))).equals(body)).toBe(true);
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('never writes outside its directory, whatever the name', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.put('../../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await readdir(path.dirname(dir))).toEqual(['uploads']);
    expect(await readdir(root)).toEqual(['data']);
  });

  it('keeps every reader whole while the same name is written concurrently', async () => {
    const versions = [Buffer.alloc(300_000, 1), Buffer.alloc(200_000, 2), Buffer.alloc(100_000, 3)];
    const reads: Promise<Buffer | null>[] = [];
    await Promise.all(
      versions.map(async (version) => {
        await store.put('racing.webp', version, 'image/webp');
        reads.push(store.get('racing.webp').then((object) => (object ? readBody(object) : null)));
      }),
    );
    for (const read of await Promise.all(reads)) {
      expect(versions.some((version) => read?.equals(version))).toBe(true);
    }
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('does not treat a directory as an object', async () => {
    await mkdir(path.join(dir, 'folder.webp'));
    expect(await store.get('folder.webp')).toBeNull();
    expect(await store.exists('folder.webp')).toBe(false);
  });
});
