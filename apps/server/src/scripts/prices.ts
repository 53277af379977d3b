/**
 * `npm run prices -- import <file>`: loads an Agmarknet price file (its CSV export or data.gov.in's API JSON) into the
 * database the server uses (DATABASE_URL, else the embedded one under DATA_DIR, which must not be open in a running
 * server). Prints one summary line; a malformed file is one error line, exit code 1, and nothing written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db';
import { ensureGazetteer } from '../modules/places';
import { MandiFileError, describeImport, importMandiRecords, parsePriceFile } from '../modules/prices';

const USAGE = 'Usage: npm run prices -- import <file.csv|file.json>';

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, file] = argv;
  if (command !== 'import' || !file) throw new UsageError(USAGE);
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
  // Parsed before the database is opened: a bad file costs nothing and says where it is wrong.
  const records = parsePriceFile(readFileSync(file, 'utf8'));
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite writes this file while a process has the directory open, and two processes would corrupt it.
    const pidFile = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (existsSync(pidFile)) {
      throw new UsageError(
        `The embedded database under ${config.dataDir} is in use: stop the server first (if none is running, a crash left ${pidFile} behind; delete it and run this again).`,
      );
    }
  }
  const database = await openDatabase(config);
  try {
    // Markets are placed with the gazetteer, which a fresh database has not loaded yet.
    await ensureGazetteer(database.db);
    process.stdout.write(`${describeImport(await importMandiRecords(database.db, records))}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof MandiFileError) {
      process.stderr.write(`${process.argv[3] ?? 'file'}: ${error.message}; nothing imported\n`);
      process.exit(1);
    }
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `Could not import the prices: ${error instanceof Error ? error.message : String(error)}; nothing imported\n`,
    );
    process.exit(1);
  },
);
