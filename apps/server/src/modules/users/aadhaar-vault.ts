import { createHmac } from 'node:crypto';
import { openWith } from '../../lib/secret-seal';

/**
 * What KisanSetu keeps of an Aadhaar number: its last four digits (the masked form) and a keyed hash that refuses a
 * second account with the same number. The number itself is never stored, so nothing can leak it.
 */
export function createAadhaarVault(key: Buffer) {
  return {
    /** HMAC-SHA-256 under AADHAAR_KEY: equal numbers give equal hashes; without the key it cannot be brute-forced. */
    fingerprint(aadhaarNumber: string): string {
      return createHmac('sha256', key).update(aadhaarNumber, 'utf8').digest('hex');
    },
    /** Reads a number stored by earlier versions (AES-256-GCM, base64 of iv | tag | ciphertext). */
    legacyNumber: (stored: string): string => openWith(key, stored),
  };
}

export type AadhaarVault = ReturnType<typeof createAadhaarVault>;
