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

/** Bits of an IPv4 address that name one network: a /24 is the smallest block a host or carrier hands out. */
const IPV4_NETWORK_PREFIX = 24;

/**
 * The network a caller's address belongs to, for the limits that count a spread of neighbouring addresses as one:
 * an IPv4 address as its /24 (an IPv4-mapped IPv6 address likewise), an IPv6 address as its /64. Anything that is
 * not an address is kept as given.
 */
export function clientPrefix(address: string): string {
  const key = clientKey(address);
  if (!ipaddr.IPv4.isValidFourPartDecimal(key)) return key;
  const network = ipaddr.IPv4.networkAddressFromCIDR(`${key}/${IPV4_NETWORK_PREFIX}`);
  return `${network.toString()}/${IPV4_NETWORK_PREFIX}`;
}
