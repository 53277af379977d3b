import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';
import { createConcurrencyGate, type GateBounds } from '../lib/concurrency-gate';

/** `Algorithm.Argon2id` of @node-rs/argon2; it is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id parameters: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash takes ~19 MiB and a core for tens of milliseconds: two at once keep a burst of logins from starving every
 * other request on a 2-core machine, and a bounded queue keeps the burst from piling up unanswered logins in memory.
 */
const HASH_BOUNDS: GateBounds = { running: 2, waiting: 64 };

/** The 503 a login or sign-up gets when the hash queue is full: the client may try again in a few seconds. */
export function serverBusy(): AppError {
  return new AppError('service_unavailable', 'server.serviceUnavailable', {
    headers: { 'retry-after': '5' },
  });
}

/** A gate for password hashes: at most `bounds.running` at once, beyond `bounds.waiting` queued a 503. */
export function createHashGate(bounds: GateBounds = HASH_BOUNDS) {
  return createConcurrencyGate(bounds, serverBusy);
}

const hashGate = createHashGate();

/** Hashes a password with argon2id (PHC string with its salt and parameters); a full queue throws the 503. */
export function hashPassword(password: string): Promise<string> {
  return hashGate.run(() => hash(password, ARGON2_OPTIONS));
}

/** Checks a password against a stored PHC hash; false (never a throw) for a malformed hash; a full queue is a 503. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return hashGate.run(() => verify(storedHash, password).catch(() => false));
}

/**
 * A valid hash of a random password, verified against when the email is unknown so that "no such account" takes as
 * long as "wrong password" (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  // A refused first try (queue full) must not be remembered as the hash for good.
  dummyHash ??= hashPassword(`dummy-${Math.random()}`).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
