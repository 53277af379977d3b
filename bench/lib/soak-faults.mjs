// The soak's faults: PostgreSQL and Redis stopped and started again (the machine's own services, as an operator
// would restart them), and a server process stopped by SIGTERM with requests in flight (the drain). Whatever
// happens to the soak, ensureServicesUp() brings PostgreSQL and Redis back.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The one PostgreSQL cluster of this machine (Debian's layout: /etc/postgresql/<version>/main). */
function pgVersion() {
  const versions = readdirSync('/etc/postgresql').filter((v) => /^\d+$/.test(v));
  if (versions.length === 0) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

const pgctl = (action, ...extra) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', action, ...extra], {
    timeout: 60_000,
  });

export async function pgIsUp() {
  try {
    await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '2'], { timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** Fast shutdown: open connections are cut, as when the database host restarts (smart mode would wait for them). */
export const pgStop = () => pgctl('stop', '-m', 'fast');
export async function pgStart() {
  await pgctl('start');
  for (let i = 0; i < 100 && !(await pgIsUp()); i += 1) await sleep(100);
}

export async function redisIsUp() {
  try {
    const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { timeout: 3_000 });
    return stdout.trim() === 'PONG';
  } catch {
    return false;
  }
}

/** Without saving: a restarted Redis comes back empty, the harder case (presence and the adapter start over). */
export async function redisStop() {
  await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave'], { timeout: 10_000 }).catch(
    () => undefined,
  );
  for (let i = 0; i < 50 && (await redisIsUp()); i += 1) await sleep(100);
}

export async function redisStart() {
  await run(
    'redis-server',
    ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
    { timeout: 10_000 },
  );
  for (let i = 0; i < 50 && !(await redisIsUp()); i += 1) await sleep(100);
}

/** Called on every way out of the soak: both services must be running again whatever happened. */
export async function ensureServicesUp(say = () => {}) {
  if (!(await pgIsUp())) {
    say('PostgreSQL was down: starting it again');
    await pgStart().catch((error) => say(`PostgreSQL did not start: ${error.message}`));
  }
  if (!(await redisIsUp())) {
    say('Redis was down: starting it again');
    await redisStart().catch((error) => say(`Redis did not start: ${error.message}`));
  }
}

/**
 * SIGTERM with requests in flight: `inFlight()` starts them (promises of { status }); the process is signalled once
 * they have had `headStartMs` to reach it. Returns how long it took to exit and how the requests ended.
 */
export async function drain(server, inFlight, { headStartMs = 40 } = {}) {
  const requests = inFlight();
  await sleep(headStartMs);
  const t0 = performance.now();
  const signalledAt = t0;
  server.proc.child.kill('SIGTERM');
  const exit = await Promise.race([server.proc.exited, sleep(15_000).then(() => null)]);
  const exitMs = performance.now() - t0;
  const answers = await Promise.all(requests);
  return {
    signalledAt,
    exitMs: Math.round(exitMs),
    exitCode: exit ? (exit.code ?? exit.signal) : 'still running after 15 s',
    inFlight: answers.length,
    completed: answers.filter((a) => typeof a.status === 'number' && a.status < 500).length,
    statuses: answers.map((a) => a.status),
  };
}
