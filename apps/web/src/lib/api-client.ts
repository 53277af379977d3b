import { actingFarmerId } from './acting-for';
import { keepSnapshot, markSnapshotShown, snapshotOf, type Query } from './offline-snapshots';
import { API_PREFIX } from '@kisansetu/contract';
import type { ErrorCode } from '@kisansetu/contract';
import type { EndpointDeclaration, EndpointsByRoute } from '@kisansetu/contract/endpoints';
import type { z } from 'zod';

/** Failure codes: the server's stable ids, plus the two the browser itself can run into. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'bad_response';

/**
 * A failed call: the server's `errors` object (code, message, key, fields), or a network / unreadable-response
 * failure. `message` is the server's English text (for logs); what a person sees comes from `key` and `fields`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The contract key of the server's message ('server.emailTaken'), when it sent one: what is translated. */
  readonly key: string | undefined;
  /**
   * Field name → what to show for it, through `translateMessage`: the contract key of the text (`errors.fieldKeys`)
   * when the server sent one, else its text as it came.
   */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After), when the server said. */
  retryAfter: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    key?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.fields = fields;
    this.retryAfter = undefined;
  }

  /** True when the request never got an answer from the server (offline, DNS, connection reset). */
  get isNetwork(): boolean {
    return this.code === 'network_error';
  }

  /** True when the message is the server's own text (an envelope's errors.message), fit to show a person. */
  get hasServerMessage(): boolean {
    return this.code !== 'network_error' && this.code !== 'bad_response' && this.message !== '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiResult<T> {
  message: string;
  data: T;
  status: number;
}

interface FailureBody {
  success: false;
  message?: unknown;
  errors?: { code?: unknown; message?: unknown; key?: unknown; fields?: unknown; fieldKeys?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  return out;
}

/** Reads an `/api/v1` envelope (already JSON-parsed) and either returns its data or throws the typed ApiError. */
export function parseEnvelope<T>(status: number, body: unknown): ApiResult<T> {
  if (isRecord(body) && body.success === true) {
    return { message: typeof body.message === 'string' ? body.message : '', data: body.data as T, status };
  }
  if (isRecord(body) && body.success === false) {
    const failure = body as unknown as FailureBody;
    const errors = failure.errors ?? {};
    const message =
      typeof errors.message === 'string'
        ? errors.message
        : typeof failure.message === 'string'
          ? failure.message
          : `HTTP ${status}`;
    const code = typeof errors.code === 'string' ? (errors.code as ErrorCode) : 'bad_response';
    const fields = stringFields(errors.fields);
    const fieldKeys = stringFields(errors.fieldKeys);
    // Each field by its key where the server named one, so it is translated by key, never by its English text.
    const shown = fields && { ...fields, ...fieldKeys };
    const key = typeof errors.key === 'string' ? errors.key : undefined;
    throw new ApiError(status, code, message, shown, key);
  }
  throw new ApiError(status, 'bad_response', `HTTP ${status}`);
}

export function apiUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Extra request headers (for example the chat's `x-socket-id`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call to the API: credentials always included (the session is an httpOnly cookie), the envelope parsed,
 * failures thrown as ApiError. No client-side time-out (a slow 2G answer is still an answer); callers may pass an AbortSignal.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const method = options.method ?? 'GET';
  const isRead = method === 'GET';
  // Known to be offline: a page seen before is shown at once rather than after a request that cannot succeed (and
  // never from the browser's HTTP cache, whose age the page could not state).
  const keptOffline =
    isRead && typeof navigator !== 'undefined' && !navigator.onLine ? snapshotOf(path, options.query) : null;
  if (keptOffline) {
    markSnapshotShown(keptOffline.at);
    return parseEnvelope<T>(200, keptOffline.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all: a page seen before is shown as it was then (lib/offline-snapshots.ts), said so on screen.
    const kept = isRead ? snapshotOf(path, options.query) : null;
    if (kept) {
      markSnapshotShown(kept.at);
      return parseEnvelope<T>(200, kept.body);
    }
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw withRetryAfter(
      new ApiError(
        response.status,
        response.ok ? 'bad_response' : codeForStatus(response.status),
        `HTTP ${response.status}`,
      ),
      retryAfter,
    );
  }
  try {
    const result = parseEnvelope<T>(response.status, parsed);
    if (isRead) keepSnapshot(path, options.query, parsed);
    return result;
  } catch (error) {
    throw error instanceof ApiError ? withRetryAfter(error, retryAfter) : error;
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date), undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function withRetryAfter(error: ApiError, retryAfter: number | undefined): ApiError {
  error.retryAfter = retryAfter;
  return error;
}

/** A best guess at the code when a failure came without an envelope (a proxy's 502 page, say). */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'service_unavailable';
  return 'bad_response';
}

/**
 * A query as the address carries it: the declared keys, each with its parsed type or the word a URL holds (a filter
 * read from the page's address is sent as it is, and the server parses it as it parses any).
 */
type QueryOf<Q extends z.ZodType> = { [K in keyof z.output<Q>]?: z.output<Q>[K] | string };

/** An endpoint's input, typed by its declaration: path parameters, query, JSON or form body. */
export type CallInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E['query']> } : { query?: never }) &
  (E['form'] extends object
    ? E['body'] extends z.ZodType
      ? { json: z.input<E['body']>; form?: never } | { form: FormData; json?: never }
      : { form: FormData; json?: never }
    : E['body'] extends z.ZodType
      ? { json: z.input<E['body']>; form?: never }
      : { json?: never; form?: never }) & {
    /** Extra request headers (for example the chat's `x-socket-id`). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The `data` of an endpoint's success answer, as its declaration says. */
export type CallData<E extends EndpointDeclaration> = E['data'] extends z.ZodType
  ? z.output<E['data']>
  : undefined;

/** A declared endpoint's route key: `'POST /cart/add/{productId}'`. */
export type Route = keyof EndpointsByRoute;
/** The input a route's call takes, optional when the route needs none. */
type InputArgs<R extends Route> =
  Record<never, never> extends CallInput<EndpointsByRoute[R]>
    ? [input?: CallInput<EndpointsByRoute[R]>]
    : [input: CallInput<EndpointsByRoute[R]>];

/**
 * A route key's method, and its path as apiRequest names it (no leading slash, which is also the key of its offline
 * snapshots), with the path parameters filled in.
 */
export function routeTarget(
  route: Route,
  params: Record<string, string | number> = {},
): [method: NonNullable<RequestOptions['method']>, path: string] {
  const space = route.indexOf(' ');
  return [
    route.slice(0, space) as NonNullable<RequestOptions['method']>,
    route.slice(space + 2).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)),
  ];
}

/**
 * Calls a declared endpoint by its route key (`'POST /cart/add/{productId}'`): the path is filled from `params`, and
 * the input and answer are typed by the contract's declaration. The key is only a type on the way in, so no
 * declaration (and none of its schemas) is bundled.
 */
export function call<R extends Route>(
  route: R,
  ...[input]: InputArgs<R>
): Promise<ApiResult<CallData<EndpointsByRoute[R]>>> {
  const [method, path] = routeTarget(route, input?.params as Record<string, string> | undefined);
  // The input's fields are apiRequest's options by name; a declared query's values are all address words.
  const options = { ...input, method } as RequestOptions;
  // Not acting, the request starts at once: a route's loader fetches before the page's code has come.
  return actingFarmerId()
    ? forActingFarmer(route, options).then((made) => apiRequest(path, made))
    : apiRequest(path, options);
}

/**
 * A call's options as made while a helper acts for a farmer: the farmer named on the calls a helper may make for them
 * (lib/on-behalf-of.ts). That list is fetched only while acting, so the first route carries none of it.
 */
export function forActingFarmer<O extends { headers?: Record<string, string> }>(
  route: string,
  options: O,
): Promise<O> {
  const farmerId = actingFarmerId();
  return farmerId
    ? import('./on-behalf-of').then(({ withOnBehalfOf }) => withOnBehalfOf(route, farmerId, options))
    : Promise.resolve(options);
}
