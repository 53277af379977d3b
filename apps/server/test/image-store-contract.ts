import { expect, it } from 'vitest';
import type { ImageStore, StoredObject } from '../src/storage';

/**
 * The behaviour every {@link ImageStore} must show, as vitest cases; each store's test file runs them against a
 * real instance. Used only by tests.
 */

/** The whole body of a stored object, whether the store returned a buffer or a stream. */
export async function readBody(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Names that must never be accepted: traversal, separators, hidden files, empty or oversized names. */
export const BAD_NAMES = [
  '',
  '.',
  '..',
  '../escape.webp',
  '..%2Fescape.webp',
  'a/b.webp',
  'a\\b.webp',
  '/etc/passwd',
  '.hidden.webp',
  'a..b.webp',
  'name.',
  'nul\0.webp',
  'space name.webp',
  `${'a'.repeat(196)}.webp`,
];

/** Registers the shared store cases; `store` is called inside each case, after the suite's setup has run. */
export function imageStoreContract(store: () => ImageStore): void {
  it('puts, gets back the same bytes with their size, and replaces on a second put', async () => {
    const first = Buffer.from('first version of the bytes');
    await store().put('contract-a.webp', first, 'image/webp');
    const read = await store().get('contract-a.webp');
    expect(read).not.toBeNull();
    expect((await readBody(read!)).equals(first)).toBe(true);
    expect(read!.size).toBe(first.length);

    const second = Buffer.alloc(70_000, 7);
    await store().put('contract-a.webp', second, 'image/webp');
    const reread = await store().get('contract-a.webp');
    expect((await readBody(reread!)).equals(second)).toBe(true);
    expect(reread!.size).toBe(second.length);
  });

  it('answers null and false for a missing object', async () => {
    expect(await store().get('contract-missing.webp')).toBeNull();
    expect(await store().exists('contract-missing.webp')).toBe(false);
  });

  it('deletes, and deleting again or deleting what never existed is fine', async () => {
    await store().put('contract-b.card.webp', Buffer.from('bytes'), 'image/webp');
    expect(await store().exists('contract-b.card.webp')).toBe(true);
    await store().delete('contract-b.card.webp');
    expect(await store().exists('contract-b.card.webp')).toBe(false);
    expect(await store().get('contract-b.card.webp')).toBeNull();
    await expect(store().delete('contract-b.card.webp')).resolves.toBeUndefined();
    await expect(store().delete('contract-never.webp')).resolves.toBeUndefined();
  });

  it('refuses names that could escape the store or are not plain names', async () => {
    for (const name of BAD_NAMES) {
      await expect(store().put(name, Buffer.from('x'), 'image/webp'), name).rejects.toThrow(
        /Invalid storage object name/,
      );
      await expect(store().get(name), name).rejects.toThrow(/Invalid storage object name/);
      await expect(store().exists(name), name).rejects.toThrow(/Invalid storage object name/);
      await expect(store().delete(name), name).rejects.toThrow(/Invalid storage object name/);
    }
  });
}
