import type { CropLang } from '@kisansetu/contract';
import type { AlertTemplate } from '@kisansetu/contract/catalogue';
import type { WhatsAppConfig } from '../config/alerts-config';
import { SMS_TIMEOUT_MS, SmsNotSent } from '../sms';

/** One alert as a WhatsApp template message: the template's body parameters and its links' code. */
export interface WhatsAppAlert {
  /** `+91XXXXXXXXXX`. */
  to: string;
  lang: CropLang;
  template: AlertTemplate;
  /** The body's parameters in the registered order ({{1}}, {{2}}). */
  parameters: string[];
  /** The dynamic end of the template's two URL buttons: open (`/c/{code}`) and stop (`/alerts/stop/{code}`). */
  code: string;
  /** The alert's id, the same on every retry; Meta hands it back in its status webhooks. */
  reference: string;
}

/** Sends alerts as approved WhatsApp templates; throws {@link SmsNotSent} as the SMS senders do. */
export interface WhatsAppSender {
  send(alert: WhatsAppAlert): Promise<void>;
}

// Meta's error codes that say "not now" rather than "never": throttling and a passing outage.
const TRANSIENT_META_CODES = new Set([4, 80007, 130429, 131016, 131048, 131056, 133004]);

/**
 * Meta's WhatsApp Business Cloud API: `POST {base}/{version}/{phone number id}/messages` with the access token as a
 * bearer, a `template` message in the person's language, the reference as `biz_opaque_callback_data`. A 2xx with a
 * message id is accepted; a 5xx, a 429, no answer in 10 s or a throttling code is worth a retry; any other error is
 * final (an unapproved template, a number not on WhatsApp).
 */
export function createWhatsAppSender(config: Extract<WhatsAppConfig, { provider: 'meta' }>): WhatsAppSender {
  const url = `${config.baseUrl}/${config.version}/${config.phoneNumberId}/messages`;
  return {
    async send(alert) {
      const text = (value: string) => ({ type: 'text', text: value });
      const button = (index: number) => ({
        type: 'button',
        sub_type: 'url',
        index: String(index),
        parameters: [text(alert.code)],
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: alert.to.replace(/^\+/, ''),
            type: 'template',
            biz_opaque_callback_data: alert.reference,
            template: {
              name: config.templates[alert.template],
              language: { code: alert.lang },
              components: [{ type: 'body', parameters: alert.parameters.map(text) }, button(0), button(1)],
            },
          }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsNotSent(
          error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
          true,
        );
      }
      const answer = (await response.json().catch(() => null)) as MetaAnswer | null;
      if (response.ok && answer?.messages?.[0]?.id) return;
      const code = answer?.error?.code;
      throw new SmsNotSent(
        `whatsapp ${response.status}${code === undefined ? '' : ` code ${code}`}`,
        response.status >= 500 ||
          response.status === 429 ||
          (code !== undefined && TRANSIENT_META_CODES.has(code)),
      );
    },
  };
}

interface MetaAnswer {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string };
}
