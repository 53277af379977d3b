import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { BackupError } from './backup-error';

/** Put before the manifest's bytes when they are signed, so the signature means "a KisanSetu backup" and nothing else. */
const CONTEXT = Buffer.from('KisanSetu backup manifest v3\n', 'utf8');

/** An Ed25519 key of `kind`, or null when `text` is not one (never echoed: a private key may be pasted anywhere). */
function keyOf(text: string, kind: 'private' | 'public'): KeyObject | null {
  const der = Buffer.from(text.trim(), 'base64');
  if (der.length === 0) return null;
  try {
    const key =
      kind === 'private'
        ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
        : createPublicKey({ key: der, format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/** BACKUP_SIGNING_KEY: an Ed25519 private key, base64 of its PKCS#8 DER (as keygen or `openssl genpkey` makes it). */
export function readSigningKey(text: string): KeyObject {
  const key = keyOf(text, 'private');
  if (!key) throw new BackupError('BACKUP_SIGNING_KEY is not an Ed25519 private key (base64 PKCS#8 DER)');
  return key;
}

/** BACKUP_VERIFY_KEY: an Ed25519 public key, base64 of its SPKI DER. */
export function readVerifyKey(text: string): KeyObject {
  const key = keyOf(text, 'public');
  if (!key) throw new BackupError('BACKUP_VERIFY_KEY is not an Ed25519 public key (base64 SPKI DER)');
  return key;
}

/** The Ed25519 signature of a backup's manifest bytes (which name every file's SHA-256). */
export function signManifest(manifest: Uint8Array, key: KeyObject): Buffer {
  return sign(null, Buffer.concat([CONTEXT, manifest]), key);
}

/** True when `signature` is `key`'s signature of the manifest bytes. */
export function manifestSignedBy(manifest: Uint8Array, signature: Uint8Array, key: KeyObject): boolean {
  try {
    return verify(null, Buffer.concat([CONTEXT, manifest]), key, signature);
  } catch {
    return false;
  }
}

/** A new Ed25519 pair as the variables take it: the signing key (secret) and the verify key (public), base64 DER. */
export function newSigningPair(): { signingKey: string; verifyKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signingKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    verifyKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/**
 * Makes a signing pair: the signing key into `file` (created, never overwritten, readable by its owner only), to be
 * given to the server as BACKUP_SIGNING_KEY; returns the verify key to give restore as BACKUP_VERIFY_KEY.
 */
export async function writeNewSigningKey(file: string): Promise<string> {
  const { signingKey, verifyKey } = newSigningPair();
  try {
    await writeFile(file, `${signingKey}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'EEXIST' ? `${file} already exists: keygen never overwrites a key` : `cannot write ${file}`,
    );
  }
  return verifyKey;
}
