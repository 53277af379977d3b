import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config/config';
import { createMsg91Sender, type Msg91AlertTemplates } from './msg91-sender';
import type { SmsSender } from './sms-sender';
import { createWebhookSender } from './webhook-sender';

/**
 * The sender the configuration names, or null when no SMS can go. With MSG91 it sends alerts only given their
 * registered templates (`alertTemplates`).
 */
export function createSmsSender(
  config: SmsConfig,
  log: FastifyBaseLogger,
  alertTemplates: Msg91AlertTemplates | null = null,
): SmsSender | null {
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
        async sendAlert(sms) {
          log.info({ sms: { to: sms.to, purpose: 'alert', text: sms.text } }, 'SMS (log provider)');
        },
      };
    case 'webhook':
      return createWebhookSender(config);
    case 'msg91':
      return createMsg91Sender(config, alertTemplates);
  }
}
