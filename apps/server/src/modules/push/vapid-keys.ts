import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { keptValue, type DatabaseHandle } from '../../db';

/** Web Push's VAPID key pair, base64url as browsers and `web-push` take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid.json';
const META_KEY = 'vapid_keys';

function parse(text: string, where: string): VapidKeys {
  const value = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string')
    throw new Error(`${where} does not hold a VAPID key pair`);
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/**
 * The VAPID keys: the configured pair (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), else one generated once and kept. Every
 * browser subscription is bound to the public key, so it must never change and every process must share it:
 * - embedded database: in `DATA_DIR/vapid.json` (mode 0600), next to the database it belongs with;
 * - PostgreSQL: in the database's `app_meta` (the first process to start writes it, every other reads the same pair),
 *   since processes of a cluster need not share a DATA_DIR. Production should set the variables instead, so the
 *   private key is not kept with the data (docs/operations.md).
 */
export async function loadVapidKeys(
  configured: VapidKeys | undefined,
  database: DatabaseHandle,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  if (database.kind === 'pglite') {
    const file = path.join(dataDir, FILE);
    if (existsSync(file)) return parse(readFileSync(file, 'utf8'), file);
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  }
  const value = await keptValue(database.db, META_KEY, () => JSON.stringify(webpush.generateVAPIDKeys()));
  if (value === undefined) throw new Error('the VAPID keys could not be stored');
  return parse(value, 'app_meta.vapid_keys');
}
