import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role, User } from '@kisansetu/contract';
import { formData, registerFields } from './fixtures';
import { createPostgresDatabase } from './postgres-database';

const NODE_ENTRY = path.join(import.meta.dirname, 'cluster-node.ts');
const START_TIMEOUT_MS = 45_000;

export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
  keyPrefix: string;
  aadhaarKey: string;
  heartbeatMs: number;
  ttlMs: number;
  /** Modules each process loads first (`node --import`), such as the telemetry preload. */
  preload?: string[];
  /** More environment for each process (OTEL_* variables). */
  env?: Record<string, string>;
}

export interface ClusterNode {
  name: string;
  url: string;
  child: ChildProcess;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts one server process of the cluster and waits for its READY line. */
export async function startNode(name: string, settings: ClusterSettings): Promise<ClusterNode> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `ks-${name}-`));
  const preload = (settings.preload ?? []).flatMap((file) => ['--import', file]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, NODE_ENTRY], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      KS_NODE_DATA_DIR: dataDir,
      KS_NODE_DATABASE_URL: settings.databaseUrl,
      KS_NODE_REDIS_URL: settings.redisUrl,
      KS_NODE_KEY_PREFIX: settings.keyPrefix,
      KS_NODE_AADHAAR_KEY: settings.aadhaarKey,
      KS_NODE_HEARTBEAT_MS: String(settings.heartbeatMs),
      KS_NODE_TTL_MS: String(settings.ttlMs),
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => fail(new Error(`${name} did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr}`));
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /READY (\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code} before it was ready`)));
  });

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the PostgreSQL server of `baseUrl`, for the cluster to share; `drop` removes it. `template`: a
 * database to copy (global setup's, migrated and with the gazetteer loaded), for a test that needs places.
 */
export function createSharedDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase(baseUrl, 'ks_cluster', template);
}

/** An account made through one process of the cluster: what a test needs to act as it there or on another. */
export interface ClusterAccount {
  user: User;
  /** The session cookie (`name=value`), good on every process. */
  cookie: string;
}

/** Registers an account through `node`'s API (the sign-up form's multipart) and logs it in there. */
export async function signUpVia(node: ClusterNode, role: Role): Promise<ClusterAccount> {
  const fields = registerFields(role);
  const registered = await fetch(`${node.url}/api/v1/user/register`, {
    method: 'POST',
    body: formData({ ...fields }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${node.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fields.email, password: fields.password, role }),
  });
  const body = (await login.json()) as { data: { user: User } };
  return { user: body.data.user, cookie: login.headers.get('set-cookie')!.split(';')[0]! };
}
