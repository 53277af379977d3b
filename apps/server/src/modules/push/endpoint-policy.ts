import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The push services browsers subscribe through (Chrome/Edge-on-Android FCM, Firefox, Safari, Edge on Windows). A
 * leading `*.` allows any subdomain of what follows, not that name itself.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** A host name that has not resolved by then is treated as unusable (the send or subscribe is refused). */
const RESOLVE_TIMEOUT_MS = 5_000;

/**
 * Where the server may send push messages. Production uses {@link defaultPushEndpointPolicy}; tests give one that
 * also allows their local HTTPS endpoint, so the checks themselves always run.
 */
export interface PushEndpointPolicy {
  /** Host names accepted: exact, or `*.` and a suffix (see {@link PUSH_SERVICE_HOSTS}). */
  hosts: readonly string[];
  /** Every address a host name resolves to (an address resolves to itself). */
  resolve(host: string): Promise<string[]>;
  /** Whether a resolved address may be connected to. */
  isAllowedAddress(address: string): boolean;
}

/**
 * True only for a public unicast address: never private, loopback, link-local, unique-local, carrier-grade NAT,
 * multicast, reserved, documentation or an address embedding another (6to4, Teredo, NAT64), any of which could reach
 * the server's own network. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
    return v6.range() === 'unicast';
  }
  return (parsed as ipaddr.IPv4).range() === 'unicast';
}

/** Whether `host` (lower case, as URL gives it) is one of `hosts`. */
export function isAllowedHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((pattern) => {
    if (!pattern.startsWith('*.')) return host === pattern;
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  });
}

/** All addresses of `host` through the system resolver, as the connection itself would find them. */
async function resolveWithSystem(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** The production policy: the known push services only, on public addresses only. */
export function defaultPushEndpointPolicy(): PushEndpointPolicy {
  return { hosts: PUSH_SERVICE_HOSTS, resolve: resolveWithSystem, isAllowedAddress: isPublicAddress };
}

/** `host`'s addresses when every one of them is allowed; null when any is not, or it does not resolve in time. */
async function allowedAddresses(host: string, policy: PushEndpointPolicy): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${host} did not resolve in time`)), RESOLVE_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([policy.resolve(host), timeout]);
    // One private address among public ones is enough to refuse: the connection may pick any of them.
    return addresses.length > 0 && addresses.every((address) => policy.isAllowedAddress(address))
      ? addresses
      : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the server may send to `endpoint`: https, no credentials, a known push service's host, and every address
 * that host resolves to now allowed. Checked when a browser subscribes and again before each send, since a name's
 * addresses can change in between.
 */
export async function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if (!isAllowedHost(url.hostname, policy.hosts)) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return (await allowedAddresses(host, policy)) !== null;
}

/**
 * A `lookup` for the push connections' agent: the addresses the connection is made to are the ones the policy
 * allowed, so a name that changes its answer between the check and the connection still cannot reach a private one.
 */
export function policyLookup(policy: PushEndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    void allowedAddresses(hostname, policy).then((addresses) => {
      const wanted = (addresses ?? [])
        .map((address): LookupAddress => ({ address, family: isIP(address) }))
        .filter((entry) => !family || entry.family === family);
      const first = wanted[0];
      if (!first) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} has no address push may be sent to`);
        refused.code = 'ENOTFOUND';
        callback(refused, '', 0);
      } else if (options.all) callback(null, wanted);
      else callback(null, first.address, first.family);
    });
  };
}
