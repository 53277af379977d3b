import type { CropLang } from '@kisansetu/contract';
import type { SmsConfig } from '../../../config/config';

/** Why a code is sent: to sign in or sign up, or to prove a signed-in account's own number. */
export type CodePurpose = 'sign_in' | 'verify';

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

/** Delivers code SMSes. `send` throws {@link SmsNotSent} when the provider did not take the message. */
export interface SmsSender {
  readonly provider: Exclude<SmsConfig['provider'], 'none'>;
  send(sms: CodeSms): Promise<void>;
}

/** The provider refused the message, answered with an error, or did not answer in time. */
export class SmsNotSent extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SmsNotSent';
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
    throw new SmsNotSent(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new SmsNotSent(`status ${response.status}`);
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}
