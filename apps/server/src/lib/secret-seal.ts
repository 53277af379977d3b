import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a short secret with AES-256-GCM, the form Aadhaar numbers were kept in: base64 of iv (12 bytes) | tag
 * (16 bytes) | ciphertext. Opening checks the tag, so a changed or foreign value throws instead of reading garbage.
 */
export function sealWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** Opens what {@link sealWith} sealed under the same key; throws when the key is another or the value was changed. */
export function openWith(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A key of its own for one purpose, derived from a master key with HKDF-SHA-256, so one configured secret serves
 * several uses without one use's ciphertexts or hashes ever being made under another's key.
 */
export function purposeKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `kisansetu:${purpose}`, 32));
}
