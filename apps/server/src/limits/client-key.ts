import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one client network: a home or phone line is given a whole /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-IP limit counts a caller under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4),
 * an IPv6 address as its /64, since every address of a /64 is one subscriber's to pick freely. Anything that is not
 * an address is kept as given, so it still counts against itself.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
