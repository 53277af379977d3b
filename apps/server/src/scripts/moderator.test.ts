import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR_SECOND_FACTOR } from '@kisansetu/contract';
import { tables } from '../db';
import { addTestModerator, call, totpCode } from '../../test/moderation-fixtures';
import { signUpAndLogIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { addModerator, MODERATOR_PHONE_PLACEHOLDER, ModeratorScriptError } from './moderator-account';

const run = promisify(execFile);
const SCRIPT = path.join(import.meta.dirname, 'moderator.ts');

/** Runs the script as `npm run moderator` does; resolves with its exit code and output. */
async function script(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      cwd: path.join(import.meta.dirname, '..', '..'),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run moderator (the script itself, embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ks-moderator-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses missing arguments, a bad email and a short or missing password with one line and exit code 2', async () => {
    const env = { DATA_DIR: dataDir, MODERATOR_PASSWORD: 'long-enough-pass' };
    const usage = await script(['add'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toMatch(/^Usage: MODERATOR_PASSWORD=/);
    const email = await script(['add', 'not-an-email', 'Meera Rao'], env);
    expect(email.code).toBe(2);
    expect(email.stderr.trim()).toBe("Not an email address: 'not-an-email'.");
    const short = await script(['add', 'meera@gmail.com', 'Meera Rao'], {
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: 'short',
    });
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe('MODERATOR_PASSWORD must be at least 8 characters.');
    const none = await script(['add', 'meera@gmail.com', 'Meera Rao'], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.stderr.trim()).toMatch(/^Set MODERATOR_PASSWORD/);
  }, 60_000);

  /** The enrolment the script printed: the otpauth URL's secret and the recovery codes. */
  function printedEnrolment(stdout: string) {
    const url = /^otpauth:\/\/totp\/\S+$/m.exec(stdout)?.[0];
    expect(url).toBeDefined();
    const parsed = new URL(url!);
    return {
      parsed,
      secret: parsed.searchParams.get('secret')!,
      recoveryCodes: [...stdout.matchAll(/^ {2}([0-9a-z]{4}(?:-[0-9a-z]{4}){3})$/gm)].map((m) => m[1]),
    };
  }

  it('creates the account in the database under DATA_DIR and prints its second factor once', async () => {
    const created = await script(['add', 'Meera@gmail.com', 'Meera', 'Rao'], {
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: 'long-enough-pass',
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created moderator meera@gmail.com');
    const { parsed, secret, recoveryCodes } = printedEnrolment(created.stdout);
    expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe(
      'otpauth://totp/KisanSetu:meera%40gmail.com',
    );
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      issuer: 'KisanSetu',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // 160 bits, the size RFC 4226 recommends, in base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(MODERATOR_SECOND_FACTOR.recoveryCodes);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodes.length);
    // The QR code, drawn with block characters in the terminal.
    expect(created.stdout).toMatch(/[█▀▄]{10}/);
    expect(created.stdout).toContain(`Or type the key: ${secret.slice(0, 4)} `);

    const again = await script(['add', 'meera@gmail.com', 'Meera Rao'], {
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: 'another-long-pass',
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Re-enrolled moderator meera@gmail.com');
    const renewed = printedEnrolment(again.stdout);
    expect(renewed.secret).not.toBe(secret);
    expect(renewed.recoveryCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
  }, 60_000);

  it('refuses to open the embedded database while a server has it open (exit code 1)', async () => {
    const locked = await mkdtemp(path.join(tmpdir(), 'ks-moderator-locked-'));
    await mkdir(path.join(locked, 'pglite'), { recursive: true });
    await writeFile(path.join(locked, 'pglite', 'postmaster.pid'), '-42\n');
    const refused = await script(['add', 'meera@gmail.com', 'Meera Rao'], {
      DATA_DIR: locked,
      MODERATOR_PASSWORD: 'long-enough-pass',
    });
    await rm(locked, { recursive: true, force: true });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stop the server first');
  }, 60_000);
});

describe('the moderator account it makes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('logs in with role moderator, the password and an authenticator code (and not as a buyer)', async () => {
    const { outcome, enrolment } = await addTestModerator(ctx.app, ctx.database.db, {
      email: 'asha.mod@gmail.com',
      fullName: 'Asha Iyer',
      password: 'long-enough-pass',
    });
    expect(outcome).toBe('created');
    const login = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: 'asha.mod@gmail.com',
      password: 'long-enough-pass',
      role: 'moderator',
      otp: totpCode(enrolment.secret),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      role: 'moderator',
      fullName: 'Asha Iyer',
      phoneVerified: false,
    });
    const asBuyer = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: 'asha.mod@gmail.com',
      password: 'long-enough-pass',
      role: 'user',
    });
    expect(asBuyer.statusCode).toBe(401);
    expect(asBuyer.json().errors.code).toBe('invalid_credentials');
  });

  it('promotes an existing account: new password, role moderator, old sessions end, its phone cleared', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    await ctx.database.db
      .update(tables.users)
      .set({ phoneNumber: '+919812345670', phoneVerifiedAt: new Date() })
      .where(eq(tables.users.id, buyer.user._id));
    const { outcome, enrolment } = await addTestModerator(ctx.app, ctx.database.db, {
      email: buyer.email,
      fullName: 'Promoted Person',
      password: 'new-mod-password',
    });
    expect(outcome).toBe('promoted');
    expect((await call(ctx.app, 'GET', 'user/me', buyer)).statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select({ phoneNumber: tables.users.phoneNumber, phoneVerifiedAt: tables.users.phoneVerifiedAt })
      .from(tables.users)
      .where(eq(tables.users.id, buyer.user._id));
    expect(row).toEqual({ phoneNumber: MODERATOR_PHONE_PLACEHOLDER, phoneVerifiedAt: null });
    const login = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: buyer.email,
      password: 'new-mod-password',
      role: 'moderator',
      recoveryCode: enrolment.recoveryCodes[0],
    });
    expect(login.statusCode).toBe(200);
  });

  it('re-enrols a moderator: the old secret and recovery codes stop working', async () => {
    const input = { email: 'ravi.mod@gmail.com', fullName: 'Ravi Menon', password: 'long-enough-pass' };
    const first = await addTestModerator(ctx.app, ctx.database.db, input);
    const second = await addTestModerator(ctx.app, ctx.database.db, input);
    expect(second.outcome).toBe('re-enrolled');
    const login = (factor: Record<string, string>) =>
      call(ctx.app, 'POST', 'user/login', undefined, { ...input, role: 'moderator', ...factor });
    expect((await login({ recoveryCode: first.enrolment.recoveryCodes[0]! })).statusCode).toBe(401);
    expect((await login({ otp: totpCode(first.enrolment.secret) })).statusCode).toBe(401);
    expect((await login({ otp: totpCode(second.enrolment.secret) })).statusCode).toBe(200);
  });

  it('refuses a short password before touching the database', async () => {
    await expect(
      addModerator(
        ctx.database.db,
        { email: 'x@gmail.com', fullName: 'X Y', password: 'short' },
        Buffer.alloc(32),
      ),
    ).rejects.toBeInstanceOf(ModeratorScriptError);
  });
});
