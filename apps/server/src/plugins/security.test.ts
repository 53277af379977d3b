import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A CSP header's directives by name. */
const directivesOf = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('the pages’ Content-Security-Policy', () => {
  it("lets scripts fetch and open sockets to our own origin only (connect-src 'self', no bare ws: or wss:)", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.statusCode).toBe(200);
    const csp = directivesOf(page.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('keeps the API’s own CSP that allows nothing', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });
    expect(directivesOf(api.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });
});
