import { ALERT_RULES, chosenAlertKind } from '@kisansetu/contract';
import {
  alertTemplate,
  alertText,
  type AlertTemplate,
  type AlertTextKind,
} from '@kisansetu/contract/catalogue';
import type { AlertsConfig } from '../../config/alerts-config';
import { asBackgroundWork } from '../../db';
import { AppError } from '../../errors';
import type { AbuseLimits, LimitName } from '../../limits';
import { startPeriodic } from '../../lib/periodic';
import { SmsNotSent, type SmsSender } from '../../sms';
import type { WhatsAppSender } from '../../whatsapp/whatsapp-sender';
import type { AlertRow, AlertsRepository, AlertSettingsRow } from './alerts.repository';
import { effectiveChannel, type SendingChannel } from './alerts.service';
import { inIndiaHours, nextIndiaHour, startOfIndiaDay } from '../../lib/india-time';

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
/** Alerts one process has with providers at once. */
const SENDS_AT_ONCE = 32;
/** How long a claim holds: longer than a provider's time-out, so only a process that died loses it. */
const LEASE_MS = 60_000;
/** Tries of one alert before its failure is final: a provider down for minutes still gets it once. */
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 15_000;
const HOUR_MS = 3600 * 1000;

/** What became of one person's due alerts in a pass. */
export type AlertOutcome = 'sent' | 'held' | 'cancelled' | 'retry' | 'failed';

/**
 * The outbox's sender (contract "Alerts by SMS and WhatsApp"), run by every process on a timer: it claims the people
 * with due alerts (each by one process at a time, with a lease a dead process gives up), and for each person decides
 * at that moment whether they still go: not when the person is in the app or has read the conversation, one a
 * conversation in six hours, held through quiet hours, at most `perDay` a day, several that are due at once as one
 * summary. It sends with the alert's id as the provider's reference and records the outcome; a provider that did not
 * answer is tried again with a growing pause.
 */
export function startAlertOutbox(deps: AlertOutboxDeps) {
  const { alerts, config, limits, now } = deps;
  const host = deps.origin.replace(/^https:\/\//, '').replace(/\/+$/, '');
  const ids = (rows: AlertRow[]) => rows.map((row) => row.id);

  /** What is known of every person of a batch, read in a few statements for the whole batch. */
  interface BatchFacts {
    settings: Map<string, AlertSettingsRow>;
    online: Set<string>;
    /** `person:partner` of conversations where the person has nothing unread from the partner. */
    read: Set<string>;
    /** `person:partner` of conversations an alert reached the person about in the last six hours. */
    recent: Set<string>;
    sentToday: Map<string, number>;
  }

  async function factsOf(claimed: AlertRow[], at: Date): Promise<BatchFacts> {
    const people = [...new Set(claimed.map((row) => row.userId))];
    const about = claimed.flatMap((row) =>
      row.partnerId ? [{ userId: row.userId, partnerId: row.partnerId }] : [],
    );
    const [settings, online, read, recent, sentToday] = await Promise.all([
      alerts.settingsOfMany(people),
      deps.onlineAmong(people),
      alerts.nothingUnread(about),
      alerts.sentAboutSince(about, new Date(at.getTime() - ALERT_RULES.conversationHours * HOUR_MS)),
      alerts.sentSinceMany(people, startOfIndiaDay(at)),
    ]);
    return { settings, online, read, recent, sentToday };
  }

  /** What to do with one person's due alerts: end some (by reason), hold them all, or send one (or a summary). */
  type Decision =
    | { kind: 'end'; ended: [AlertRow[], string][] }
    | { kind: 'hold'; ended: [AlertRow[], string][]; rows: AlertRow[]; until: Date }
    | {
        kind: 'send';
        ended: [AlertRow[], string][];
        rows: AlertRow[];
        settings: AlertSettingsRow;
        channel: SendingChannel;
      };

  /** Decides at `at` whether one person's due alerts still go (a pure step: the batch's facts are read before). */
  function decide(userId: string, due: AlertRow[], facts: BatchFacts, at: Date): Decision {
    const settings = facts.settings.get(userId);
    const channel = settings ? effectiveChannel(settings, deps.channels) : 'none';
    if (!settings || channel === 'none') return { kind: 'end', ended: [[due, 'off']] };
    const ended: [AlertRow[], string][] = [];
    const keep = (rows: AlertRow[], reason: string, test: (row: AlertRow) => boolean) => {
      ended.push([rows.filter((row) => !test(row)), reason]);
      return rows.filter(test);
    };
    const pair = (row: AlertRow) => `${userId}:${row.partnerId}`;
    const wanted = keep(due, 'kind_off', (row) => {
      const chosen = chosenAlertKind(row.kind);
      return chosen === null || settings.kinds[chosen];
    });
    if (facts.online.has(userId)) return { kind: 'end', ended: [...ended, [wanted, 'online']] };
    const unread = keep(wanted, 'read', (row) => !row.partnerId || !facts.read.has(pair(row)));
    if (unread.length > 0 && config.quietHours && inIndiaHours(at, config.quietHours))
      return { kind: 'hold', ended, rows: unread, until: nextIndiaHour(at, config.quietHours.to) };
    const rows = keep(unread, 'recent', (row) => !row.partnerId || !facts.recent.has(pair(row)));
    if (rows.length === 0) return { kind: 'end', ended };
    if ((facts.sentToday.get(userId) ?? 0) >= config.perDay)
      return { kind: 'end', ended: [...ended, [rows, 'daily_cap']] };
    return { kind: 'send', ended, rows, settings, channel };
  }

  /** The cluster's SMS caps alerts count against: their own share first, then the total that codes share. */
  const SMS_CAPS: LimitName[] = ['alertSmsPerHour', 'alertSmsPerDay', 'smsPerHour', 'smsPerDay'];

  /**
   * Sends the first of `rows` (several: one summary of them all) by `channel` and records the outcome. A cap that is
   * spent or a provider that did not answer puts them back for later; a refusal that would repeat is final.
   */
  async function send(
    rows: AlertRow[],
    settings: AlertSettingsRow,
    channel: SendingChannel,
  ): Promise<AlertOutcome> {
    const [alert, ...others] = rows as [AlertRow, ...AlertRow[]];
    const counted: LimitName[] = [];
    const refund = () => Promise.all(counted.map((name) => limits.refund(name, 'cluster')));
    if (channel === 'sms') {
      for (const name of SMS_CAPS) {
        try {
          await limits.consume(name, 'cluster');
          counted.push(name);
        } catch (error) {
          await refund();
          if (!(error instanceof AppError)) throw error;
          const wait = Number(error.headers?.['retry-after'] ?? 60) * 1000;
          await alerts.putBack(ids(rows), new Date(now().getTime() + wait), name);
          return 'retry';
        }
      }
    }
    const count = rows.reduce((sum, row) => sum + row.count, 0);
    const summary = others.length > 0;
    const kind: AlertTextKind = summary ? 'summary' : alert.kind;
    // A summary's links open the chats, or the one conversation all of it is about.
    const link = summary ? commonLink(rows) : alert.link;
    const facts = summary ? { count } : alert.facts;
    const template = alertTemplate(kind, facts);
    try {
      if (channel === 'sms') {
        const links = { link: `${host}/c/${alert.code}`, stop: `${host}/alerts/stop/${alert.code}` };
        await deps.sms!.sendAlert!({
          to: settings.phoneNumber,
          text: alertText(settings.lang, kind, facts, links),
          englishText: alertText('en', kind, facts, links),
          lang: settings.lang,
          template,
          reference: alert.id,
        });
      } else {
        await deps.whatsapp!.send({
          to: settings.phoneNumber,
          lang: settings.lang,
          template,
          parameters: whatsappParameters(template, facts),
          code: alert.code,
          reference: alert.id,
        });
      }
    } catch (error) {
      await refund();
      if (!(error instanceof SmsNotSent)) throw error;
      if (error.transient && alert.attempts < MAX_ATTEMPTS) {
        const retryAt = new Date(now().getTime() + RETRY_BASE_MS * 2 ** (alert.attempts - 1));
        await alerts.putBack(ids(rows), retryAt, error.message);
        return 'retry';
      }
      // A refusal that would repeat (a number not on WhatsApp, an unregistered template) holds for all of them.
      await alerts.end(ids(rows), 'failed', error.message);
      return 'failed';
    }
    await alerts.markSent(alert.id, channel, now(), count, link);
    await alerts.end(ids(others), 'cancelled', `summed_up:${alert.id}`);
    return 'sent';
  }

  /** Runs `work` over `items`, at most `limit` at a time. */
  async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(limit, items.length) }, async () => {
        while (next < items.length) {
          const index = next++;
          results[index] = await work(items[index]!);
        }
      }),
    );
    return results;
  }

  /** Handles one claimed batch: the facts in a few statements, the endings and holds in one each, the sends pooled. */
  async function handle(claimed: AlertRow[]): Promise<AlertOutcome[]> {
    const at = now();
    const facts = await factsOf(claimed, at);
    const byPerson = new Map<string, AlertRow[]>();
    for (const row of claimed) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    const decisions = [...byPerson].map(([userId, due]) => decide(userId, due, facts, at));
    const endings = new Map<string, string[]>();
    for (const decision of decisions)
      for (const [rows, reason] of decision.ended)
        endings.set(reason, [...(endings.get(reason) ?? []), ...ids(rows)]);
    await Promise.all([...endings].map(([reason, rowIds]) => alerts.end(rowIds, 'cancelled', reason)));
    const holds = decisions.flatMap((decision) => (decision.kind === 'hold' ? [decision] : []));
    await Promise.all(holds.map((hold) => alerts.putBack(ids(hold.rows), hold.until, 'quiet_hours')));
    const sends = decisions.flatMap((decision) => (decision.kind === 'send' ? [decision] : []));
    const sent = await inPool(sends, SENDS_AT_ONCE, (decision) =>
      send(decision.rows, decision.settings, decision.channel).catch(async (error: unknown) => {
        deps.onError(error, 'an alert could not be sent');
        // Given back now rather than when the claim runs out: nothing was sent.
        await alerts
          .putBack(ids(decision.rows), new Date(now().getTime() + RETRY_BASE_MS), 'error')
          .catch(() => undefined);
        return 'retry' as const;
      }),
    );
    return [
      ...decisions.flatMap((decision): AlertOutcome[] =>
        decision.kind === 'end' ? ['cancelled'] : decision.kind === 'hold' ? ['held'] : [],
      ),
      ...sent,
    ];
  }

  /** One pass: claims and handles due alerts until none are left; resolves to what became of each person's. */
  async function pass(): Promise<AlertOutcome[]> {
    const outcomes: AlertOutcome[] = [];
    for (;;) {
      const at = now();
      const leaseUntil = new Date(at.getTime() + LEASE_MS);
      const claimed = await alerts.claimDue(at, leaseUntil, CLAIM_BATCH);
      if (claimed.length === 0) return outcomes;
      try {
        outcomes.push(...(await handle(claimed)));
      } finally {
        await alerts.releaseClaims([...new Set(claimed.map((row) => row.userId))], leaseUntil);
      }
      if (claimed.length < CLAIM_BATCH) return outcomes;
    }
  }

  const periodic = startPeriodic({
    everyMs: config.pollMs,
    // On the embedded database, behind the requests people are waiting for.
    run: () => asBackgroundWork(pass),
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

/** The body parameters of each WhatsApp template, in the order they are registered (docs/operations.md). */
function whatsappParameters(
  template: AlertTemplate,
  facts: { who?: string; crop?: string; count?: number },
): string[] {
  // Meta refuses an empty parameter: a dash rather than a refusal.
  const who = facts.who || '-';
  const crop = facts.crop || '-';
  const byTemplate: Record<AlertTemplate, string[]> = {
    messages: [who, crop],
    messagesNoCrop: [who],
    deals: [who, crop],
    requests: [crop],
    savedSearches: [crop],
    summary: [String(facts.count ?? 1)],
    helpedListing: [who, crop],
    helpedDeal: [who, crop],
    offersDeadline: [String(facts.count ?? 1), crop, who],
  };
  return byTemplate[template];
}

export type AlertOutbox = ReturnType<typeof startAlertOutbox>;
