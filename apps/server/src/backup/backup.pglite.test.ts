import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/chat-fixtures';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../test/fixtures';
import { createProduct } from '../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { tables, openPglite, type Database } from '../db';
import { backupThroughServer } from '../scripts/backup-cli';
import { startAdminSocket } from './admin-socket';
import { keyFilesIn } from './backup';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const ENDPOINT = 'https://push.example/send/subscription-endpoint-that-must-stay-secret';
const SECRET_MESSAGE = 'Is the onion still available?';

/** One of the server's own commands as an operator runs it (`npm run backup|restore -- …`), in a process of its own. */
async function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `src/scripts/${script}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      BACKUP_RECIPIENT: '',
      BACKUP_IDENTITY_FILE: '',
      BACKUP_SIGNING_KEY: '',
      BACKUP_VERIFY_KEY: '',
      INIT_CWD: '',
      ...env,
    },
  }).then(
    (ok) => ({ code: 0, ...ok }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

/** Everything people made, in a stable order, as compared after a restore. */
async function contentsOf(db: Database) {
  const { users, products, messages, wishlistEntries } = tables;
  return {
    users: await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)),
    products: await db
      .select({ id: products.id, name: products.productName, images: products.images })
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
    subscriptions: await db
      .select({ endpoint: tables.pushSubscriptions.endpoint })
      .from(tables.pushSubscriptions),
  };
}

let ctx: TestContext;
let farmer: SignedIn;
let buyer: SignedIn;
let identityFile: string;
let recipient: string;
let signingKey: string;
let verifyKey: string;
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
  await send(ctx.app, buyer, farmer.user._id, SECRET_MESSAGE);
  await send(ctx.app, farmer, buyer.user._id, 'Yes, 40 quintal');
  // A browser subscribed to Web Push: its endpoint is what lets anyone push to that person.
  const db = ctx.database.db;
  const [session] = await db
    .select({ id: tables.sessions.id })
    .from(tables.sessions)
    .where(eq(tables.sessions.userId, buyer.user._id))
    .limit(1);
  await db.insert(tables.pushSubscriptions).values({
    userId: buyer.user._id,
    sessionId: session!.id,
    endpoint: ENDPOINT,
    p256dh: 'p256dh',
    auth: 'auth',
  });

  // The operator's key pair, made as docs/operations.md says.
  identityFile = path.join(await newDir('keys'), 'backup.key');
  const keygen = await command('backup', ['keygen', identityFile], {});
  expect(keygen.code).toBe(0);
  recipient = /BACKUP_RECIPIENT=(age1[0-9a-z]+)/.exec(keygen.stdout)![1]!;
  verifyKey = /BACKUP_VERIFY_KEY=([A-Za-z0-9+/=]+)/.exec(keygen.stdout)![1]!;
  expect((await stat(identityFile)).mode & 0o777).toBe(0o600);
  expect(await readFile(identityFile, 'utf8')).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]+$/m);
  // The signing pair's private half, beside the identity, for the server.
  expect((await stat(`${identityFile}.signing`)).mode & 0o777).toBe(0o600);
  signingKey = (await readFile(`${identityFile}.signing`, 'utf8')).trim();
});
afterAll(async () => {
  await ctx.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** `npm run backup -- <file> …` against the test server, through its admin socket (as with a running server). */
async function backupOfRunningServer(file: string, args: string[] = []) {
  const admin = await startAdminSocket(ctx.dataDir, (target) => ctx.app.backupTo(target));
  try {
    return await command('backup', [file, ...args], {
      DATA_DIR: ctx.dataDir,
      BACKUP_RECIPIENT: recipient,
      BACKUP_SIGNING_KEY: signingKey,
    });
  } finally {
    await admin.close();
  }
}

const restore = (file: string, dataDir: string, identity = identityFile, verify = verifyKey) =>
  command('restore', [file], {
    DATA_DIR: dataDir,
    BACKUP_IDENTITY_FILE: identity,
    BACKUP_VERIFY_KEY: verify,
  });

describe('encrypted backup and restore of the embedded database', () => {
  it('backs up a running server into one file that shows nothing in the clear, and restores it with the identity', async () => {
    const file = path.join(await newDir('backup'), 'nightly.age');
    const before = await contentsOf(ctx.database.db);
    // A farmer keeps posting while the backup runs: the copy is of one moment, before or after that listing.
    const [made] = await Promise.all([
      backupOfRunningServer(file),
      createProduct(ctx.app, farmer.cookie, { productName: 'Kufri Potato' }, [
        ['images', await smallJpeg(14), 'potato.jpg'],
      ]),
    ]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /\(encrypted\).*keys: none \(.*vapid\.json.* kept apart; --with-keys adds them\)/,
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The plain snapshot was made inside DATA_DIR and is gone.
    expect((await readdir(ctx.dataDir)).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    const bytes = await readFile(file);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    for (const secret of [ENDPOINT, SECRET_MESSAGE, farmer.email, 'Lasalgaon Onion'])
      expect(bytes.includes(Buffer.from(secret))).toBe(false);

    const restoredDir = await newDir('restored');
    const restored = await restore(file, restoredDir);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/Restored .* listings, \d+ photo files, keys: none in the backup/);
    const copy = await openPglite(path.join(restoredDir, 'pglite'));
    try {
      const after = await contentsOf(copy.db);
      expect(after.users).toEqual(before.users);
      expect(after.messages).toEqual(before.messages);
      expect(after.wishlist).toEqual(before.wishlist);
      expect(after.subscriptions).toEqual([{ endpoint: ENDPOINT }]);
      // Everything from before the backup, and the potato only if it was in by then.
      expect(after.products.filter((p) => p.name !== 'Kufri Potato')).toEqual(before.products);
      const photos = await readdir(path.join(restoredDir, 'uploads'));
      for (const product of after.products) {
        for (const key of product.images) {
          const names = photos.filter((name) => name.startsWith(key));
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
    // No key file without --with-keys: only the database and the photos, nothing left unpacked.
    expect((await readdir(restoredDir)).sort()).toEqual(['pglite', 'uploads']);

    const again = await restore(file, restoredDir);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already holds a database/);
  }, 60_000);

  it('carries the key files only with --with-keys, still encrypted, and restores them as they were', async () => {
    const keys = await keyFilesIn(ctx.dataDir);
    expect(keys).toContain('vapid.json');
    const vapid = JSON.parse(await readFile(path.join(ctx.dataDir, 'vapid.json'), 'utf8')) as {
      privateKey: string;
    };
    const file = path.join(await newDir('backup'), 'with-keys.age');
    const made = await backupOfRunningServer(file, ['--with-keys']);
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain(`keys: ${keys.join(', ')}.`);
    const bytes = await readFile(file);
    expect(bytes.includes(Buffer.from(vapid.privateKey))).toBe(false);
    expect(bytes.includes(Buffer.from(ENDPOINT))).toBe(false);

    const restoredDir = await newDir('restored-keys');
    const restored = await restore(file, restoredDir);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`keys: ${keys.join(', ')}.`);
    for (const name of keys) {
      const original = await readFile(path.join(ctx.dataDir, name));
      expect((await readFile(path.join(restoredDir, name))).equals(original)).toBe(true);
      expect((await stat(path.join(restoredDir, name))).mode & 0o777).toBe(0o600);
    }
  }, 60_000);

  it('has the server write its plain snapshot only inside DATA_DIR', async () => {
    const admin = await startAdminSocket(ctx.dataDir, (target) => ctx.app.backupTo(target));
    try {
      const outside = path.join(await newDir('outside'), 'snapshot');
      await expect(backupThroughServer(ctx.dataDir, outside)).rejects.toThrow(
        /must be a folder inside DATA_DIR/,
      );
      expect(await readdir(path.dirname(outside))).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it('fails in one clear line with a wrong identity or a damaged file, and leaves DATA_DIR as it was', async () => {
    const file = path.join(await newDir('backup'), 'copy.age');
    expect((await backupOfRunningServer(file)).code).toBe(0);

    const otherKey = path.join(await newDir('keys'), 'other.key');
    expect((await command('backup', ['keygen', otherKey], {})).code).toBe(0);
    const empty = await newDir('empty');
    const wrong = await restore(file, empty, otherKey);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(
      /^No identity given opens .*copy\.age: it was encrypted to another key.*\n$/,
    );
    expect(await readdir(empty)).toEqual([]);

    const bytes = await readFile(file);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(file, bytes);
    const damaged = await restore(file, empty);
    expect(damaged.code).not.toBe(0);
    expect(damaged.stderr).toMatch(/^[^\n]*is damaged[^\n]*\n$/);
    expect(await readdir(empty)).toEqual([]);
  }, 90_000);

  it('refuses to back up without a recipient, in the clear or at all', async () => {
    const folder = await newDir('backup');
    const refused = await command('backup', [path.join(folder, 'plain.age')], {
      DATA_DIR: ctx.dataDir,
      BACKUP_SIGNING_KEY: signingKey,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^No backup recipient: set BACKUP_RECIPIENT to an age public key[^\n]*\n$/,
    );
    const notAKey = await command(
      'backup',
      [path.join(folder, 'plain.age'), '--recipient', 'AGE-SECRET-KEY-1XYZ'],
      { DATA_DIR: ctx.dataDir, BACKUP_SIGNING_KEY: signingKey },
    );
    expect(notAKey.code).not.toBe(0);
    expect(notAKey.stderr).toBe('a backup recipient is not an age public key (age1…)\n');
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses to back up without a signing key, writing nothing', async () => {
    const folder = await newDir('backup');
    const unsigned = await command('backup', [path.join(folder, 'unsigned.age')], {
      DATA_DIR: ctx.dataDir,
      BACKUP_RECIPIENT: recipient,
    });
    expect(unsigned.code).toBe(2);
    expect(unsigned.stderr).toMatch(/^No signing key: set BACKUP_SIGNING_KEY[^\n]*\n$/);
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses a backup forged with the public age key alone, or signed by another key, before writing anything', async () => {
    // A real backup, unpacked as its maker could, then sealed again by someone holding only BACKUP_RECIPIENT: the
    // manifest and files are genuine, the signature is left out or made with the forger's own key.
    const real = path.join(await newDir('backup'), 'real.age');
    expect((await backupOfRunningServer(real)).code).toBe(0);
    const { Decrypter, Encrypter } = await import('age-encryption');
    const decrypter = new Decrypter();
    decrypter.addIdentity(
      (await readFile(identityFile, 'utf8')).split('\n').find((line) => line.startsWith('AGE-'))!,
    );
    const tar = Buffer.from(await decrypter.decrypt(await readFile(real)));
    const sizeAt = (header: number) => Number.parseInt(tar.toString('latin1', header + 124, header + 135), 8);
    const signatureAt = 512 + Math.ceil(sizeAt(0) / 512) * 512;
    expect(tar.toString('latin1', signatureAt, signatureAt + 12)).toBe('manifest.sig');
    const signatureSize = sizeAt(signatureAt);
    const withoutSignature = Buffer.concat([
      tar.subarray(0, signatureAt),
      tar.subarray(signatureAt + 512 + Math.ceil(signatureSize / 512) * 512),
    ]);
    const seal = async (name: string, plain: Uint8Array) => {
      const encrypter = new Encrypter();
      encrypter.addRecipient(recipient);
      const file = path.join(await newDir('forged'), name);
      await writeFile(file, await encrypter.encrypt(plain));
      return file;
    };

    const empty = await newDir('untouched');
    const unsigned = await restore(await seal('unsigned.age', withoutSignature), empty);
    expect(unsigned.code).not.toBe(0);
    expect(unsigned.stderr).toMatch(
      /^[^\n]*unsigned\.age is not signed by the key of BACKUP_VERIFY_KEY[^\n]*\n$/,
    );
    expect(await readdir(empty)).toEqual([]);

    // The genuine archive, checked with another operator's verify key.
    const otherKeys = path.join(await newDir('keys'), 'other.key');
    const other = await command('backup', ['keygen', otherKeys], {});
    const otherVerifyKey = /BACKUP_VERIFY_KEY=([A-Za-z0-9+/=]+)/.exec(other.stdout)![1]!;
    const wrongKey = await restore(real, empty, identityFile, otherVerifyKey);
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.stderr).toMatch(/is not signed by the key of BACKUP_VERIFY_KEY/);
    expect(await readdir(empty)).toEqual([]);

    // And the same archive with its own key restores.
    const restored = await restore(real, empty);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
  }, 120_000);
});
