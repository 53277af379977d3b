import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openPostgres, tables, type DatabaseHandle } from '../../db';
import { createPostgresDatabase } from '../../../test/postgres-database';
import { startSmsReceiver, type SmsReceiver } from '../../../test/sms-receiver';
import { newAlertCode } from './alerts.service';

const { alertOutbox, users } = tables;
const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const ALERTS = 120;

/*
 * Two server processes share one PostgreSQL and one SMS gateway: each sends due alerts on its own timer, and every
 * alert must still go exactly once, also when a process dies holding a claim.
 */
describe('the alert outbox across server processes (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string;
  let gateway: SmsReceiver;
  let ids: string[] = [];

  /** One process of the outbox (test/alert-outbox-process.ts); resolves to the alerts it sent. */
  const outboxProcess = (mode: 'send' | 'claim-and-die', clockOffsetMs = 0) =>
    run(process.execPath, ['--import', 'tsx', 'test/alert-outbox-process.ts', mode], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `${gateway.url}/sms`,
        // These processes run on the real clock: at any hour of the day, nothing is held for the night.
        ALERT_QUIET_HOURS: 'none',
        ALERT_CLOCK_OFFSET_MS: String(clockOffsetMs),
      },
    }).then(
      ({ stdout }) => JSON.parse(stdout) as string[],
      (error: { signal?: string }) => {
        if (mode === 'claim-and-die' && error.signal === 'SIGKILL') return [];
        throw error;
      },
    );

  beforeAll(async () => {
    gateway = await startSmsReceiver();
    const created = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_alerts',
      inject('postgresTemplate'),
    );
    drop = created.drop;
    url = created.url;
    handle = await openPostgres(created.url, 4);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
    await gateway.close();
  });

  const person = (i: number, role: 'seller' | 'user') => ({
    fullName: `${role === 'seller' ? 'Farmer' : 'Buyer'} ${i}`,
    email: `${role}.${i}.${Date.now()}@example.com`,
    passwordHash: 'x',
    role,
    phoneNumber: `+9198${String(Date.now() % 1e4).padStart(4, '0')}${String(i).padStart(4, '0')}`,
    phoneVerifiedAt: new Date(),
    address: 'Nashik, Maharashtra',
  });

  beforeEach(async () => {
    gateway.received.length = 0;
    await handle.db.delete(alertOutbox);
    const farmers = await handle.db
      .insert(users)
      .values(Array.from({ length: ALERTS }, (_, i) => person(i, 'seller')))
      .returning({ id: users.id });
    const [buyer] = await handle.db.insert(users).values(person(0, 'user')).returning({ id: users.id });
    const due = new Date(Date.now() - 1000);
    ids = (
      await handle.db
        .insert(alertOutbox)
        .values(
          farmers.map((farmer) => ({
            userId: farmer.id,
            kind: 'messages' as const,
            partnerId: buyer!.id,
            facts: { who: 'Sunita', crop: 'Onion' },
            link: `/chat/${buyer!.id}`,
            code: newAlertCode(),
            dueAt: due,
          })),
        )
        .returning({ id: alertOutbox.id })
    ).map((row) => row.id);
  });

  it('sends every due alert exactly once when two processes send at the same time', async () => {
    const [a, b] = await Promise.all([outboxProcess('send'), outboxProcess('send')]);
    expect([...a, ...b].sort()).toEqual([...ids].sort());
    const references = gateway.received.map((request) => String(request.body.reference));
    expect(references.sort()).toEqual([...ids].sort());
    const statuses = await handle.db.select({ status: alertOutbox.status }).from(alertOutbox);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['sent']));
  });

  it('loses nothing and sends nothing twice when a process dies between claim and send', async () => {
    await outboxProcess('claim-and-die');
    const held = await handle.db
      .select({ status: alertOutbox.status })
      .from(alertOutbox)
      .where(eq(alertOutbox.status, 'sending'));
    expect(held).toHaveLength(ALERTS);
    // Another process while the dead one's claim still holds: it leaves them be.
    expect(await outboxProcess('send')).toEqual([]);
    // Once the claim has run out (a minute on), two processes share them out, once each.
    const [a, b] = await Promise.all([outboxProcess('send', 61_000), outboxProcess('send', 61_000)]);
    expect([...a, ...b].sort()).toEqual([...ids].sort());
    expect(gateway.received.map((request) => String(request.body.reference)).sort()).toEqual([...ids].sort());
  });

  it('keeps the daily cap when a second alert falls due while another process is still sending the first', async () => {
    await handle.db.delete(alertOutbox);
    const [farmer] = await handle.db.insert(users).values(person(9001, 'seller')).returning({ id: users.id });
    const buyers = await handle.db
      .insert(users)
      .values([person(9002, 'user'), person(9003, 'user'), person(9004, 'user')])
      .returning({ id: users.id });
    const alert = (partnerId: string, fields: Partial<typeof alertOutbox.$inferInsert> = {}) => ({
      userId: farmer!.id,
      kind: 'messages' as const,
      partnerId,
      facts: { who: 'Sunita', crop: 'Onion' },
      link: `/chat/${partnerId}`,
      code: newAlertCode(),
      dueAt: new Date(Date.now() - 1000),
      ...fields,
    });
    // Two of the day's three have reached the farmer already.
    const sentAt = new Date();
    await handle.db
      .insert(alertOutbox)
      .values([
        alert(buyers[0]!.id, { status: 'sent', sentAt }),
        alert(buyers[0]!.id, { status: 'sent', sentAt }),
      ]);
    const [third] = await handle.db.insert(alertOutbox).values(alert(buyers[1]!.id)).returning();

    // One process sends the third, and the provider is slow to answer it.
    const release = gateway.holdNext();
    const first = outboxProcess('send');
    let fourth: { id: string } | undefined;
    try {
      await expect.poll(() => gateway.received.length, { timeout: 20_000 }).toBe(1);
      // Meanwhile another buyer writes, and a second process finds that alert due: it must leave the farmer to the
      // first.
      [fourth] = await handle.db.insert(alertOutbox).values(alert(buyers[2]!.id)).returning();
      expect(await outboxProcess('send')).toEqual([]);
    } finally {
      release();
    }
    expect(await first).toEqual([third!.id]);

    // Once the first is done, the fourth is over the day's cap.
    expect(await outboxProcess('send')).toEqual([]);
    const [ended] = await handle.db.select().from(alertOutbox).where(eq(alertOutbox.id, fourth!.id));
    expect(ended).toMatchObject({ status: 'cancelled', reason: 'daily_cap' });
    expect(gateway.received).toHaveLength(1);
  });
});
