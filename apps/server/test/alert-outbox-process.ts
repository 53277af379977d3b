/**
 * One "server process" of the alert outbox tests: opens its own pool on DATABASE_URL and either sends what is due
 * (printing each alert id it sent, as JSON) or claims everything due and dies on the spot, as a process killed between
 * claim and send would. `ALERT_CLOCK_OFFSET_MS` moves its clock (a lease that ran out).
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config/config';
import { openPostgres } from '../src/db';
import { createAbuseLimits } from '../src/limits';
import { createAlertsRepository, startAlertOutbox } from '../src/modules/alerts';
import { createSmsSender } from '../src/sms';
import { HIGH_LIMITS } from './high-limits';

const mode = process.argv[2];
const offset = Number(process.env.ALERT_CLOCK_OFFSET_MS ?? 0);
const now = () => new Date(Date.now() + offset);
const config = loadConfig({ ...HIGH_LIMITS, ...process.env, ALERT_POLL_MS: '3600000', LOG_LEVEL: 'silent' });
const handle = await openPostgres(process.env.DATABASE_URL!, 4);
const alerts = createAlertsRepository(handle.db);
if (mode === 'claim-and-die') {
  const claimed = await alerts.claimDue(now(), new Date(now().getTime() + 60_000), 1000);
  process.stderr.write(`claimed ${claimed.length}\n`);
  process.kill(process.pid, 'SIGKILL');
}
const sent: string[] = [];
// The webhook sender never logs; the logger is only the log provider's.
const sms = createSmsSender(config.sms, {} as FastifyBaseLogger)!;
const outbox = startAlertOutbox({
  alerts,
  config: config.alerts,
  limits: createAbuseLimits(config.abuseLimits),
  sms: {
    ...sms,
    async sendAlert(alert) {
      await sms.sendAlert!(alert);
      sent.push(alert.reference);
    },
  },
  whatsapp: null,
  channels: ['sms'],
  onlineAmong: async () => new Set(),
  origin: 'https://kisansetu.in',
  now,
  onError: (error) => {
    throw error;
  },
});
try {
  await outbox.sendDue();
} finally {
  await outbox.stop();
  await handle.close();
}
process.stdout.write(JSON.stringify(sent));
