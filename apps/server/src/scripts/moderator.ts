/**
 * `MODERATOR_PASSWORD=… npm run moderator -- add <email> "<full name>"`: creates a moderator account, or promotes an
 * existing one, in the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR, which must not
 * be open in a running server).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db';
import { addModerator, ModeratorScriptError } from './moderator-account';

const USAGE = 'Usage: MODERATOR_PASSWORD=<password> npm run moderator -- add <email> "<full name>"';

async function main(argv: string[]): Promise<void> {
  const [command, email, ...nameParts] = argv;
  if (command !== 'add' || !email || nameParts.length === 0) throw new ModeratorScriptError(USAGE);
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite writes this file while a process has the directory open, and two processes would corrupt it.
    const pidFile = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (existsSync(pidFile)) {
      throw new ModeratorScriptError(
        `The embedded database under ${config.dataDir} is in use: stop the server first (if none is running, a crash left ${pidFile} behind; delete it and run this again).`,
        1,
      );
    }
  }
  const database = await openDatabase(config);
  try {
    const outcome = await addModerator(database.db, {
      email,
      fullName: nameParts.join(' '),
      password: process.env.MODERATOR_PASSWORD,
    });
    process.stdout.write(
      outcome === 'created'
        ? `Created moderator ${email.toLowerCase()}; log in with role moderator.\n`
        : `Made ${email.toLowerCase()} a moderator with the new password; its sessions have ended.\n`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ModeratorScriptError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(error.exitCode);
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `Could not add the moderator: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
