/** What a background failure may say in a log line. */
export interface LoggableError {
  type: string;
  /** A SQLSTATE or a network error's code ('ECONNREFUSED'). */
  code?: string;
  /** A push service's HTTP answer. */
  statusCode?: number;
}

/**
 * A failure described for the log without its message: a failed query's message carries the SQL and its
 * parameters (people's text), a push error its endpoint (a capability URL). The type and codes say enough to act on.
 */
export function loggableError(error: unknown): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const info: LoggableError = { type: error.constructor.name };
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, statusCode } = current as { code?: unknown; statusCode?: unknown };
    if (info.code === undefined && typeof code === 'string') info.code = code;
    if (info.statusCode === undefined && typeof statusCode === 'number') info.statusCode = statusCode;
    current = (current as { cause?: unknown }).cause;
  }
  return info;
}

/** A failed database statement: Drizzle's wrapper (its message holds the SQL and the parameters) or a SQLSTATE. */
function isQueryFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { query, code } = current as { query?: unknown; code?: unknown };
    if (typeof query === 'string') return true;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The log fields for a failure: a database statement's failure by its type and codes only (its message would put the
 * SQL and the parameters, a login's email among them, in the log); anything else with its message and stack, which a
 * programming error needs.
 */
export function failureLogFields(error: unknown): { failure: LoggableError } | { err: unknown } {
  return isQueryFailure(error) ? { failure: loggableError(error) } : { err: error };
}

/**
 * pino's serializer for `err` everywhere (buildApp installs it): whatever logs an error with `{ err }`, a database
 * statement's failure keeps only its kind and codes (its message and stack would carry the SQL and the parameters);
 * other errors keep their message and stack.
 */
export function serializeFailure(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (isQueryFailure(error))
    return { ...loggableError(error), message: 'database statement failed', stack: '' };
  if (!(error instanceof Error))
    return { ...loggableError(error), message: 'a value that is not an Error', stack: '' };
  return { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
}
