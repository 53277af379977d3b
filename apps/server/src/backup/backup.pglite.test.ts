import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/chat-fixtures';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../test/fixtures';
import { createProduct } from '../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { openPglite, tables, type Database } from '../db';
import { backupThroughServer } from '../scripts/backup-cli';
import { startAdminSocket } from './admin-socket';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run restore -- <dir>` as an operator runs it (the server's own script, in a process of its own). */
async function restoreCommand(backupDir: string, dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'src/scripts/restore.ts', backupDir], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', DEMO_DATA: 'false' },
  }).then(
    (ok) => ({ code: 0, ...ok }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

/** Everything people made, in a stable order, as compared after a restore. */
async function contentsOf(db: Database) {
  const { users, products, messages, wishlistEntries } = tables;
  return {
    users: await db
      .select({ id: users.id, email: users.email, aadhaar: users.aadhaarCipher })
      .from(users)
      .orderBy(asc(users.id)),
    products: await db
      .select({
        id: products.id,
        name: products.productName,
        images: products.images,
        expiresAt: products.expiresAt,
      })
      .from(products)
      .orderBy(asc(products.id)),
    messages: await db
      .select({ id: messages.id, body: messages.body })
      .from(messages)
      .orderBy(asc(messages.id)),
    wishlist: await db
      .select({ id: wishlistEntries.id })
      .from(wishlistEntries)
      .orderBy(asc(wishlistEntries.id)),
  };
}

let ctx: TestContext;
let farmer: SignedIn;
let buyer: SignedIn;
const dirs: string[] = [];
const newDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `ks-${name}-`));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' });
  buyer = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Sunita Shah' });
  const onion = await createProduct(ctx.app, farmer.cookie, { productName: 'Lasalgaon Onion' }, [
    ['images', await smallJpeg(11), 'onion.jpg'],
    ['images', await smallJpeg(12), 'onion-2.jpg'],
  ]);
  await createProduct(ctx.app, farmer.cookie, { productName: 'Sharbati Wheat' }, [
    ['images', await smallJpeg(13), 'wheat.jpg'],
  ]);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/cart/add/${onion._id}`,
    headers: { cookie: buyer.cookie },
  });
  await send(ctx.app, buyer, farmer.user._id, 'Is the onion still available?');
  await send(ctx.app, farmer, buyer.user._id, 'Yes, 40 quintal');
});
afterAll(async () => {
  await ctx.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('backup and restore of the embedded database', () => {
  it('backs up a running server through its admin socket and restores into an empty DATA_DIR, the same people, listings, chats, photos and keys', async () => {
    const backupDir = path.join(await newDir('backup'), 'nightly');
    const admin = await startAdminSocket(ctx.dataDir, (target) => ctx.app.backupTo(target));
    const before = await contentsOf(ctx.database.db);
    let manifest;
    try {
      // A farmer keeps posting while the backup runs: the copy is of one moment, before or after that listing.
      const [made] = await Promise.all([
        backupThroughServer(ctx.dataDir, backupDir),
        createProduct(ctx.app, farmer.cookie, { productName: 'Kufri Potato' }, [
          ['images', await smallJpeg(14), 'potato.jpg'],
        ]),
      ]);
      manifest = made;
    } finally {
      await admin.close();
    }
    expect(manifest).not.toBeNull();
    expect(manifest!.keys).toContain('aadhaar.key');
    expect(manifest!.photos).toBeGreaterThanOrEqual(6);

    const restoredDir = await newDir('restored');
    const restored = await restoreCommand(backupDir, restoredDir);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* listings, \d+ photo files, keys: .*aadhaar\.key/);

    const copy = await openPglite(path.join(restoredDir, 'pglite'));
    try {
      const after = await contentsOf(copy.db);
      expect(after.users).toEqual(before.users);
      expect(after.messages).toEqual(before.messages);
      expect(after.wishlist).toEqual(before.wishlist);
      // Everything from before the backup, and the potato only if it was in by then.
      expect(after.products.filter((p) => p.name !== 'Kufri Potato')).toEqual(before.products);
      for (const product of after.products) {
        for (const key of product.images) {
          const names = (await readdir(path.join(restoredDir, 'uploads'))).filter((name) =>
            name.startsWith(key),
          );
          expect(names.length).toBe(2);
          for (const name of names) {
            const original = await readFile(path.join(ctx.dataDir, 'uploads', name));
            expect((await readFile(path.join(restoredDir, 'uploads', name))).equals(original)).toBe(true);
          }
        }
      }
    } finally {
      await copy.close();
    }
    const key = await readFile(path.join(restoredDir, 'aadhaar.key'));
    expect(key.equals(await readFile(path.join(ctx.dataDir, 'aadhaar.key')))).toBe(true);
  });

  it('refuses to restore over a database, or from a damaged backup, and leaves DATA_DIR as it was', async () => {
    const backupDir = path.join(await newDir('backup'), 'copy');
    await ctx.app.backupTo(backupDir);

    const occupied = await newDir('occupied');
    expect((await restoreCommand(backupDir, occupied)).code).toBe(0);
    const again = await restoreCommand(backupDir, occupied);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already holds a database/);

    const database = path.join(backupDir, 'database.tar');
    const bytes = await readFile(database);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(database, bytes);
    const empty = await newDir('empty');
    const damaged = await restoreCommand(backupDir, empty);
    expect(damaged.code).not.toBe(0);
    expect(damaged.stderr).toMatch(/damaged/);
    expect(await readdir(empty)).toEqual([]);
  });

  it('refuses a folder that is not empty, so a backup never mixes with another', async () => {
    const backupDir = path.join(await newDir('backup'), 'first');
    await ctx.app.backupTo(backupDir);
    await expect(ctx.app.backupTo(backupDir)).rejects.toThrow(/not empty/);
  });
});
