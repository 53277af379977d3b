/**
 * `npm run openapi -w @kisansetu/server [-- <file>]`: writes the OpenAPI document the server serves at /api/docs/json,
 * built from the routes' own schemas on a throwaway embedded database, to `<file>` (or stdout). Lint checks it with
 * Redocly; the client test generates types from it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ks-openapi-'));
try {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    API_DOCS: 'true',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await database.close();
  const file = process.argv[2];
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, document);
  } else process.stdout.write(document);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
