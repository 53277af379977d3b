import { expect } from '@playwright/test';

const INBOX = `http://127.0.0.1:${process.env.E2E_SMS_PORT ?? 4179}/sms`;

/**
 * The text of the last code SMS the server sent to `phoneNumber` (`+91XXXXXXXXXX`) since `after`, as the phone shows
 * it. Alerts (purpose 'alert') are not codes: the inbox keeps them apart, and one is never taken for a code.
 */
export async function lastSms(
  phoneNumber: string,
  after: string | null = null,
): Promise<{ text: string; code: string }> {
  let found: { text: string; code: string } | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${INBOX}?to=${encodeURIComponent(phoneNumber)}`);
      if (!response.ok) return false;
      const sms = (await response.json()) as { text: string; code: string; purpose?: string };
      if (sms.purpose === 'alert' || sms.code === after) return false;
      found = sms;
      return true;
    })
    .toBe(true);
  return found!;
}

let serial = 0;
/** A mobile number of this run alone (the demo's farmers and other journeys never use it). */
export function uniqueMobile(): string {
  serial += 1;
  return `7${String(Date.now() % 1e5).padStart(5, '0')}${String(process.pid % 100).padStart(2, '0')}${String(serial % 100).padStart(2, '0')}`;
}
