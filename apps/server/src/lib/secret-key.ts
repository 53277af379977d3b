import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configured 32-byte key, or one generated once and kept in `dataDir/<name>` (mode 0600) so the embedded
 * default works with no setup. Several servers must share the same key through the environment instead.
 */
export function loadOrCreateKey(configured: Buffer | undefined, dataDir: string, name: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 64-hex-character key`);
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
