import { ALERT_RULES } from '@kisansetu/contract';
import { alertText, type AlertTextKind } from '@kisansetu/contract/catalogue';
import type { AlertsConfig } from '../../config/alerts-config';
import { AppError } from '../../errors';
import type { AbuseLimits, LimitName } from '../../limits';
import { startPeriodic } from '../../lib/periodic';
import { SmsNotSent, type SmsSender } from '../../sms';
import type { WhatsAppSender } from '../../whatsapp/whatsapp-sender';
import type { AlertRow, AlertsRepository, AlertSettingsRow } from './alerts.repository';
import { effectiveChannel, type SendingChannel } from './alerts.service';
import { inIndiaHours, nextIndiaHour, startOfIndiaDay } from './india-time';

export interface AlertOutboxDeps {
  alerts: AlertsRepository;
  config: Pick<AlertsConfig, 'perDay' | 'quietHours' | 'pollMs'>;
  limits: AbuseLimits;
  sms: SmsSender | null;
  whatsapp: WhatsAppSender | null;
  channels: readonly SendingChannel[];
  /** Which of these people have the app open now (an open socket on any process). */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** The site's origin the links start with (`https://kisansetu.in`). */
  origin: string;
  now: () => Date;
  onError(error: unknown, what: string): void;
}

/** Alerts one pass claims at a time; the next pass (or another process) takes the rest. */
const CLAIM_BATCH = 100;
/** People whose alerts one process handles at once. */
const PEOPLE_AT_ONCE = 16;
/** How long a claim holds: longer than a provider's time-out, so only a process that died loses it. */
const LEASE_MS = 60_000;
/** Tries of one alert before its failure is final: a provider down for minutes still gets it once. */
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 15_000;
const HOUR_MS = 3600 * 1000;

/** What became of one person's due alerts in a pass. */
export type AlertOutcome = 'sent' | 'held' | 'cancelled' | 'retry' | 'failed';

/**
 * The outbox's sender (contract "Alerts by SMS and WhatsApp"), run by every process on a timer: it claims due alerts
 * (FOR UPDATE SKIP LOCKED, with a lease a dead process gives up), and for each person decides at that moment whether
 * they still go: not when the person is in the app or has read the conversation, one a conversation in six hours,
 * held through quiet hours, at most `perDay` a day, several that are due at once as one summary. It sends with the
 * alert's id as the provider's reference and records the outcome; a provider that did not answer is tried again with
 * a growing pause.
 */
export function startAlertOutbox(deps: AlertOutboxDeps) {
  const { alerts, config, limits, now } = deps;
  const host = deps.origin.replace(/^https:\/\//, '').replace(/\/+$/, '');

  async function handlePerson(userId: string, due: AlertRow[], online: boolean): Promise<AlertOutcome> {
    const at = now();
    const settings = await alerts.settingsOf(userId);
    const channel = settings ? effectiveChannel(settings, deps.channels) : 'none';
    const ids = (rows: AlertRow[]) => rows.map((row) => row.id);
    if (!settings || channel === 'none') return cancel(ids(due), 'off');
    const wanted = due.filter((row) => settings.kinds[row.kind]);
    await alerts.end(ids(due.filter((row) => !wanted.includes(row))), 'cancelled', 'kind_off');
    if (wanted.length === 0) return 'cancelled';
    if (online) return cancel(ids(wanted), 'online');

    const read = await alerts.readSince(
      wanted.flatMap((row) =>
        row.partnerId ? [{ userId, partnerId: row.partnerId, since: row.createdAt }] : [],
      ),
    );
    const unread = wanted.filter((row) => !row.partnerId || !read.has(`${userId}:${row.partnerId}`));
    await alerts.end(ids(wanted.filter((row) => !unread.includes(row))), 'cancelled', 'read');
    if (unread.length === 0) return 'cancelled';

    if (config.quietHours && inIndiaHours(at, config.quietHours)) {
      const morning = nextIndiaHour(at, config.quietHours.to);
      await Promise.all(unread.map((row) => alerts.putBack(row.id, morning, 'quiet_hours')));
      return 'held';
    }
    const since = new Date(at.getTime() - ALERT_RULES.conversationHours * HOUR_MS);
    const recent = await Promise.all(
      unread.map(
        async (row) => row.partnerId !== null && alerts.sentAboutSince(userId, row.partnerId, since),
      ),
    );
    const toSend = unread.filter((_row, index) => !recent[index]);
    await alerts.end(ids(unread.filter((row) => !toSend.includes(row))), 'cancelled', 'recent');
    if (toSend.length === 0) return 'cancelled';
    if ((await alerts.sentSince(userId, startOfIndiaDay(at))) >= config.perDay)
      return cancel(ids(toSend), 'daily_cap');

    const [first, ...others] = toSend;
    const count = toSend.reduce((sum, row) => sum + row.count, 0);
    const outcome = await send(first!, settings, channel, others.length === 0 ? null : count, toSend);
    if (outcome === 'sent') {
      await alerts.markSent(first!.id, channel, at, count);
      await alerts.end(ids(others), 'cancelled', `summed_up:${first!.id}`);
    }
    return outcome;
  }

  async function cancel(ids: string[], reason: string): Promise<AlertOutcome> {
    await alerts.end(ids, 'cancelled', reason);
    return 'cancelled';
  }

  /** The cluster's SMS caps alerts count against: their own share first, then the total that codes share. */
  const SMS_CAPS: LimitName[] = ['alertSmsPerHour', 'alertSmsPerDay', 'smsPerHour', 'smsPerDay'];

  /**
   * Sends `alert` (or, with `summaryCount`, one summary of `group`) by `channel`. A cap that is spent or a provider
   * that did not answer puts the whole group back for later; a refusal that would repeat is final.
   */
  async function send(
    alert: AlertRow,
    settings: AlertSettingsRow,
    channel: SendingChannel,
    summaryCount: number | null,
    group: AlertRow[],
  ): Promise<AlertOutcome> {
    const counted: LimitName[] = [];
    const refund = () => Promise.all(counted.map((name) => limits.refund(name, 'cluster')));
    const putBack = (dueAt: Date, reason: string) =>
      Promise.all(group.map((row) => alerts.putBack(row.id, dueAt, reason)));
    if (channel === 'sms') {
      for (const name of SMS_CAPS) {
        try {
          await limits.consume(name, 'cluster');
          counted.push(name);
        } catch (error) {
          await refund();
          if (!(error instanceof AppError)) throw error;
          const wait = Number(error.headers?.['retry-after'] ?? 60) * 1000;
          await putBack(new Date(now().getTime() + wait), name);
          return 'retry';
        }
      }
    }
    const kind: AlertTextKind = summaryCount === null ? alert.kind : 'summary';
    const link = summaryCount === null ? alert.link : commonLink(group);
    // A summary's links open the chats (or the one conversation they all are about).
    const facts = summaryCount === null ? alert.facts : { count: summaryCount };
    const code = alert.code;
    try {
      if (channel === 'sms') {
        const links = { link: `${host}/c/${code}`, stop: `${host}/alerts/stop/${code}` };
        await deps.sms!.sendAlert!({
          to: settings.phoneNumber,
          text: alertText(settings.lang, kind, facts, links),
          englishText: alertText('en', kind, facts, links),
          lang: settings.lang,
          template: kind,
          reference: alert.id,
        });
      } else {
        await deps.whatsapp!.send({
          to: settings.phoneNumber,
          lang: settings.lang,
          template: kind,
          parameters: whatsappParameters(kind, facts),
          code,
          reference: alert.id,
        });
      }
      if (link !== alert.link) await alerts.relink(alert.id, link);
      return 'sent';
    } catch (error) {
      await refund();
      if (!(error instanceof SmsNotSent)) throw error;
      if (error.transient && alert.attempts < MAX_ATTEMPTS) {
        await putBack(new Date(now().getTime() + RETRY_BASE_MS * 2 ** (alert.attempts - 1)), error.message);
        return 'retry';
      }
      // A refusal that would repeat (a number not on WhatsApp, an unregistered template) holds for the whole group.
      await alerts.end(
        group.map((row) => row.id),
        'failed',
        error.message,
      );
      return 'failed';
    }
  }

  /** One pass: claims and handles due alerts until none are left; resolves to what became of each person's. */
  async function pass(): Promise<AlertOutcome[]> {
    const outcomes: AlertOutcome[] = [];
    for (;;) {
      const at = now();
      const claimed = await alerts.claimDue(at, new Date(at.getTime() + LEASE_MS), CLAIM_BATCH);
      if (claimed.length === 0) return outcomes;
      const byPerson = new Map<string, AlertRow[]>();
      for (const row of claimed) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
      const people = [...byPerson.keys()];
      const online = await deps.onlineAmong(people);
      for (let start = 0; start < people.length; start += PEOPLE_AT_ONCE) {
        const results = await Promise.all(
          people.slice(start, start + PEOPLE_AT_ONCE).map((userId) =>
            handlePerson(userId, byPerson.get(userId)!, online.has(userId)).catch(async (error: unknown) => {
              deps.onError(error, 'an alert could not be handled');
              // Given back at once rather than at the lease's end: nothing was sent.
              await Promise.all(
                byPerson
                  .get(userId)!
                  .map((row) => alerts.putBack(row.id, new Date(now().getTime() + 60_000), 'error')),
              ).catch(() => undefined);
              return 'retry' as const;
            }),
          ),
        );
        outcomes.push(...results);
      }
      if (claimed.length < CLAIM_BATCH) return outcomes;
    }
  }

  const periodic = startPeriodic({
    everyMs: config.pollMs,
    run: pass,
    onError: (error) => deps.onError(error, 'the alert outbox could not be read'),
  });
  return {
    /** One pass now (a pass asked for while one runs joins it). */
    sendDue: periodic.runNow,
    /** Stops the timer and waits for the pass under way. */
    stop: periodic.stop,
  };
}

/** A summary opens the one conversation all its alerts are about, else the chats. */
function commonLink(group: AlertRow[]): string {
  const links = new Set(group.map((row) => row.link));
  return links.size === 1 ? group[0]!.link : '/chat';
}

/** The body parameters of each WhatsApp template, in the order they are registered (README). */
function whatsappParameters(
  kind: AlertTextKind,
  facts: { who?: string; crop?: string; count?: number },
): string[] {
  const crop = facts.crop ?? '-';
  const byKind: Record<AlertTextKind, string[]> = {
    messages: [facts.who ?? '-', crop],
    deals: [facts.who ?? '-', crop],
    requests: [crop],
    savedSearches: [crop],
    summary: [String(facts.count ?? 1)],
  };
  return byKind[kind];
}

export type AlertOutbox = ReturnType<typeof startAlertOutbox>;
