import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { createTestContext, openTestDatabase, type TestContext } from '../../test/test-app';

let ctx: TestContext;
/** The server's log lines, as an operator's log collector would receive them. */
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  ctx = await createTestContext(
    {},
    { logger: { level: 'warn', stream }, database: await openTestDatabase({ reusable: false }) },
  );
});
afterAll(() => ctx.close());

describe("when the embedded database's thread is gone", () => {
  it('answers 503 service_unavailable, with nothing of the database in the answer, and /readyz says so', async () => {
    await ctx.database.close();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });
    expect(list.statusCode).toBe(503);
    expect(list.headers['retry-after']).toBe('5');
    expect(list.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.serviceUnavailable,
      errors: {
        code: 'service_unavailable',
        message: SERVER_MESSAGES.serviceUnavailable,
        key: 'server.serviceUnavailable',
      },
    });
    expect(list.body).not.toMatch(/select|products|thread/i);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it("logs the failure by its code, never the statement or a person's data in its parameters", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'sunita.logs@gmail.com', password: 'a-secret-password', role: 'user' },
    });
    expect(login.statusCode).toBe(503);
    const failures = logLines.filter((line) => line.includes('request failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.join('\n')).toContain('08006');
    expect(logLines.join('\n')).not.toMatch(/sunita\.logs|a-secret-password|select |from "users"/i);
  });
});
