import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../config/config';
import { createMsg91Sender } from './msg91-sender';
import type { SmsSender } from './sms-sender';
import { createWebhookSender } from './webhook-sender';

/** The sender the configuration names, or null when phone sign-in is off. */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'log':
      return {
        provider: 'log',
        async send(sms) {
          // Development only (production refuses this provider at start): the code is read from the log.
          log.info({ sms: { to: sms.to, purpose: sms.purpose, text: sms.text } }, 'SMS (log provider)');
        },
      };
    case 'webhook':
      return createWebhookSender(config);
    case 'msg91':
      return createMsg91Sender(config);
  }
}
