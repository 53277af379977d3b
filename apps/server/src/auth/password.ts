import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2; it is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP's argon2id parameters: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once. Each takes ~19 MiB and a core for tens of milliseconds; without a cap a
 * burst of logins would starve every other request on a 2-core machine.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes a password with argon2id (PHC string with its salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

/** Checks a password against a stored PHC hash; false (never a throw) for a malformed hash. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(storedHash, password).catch(() => false));
}

/**
 * A valid hash of a random password, verified against when the email is unknown so that "no such account" takes as
 * long as "wrong password" (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
