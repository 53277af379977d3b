import { http } from 'msw';
import { vi } from 'vitest';
import { server } from './msw-server';
import { englishText, isMessageKey } from '@kisansetu/contract';

export interface MockRoute {
  method?: string;
  /** Matched against the request path after /api/v1/, e.g. 'product/new' or /^cart\/add\//. */
  path: string | RegExp;
  status?: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The address as the app asked for it, e.g. '/api/v1/product/new?page=1'. */
  url: string;
  /** A JSON body as its text, a multipart body as FormData, nothing for a GET. */
  body: BodyInit | null | undefined;
  /** The request's headers as the app sent them. */
  headers: Headers;
}

export function ok<T>(data: T, message = 'OK') {
  return { success: true, message, data };
}

const textOf = (keyOrText: string) => (isMessageKey(keyOrText) ? englishText(keyOrText) : keyOrText);

/**
 * A failure envelope as the server sends it. Give the message and each field as a contract key
 * ('server.emailTaken', 'validation.pincodeInvalid') to get its English text plus `key` / `fieldKeys`, as the server
 * does; a plain text is sent as it is, without a key (an older server, a proxy).
 */
export function fail(code: string, keyOrText: string, fields?: Record<string, string>) {
  const message = textOf(keyOrText);
  const fieldKeys =
    fields && Object.fromEntries(Object.entries(fields).filter(([, value]) => isMessageKey(value)));
  return {
    success: false,
    message,
    errors: {
      code,
      message,
      ...(isMessageKey(keyOrText) ? { key: keyOrText } : {}),
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, textOf(value)])) }
        : {}),
      ...(fieldKeys && Object.keys(fieldKeys).length > 0 ? { fieldKeys } : {}),
    },
  };
}

/** A request's body as the app sent it: FormData for a multipart upload, else its text (undefined when empty). */
export async function requestBody(request: Request): Promise<FormData | string | undefined> {
  if (!request.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

/**
 * Answers the app's `/api/v1` calls (fetch and XMLHttpRequest, through MSW: src/test/msw-server.ts) from canned
 * envelopes. Unmatched calls answer 404 so a test never silently waits for a request nobody expected. Every call goes
 * through `fetchMock(url, init)` (url as the app wrote it; init with the method, credentials, headers and body), which
 * a test may wrap to hold or replace an answer; `requests` records them.
 */
export function mockFetch(routes: MockRoute[]) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/api\/v1\//, '');
    requests.push({ method, path, url, body: init?.body, headers: new Headers(init?.headers) });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET').toUpperCase() === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? route.body : fail('not_found', `No mock for ${method} ${path}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  server.use(
    http.all('*/api/v1/*', async ({ request }) => {
      const address = new URL(request.url);
      return fetchMock(address.pathname + address.search, {
        method: request.method,
        credentials: request.credentials,
        headers: request.headers,
        body: await requestBody(request),
      });
    }),
  );
  return { fetchMock, requests };
}
