// The soak's verdict: its goals checked against what the run recorded, and the result written
// (bench/results/soak.json by runBench from the returned details, soak.md here).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESULTS_DIR } from './paths.mjs';
import { callTable, inWindow, markdown, rssDrift, WINDOW_MARGIN_MS } from './soak-report.mjs';
import { round } from './stats.mjs';

/** `r`: everything soak.mjs measured; returns runBench's { lines, details, notes }. */
export function report(r) {
  const calls = callTable(r.recorder.calls, r.windows);
  const outside5xx = calls.reduce((sum, c) => sum + c.failuresOutside, 0);
  // Each 5xx outside the windows, to tell when it happened and what it was.
  const failuresOutside = r.recorder.calls
    .filter(
      (c) => (c.status === 'network' || c.status === 'timeout' || c.status >= 500) && !inWindow(c, r.windows),
    )
    .slice(0, 50)
    .map((c) => ({ kind: c.kind, at: Math.round(c.at), ms: Math.round(c.ms), status: c.status }));
  const warmUp = 0.2 * r.durationMs;
  const names = [...new Set(r.rss.map((s) => s.name))];
  const drift = {};
  for (const name of names) {
    const samples = r.rss.filter((s) => s.name === name);
    const segments = name === 'b' ? splitAt(samples, r.faults.kill.killAt) : [samples];
    segments.forEach((segment, i) => {
      const label = name === 'b' ? (i === 0 ? 'B (until killed)' : 'B (restarted)') : name.toUpperCase();
      const start = i === 1 ? r.faults.kill.readyAt + 30_000 : warmUp;
      drift[label] = rssDrift(segment, start);
    });
  }
  const probeMessages = r.cross.messages();
  const afterRedis = probeMessages.filter((m) => m.at >= r.faults.redis.upAt && m.receivedAt !== null)[0];
  const presenceAfterRedis = r.cross.presence.find((p) => p.at >= r.faults.redis.upAt && p.seen === 'online');
  const pg = r.faults.postgres;
  const pgOk = Math.max(...Object.values(pg.firstOkAfterUpMs).map((v) => v ?? Infinity));
  const goals = [
    {
      goal: 'chat: 0 lost',
      result: `${r.tally.lost} lost (${r.neverStored} of them never stored)`,
      pass: r.tally.lost === 0,
    },
    { goal: 'chat: 0 duplicated', result: `${r.tally.duplicated}`, pass: r.tally.duplicated === 0 },
    {
      goal: `0 5xx outside the fault windows (±${WINDOW_MARGIN_MS / 1000} s)`,
      result: `${outside5xx}${failuresOutside.length ? ` (${failuresOutside.map((f) => `${f.kind} ${f.status} at ${round(f.at / 1000, 1)} s`).join(', ')})` : ''}`,
      pass: outside5xx === 0,
    },
    {
      goal: 'PostgreSQL down: quick 503, none past 5 s',
      result: `traffic ${JSON.stringify(pg.trafficDuring.statuses)}, slowest ${pg.trafficDuring.maxMs} ms, ${pg.trafficDuring.over5s} over 5 s; probe ${JSON.stringify(pg.probeDuring.statuses)}`,
      pass: pg.trafficDuring.over5s === 0 && Object.keys(pg.probeDuring.statuses).every((s) => s === '503'),
    },
    {
      goal: 'PostgreSQL down: /readyz 503',
      result: JSON.stringify(pg.readyz503At),
      pass: Object.values(pg.readyz503At).every((v) => v !== null),
    },
    { goal: 'PostgreSQL back: first 200 within 5 s', result: `${pgOk} ms`, pass: pgOk <= 5_000 },
    {
      goal: 'Redis back: cross-process delivery and presence recover',
      result: `first crossing message live ${afterRedis ? `${round((afterRedis.at - r.faults.redis.upAt) / 1000, 1)} s` : 'never'} after; presence right ${presenceAfterRedis ? `${round((presenceAfterRedis.at - r.faults.redis.upAt) / 1000, 1)} s` : 'never'} after`,
      pass: Boolean(afterRedis && presenceAfterRedis),
    },
    ...Object.entries(drift)
      .filter(([, d]) => d.pass !== null)
      .map(([name, d]) => ({
        goal: `RSS flat (±10%) after warm-up: ${name}`,
        result: `${d.driftPct}%`,
        pass: d.pass,
      })),
    {
      goal: 'every process ready at the end',
      result: JSON.stringify(r.readyAtEnd),
      pass: Object.values(r.readyAtEnd).every((s) => s === 200),
    },
    ...Object.entries(r.drains).map(([name, d]) => ({
      goal: `SIGTERM ${name.toUpperCase()}: in-flight answered, sockets closed, exit < 10 s`,
      result: `${d.exitMs} ms, ${d.completed}/${d.inFlight} answered (${d.statuses.join(' ')}), ${d.socketsClosed}/${d.socketsOnIt} sockets closed`,
      pass: d.exitMs < 10_000 && d.completed === d.inFlight && d.socketsClosed === d.socketsOnIt,
    })),
  ];
  const result = {
    setup: {
      minutes: r.minutes,
      processes: 2,
      startedAt: r.startedAt,
      rate: r.rate,
      capacity: round(r.capacity, 1),
      chatClients: r.chat.clients.length,
      chatRate: r.chatRate,
      socketsOnAAtStart: r.onA,
      loadBefore: r.loadBefore,
      loadAfter: os.loadavg().map((l) => round(l, 2)),
    },
    goals,
    calls,
    failuresOutside,
    chat: {
      ...r.tally,
      lostIds: r.tally.lostIds.slice(0, 20),
      lostDetails: r.tally.lostDetails.slice(0, 20),
      neverStored: r.neverStored,
      events: r.chat.events,
    },
    crossProcess: { messages: probeMessages, presence: r.cross.presence },
    rss: { drift, samples: r.rss },
    faults: r.faults,
    windows: r.windows,
    readiness: r.readiness.changes,
    drains: r.drains,
    timeline: r.timeline,
  };
  const md = markdown(result);
  writeFileSync(path.join(RESULTS_DIR, 'soak.md'), md);
  process.stdout.write(`\n${md}\n`);
  const failed = goals.filter((g) => !g.pass).length;
  r.log(`${goals.length - failed}/${goals.length} goals met; bench/results/soak.json and soak.md written`);
  return { lines: [], details: result, notes: [] };
}

function splitAt(samples, at) {
  return [samples.filter((s) => s.at < at), samples.filter((s) => s.at >= at)];
}
