import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/moderation-fixtures';
import { signUpAndLogIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { addModerator, ModeratorScriptError } from './moderator-account';

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

  it('creates the account in the database under DATA_DIR', async () => {
    const created = await script(['add', 'Meera@gmail.com', 'Meera', 'Rao'], {
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: 'long-enough-pass',
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created moderator meera@gmail.com');
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

  it('logs in with role moderator (and not as a buyer)', async () => {
    await addModerator(ctx.database.db, {
      email: 'asha.mod@gmail.com',
      fullName: 'Asha Iyer',
      password: 'long-enough-pass',
    });
    const login = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: 'asha.mod@gmail.com',
      password: 'long-enough-pass',
      role: 'moderator',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'moderator', fullName: 'Asha Iyer' });
    const asBuyer = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: 'asha.mod@gmail.com',
      password: 'long-enough-pass',
      role: 'user',
    });
    expect(asBuyer.statusCode).toBe(401);
  });

  it('promotes an existing account: new password, role moderator, old sessions end', async () => {
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    expect(
      await addModerator(ctx.database.db, {
        email: buyer.email,
        fullName: 'Promoted Person',
        password: 'new-mod-password',
      }),
    ).toBe('promoted');
    expect((await call(ctx.app, 'GET', 'user/me', buyer)).statusCode).toBe(401);
    const login = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: buyer.email,
      password: 'new-mod-password',
      role: 'moderator',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a short password before touching the database', async () => {
    await expect(
      addModerator(ctx.database.db, { email: 'x@gmail.com', fullName: 'X Y', password: 'short' }),
    ).rejects.toBeInstanceOf(ModeratorScriptError);
  });
});
