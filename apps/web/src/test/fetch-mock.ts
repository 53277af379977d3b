import { vi } from 'vitest';

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
  url: string;
  body: BodyInit | null | undefined;
}

export function ok<T>(data: T, message = 'OK') {
  return { success: true, message, data };
}

export function fail(code: string, message: string, fields?: Record<string, string>) {
  return { success: false, message, errors: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * Replaces `fetch` (the only network boundary mocked in web tests) with a router over canned envelopes. Unmatched
 * calls answer 404 so a test never silently waits for a request nobody expected.
 */
export function mockFetch(routes: MockRoute[]) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/api\/v1\//, '');
    requests.push({ method, path, url, body: init?.body });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET').toUpperCase() === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? route.body : fail('not_found', `No mock for ${method} ${path}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
