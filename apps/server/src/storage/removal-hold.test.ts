import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from './local-disk-store';
import { withRemovalHold } from './removal-hold';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ks-hold-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('photo deletions held during a backup', () => {
  it('keeps a deleted photo until the last hold is released, then removes it', async () => {
    const store = withRemovalHold(createLocalDiskStore(dir));
    await store.put('a1.webp', Buffer.from('photo'), 'image/webp');
    const first = store.holdRemovals();
    const second = store.holdRemovals();
    await store.delete('a1.webp');
    expect(await store.exists('a1.webp')).toBe(true);
    await first();
    expect(await store.exists('a1.webp')).toBe(true);
    await second();
    expect(await store.exists('a1.webp')).toBe(false);
    // Without a hold, a deletion is at once.
    await store.put('b2.webp', Buffer.from('photo'), 'image/webp');
    await store.delete('b2.webp');
    expect(await store.exists('b2.webp')).toBe(false);
  });
});
