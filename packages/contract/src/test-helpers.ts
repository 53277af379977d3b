import type { z } from 'zod';
import { englishText, isMessageKey } from './messages';

/**
 * The English text of an issue, as the server sends it: the schemas put a contract key in `message`
 * ('validation.emailRequired'); zod's own texts (a wrong type deep inside) stay as they are.
 */
export function issueText(message: string): string {
  return isMessageKey(message) ? englishText(message) : message;
}

/** English messages of a parse by field path ('' for the root); {} when it succeeded. For the contract's tests. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (errors[key] ??= []).push(issueText(issue.message));
  }
  return errors;
}
