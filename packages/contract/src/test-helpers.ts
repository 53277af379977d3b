import type { z } from 'zod';

/** Messages of a parse by field path ('' for the root); {} when it succeeded. For the contract's tests. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
