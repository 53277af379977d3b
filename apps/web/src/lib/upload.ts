import type { EndpointsByRoute } from '@kisansetu/contract/endpoints';
import {
  ApiError,
  apiUrl,
  forActingFarmer,
  codeForStatus,
  parseEnvelope,
  retryAfterSeconds,
  routeTarget,
  withRetryAfter,
  type ApiResult,
  type CallData,
  type CallInput,
  type Route,
} from './api-client';

/** The routes that take a multipart form. */
type FormRoute = {
  [R in Route]: CallInput<EndpointsByRoute[R]> extends { form?: infer F }
    ? FormData extends F
      ? R
      : never
    : never;
}[Route];

interface UploadExtras {
  form: FormData;
  /** Called with 0..1 as the request body is sent. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a declared endpoint's multipart form through XMLHttpRequest, because fetch cannot report upload progress:
 * farmers on 2G need to see that four photos are on their way. Typed by the declaration as `call` is. A module of its
 * own, apart from api-client.ts, so only the pages that upload carry it and the first route does not.
 */
export function upload<R extends FormRoute>(
  route: R,
  input: Omit<CallInput<EndpointsByRoute[R]>, 'form' | 'json' | 'query'> & UploadExtras,
): Promise<ApiResult<CallData<EndpointsByRoute[R]>>> {
  const [method, path] = routeTarget(route, input.params as Record<string, string> | undefined);
  return forActingFarmer(route, input).then((options) => send(method, path, options));
}

function send<T>(
  method: string,
  path: string,
  options: UploadExtras & { headers?: Record<string, string> },
): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => report(1));
    }
    xhr.addEventListener('load', () => {
      const retryAfter = retryAfterSeconds(xhr.getResponseHeader('Retry-After'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        reject(
          withRetryAfter(
            new ApiError(
              xhr.status,
              xhr.status >= 400 ? codeForStatus(xhr.status) : 'bad_response',
              `HTTP ${xhr.status}`,
            ),
            retryAfter,
          ),
        );
        return;
      }
      try {
        resolve(parseEnvelope<T>(xhr.status, parsed));
      } catch (error) {
        reject(
          error instanceof ApiError
            ? withRetryAfter(error, retryAfter)
            : error instanceof Error
              ? error
              : new Error(String(error)),
        );
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'Network error')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'network_error', 'Upload cancelled')));
    xhr.send(options.form);
  });
}
