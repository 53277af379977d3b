import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@kisansetu/contract';
import { formData, registerFields } from '../test/fixtures';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the app around the features', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('sends pages security headers with a strict CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    // A voice note heard once plays again from the phone's own copy (a blob: URL), offline too.
    expect(response.headers['content-security-policy']).toMatch(/media-src 'self' blob:(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('sends JSON answers only the headers that protect a JSON body, in a fraction of the bytes', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/meta' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(api.headers['strict-transport-security']).toBeDefined();
    expect(api.headers['x-frame-options']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const bytes = (headers: Record<string, unknown>) =>
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(bytes(api.headers)).toBeLessThan(bytes(page.headers) / 2);
  });

  it('tells clients the allowed email domains, the support email and whether phone sign-in is on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/meta' });
    expect(response.json().data).toEqual({
      allowedEmailDomains: ['gmail.com', 'yahoo.com', 'outlook.com'],
      supportEmail: 'support@kisansetu.in',
      // Tests run with the development default, the log provider.
      phoneSignIn: true,
    });
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/user/login', '/api/v1/user/register', '/api/v1/user/detail/{id}']),
    );
    const loginBody = doc.paths['/api/v1/user/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.properties).toHaveProperty('email');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Not found',
      errors: { code: 'not_found', message: 'Not found', key: 'server.notFound' },
    });
  });

  it('refuses a sign-up whose text carries a NUL byte or a bidi override, on the field, storing nothing', async () => {
    const fields = registerFields('user', { fullName: 'Sunita\u0000 Sharma', address: 'Pune \u202eevil' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: formData({ ...fields }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({
      fullName: VALIDATION.textNotAllowed,
      address: VALIDATION.textNotAllowed,
    });
    // Beside each English text, the key of the rule that refused it: what a client translates.
    expect(response.json().errors.fieldKeys).toEqual({
      fullName: 'validation.textNotAllowed',
      address: 'validation.textNotAllowed',
    });
    expect(response.json().errors.key).toBe('validation.textNotAllowed');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: fields.email, password: fields.password, role: 'user' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('can turn the API docs off (API_DOCS=false)', async () => {
    const quiet = await createTestContext({ API_DOCS: 'false' });
    try {
      expect((await quiet.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await quiet.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it('never answers a hostile request with a 500', async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/v1/user/login',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/user/login',
        payload: '{"email":{"$gt":""},"password":[],"role":1}',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/user/register',
        payload: '--x\r\nbroken',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      {
        method: 'PUT' as const,
        url: '/api/v1/user/update/customer/profile',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      },
      { method: 'GET' as const, url: `/api/v1/user/detail/${'9'.repeat(500)}` },
      { method: 'GET' as const, url: '/api/v1/user/detail/%E0%A4%A' },
      {
        method: 'POST' as const,
        url: '/api/v1/user/login',
        payload: { email: 'a\u0000@gmail.com', password: 'x\u0000yyyyyyyy', role: 'user' },
      },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
  });
});
