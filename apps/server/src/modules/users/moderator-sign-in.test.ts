import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type ModeratorLoginAuditAction } from '@kisansetu/contract';
import { tables } from '../../db';
import { signUpAndLogIn, uniqueEmail } from '../../../test/fixtures';
import { addTestModerator, call, totpCode } from '../../../test/moderation-fixtures';
import { startSmsReceiver, uniqueMobile, type SmsReceiver } from '../../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let sms: SmsReceiver;

beforeAll(async () => {
  sms = await startSmsReceiver();
  ctx = await createTestContext({
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `${sms.url}/sms`,
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '5',
    CODE_RESEND_SECONDS: '1',
  });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

const PASSWORD = 'moderate-with-care-7';
const STEP_MS = 30_000;

/** A fresh moderator enrolled by the script's own code. */
async function newModerator() {
  const email = uniqueEmail('staff');
  const { enrolment, outcome } = await addTestModerator(ctx.app, ctx.database.db, {
    email,
    fullName: 'Kavya Staff',
    password: PASSWORD,
  });
  expect(outcome).toBe('created');
  const [row] = await ctx.database.db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(eq(tables.users.email, email));
  return { email, id: row!.id, ...enrolment };
}

const login = (email: string, factor: Record<string, string> = {}, password = PASSWORD) =>
  call(ctx.app, 'POST', 'user/login', undefined, { email, password, role: 'moderator', ...factor });

/** The audit's actions for one moderator, oldest first. */
async function auditOf(moderatorId: string): Promise<ModeratorLoginAuditAction[]> {
  const rows = await ctx.database.db
    .select({ action: tables.moderationAudit.action })
    .from(tables.moderationAudit)
    .where(eq(tables.moderationAudit.moderatorId, moderatorId))
    .orderBy(tables.moderationAudit.createdAt, tables.moderationAudit.id);
  return rows.map((row) => row.action as ModeratorLoginAuditAction);
}

/** Waits past a step's last seconds, so a code computed here is checked by the server in the same step. */
async function awayFromStepEdge(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

function expectSecondFactorRequired(response: Awaited<ReturnType<typeof login>>): void {
  expect(response.statusCode).toBe(401);
  expect(response.json().errors).toEqual({
    code: 'second_factor_required',
    message: SERVER_MESSAGES.secondFactorRequired,
    key: 'server.secondFactorRequired',
  });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('a moderator signs in with the password and a second factor', () => {
  it('is refused without a second factor or with a wrong one, signed in with the right code once, and audited', async () => {
    const moderator = await newModerator();
    await awayFromStepEdge();
    expectSecondFactorRequired(await login(moderator.email));
    expectSecondFactorRequired(await login(moderator.email, { otp: '' }));
    const right = totpCode(moderator.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expectSecondFactorRequired(await login(moderator.email, { otp: wrong }));
    expectSecondFactorRequired(await login(moderator.email, { otp: 'abcdef' }));

    const signedIn = await login(moderator.email, { otp: right.replace(/^(\d{3})/, '$1 ') });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ role: 'moderator' });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/moderation/audit', headers: { cookie } }))
        .statusCode,
    ).toBe(200);

    // The same code a second time (a code seen over a shoulder, or replayed) signs nothing in.
    expectSecondFactorRequired(await login(moderator.email, { otp: right }));

    expect(await auditOf(moderator.id)).toEqual([
      'login_second_factor_missing',
      'login_second_factor_missing',
      'login_second_factor_wrong',
      'login_second_factor_wrong',
      'login',
      'login_second_factor_wrong',
    ]);
  });

  it('takes a code one step old or one step ahead, never two, and never a step before the last one used', async () => {
    const moderator = await newModerator();
    await awayFromStepEdge();
    const now = Date.now();
    expectSecondFactorRequired(
      await login(moderator.email, { otp: totpCode(moderator.secret, now - 2 * STEP_MS) }),
    );
    expectSecondFactorRequired(
      await login(moderator.email, { otp: totpCode(moderator.secret, now + 2 * STEP_MS) }),
    );
    expect(
      (await login(moderator.email, { otp: totpCode(moderator.secret, now - STEP_MS) })).statusCode,
    ).toBe(200);
    expect(
      (await login(moderator.email, { otp: totpCode(moderator.secret, now + STEP_MS) })).statusCode,
    ).toBe(200);
    // Now the step after this one was used: the current code is older and refused.
    expectSecondFactorRequired(await login(moderator.email, { otp: totpCode(moderator.secret, now) }));
  });

  it('takes a recovery code once, however it is typed, and audits its use', async () => {
    const moderator = await newModerator();
    const [code, other] = moderator.recoveryCodes;
    const typed = ` ${code!.toUpperCase().replaceAll('-', ' ')} `;
    expect((await login(moderator.email, { recoveryCode: typed })).statusCode).toBe(200);
    expectSecondFactorRequired(await login(moderator.email, { recoveryCode: code! }));
    expectSecondFactorRequired(await login(moderator.email, { recoveryCode: 'zzzz-zzzz-zzzz-zzzz' }));
    expect((await login(moderator.email, { recoveryCode: other! })).statusCode).toBe(200);
    expect(await auditOf(moderator.id)).toEqual([
      'login_recovery_code',
      'login_second_factor_wrong',
      'login_second_factor_wrong',
      'login_recovery_code',
    ]);
  });

  it('refuses a wrong password before asking for the second factor, and audits it', async () => {
    const moderator = await newModerator();
    const refused = await login(moderator.email, { otp: totpCode(moderator.secret) }, 'not-the-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors.code).toBe('invalid_credentials');
    expect(await auditOf(moderator.id)).toEqual(['login_wrong_password']);
  });

  it('refuses a moderator with no second factor enrolled, whatever is sent', async () => {
    const moderator = await newModerator();
    await ctx.database.db
      .delete(tables.moderatorFactors)
      .where(eq(tables.moderatorFactors.userId, moderator.id));
    expectSecondFactorRequired(await login(moderator.email, { otp: totpCode(moderator.secret) }));
    expect(await auditOf(moderator.id)).toEqual(['login_second_factor_missing']);
  });

  it('keeps counting failed second factors toward the per-email login limit', async () => {
    const moderator = await newModerator();
    await awayFromStepEdge();
    for (let i = 0; i < 5; i += 1)
      expectSecondFactorRequired(await login(moderator.email, { otp: '000000' }));
    const limited = await login(moderator.email, { otp: totpCode(moderator.secret) });
    expect(limited.statusCode).toBe(429);
  });

  it('lists the sign-ins in GET moderation/audit', async () => {
    const moderator = await newModerator();
    await awayFromStepEdge();
    const signedIn = await login(moderator.email, { otp: totpCode(moderator.secret) });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/moderation/audit',
      headers: { cookie },
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'login',
      moderator: { _id: moderator.id, fullName: 'Kavya Staff' },
      reportId: null,
      targetType: null,
      targetId: null,
    });
  });
});

describe('a phone code never signs a moderator in', () => {
  /** Sends a code to `mobile` and answers what `user/otp/verify` says to the right one. */
  async function verifyByCode(mobile: string) {
    const sent = await call(ctx.app, 'POST', 'user/otp/send', undefined, { phoneNumber: mobile });
    expect(sent.statusCode).toBe(200);
    return call(ctx.app, 'POST', 'user/otp/verify', undefined, {
      phoneNumber: mobile,
      code: sms.lastCode(`+91${mobile}`),
    });
  }

  it('gives the number a promoted account had verified only a sign-up token, as for a number nobody has', async () => {
    const mobile = uniqueMobile();
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    await ctx.database.db
      .update(tables.users)
      .set({ phoneNumber: `+91${mobile}`, phoneVerifiedAt: new Date() })
      .where(eq(tables.users.id, buyer.user._id));
    // Before the promotion the number signs the buyer in.
    const before = await verifyByCode(mobile);
    expect(before.json().data.accessToken).toEqual(expect.any(String));

    await addTestModerator(ctx.app, ctx.database.db, {
      email: buyer.email,
      fullName: 'Promoted Staff',
      password: PASSWORD,
    });
    // Past the one-send-a-number wait.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await verifyByCode(mobile);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual({ signupToken: expect.any(String), phoneNumber: `+91${mobile}` });
    expect(after.headers['set-cookie']).toBeUndefined();
  });

  it('answers a moderator row that still holds a verified number as one nobody has verified', async () => {
    const moderator = await newModerator();
    const mobile = uniqueMobile();
    await ctx.database.db
      .update(tables.users)
      .set({ phoneNumber: `+91${mobile}`, phoneVerifiedAt: new Date() })
      .where(eq(tables.users.id, moderator.id));
    const answer = await verifyByCode(mobile);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ signupToken: expect.any(String), phoneNumber: `+91${mobile}` });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('does not let a moderator verify a number', async () => {
    const moderator = await newModerator();
    await awayFromStepEdge();
    const signedIn = await login(moderator.email, { otp: totpCode(moderator.secret) });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/phone/verify',
      headers: { cookie },
      payload: { code: '123456' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.code).toBe('forbidden');
  });
});
