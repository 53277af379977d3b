import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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
      errors: { code: 'service_unavailable', message: SERVER_MESSAGES.serviceUnavailable },
    });
    expect(list.body).not.toMatch(/select|products|thread/i);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
