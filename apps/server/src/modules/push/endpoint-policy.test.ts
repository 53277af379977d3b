import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  defaultPushEndpointPolicy,
  isAllowedHost,
  isAllowedPushEndpoint,
  isPublicAddress,
  policyLookup,
  PUSH_SERVICE_HOSTS,
  type PushEndpointPolicy,
} from './endpoint-policy';

/** The production rules with a made-up DNS: each name resolves to what the table says, others not at all. */
function policyResolving(table: Record<string, string[]>): PushEndpointPolicy {
  return {
    ...defaultPushEndpointPolicy(),
    resolve: async (host) => {
      const found = table[host];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

describe('isPublicAddress', () => {
  it.each([
    ['142.250.183.10', true],
    ['17.57.146.1', true],
    ['2a00:1450:4009:81f::200a', true],
    ['::ffff:142.250.183.10', true],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['127.1', false],
    ['0.0.0.0', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['192.0.2.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['2002:0a00:0001::1', false],
    ['2001:db8::1', false],
    ['fcm.googleapis.com', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('isAllowedHost', () => {
  it.each([
    ['fcm.googleapis.com', true],
    ['updates.push.services.mozilla.com', true],
    ['other.push.services.mozilla.com', true],
    ['web.push.apple.com', true],
    ['wns2-pn1p.notify.windows.com', true],
    ['push.apple.com', false],
    ['evil.example', false],
    ['fcm.googleapis.com.evil.example', false],
    ['evilpush.apple.com', false],
    ['xfcm.googleapis.com', false],
    ['127.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isAllowedHost(host, PUSH_SERVICE_HOSTS)).toBe(expected);
  });
});

describe('isAllowedPushEndpoint', () => {
  const policy = policyResolving({
    'fcm.googleapis.com': ['142.250.183.10', '2a00:1450:4009:81f::200a'],
    'updates.push.services.mozilla.com': ['::ffff:10.1.2.3'],
    'web.push.apple.com': ['17.57.146.1', '192.168.1.5'],
    'wns2-pn1p.notify.windows.com': ['fd00::1'],
  });

  it('accepts a known push service whose every address is public', async () => {
    expect(await isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['credentials in the URL', 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['a host that is not a push service', 'https://evil.example/push'],
    ['an address instead of a name', 'https://10.0.0.1/push'],
    ['an IPv6 loopback', 'https://[::1]/push'],
    [
      'a push service name that resolves to a mapped private address',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
    ],
    ['one private address among public ones', 'https://web.push.apple.com/QGx'],
    ['a unique-local address', 'https://wns2-pn1p.notify.windows.com/w/?token=x'],
    ['a name that does not resolve', 'https://nowhere.push.apple.com/x'],
    ['not a URL', 'not a url'],
  ])('refuses %s', async (_what, endpoint) => {
    expect(await isAllowedPushEndpoint(endpoint, policy)).toBe(false);
  });
});

describe('policyLookup (the push connections’ DNS)', () => {
  const lookupWith = (
    policy: PushEndpointPolicy,
    host: string,
    options: { all?: boolean; family?: number },
  ): Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }> =>
    new Promise((resolve) => {
      policyLookup(policy)(host, options, (error, address) => resolve({ error, address }));
    });
  const policy = policyResolving({
    'fcm.googleapis.com': ['142.250.183.10', '2a00:1450:4009:81f::200a'],
    'web.push.apple.com': ['17.57.146.1', '10.9.9.9'],
  });

  it('connects only to the addresses the policy allowed, all of them or one of the family asked', async () => {
    expect(await lookupWith(policy, 'fcm.googleapis.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: '142.250.183.10', family: 4 },
        { address: '2a00:1450:4009:81f::200a', family: 6 },
      ],
    });
    expect((await lookupWith(policy, 'fcm.googleapis.com', { family: 6 })).address).toBe(
      '2a00:1450:4009:81f::200a',
    );
  });

  it('fails the connection when the name now also resolves to a private address', async () => {
    const { error } = await lookupWith(policy, 'web.push.apple.com', { all: true });
    expect(error?.code).toBe('ENOTFOUND');
  });
});
