import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  ENDPOINTS,
  documentPath,
  type Access,
  type EndpointDeclaration,
} from '@kisansetu/contract/endpoints';

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
    path: documentPath(operation),
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

describe('the Aadhaar field in the document', () => {
  it("keeps the API's spelling (aadharNumber) in the sign-up and profile forms and the answers, never the code's", () => {
    const formFields = (path: string, method: string) =>
      Object.keys(
        (
          document.paths[path]![method] as Operation & {
            requestBody: { content: { 'multipart/form-data': { schema: { properties: object } } } };
          }
        ).requestBody.content['multipart/form-data'].schema.properties,
      );
    for (const [path, method] of [
      ['/api/v1/user/register', 'post'],
      ['/api/v1/user/update/customer/profile', 'put'],
      ['/api/v1/user/update/seller/profile', 'put'],
    ] as const)
      expect(formFields(path, method), path).toContain('aadharNumber');
    expect(JSON.stringify(document.paths['/api/v1/user/me'])).toContain('"aadharNumber"');
    expect(JSON.stringify(document)).not.toContain('aadhaarNumber');
  });
});

describe('answers as the document describes them', () => {
  /** The document's schema of an operation's success answer, compiled as a validating client would. */
  const validatorOf = (method: string, path: string, status = '200') => {
    const answer = (document.paths[path]![method] as Operation).responses[status] as {
      content: { 'application/json': { schema: object } };
    };
    // OpenAPI 3.0's `nullable`, its formats and examples, as a client's validator reads them.
    return new Ajv({ strict: false, validateFormats: false, allErrors: true }).compile(
      answer.content['application/json'].schema,
    );
  };

  it('a text message (no attachment) and the chat lists that carry it fit their schemas', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/message/send/${seller.user._id}`,
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { message: 'Is the onion still there?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.message.attachment).toBeNull();
    const checks: [string, string, string, unknown][] = [
      ['post', '/api/v1/message/send/{userId}', '201', sent.json()],
      [
        'get',
        '/api/v1/message/{userId}',
        '200',
        (await call('GET', `/api/v1/message/${seller.user._id}`, buyer.token)).json(),
      ],
      [
        'get',
        '/api/v1/user/otheruser',
        '200',
        (await call('GET', '/api/v1/user/otheruser', seller.token)).json(),
      ],
    ];
    for (const [method, path, status, body] of checks) {
      const validate = validatorOf(method, path, status);
      expect(validate(body) ? [] : validate.errors, `${method} ${path}`).toEqual([]);
    }
  });

  it('file answers name their content types', () => {
    for (const { method, path, operation } of entries.filter((entry) => entry.operation.file)) {
      const ok = (document.paths[path]![method.toLowerCase()] as Operation).responses['200'] as {
        content: Record<string, unknown>;
      };
      expect(Object.keys(ok.content).sort(), operation.id).toEqual([...operation.file!].sort());
    }
  });

  it('asks for no query parameter a call succeeds without', async () => {
    const bare = entries.filter(
      ({ method, path, operation }) =>
        method === 'GET' && operation.query && !path.includes('{') && !operation.file,
    );
    expect(bare.length).toBeGreaterThan(5);
    for (const { path, operation } of bare) {
      const token = operation.access === 'seller' ? seller.token : buyer.token;
      const answer = await call('GET', path, operation.access === 'moderator' ? undefined : token);
      if (answer.statusCode !== 200) continue;
      const parameters = (
        (
          document.paths[path]!.get as Operation & {
            parameters?: { in: string; name: string; required?: boolean }[];
          }
        ).parameters ?? []
      ).filter((parameter) => parameter.in === 'query' && parameter.required);
      expect(
        parameters.map((parameter) => parameter.name),
        operation.id,
      ).toEqual([]);
    }
  });

  it('takes a phone number in the writings the server takes, not only the +91 form it keeps', () => {
    const body = (
      document.paths['/api/v1/user/otp/send']!.post as Operation & {
        requestBody: { content: { 'application/json': { schema: object } } };
      }
    ).requestBody.content['application/json'].schema;
    const validate = new Ajv({ strict: false, validateFormats: false }).compile(body);
    for (const phoneNumber of ['9876543210', '098765 43210', '+91 98765-43210'])
      expect(validate({ phoneNumber }), phoneNumber).toBe(true);
  });

  it('every write may be refused as a cross-site request', () => {
    for (const { method, path, operation } of entries.filter((entry) => entry.method !== 'GET'))
      expect(
        (document.paths[path]![method.toLowerCase()] as Operation).responses,
        operation.id,
      ).toHaveProperty('403');
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
