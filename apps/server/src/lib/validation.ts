import type { z } from 'zod';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { AppError } from '../errors';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A 400 in the contract's shape from validation issues: `fields` keyed by request field with the first message for
 * each, and the top-level text being the first message, so a client that shows only `errors.message` still tells
 * the person what to fix.
 */
export function validationError(issues: readonly IssueLike[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= issue.message;
  }
  const first = issues[0]?.message ?? SERVER_MESSAGES.validationFailed;
  return new AppError('validation_failed', first, { fields });
}

/** Parses with a contract schema or throws the 400 above; used where Fastify's schema hook cannot (multipart). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
