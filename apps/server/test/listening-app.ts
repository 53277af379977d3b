import { Writable } from 'node:stream';
import { createTestContext, type TestContext } from './test-app';

/** A log stream that gathers each JSON line it is written, for a test to read back. */
export function gatheredLog(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/**
 * The app listening on a port, its log gathered at debug level, behind one proxy (as in production). Answers sent
 * before the framework (ADR 0016) are seen only over real HTTP: `app.inject()` goes straight to Fastify.
 */
export async function listeningApp(env: Record<string, string>) {
  const log = gatheredLog();
  const ctx: TestContext = await createTestContext(
    { TRUST_PROXY: '1', ...env },
    { logger: { level: 'debug', stream: log.stream } },
  );
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    ctx,
    logLines: log.lines,
    /** GET `path` (from `/api/v1/`) as the proxy forwards it from the address `from`. */
    get: (path: string, from: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/v1/${path}`, { headers: { 'x-forwarded-for': from, ...headers } }),
  };
}

/** An answer's headers but those that change with every answer (its date, the connection's keep-alive). */
export const headersSansDate = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive'].includes(name)));

/** The count Prometheus's text gives for one sample line, or 0 when it is absent. */
export function metricSample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.split(' ').pop()) : 0;
}
