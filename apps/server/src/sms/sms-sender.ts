import type { CropLang } from '@kisansetu/contract';
import type { SmsConfig } from '../config/config';

/**
 * Why a code is sent: to sign in or sign up, to prove a signed-in account's own number, or to let a helper act for the
 * farmer who reads it out.
 */
export type CodePurpose = 'sign_in' | 'verify' | 'consent';

/** One SMS carrying a one-time code. */
export interface CodeSms {
  /** `+91XXXXXXXXXX`. */
  to: string;
  /** The whole text, in the person's language (the catalogue's `sms.code`). */
  text: string;
  /** The same in English, for a gateway that may send only registered texts and has none in `lang`. */
  englishText: string;
  code: string;
  purpose: CodePurpose;
  lang: CropLang;
}

/** One SMS carrying an alert (contract "Alerts by SMS and WhatsApp"). */
export interface AlertSms {
  /** `+91XXXXXXXXXX`. */
  to: string;
  /** The whole text in the person's language, fitted to one segment. */
  text: string;
  /** The same in English, for a gateway that may send only registered texts and has none in `lang`. */
  englishText: string;
  lang: CropLang;
  /** Which alert text it is (`messages`, `summary`, …): a gateway that sends registered texts picks its template by it. */
  template: string;
  /** The alert's id: the same on every retry, so the provider can tell a repeat and report delivery by it. */
  reference: string;
}

/**
 * Delivers SMSes. `send` (a code) and `sendAlert` throw {@link SmsNotSent} when the provider did not take the
 * message. `sendAlert` is absent where the provider cannot send alerts (MSG91 without registered alert templates).
 */
export interface SmsSender {
  readonly provider: Exclude<SmsConfig['provider'], 'none'>;
  send(sms: CodeSms): Promise<void>;
  sendAlert?(sms: AlertSms): Promise<void>;
}

/**
 * The provider refused the message, answered with an error, or did not answer in time. `transient`: worth trying
 * again later (no answer, a 5xx, a 429); otherwise the same message would be refused again.
 */
export class SmsNotSent extends Error {
  readonly transient: boolean;
  constructor(reason: string, transient = false) {
    super(reason);
    this.name = 'SmsNotSent';
    this.transient = transient;
  }
}

/** How long a provider may take to accept a message before the send is given up. */
export const SMS_TIMEOUT_MS = 10_000;

/** Posts JSON and throws {@link SmsNotSent} for no answer within the time-out or a non-2xx one; returns the body. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsNotSent(
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
      true,
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new SmsNotSent(`status ${response.status}`, response.status >= 500 || response.status === 429);
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}
