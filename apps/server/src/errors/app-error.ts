import { englishText, ERROR_STATUS, type ErrorCode, type ErrorMessageKey } from '@kisansetu/contract';

/** What AppError takes beside its code: the fields it points at and the headers it adds, all optional. */
export interface AppErrorOptions {
  /** Field name → the key of the text for that field (`errors.fields` gets the English text, `errors.fieldKeys` the key). */
  fields?: Record<string, ErrorMessageKey>;
  headers?: Record<string, string>;
  /** `{name}` values put into the English text (the key's translations use their own values, if any). */
  values?: Record<string, string>;
}

/**
 * The one error type services throw. The error handler turns it into the contract's envelope, so a service never
 * knows about HTTP beyond choosing a code and the key of the user-facing text. The key travels in the envelope
 * (`errors.key`), so a client translates by key, never by the English `message`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: ErrorMessageKey;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly fieldKeys: Record<string, ErrorMessageKey> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, key: ErrorMessageKey, options: AppErrorOptions = {}) {
    const { values } = options;
    super(
      values
        ? englishText(key).replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
        : englishText(key),
    );
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.status = ERROR_STATUS[code];
    this.fieldKeys = options.fields;
    this.fields = options.fields
      ? Object.fromEntries(
          Object.entries(options.fields).map(([field, fieldKey]) => [field, englishText(fieldKey)]),
        )
      : undefined;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** What `read` gives, or null when it answers 404 (a page that links to something no longer there). */
export async function nullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
