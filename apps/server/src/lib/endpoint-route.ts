import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { emptySuccessSchema, successEnvelope } from '@kisansetu/contract';
import type { EndpointDeclaration } from '@kisansetu/contract/endpoints';
import type { SessionUser } from '../auth';

type EnvelopeOf<E extends EndpointDeclaration> = E['data'] extends z.ZodType
  ? ReturnType<typeof successEnvelope<E['data']>>
  : typeof emptySuccessSchema;

type StatusOf<E extends EndpointDeclaration> =
  (E['status'] extends 201 ? 201 : 200) | (E['alsoStatus'] extends 200 ? 200 : never);

/** The Fastify schema of a declared endpoint, typed so its handler's request and answer are typed by the zod schemas. */
export type SchemaOf<E extends EndpointDeclaration> = {
  params: E['params'];
  querystring: E['query'];
  body: E['form'] extends object ? undefined : E['body'];
  response: E['file'] extends readonly string[]
    ? undefined
    : E['status'] extends 405 | 204
      ? undefined
      : { [S in StatusOf<E>]: EnvelopeOf<E> };
};

type RequestOf<E extends EndpointDeclaration> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<E>,
  ZodTypeProvider
>;

type ReplyOf<E extends EndpointDeclaration> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * The signed-in caller, for an endpoint that needs a session (already checked by the access guard before the body was
 * read); a public endpoint looks the session up itself, only when it needs it.
 */
type CallerOf<E extends EndpointDeclaration> = E['access'] extends 'public' ? undefined : SessionUser;

type AnswerOf<E extends EndpointDeclaration> = E['file'] extends readonly string[]
  ? ReplyOf<E>
  : E['status'] extends 405
    ? never
    : E['status'] extends 204
      ? ReplyOf<E>
      : z.input<EnvelopeOf<E>> | ReplyOf<E>;

/** What an endpoint's route does: its input typed by the declaration, its caller given, its answer checked. */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: RequestOf<E>,
  reply: ReplyOf<E>,
  caller: CallerOf<E>,
) => Promise<AnswerOf<E>>;

/** Route options beyond the declaration: rate limits, hooks, body limits, route config. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** The route URL of a declared path, as Fastify writes it (`/product/{id}` → `/product/:id`). */
export function routeUrl(path: string): string {
  return path.replace(/\{([A-Za-z]\w*)\}/g, ':$1');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from: the access guard reads it. */
    endpoint?: EndpointDeclaration;
  }
}

/**
 * Registers a declared endpoint's route: its URL, method and schemas come from the declaration, the access guard
 * (plugins/route-access.ts) reads it from the route's config, and the handler gets the signed-in caller.
 * Register it inside the scope whose prefix the declaration assumes (`/api/v1`, or the root for a `root` endpoint).
 */
export function route<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const status = endpoint.status ?? 200;
  const envelope = endpoint.data ? successEnvelope(endpoint.data) : emptySuccessSchema;
  const schema = {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    // Beside a form, the JSON body is the handler's to check: a multipart request has no body to validate first.
    ...(endpoint.body && !endpoint.form ? { body: endpoint.body } : {}),
    // A file's bytes and an empty 204 have no envelope to check.
    ...(endpoint.file || status === 405 || status === 204
      ? {}
      : {
          response: {
            [status]: envelope,
            ...(endpoint.alsoStatus ? { [endpoint.alsoStatus]: envelope } : {}),
          },
        }),
    // A route that only refuses (an old link's method) is no operation a client may call.
    ...(status === 405 ? { hide: true } : {}),
  };
  const needsCaller = endpoint.access !== 'public';
  app.withTypeProvider<ZodTypeProvider>().route({
    ...extras,
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    schema,
    config: { ...extras.config, endpoint },
    handler: async (request, reply) => {
      const caller = (needsCaller ? await request.sessionUser() : undefined) as CallerOf<E>;
      if (status === 201) void reply.status(201);
      return handler(request as unknown as RequestOf<E>, reply as unknown as ReplyOf<E>, caller);
    },
  });
}
