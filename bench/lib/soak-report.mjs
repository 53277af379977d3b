// The soak's figures: per call errors by status and p50/p99, 5xx inside and outside the faults' windows, each
// process's RSS drift after warm-up, and the markdown summary (bench/results/soak.md).
import { percentile, round } from './stats.mjs';

/** A fault's window is widened by this on both sides: requests that straddle its start or end are the fault's. */
export const WINDOW_MARGIN_MS = 2_000;

const is5xx = (status) => status === 'network' || status === 'timeout' || status >= 500;

export function inWindow(call, windows) {
  const end = call.at + call.ms;
  return windows.some((w) => end >= w.from - WINDOW_MARGIN_MS && call.at <= w.to + WINDOW_MARGIN_MS);
}

/** Per call kind: count, statuses, p50/p99 (ms), 5xx (and no-answers) outside the windows. */
export function callTable(calls, windows) {
  const kinds = new Map();
  for (const call of calls) {
    const k = kinds.get(call.kind) ?? {
      count: 0,
      statuses: {},
      ms: [],
      failuresOutside: 0,
      failuresInside: 0,
    };
    k.count += 1;
    k.statuses[call.status] = (k.statuses[call.status] ?? 0) + 1;
    k.ms.push(call.ms);
    if (is5xx(call.status)) {
      if (inWindow(call, windows)) k.failuresInside += 1;
      else k.failuresOutside += 1;
    }
    kinds.set(call.kind, k);
  }
  return [...kinds].map(([kind, k]) => ({
    kind,
    count: k.count,
    statuses: k.statuses,
    p50: round(percentile(k.ms, 50), 1),
    p99: round(percentile(k.ms, 99), 1),
    failuresInside: k.failuresInside,
    failuresOutside: k.failuresOutside,
  }));
}

/** The calls that started while a service was down: statuses, the slowest, how many took over 5 s. */
export function duringOutage(calls, from, to) {
  const during = calls.filter((c) => c.at >= from && c.at <= to);
  const statuses = {};
  for (const c of during) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
  return {
    calls: during.length,
    statuses,
    maxMs: round(Math.max(0, ...during.map((c) => c.ms)), 1),
    over5s: during.filter((c) => c.ms > 5_000 || c.status === 'timeout').length,
  };
}

/**
 * RSS of one process after its warm-up: the median of the first and of the last quarter of the samples, and the
 * drift between them (flat when within ±10%).
 */
export function rssDrift(samples, warmUpEndsAt) {
  const after = samples.filter((s) => s.at >= warmUpEndsAt).map((s) => s.mb);
  if (after.length < 4) return { samples: after.length, drift: null, pass: null };
  const quarter = Math.max(1, Math.floor(after.length / 4));
  const first = percentile(after.slice(0, quarter), 50);
  const last = percentile(after.slice(-quarter), 50);
  const drift = last / first - 1;
  return {
    samples: after.length,
    firstMb: round(first, 1),
    lastMb: round(last, 1),
    minMb: round(Math.min(...after), 1),
    maxMb: round(Math.max(...after), 1),
    driftPct: round(drift * 100, 1),
    pass: Math.abs(drift) <= 0.1,
  };
}

const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${round(ms / 1000, 1)} s`);
const statusList = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');

/** The markdown summary: goals, calls, chat, RSS, fault timeline. */
export function markdown(result) {
  const { goals, calls, chat, rss, timeline, setup } = result;
  const lines = [
    `# Soak: ${setup.minutes} min, ${setup.processes} processes on PostgreSQL + Redis`,
    '',
    `${setup.startedAt}; HTTP mix at ${setup.rate} calls/s (half of ${setup.capacity} measured); ${setup.chatClients} chat sockets, ${setup.chatRate} msg/s; load average before ${setup.loadBefore.join(' ')}.`,
    '',
    '## Goals',
    '',
    '| goal | result | pass |',
    '| --- | --- | --- |',
    ...goals.map((g) => `| ${g.goal} | ${g.result} | ${g.pass ? 'pass' : '**FAIL**'} |`),
    '',
    `## Calls (through the proxy; 5xx includes no answer; windows = fault ±${WINDOW_MARGIN_MS / 1000} s)`,
    '',
    '| call | count | p50 ms | p99 ms | statuses | 5xx in windows | 5xx outside |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: |',
    ...calls.map(
      (c) =>
        `| ${c.kind} | ${c.count} | ${c.p50} | ${c.p99} | ${statusList(c.statuses)} | ${c.failuresInside} | ${c.failuresOutside} |`,
    ),
    '',
    '## Chat',
    '',
    '| sent | stored | received (live / by fetch) | lost | duplicated | refused | delivered despite an error | reconnects |',
    '| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    `| ${chat.sent} | ${chat.stored} | ${chat.received} (${chat.receivedLive} / ${chat.receivedByFetch}) | ${chat.lost} | ${chat.duplicated} | ${chat.refused} | ${chat.deliveredDespiteError} | ${chat.events.reconnects} |`,
    '',
    '## RSS after warm-up (MB, sampled every 5 s)',
    '',
    '| process | samples | first quarter | last quarter | min | max | drift | flat |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...Object.entries(rss.drift).map(([name, d]) =>
      d.drift === null
        ? `| ${name} | ${d.samples} | – | – | – | – | – | too few samples |`
        : `| ${name} | ${d.samples} | ${d.firstMb} | ${d.lastMb} | ${d.minMb} | ${d.maxMb} | ${d.driftPct}% | ${d.pass ? 'yes' : 'NO'} |`,
    ),
    '',
    '## Fault timeline',
    '',
    '| at | event |',
    '| ---: | --- |',
    ...timeline.map((e) => `| ${seconds(e.at)} | ${e.event} |`),
    '',
  ];
  return lines.join('\n');
}
