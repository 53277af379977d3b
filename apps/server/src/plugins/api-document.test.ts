import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { API_PREFIX } from '@kisansetu/contract';
import { ENDPOINTS, type Access, type EndpointDeclaration } from '@kisansetu/contract/endpoints';

type Operation = {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
  tags: string[];
};

/** A well-formed id that names nothing: the access check answers before any lookup. */
const SOME_ID = '0192f000-0000-7000-8000-000000000000';
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);
/** Every operation of the document: each declared endpoint but those that only refuse (an old link's 405). */
const entries = Object.values(ENDPOINTS)
  .filter((operation: EndpointDeclaration) => operation.status !== 405)
  .map((operation: EndpointDeclaration) => ({
    method: operation.method,
    path: `${operation.root ? '' : API_PREFIX}${operation.path}`,
    operation,
  }));
const withAccess = (...access: Access[]) =>
  entries.filter(({ operation }) => access.includes(operation.access));

let ctx: TestContext;
let buyer: SignedIn;
let seller: SignedIn;
let document: { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

beforeAll(async () => {
  ctx = await createTestContext();
  buyer = await signUpAndLogIn(ctx.app, 'user');
  seller = await signUpAndLogIn(ctx.app, 'seller');
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

const call = (method: string, path: string, token?: string) =>
  ctx.app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the API document', () => {
  it('describes exactly the operations the server has, each with its id, feature, access and error answers', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(entries.map(({ method, path }) => `${method} ${path}`).sort());
    const ids = entries.map(({ operation }) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of entries) {
      const described = document.paths[path]![method.toLowerCase()]!;
      expect(described.operationId).toBe(operation.id);
      expect(described.tags).toEqual([operation.tag]);
      expect(described.security).toEqual(
        operation.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
      );
      if (operation.access !== 'public') expect(described.responses).toHaveProperty('401');
      expect(described.responses['400']).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      });
    }
    expect(document.components).toHaveProperty('schemas.ErrorEnvelope');
  });
});

describe('form bodies in the document', () => {
  it('give every multipart endpoint its text fields and file fields, and the JSON a caller may send instead', () => {
    const forms = entries.filter(({ operation }) => operation.form);
    expect(forms.map(({ operation }) => operation.id).sort()).toEqual(
      [
        'createProduct',
        'sendMessage',
        'signUp',
        'updateBuyerProfile',
        'updateSellerProfile',
        'updateProduct',
      ].sort(),
    );
    for (const { method, path, operation } of forms) {
      const body = (document.paths[path]![method.toLowerCase()] as Operation & { requestBody?: unknown })
        .requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      const multipart = body.content['multipart/form-data']!.schema.properties;
      for (const field of Object.keys(operation.form!.fields.shape))
        expect(multipart, operation.id).toHaveProperty(field);
      for (const file of Object.keys(operation.form!.files))
        expect(JSON.stringify(multipart[file]), operation.id).toContain('"format":"binary"');
      expect(Boolean(body.content['application/json']), operation.id).toBe(operation.body !== undefined);
    }
  });
});

describe('access as the document states it', () => {
  it.each(withAccess('session', 'buyer', 'seller', 'moderator').map((e) => [e.method, e.path] as const))(
    '%s %s answers 401 to a caller without a session, before reading any input',
    async (method, path) => {
      const response = await call(method, path);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.code).toBe('unauthorized');
    },
  );

  it.each(withAccess('seller', 'moderator').map((e) => [e.method, e.path] as const))(
    '%s %s answers 403 to a buyer',
    async (method, path) => {
      const response = await call(method, path, buyer.token);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(withAccess('buyer', 'moderator').map((e) => [e.method, e.path] as const))(
    '%s %s answers 403 to a farmer',
    async (method, path) => {
      const response = await call(method, path, seller.token);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(withAccess('public').map((e) => [e.method, e.path] as const))(
    '%s %s never asks a caller without a session to sign in',
    async (method, path) => {
      const response = await call(method, path);
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
