/**
 * PostgreSQL's SQLSTATE of a failed query, read one way everywhere. Drizzle wraps the driver's error (its `cause`
 * carries the SQLSTATE); the drivers' own errors carry it as `code`; a network error's `code` ('ECONNREFUSED') is not
 * one. So the chain is walked and the first five-character SQLSTATE wins.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** The connection to the database was lost (also: the embedded database's thread is gone). */
  connectionFailure: '08006',
  /** Raised by statement_timeout. */
  queryCanceled: '57014',
  /** A NUL byte in text. */
  untranslatableCharacter: '22P05',
  /** Bytes that are not valid UTF-8. */
  characterNotInRepertoire: '22021',
} as const;

/** The constraint or index a failed statement names (both drivers carry it as `constraint`), walked as {@link sqlStateOf}. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (an email taken, a race on a pair); with `index`, that index and no other. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  if (sqlStateOf(error) !== SQLSTATE.uniqueViolation) return false;
  return index === undefined || constraintOf(error) === index;
}

/** A row referenced something that has just been deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === SQLSTATE.foreignKeyViolation;
}

/**
 * PostgreSQL going down or coming back: admin_shutdown, crash_shutdown, cannot_connect_now ("the database system is
 * starting up"). A restart gives these to open connections and to new ones, before and after the refusals.
 */
const SHUTTING_DOWN = new Set(['57P01', '57P02', '57P03']);
/** The socket's own errors while the database's host is down or restarting (no SQLSTATE: nothing was answered). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres's errors when the server closes a connection under a query: they carry no code at all. */
const TERMINATED = /^Connection terminated/;

/**
 * The database could not be reached (SQLSTATE class 08, a shutdown or startup in progress, a refused or dropped
 * socket): nothing wrong with the request, which may be tried again shortly (503, not 500).
 */
export function isConnectionFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state !== undefined) return state.startsWith('08') || SHUTTING_DOWN.has(state);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && TERMINATED.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
