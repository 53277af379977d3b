/**
 * `MODERATOR_PASSWORD=… npm run moderator -- add <email> "<full name>"`: creates a moderator account, or promotes an
 * existing one, in the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR, which must not
 * be open in a running server), and enrols its second factor: the `otpauth://` URL and its QR code for an
 * authenticator app, and the recovery codes, printed once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db';
import { moderatorFactorKey, type ModeratorEnrolment } from '../modules/users';
import { addModerator, ModeratorScriptError, type AddedModerator } from './moderator-account';

const USAGE = 'Usage: MODERATOR_PASSWORD=<password> npm run moderator -- add <email> "<full name>"';

/** The line that says what was done to the account. */
function outcomeLine(outcome: AddedModerator['outcome'], email: string): string {
  if (outcome === 'created') return `Created moderator ${email}; log in with role moderator.`;
  if (outcome === 'promoted') {
    return `Made ${email} a moderator with the new password; its sessions have ended and its phone number is cleared.`;
  }
  return `Re-enrolled moderator ${email}: new password and second factor (the old codes no longer work); its sessions have ended.`;
}

/** The enrolment as the operator reads it once: QR code, URL, the secret to type, the recovery codes. */
async function enrolmentText(enrolment: ModeratorEnrolment): Promise<string> {
  const qr = await QRCode.toString(enrolment.otpauthUrl, { type: 'terminal', small: true });
  return [
    '',
    'Second factor: scan this with an authenticator app (it is shown only now).',
    qr.trimEnd(),
    '',
    enrolment.otpauthUrl,
    `Or type the key: ${enrolment.secret.match(/.{1,4}/g)!.join(' ')}`,
    '',
    'Recovery codes: each signs in once instead of an app code. Keep them offline; they are shown only now.',
    ...enrolment.recoveryCodes.map((code) => `  ${code}`),
    '',
  ].join('\n');
}

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
    const { outcome, enrolment } = await addModerator(
      database.db,
      { email, fullName: nameParts.join(' '), password: process.env.MODERATOR_PASSWORD },
      moderatorFactorKey(config),
    );
    process.stdout.write(
      `${outcomeLine(outcome, email.trim().toLowerCase())}\n${await enrolmentText(enrolment)}`,
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
