import { describe, expect, it } from 'vitest';
import { pushSubscriptionSchema } from './push';

const subscription = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

describe('POST push/subscribe body', () => {
  it('takes the UI language, English when it is not given (a web from before issue #18)', () => {
    expect(pushSubscriptionSchema.parse({ ...subscription, lang: 'kn' }).lang).toBe('kn');
    expect(pushSubscriptionSchema.parse(subscription).lang).toBe('en');
  });

  it('refuses a language the app does not speak, by the contract key', () => {
    const result = pushSubscriptionSchema.safeParse({ ...subscription, lang: 'fr' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.languageInvalid');
  });
});
