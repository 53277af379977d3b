import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('a graceful stop with a request in flight', () => {
  it('answers the request, then closes its keep-alive connection instead of waiting for the client', async () => {
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const body = JSON.stringify({ email: 'nobody@gmail.com', password: 'not-the-password', role: 'user' });
    // The headers now, the body once the stop has begun: the request is in flight when close() starts.
    socket.write(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const closing = ctx.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(body);
    await closing;
    expect(performance.now() - started).toBeLessThan(3_000);
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
