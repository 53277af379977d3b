// The soak's load balancer: a small round-robin HTTP proxy (node:http) that also forwards WebSocket upgrades, in the
// soak process. Like a real balancer with passive health checks, a backend that refuses a connection is skipped for a
// moment and the request goes to the next one; a request already sent to a backend that then dies is answered 502
// (it may have been half done, so it is not replayed).
import { Buffer } from 'node:buffer';
import http from 'node:http';
import net from 'node:net';

const SKIP_AFTER_REFUSAL_MS = 1_000;

/**
 * Starts the proxy on 127.0.0.1 (a free port). `backends` is a list of ports it cycles through. `onUpgrade(url, port)`
 * is told where each WebSocket went (the soak maps clients to processes with it). Returns { url, port, close }.
 */
export async function startProxy(backends, { onUpgrade = () => {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  /** port → time until which it is skipped */
  const skipUntil = new Map();
  let next = 0;
  const tunnels = new Set();

  /** The backends to try, in round-robin order, those refused a moment ago last (they may be back). */
  function order() {
    const start = next;
    next = (next + 1) % backends.length;
    const all = backends.map((_, i) => backends[(start + i) % backends.length]);
    const now = Date.now();
    return [
      ...all.filter((p) => (skipUntil.get(p) ?? 0) <= now),
      ...all.filter((p) => (skipUntil.get(p) ?? 0) > now),
    ];
  }

  const refused = (error) => error?.code === 'ECONNREFUSED';

  function forward(req, res, body, ports) {
    const [port, ...rest] = ports;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (refused(error)) {
        skipUntil.set(port, Date.now() + SKIP_AFTER_REFUSAL_MS);
        if (rest.length > 0) return forward(req, res, body, rest);
      }
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: { code: 'bad_gateway', proxy: String(error.code) } }));
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    // Bodies are small (a photo at most); reading them first makes a refused connection safe to retry elsewhere.
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), order()));
    req.on('error', () => res.destroy());
  });

  server.on('upgrade', (req, client, head) => {
    const head0 = Buffer.from(head);
    const tryPort = (ports) => {
      const [port, ...rest] = ports;
      const upstream = net.connect(port, '127.0.0.1');
      upstream.once('connect', () => {
        onUpgrade(req.url ?? '', port);
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head0.length > 0) upstream.write(head0);
        upstream.pipe(client);
        client.pipe(upstream);
        const tunnel = { client, upstream };
        tunnels.add(tunnel);
        const end = () => {
          tunnels.delete(tunnel);
          client.destroy();
          upstream.destroy();
        };
        upstream.on('close', end);
        client.on('close', end);
      });
      upstream.once('error', (error) => {
        if (refused(error)) {
          skipUntil.set(port, Date.now() + SKIP_AFTER_REFUSAL_MS);
          if (rest.length > 0) return tryPort(rest);
        }
        client.destroy();
      });
    };
    client.on('error', () => client.destroy());
    tryPort(order());
  });

  // Node's 5 s default races the clients' reuse of an idle connection (a reset the client sees as a network error
  // that is the proxy's, not the servers'); a load balancer keeps idle connections far longer.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      for (const { client, upstream } of tunnels) {
        client.destroy();
        upstream.destroy();
      }
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
