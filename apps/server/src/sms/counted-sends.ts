import type { SmsSender } from './sms-sender';

/** Told of every message handed to a provider: its kind (a code's purpose, an alert's template) and how it went. */
export type SendCounter = (kind: string, outcome: 'sent' | 'failed') => void;

/** Resolves or rethrows what `send` does, telling `count` how it went. */
export async function counted(kind: string, count: SendCounter, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    count(kind, 'failed');
    throw error;
  }
  count(kind, 'sent');
}

/** `sender`, with each code and alert it sends counted by kind and outcome. */
export function withSendCounts(sender: SmsSender, count: SendCounter): SmsSender {
  const { sendAlert } = sender;
  return {
    provider: sender.provider,
    send: (sms) => counted(sms.purpose, count, () => sender.send(sms)),
    ...(sendAlert
      ? { sendAlert: (sms) => counted(sms.template, count, () => sendAlert.call(sender, sms)) }
      : {}),
  };
}
