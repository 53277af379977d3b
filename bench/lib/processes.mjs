/* global fetch, AbortSignal, setInterval, clearInterval */
// Child processes a bench starts (servers, builds), and the promise that every one of them is stopped again: on a
// normal end, on an exception, on SIGINT/SIGTERM from run.mjs or a terminal. Only processes started here are ever
// signalled, each by its own pid.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOG_DIR } from './paths.mjs';

/** @type {Set<{ name: string, child: import('node:child_process').ChildProcess }>} */
const running = new Set();
/** @type {Set<() => Promise<void> | void>} cleanups other than processes (DB pools, sockets, local servers) */
const cleanups = new Set();
/** @type {Set<() => Promise<void> | void>} cleanups for after the processes are gone (their temporary directories) */
const lateCleanups = new Set();
let installed = false;

/**
 * Registers a cleanup (closing a pool or sockets); `late` ones (removing a directory a child process uses) run after
 * every process has stopped. Returns a function that unregisters it.
 */
export function onCleanup(fn, { late = false } = {}) {
  const set = late ? lateCleanups : cleanups;
  set.add(fn);
  return () => set.delete(fn);
}

async function runCleanups(set) {
  for (const fn of [...set].reverse()) {
    set.delete(fn);
    try {
      await Promise.race([fn(), sleep(10_000)]);
    } catch {
      // best effort: the rest is stopped anyway
    }
  }
}

/** Stops everything this process started: cleanups (they may still talk to the servers), processes, then late cleanups. */
export async function stopEverything() {
  await runCleanups(cleanups);
  await Promise.all([...running].map((entry) => stopProcess(entry)));
  await runCleanups(lateCleanups);
}

/**
 * Makes the bench process clean up on SIGINT/SIGTERM and on an uncaught error, and kill what is still running if it
 * exits any other way (process.exit inside a library): 'exit' handlers can only signal synchronously.
 */
export function installCleanup() {
  if (installed) return;
  installed = true;
  const bail = (code) => {
    void stopEverything().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => bail(130));
  process.once('SIGTERM', () => bail(143));
  process.on('uncaughtException', (error) => {
    process.stderr.write(
      `uncaught: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    bail(1);
  });
  process.on('exit', () => {
    for (const { child } of running) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/**
 * Starts a child process whose output goes straight to bench/results/logs/<name>.log (a file descriptor, not a pipe
 * through this process, so a chatty server costs the bench nothing). Resolves at once; use waitForHttp or waitForLine
 * to know it is ready. `exited` settles when it ends.
 */
export function startProcess(name, command, args, { env = {}, cwd, inheritEnv = true } = {}) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logPath = path.join(LOG_DIR, `${name}.log`);
  const fd = openSync(logPath, 'w');
  const child = spawn(command, args, {
    cwd,
    env: { ...(inheritEnv ? process.env : {}), ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const entry = { name, child };
  running.add(entry);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(entry);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      running.delete(entry);
      resolve({ code: -1, signal: null, error });
    });
  });
  const output = () => readTail(logPath);
  return {
    name,
    pid: child.pid,
    child,
    logPath,
    exited,
    output,
    /** Resolves when the log matches `pattern`; rejects when the process ends first or after `timeoutMs`. */
    async waitForLine(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      void exited.then(() => (ended = true));
      for (;;) {
        const match = output().match(pattern);
        if (match) return match;
        if (ended) throw new Error(`${name} exited before ${pattern}; log: ${logPath}\n${tail(output())}`);
        if (Date.now() > deadline)
          throw new Error(`${name}: no ${pattern} within ${timeoutMs} ms (log: ${logPath})`);
        await sleep(100);
      }
    },
    stop: () => stopProcess(entry),
  };
}

/** The last `bytes` of a file as text ('' when missing). */
function readTail(file, bytes = 200_000) {
  try {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    try {
      const length = Math.min(size, bytes);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      return buffer.toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

function tail(text, lines = 15) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** SIGTERM, then SIGKILL after `graceMs`. Resolves when the process has exited. */
async function stopProcess(entry, graceMs = 8_000) {
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs a command to completion (output to its log); rejects on a non-zero exit or after `timeoutMs`. With `progress`,
 * the log's latest line is passed to it every 15 s, so a long step says how far it is.
 */
export async function runCommand(name, command, args, { env, cwd, timeoutMs = 300_000, progress } = {}) {
  const proc = startProcess(name, command, args, { env, cwd });
  const timer = setTimeout(() => void proc.stop(), timeoutMs);
  const started = Date.now();
  const ticker = progress
    ? setInterval(() => {
        const latest = proc
          .output()
          .split(/[\r\n]+/)
          .filter((line) => line.trim() !== '')
          .at(-1);
        progress(`${name}, ${Math.round((Date.now() - started) / 1000)} s: ${latest ?? 'starting'}`);
      }, 15_000)
    : null;
  const { code, signal } = await proc.exited;
  clearTimeout(timer);
  if (ticker) clearInterval(ticker);
  if (code !== 0)
    throw new Error(`${name} failed (${signal ?? code}); log: ${proc.logPath}\n${tail(proc.output())}`);
  return proc.output();
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs` (or when `proc` exits first). */
export async function waitForHttp(url, { timeoutMs = 60_000, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc?.exited.then(() => (exited = true));
  for (;;) {
    if (exited)
      throw new Error(
        `${proc.name} exited before ${url} answered; log: ${proc.logPath}\n${tail(proc.output())}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Resident set size of a process in bytes (Linux /proc), or null when it is gone. */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // fields[11] is utime, fields[12] stime (in clock ticks, 100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
