import type { IncomingHttpHeaders } from 'node:http';

/**
 * The site's own origins for the cross-site checks: PUBLIC_ORIGINS when set, else the request's own scheme and host
 * (behind a trusted proxy, the forwarded ones), so a default install works on any host name without configuration.
 */
export function ownOrigins(
  headers: IncomingHttpHeaders,
  options: { publicOrigins: string[] | undefined; trustProxy: unknown; encrypted: boolean },
): string[] {
  if (options.publicOrigins) return options.publicOrigins;
  const trusted = options.trustProxy !== false;
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const host = (trusted ? first(headers['x-forwarded-host']) : undefined) ?? first(headers.host);
  if (!host) return [];
  const scheme =
    (trusted ? first(headers['x-forwarded-proto']) : undefined) ?? (options.encrypted ? 'https' : 'http');
  return [`${scheme}://${host}`.toLowerCase()];
}

/** True when the `Origin` header names one of `allowed` (compared as origins, so a trailing slash or case does not matter). */
export function isOwnOrigin(origin: string, allowed: readonly string[]): boolean {
  let normalized: string;
  try {
    normalized = new URL(origin).origin.toLowerCase();
  } catch {
    return false;
  }
  return allowed.some((own) => {
    try {
      return new URL(own).origin.toLowerCase() === normalized;
    } catch {
      return false;
    }
  });
}
