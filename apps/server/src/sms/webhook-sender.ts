import type { SmsConfig } from '../config/config';
import { postJson, type SmsSender } from './sms-sender';

/**
 * Hands each SMS to a URL of the deployment's choosing (its own gateway, a queue, a test receiver): `POST` JSON
 * `{ to, text, code, purpose }` for a code and `{ to, text, purpose: 'alert', reference }` for an alert, with
 * `Authorization: Bearer <token>` when a token is set. Any 2xx is delivery.
 */
export function createWebhookSender(config: Extract<SmsConfig, { provider: 'webhook' }>): SmsSender {
  const headers: Record<string, string> = config.token ? { authorization: `Bearer ${config.token}` } : {};
  return {
    provider: 'webhook',
    async send({ to, text, code, purpose }) {
      await postJson(config.url, headers, { to, text, code, purpose });
    },
    async sendAlert({ to, text, reference }) {
      await postJson(config.url, headers, { to, text, purpose: 'alert', reference });
    },
  };
}
