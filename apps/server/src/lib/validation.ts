import type { z } from 'zod';
import { isMessageKey, type ErrorMessageKey } from '@kisansetu/contract';
import { AppError } from '../errors';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The key of an issue's text: the contract's schemas put the key of the rule that failed in `message`; a text zod
 * wrote itself (a wrong type deep inside a body no form of ours sends) is answered as 'Invalid value'.
 */
function issueKey(message: string): ErrorMessageKey {
  return isMessageKey(message) && (message.startsWith('validation.') || message.startsWith('server.'))
    ? (message as ErrorMessageKey)
    : 'validation.invalidValue';
}

/**
 * A 400 in the contract's shape from validation issues: `fields` keyed by request field with the first message for
 * each (and `fieldKeys` with its key), and the top-level text being the first message, so a client that shows only
 * `errors.message` still tells the person what to fix.
 */
export function validationError(issues: readonly IssueLike[]): AppError {
  const fields: Record<string, ErrorMessageKey> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= issueKey(issue.message);
  }
  const first = issues[0] ? issueKey(issues[0].message) : 'server.validationFailed';
  return new AppError('validation_failed', first, { fields });
}

/** Parses with a contract schema or throws the 400 above; used where Fastify's schema hook cannot (multipart). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
