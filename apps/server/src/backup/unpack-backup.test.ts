import { createHash, type KeyObject } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifest, type BackupFile, type BackupManifest } from './manifest';
import { newSigningPair, readSigningKey, readVerifyKey, signManifest } from './signing';
import { tarChunks } from './tar';
import { unpackBackup } from './unpack-backup';

let root: string;
let identity: string;
let recipient: string;
let signingKey: KeyObject;
let verifyKey: KeyObject;
beforeAll(async () => {
  const pair = newSigningPair();
  signingKey = readSigningKey(pair.signingKey);
  verifyKey = readVerifyKey(pair.verifyKey);
  root = await mkdtemp(path.join(tmpdir(), 'ks-unpack-'));
  identity = await generateX25519Identity();
  recipient = await identityToRecipient(identity);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const DATABASE = new TextEncoder().encode('not really a database, but its bytes and checksum');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A file's checksum in a manifest whose files' bytes do not matter. */
const ANY_SHA256 = '0'.repeat(64);

/** A manifest of the database and `more` files (their checksums filled in by `forge` when it has their bytes). */
function manifestOf(
  more: ({ path: string; bytes: number } & Partial<BackupFile>)[],
  extra: Partial<BackupManifest> = {},
): BackupManifest {
  const keys = more
    .filter((file) => !file.path.includes('/') || file.path.startsWith('..'))
    .map((file) => file.path);
  return {
    format: 3,
    createdAt: '2026-11-24T00:00:00.000Z',
    database: { file: 'database.tar', bytes: DATABASE.byteLength, sha256: sha256(DATABASE) },
    photos: more.filter((file) => file.path.startsWith('uploads/')).length,
    keys,
    files: [
      { path: 'database.tar', bytes: DATABASE.byteLength, sha256: sha256(DATABASE) },
      ...more.map((file) => ({ sha256: ANY_SHA256, ...file })),
    ],
    ...extra,
  };
}

/**
 * A backup file as the operator's own keys would make one, or with `signedBy: null` as anyone holding only the
 * public age key could: `entries` as a tar (its bytes changed by `patch`, to forge what the writer never writes)
 * after the manifest (each listed file's checksum taken from the entry of its name) and its signature, encrypted
 * with age.
 */
async function forge(
  name: string,
  manifest: BackupManifest,
  entries: { name: string; bytes: Uint8Array }[],
  patch?: (tar: Uint8Array, headers: number[]) => void,
  signedBy: KeyObject | null = signingKey,
): Promise<string> {
  const files = manifest.files.map((file) => {
    const entry = entries.find((candidate) => candidate.name === file.path);
    return entry ? { ...file, sha256: sha256(entry.bytes) } : file;
  });
  const manifestBytes = new TextEncoder().encode(JSON.stringify({ ...manifest, files }));
  const all = [
    { name: 'manifest.json', bytes: manifestBytes },
    ...(signedBy
      ? [
          {
            name: 'manifest.sig',
            bytes: new TextEncoder().encode(signManifest(manifestBytes, signedBy).toString('base64')),
          },
        ]
      : []),
    ...entries,
  ];
  const parts: Uint8Array[] = [];
  for await (const chunk of tarChunks(
    all.map((entry) => ({
      name: entry.name,
      bytes: entry.bytes.byteLength,
      content: async function* () {
        yield entry.bytes;
      },
    })),
  ))
    parts.push(chunk);
  const tar = Buffer.concat(parts);
  const headers: number[] = [];
  let at = 0;
  for (const entry of all) {
    headers.push(at);
    at += 512 + Math.ceil(entry.bytes.byteLength / 512) * 512;
  }
  patch?.(tar, headers);
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const file = path.join(root, `${name}.age`);
  await writeFile(file, await encrypter.encrypt(tar));
  return file;
}

/** A DATA_DIR inside a folder of its own, so that a file written beside it would be seen. */
async function dataDirIn(name: string): Promise<{ parent: string; dataDir: string }> {
  const parent = path.join(root, name);
  const dataDir = path.join(parent, 'data');
  await mkdir(dataDir, { recursive: true });
  return { parent, dataDir };
}

describe('restore checks every path before it writes anything', () => {
  it.each([
    ['a key file above DATA_DIR', '../escaped.txt'],
    ['a photo that climbs out of uploads', 'uploads/../../escaped.txt'],
    ['an absolute path', '/tmp/escaped.txt'],
    ['a Windows path', 'C:\\escaped.txt'],
    ['a backslash climb', '..\\escaped.txt'],
    ['a path with an empty part', 'uploads//escaped.txt'],
  ])('refuses %s in the manifest: one line, nothing written inside DATA_DIR or beside it', async (_, bad) => {
    const { parent, dataDir } = await dataDirIn(`bad-${bad.replace(/\W/g, '_')}`);
    const evil = new TextEncoder().encode('written where it should not be');
    const file = await forge('traversal', manifestOf([{ path: bad, bytes: evil.byteLength }]), [
      { name: 'database.tar', bytes: DATABASE },
      { name: bad, bytes: evil },
    ]);
    await expect(unpackBackup({ file, identities: [identity], verifyKey, dataDir })).rejects.toThrow(
      /^the backup names a path outside DATA_DIR \([^\n]*\)$/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('refuses an archive whose entries are not the manifest’s, and removes what it had unpacked', async () => {
    const { parent, dataDir } = await dataDirIn('mismatch');
    const key = new TextEncoder().encode('0'.repeat(64));
    const file = await forge('mismatch', manifestOf([{ path: 'aadhaar.key', bytes: key.byteLength }]), [
      { name: 'database.tar', bytes: DATABASE },
      { name: '../aadhaar.key', bytes: key },
    ]);
    await expect(unpackBackup({ file, identities: [identity], verifyKey, dataDir })).rejects.toThrow(
      /is damaged: it does not hold what its manifest lists \(aadhaar\.key expected\)$/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('refuses a link entry (a symlink to follow later), and removes what it had unpacked', async () => {
    const { parent, dataDir } = await dataDirIn('symlink');
    const photo = new TextEncoder().encode('/etc/passwd');
    const file = await forge(
      'symlink',
      manifestOf([{ path: 'uploads/a.webp', bytes: photo.byteLength }]),
      [
        { name: 'database.tar', bytes: DATABASE },
        { name: 'uploads/a.webp', bytes: photo },
      ],
      (tar, headers) => {
        // The photo's header says type '2', a symbolic link (with its checksum made right).
        const header = headers[3]!;
        tar[header + 156] = 0x32;
        tar.fill(0x20, header + 148, header + 156);
        const sum = tar.subarray(header, header + 512).reduce((total, byte) => total + byte, 0);
        tar.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), header + 148);
      },
    );
    await expect(unpackBackup({ file, identities: [identity], verifyKey, dataDir })).rejects.toThrow(
      /link, folder or device entry/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('unpacks a good backup into a private folder and installs it, with the database matched to its checksum', async () => {
    const { dataDir } = await dataDirIn('good');
    const photo = new TextEncoder().encode('webp bytes');
    const key = new TextEncoder().encode('f'.repeat(64));
    const file = await forge(
      'good',
      manifestOf([
        { path: 'uploads/0123abcd.webp', bytes: photo.byteLength },
        { path: 'aadhaar.key', bytes: key.byteLength },
      ]),
      [
        { name: 'database.tar', bytes: DATABASE },
        { name: 'uploads/0123abcd.webp', bytes: photo },
        { name: 'aadhaar.key', bytes: key },
      ],
    );
    const unpacked = await unpackBackup({ file, identities: [identity], verifyKey, dataDir });
    expect(unpacked.manifest.keys).toEqual(['aadhaar.key']);
    expect(path.dirname(unpacked.databaseFile).startsWith(path.join(dataDir, '.restore-'))).toBe(true);
    await unpacked.install();
    expect((await readdir(dataDir)).sort()).toEqual(['aadhaar.key', 'uploads']);
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual(['0123abcd.webp']);
  });
});

describe('restore takes only a backup the operator signed', () => {
  const photo = new TextEncoder().encode('webp bytes');
  const goodFiles = () =>
    manifestOf([{ path: 'uploads/0123abcd.webp', bytes: photo.byteLength }], { photos: 1 });
  const goodEntries = [
    { name: 'database.tar', bytes: DATABASE },
    { name: 'uploads/0123abcd.webp', bytes: photo },
  ];

  it.each([
    ['unsigned (made with the public age key alone)', null],
    ['signed with another key', 'other'],
  ] as const)('refuses a backup %s before writing anything', async (_, signer) => {
    const { parent, dataDir } = await dataDirIn(`forged-${signer ?? 'none'}`);
    const other = readSigningKey(newSigningPair().signingKey);
    const file = await forge('forged', goodFiles(), goodEntries, undefined, signer ? other : null);
    await expect(unpackBackup({ file, identities: [identity], verifyKey, dataDir })).rejects.toThrow(
      /^[^\n]*forged\.age is not signed by the key of BACKUP_VERIFY_KEY[^\n]*$/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('refuses a signed manifest put before other files, and removes what it had unpacked', async () => {
    const { parent, dataDir } = await dataDirIn('swapped');
    const file = await forge('swapped', goodFiles(), goodEntries, (tar, headers) => {
      // One byte of the photo changed after signing: the manifest's checksum no longer matches it.
      const at = headers[3]! + 512;
      tar[at] = tar[at]! ^ 0x01;
    });
    await expect(unpackBackup({ file, identities: [identity], verifyKey, dataDir })).rejects.toThrow(
      /is damaged: uploads\/0123abcd\.webp does not match its checksum$/,
    );
    expect(await readdir(dataDir)).toEqual([]);
    expect(await readdir(parent)).toEqual(['data']);
  });
});

describe('checkManifest', () => {
  it('takes the manifest a backup writes', () => {
    const manifest = manifestOf([
      { path: 'uploads/x.card.webp', bytes: 3 },
      { path: 'vapid.json', bytes: 2 },
    ]);
    expect(checkManifest(manifest, root)).toEqual(manifest);
  });

  it.each([
    ['a hidden file', [{ path: '.env', bytes: 1 }]],
    ['a nested photo', [{ path: 'uploads/a/b.webp', bytes: 1 }]],
    ['the database folder', [{ path: 'pglite', bytes: 1 }]],
    [
      'a file twice',
      [
        { path: 'vapid.json', bytes: 1 },
        { path: 'vapid.json', bytes: 1 },
      ],
    ],
  ])('refuses %s', (_, files) => {
    expect(() => checkManifest(manifestOf(files), root)).toThrow(/^the backup's manifest is not valid: /);
  });

  it('refuses a key list that hides a file from the count', () => {
    expect(() => checkManifest(manifestOf([{ path: 'vapid.json', bytes: 1 }], { keys: [] }), root)).toThrow(
      /key list/,
    );
  });
});
