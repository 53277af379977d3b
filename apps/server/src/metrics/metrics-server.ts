import { createServer, type Server } from 'node:http';
import ipaddr from 'ipaddr.js';
import type { Registry } from 'prom-client';

export interface MetricsServerOptions {
  registry: Registry;
  host: string;
  port: number;
  /** Addresses or CIDRs besides the loopback that may read the metrics. */
  allow: readonly string[];
}

/** A network and its prefix length. */
export type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** METRICS_ALLOW's entries as networks (an address alone is a network of one). */
export function allowedRanges(allow: readonly string[]): Range[] {
  return allow.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** Whether `address` (a socket's peer, maybe IPv4-mapped) is the loopback or in one of `ranges`. */
export function mayReadMetrics(address: string | undefined, ranges: readonly Range[]): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'loopback') return true;
  return ranges.some(([network, bits]) => parsed.kind() === network.kind() && parsed.match(network, bits));
}

/**
 * Serves `GET /metrics` in Prometheus's text format on a port of its own, apart from the public one, so that nginx
 * never forwards it and a firewall can keep it in. A caller is checked by the socket's own address (no forwarded
 * header is believed here): the loopback and the `allow` ranges read, everyone else gets 403.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const ranges = allowedRanges(options.allow);
  const server = createServer((request, response) => {
    if (!mayReadMetrics(request.socket.remoteAddress, ranges)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden\n');
      return;
    }
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
