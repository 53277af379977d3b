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
import {
  emptySuccessSchema,
  isWellFormedId,
  ON_BEHALF_OF_HEADER,
  successEnvelope,
} from '@kisansetu/contract';
import type { EndpointDeclaration } from '@kisansetu/contract/endpoints';
import type { SessionUser } from '../auth';
import { AppError } from '../errors';

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

/** How a helper's call for a farmer is made as that farmer, and recorded (the helpers module's). */
export interface FarmerActing {
  /** The farmer as the caller of a call `helper` makes for them; 403 `not_your_farmer` without an active link. */
  callerFor(helper: SessionUser, farmerId: string): Promise<SessionUser>;
  /** A write the helper made for the farmer succeeded: `action` is the endpoint's id, `target` what it was about. */
  acted(farmer: SessionUser, action: string, target: ActedOn): Promise<void>;
}

/** What a call was about: the listing, person or deal it named or made, and the crop when its answer says. */
export interface ActedOn {
  id: string | null;
  crop: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from: the access guard reads it. */
    endpoint?: EndpointDeclaration;
  }
  interface FastifyInstance {
    /** Set by the helpers module; without it, no call may be made for a farmer. */
    farmerActing?: FarmerActing;
  }
}

const notYourFarmer = () => new AppError('not_your_farmer', 'server.notYourFarmer');

interface AnsweredData {
  product?: { _id?: unknown; productName?: unknown };
  deal?: { _id?: unknown; product?: { productName?: unknown } };
  message?: { _id?: unknown };
}

/**
 * What a call was about: the first id in its path, else the id of what its answer made (a listing posted, a deal
 * proposed); and the crop its answer names.
 */
function targetOf(params: unknown, answer: unknown): ActedOn {
  const data = (answer as { data?: AnsweredData } | undefined)?.data;
  const inPath = Object.values((params ?? {}) as Record<string, unknown>).find(
    (value): value is string => typeof value === 'string' && isWellFormedId(value),
  );
  const made = data?.product?._id ?? data?.deal?._id ?? data?.message?._id;
  const crop = data?.product?.productName ?? data?.deal?.product?.productName;
  return {
    id: inPath !== undefined ? inPath.toLowerCase() : typeof made === 'string' ? made : null,
    crop: typeof crop === 'string' ? crop : null,
  };
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
      let caller = needsCaller ? await request.sessionUser() : null;
      const farmerId = request.headers[ON_BEHALF_OF_HEADER];
      const acting = request.server.farmerActing;
      if (farmerId !== undefined) {
        // Refused rather than ignored: a call the helper meant for the farmer must never be made as the helper.
        if (!endpoint.forFarmer || !caller) throw new AppError('bad_request', 'server.notForFarmer');
        if (!acting || typeof farmerId !== 'string') throw notYourFarmer();
        caller = await acting.callerFor(caller, farmerId);
      }
      if (status === 201) void reply.status(201);
      const answer = await handler(
        request as unknown as RequestOf<E>,
        reply as unknown as ReplyOf<E>,
        (caller ?? undefined) as CallerOf<E>,
      );
      if (caller?.helper && acting && endpoint.method !== 'GET')
        await acting.acted(caller, endpoint.id, targetOf(request.params, answer));
      return answer;
    },
  });
}
