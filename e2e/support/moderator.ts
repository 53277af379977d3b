import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A moderator support/serve.mjs adds before the server starts (keep the two in step). */
export interface E2eModerator {
  email: string;
  fullName: string;
  password: string;
}

/** The moderator of the report journeys. */
export const MODERATOR: E2eModerator = {
  email: process.env.E2E_MODERATOR_EMAIL ?? 'e2e.moderator@gmail.com',
  fullName: 'E2E Moderator',
  password: process.env.E2E_MODERATOR_PASSWORD ?? 'Moderator-e2e-2026!',
};

/** The moderator of the sign-in journey (its recovery codes are used up there, nowhere else). */
export const STAFF: E2eModerator = {
  email: 'e2e.staff@gmail.com',
  fullName: 'E2E Staff',
  password: 'Staff-e2e-2026!',
};

/** Where serve.mjs writes what `npm run moderator -- add` printed (same default as there). */
const FACTORS_FILE =
  process.env.E2E_MODERATOR_FACTORS ??
  path.join(tmpdir(), `ks-e2e-moderators-${process.env.E2E_PORT ?? 4173}.json`);

const STEP_MS = 30_000;

/** The second factor the script enrolled for `moderator`: its TOTP secret (base32) and recovery codes. */
export function enrolmentOf(moderator: E2eModerator): { secret: string; recoveryCodes: string[] } {
  const all = JSON.parse(readFileSync(FACTORS_FILE, 'utf8')) as Record<
    string,
    { secret: string; recoveryCodes: string[] }
  >;
  const factor = all[moderator.email];
  if (!factor) throw new Error(`no enrolment for ${moderator.email} in ${FACTORS_FILE}`);
  return factor;
}

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for `secret` in 30-second step `step`, computed here from RFC 6238 itself
 * (HMAC-SHA-1, dynamic truncation, 6 digits), so the journey also checks the server against the standard.
 */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh authenticator code for `moderator`: the server takes each step's code once, and both projects' journeys
 * sign the same moderators in, so each claims its step (an atomic mkdir shared by the workers) and waits for the next
 * one when it is taken, or when the step is about to end.
 */
export async function freshCode(moderator: E2eModerator): Promise<string> {
  const { secret } = enrolmentOf(moderator);
  const claims = `${FACTORS_FILE}.steps`;
  mkdirSync(claims, { recursive: true });
  for (;;) {
    const now = Date.now();
    const left = STEP_MS - (now % STEP_MS);
    const step = Math.floor(now / STEP_MS);
    if (left > 5_000) {
      try {
        mkdirSync(path.join(claims, `${moderator.email}-${step}`));
        return totpAt(secret, step);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await sleep(left + 200);
  }
}
