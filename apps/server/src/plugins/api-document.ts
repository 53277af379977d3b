import { z } from 'zod';
import { errorEnvelopeSchema } from '@kisansetu/contract';
import {
  API_TAGS,
  ENDPOINTS,
  documentPath,
  type Access,
  type EndpointDeclaration,
} from '@kisansetu/contract/endpoints';

type Json = Record<string, unknown>;

const ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** What each error status means for any operation; the envelope's `errors.code` says which case it is. */
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is malformed or its input is not valid: `errors.fields` names each field and its message',
  401: 'Not signed in or the session has ended; at login, wrong credentials or a missing second factor (`errors.code`)',
  403: 'Not allowed: another role, not the owner, blocked, suspended, or (for a write) sent from another site',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with what is stored (already there, a limit of open items, closed)',
  413: 'A file or the body is too large',
  415: "The body's content type is not one the operation takes, or a file is not of an accepted type",
  429: 'Too many requests: wait `Retry-After` seconds',
  500: 'An unexpected failure on the server; the answer never holds its details',
  503: 'The server cannot take the request now (database unreachable, too many sign-ins or photo uploads at once); try again after `Retry-After` seconds when given',
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Open to anyone; a session, when sent, may change what is shown.',
  session: 'Needs a session (any signed-in account).',
  buyer: "Needs a buyer's session (role `user`); other roles get 403.",
  seller: "Needs a farmer's session (role `seller`); other roles get 403.",
  moderator: "Needs a moderator's session; other roles get 403.",
};

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`, so `{ nullable: true, oneOf: [image, audio] }` (zod's
 * `.nullable()` on a union) still refuses null, since null matches no variant. Each variant carries the null
 * instead, under `anyOf` (null then matches every variant, which `oneOf` would refuse).
 */
function nullableVariants(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullableVariants);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  // OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable choice lists null among its values.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  const variants = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (schema.nullable === true && variants) {
    schema.anyOf = variants.map((variant) =>
      variant.$ref === undefined ? { ...variant, nullable: true } : { allOf: [variant], nullable: true },
    );
    delete schema.oneOf;
    delete schema.nullable;
    delete schema.type;
  }
  Object.values(schema).forEach(nullableVariants);
}

/** Every declaration by its method and path as the document writes them. */
const DECLARED: ReadonlyMap<string, EndpointDeclaration> = new Map(
  Object.values(ENDPOINTS).map((endpoint: EndpointDeclaration) => [
    `${endpoint.method} ${documentPath(endpoint)}`,
    endpoint,
  ]),
);

/**
 * A schema as a caller writes the value. A field the server normalises before checking it (`z.preprocess`: a phone
 * number in any usual writing) keeps its type but not the pattern of the normalised form.
 */
const asSchema = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; in?: { _zod: { def: { type: string } } } };
      if (def.type === 'pipe' && def.in?._zod.def.type === 'transform') delete jsonSchema.pattern;
    },
  }) as Json;

/**
 * A multipart form's body: its text fields as the contract's schema gives them, and each file field as binary (an
 * array when it takes more than one). Beside it, the JSON body a caller may send instead.
 */
function requestBodyOf(endpoint: EndpointDeclaration): Json | undefined {
  if (!endpoint.form) return undefined;
  const fields = asSchema(endpoint.form.fields);
  const properties = { ...(fields.properties as Json | undefined) };
  for (const [name, file] of Object.entries(endpoint.form.files)) {
    const binary = { type: 'string', format: 'binary', description: file.description };
    properties[name] =
      file.max > 1
        ? { type: 'array', items: binary, maxItems: file.max, description: file.description }
        : binary;
  }
  const content: Json = {
    'multipart/form-data': { schema: { ...fields, type: 'object', properties } },
  };
  if (endpoint.body) content['application/json'] = { schema: asSchema(endpoint.body) };
  return { required: true, content };
}

/**
 * What a caller may leave out, as the server reads the input: the generated document marks a query parameter with a
 * default (`page`) required and a body that may be absent (`renew`) required, both stricter than the server.
 */
function inputOptionality(endpoint: EndpointDeclaration, method: Json): void {
  if (endpoint.query) {
    // Asked of the schema itself: zod's JSON Schema keeps a defaulted field required even for the input.
    const shape = endpoint.query.shape as Record<string, z.ZodType>;
    for (const parameter of (method.parameters ?? []) as Json[]) {
      const field = shape[String(parameter.name)];
      if (parameter.in !== 'query' || !field) continue;
      if (field.safeParse(undefined).success) delete parameter.required;
      else parameter.required = true;
    }
  }
  const body = method.requestBody as Json | undefined;
  // What a caller sends, before the server's own normalising (a 10-digit phone number becomes +91…): the input side.
  if (body && endpoint.body && !endpoint.form)
    body.content = { 'application/json': { schema: asSchema(endpoint.body) } };
  if (body && endpoint.body && !endpoint.form && endpoint.body.safeParse(undefined).success)
    body.required = false;
}

/** The error statuses an operation can answer, from its access, its input and its path, plus its own. */
function errorStatuses(operation: EndpointDeclaration, path: string): number[] {
  // Any request can be malformed (bad URL encoding or JSON), and any input can fail its schema.
  const statuses = new Set<number>([400, ...(operation.errors ?? [])]);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'buyer' || operation.access === 'seller' || operation.access === 'moderator')
    statuses.add(403);
  // A helper without an active link to the farmer named in On-Behalf-Of: 403 not_your_farmer.
  if (operation.forFarmer) statuses.add(403);
  // Any write from another site's page is refused (plugins/cross-site.ts).
  if (operation.method !== 'GET') statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  // A body may be too large or of a type the operation does not take (Fastify's own refusals, in our envelope).
  if (operation.body || operation.form) {
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(500);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** A file answer: the bytes, in one of the declared content types. */
function fileResponse(types: readonly string[]): Json {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return { description: 'The file', content: Object.fromEntries(types.map((type) => [type, binary])) };
}

/** The header a helper names the farmer by, on every call a helper may make for a farmer. */
const ON_BEHALF_OF_PARAMETER: Json = {
  name: 'On-Behalf-Of',
  in: 'header',
  required: false,
  description:
    'A helper (FPO, agent) makes the call for this farmer, with an active link to them (403 `not_your_farmer` ' +
    'without one): it is made as the farmer and recorded with the helper as actor. Any other operation refuses ' +
    'the header (400).',
  schema: { type: 'string', format: 'uuid' },
};

function errorResponse(status: number): Json {
  return {
    description: ERROR_TEXT[status],
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: ENVELOPE_REF } },
  };
}

/**
 * Completes the document the routes' schemas generate: servers, licence and contact, the session cookie and bearer
 * schemes, the error envelope as a shared component, and for each operation its id, tag, access (as security and in
 * its description), form body and error answers, all from the endpoint declarations.
 */
export function completeApiDocument(
  document: Json,
  site: { origins: readonly string[]; supportEmail: string },
): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [verb, method] of Object.entries(methods)) {
      const operation = DECLARED.get(`${verb.toUpperCase()} ${path}`);
      if (!operation) throw new Error(`${verb.toUpperCase()} ${path} is not declared`);
      const requestBody = requestBodyOf(operation);
      if (requestBody) method.requestBody = requestBody;
      inputOptionality(operation, method);
      method.operationId = operation.id;
      method.tags = [operation.tag];
      method.summary ??= operation.id;
      method.description = [method.description, ACCESS_TEXT[operation.access]].filter(Boolean).join('\n\n');
      method.security = operation.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }];
      if (operation.forFarmer)
        method.parameters = [...((method.parameters ?? []) as Json[]), ON_BEHALF_OF_PARAMETER];
      const responses = (method.responses ?? {}) as Record<string, Json>;
      if (operation.file) responses['200'] = fileResponse(operation.file);
      if (operation.status === 204) {
        delete responses['200'];
        responses['204'] = { description: 'Done: no content' };
      }
      for (const status of errorStatuses(operation, path)) responses[String(status)] = errorResponse(status);
      method.responses = responses;
    }
  }
  nullableVariants(paths);
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    info: {
      ...(document.info as Json),
      license: {
        name: 'Proprietary: the terms of use',
        url: `${site.origins[0] ?? 'https://kisansetu.in'}/terms`,
      },
      contact: { name: 'KisanSetu support', email: site.supportEmail },
    },
    servers:
      site.origins.length > 0
        ? site.origins.map((url) => ({ url }))
        : [{ url: '/', description: 'The server this document is served from (PUBLIC_ORIGINS not set)' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      ...components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ks_session',
          description:
            'The httpOnly session cookie `user/login` sets (`__Host-ks_session` when served over HTTPS)',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: "`Authorization: Bearer <accessToken>`, the `accessToken` of `user/login`'s answer",
        },
      },
      schemas: {
        ...(components.schemas as Json | undefined),
        ErrorEnvelope: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }),
      },
    },
  };
}
