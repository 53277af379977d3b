import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { translateMessage } from './i18n';

/** A form error's message in the current language (zod issues carry the contract's English text). */
export function errorText(error: FieldError | undefined): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined;
}

/**
 * A form's `onSubmit` from react-hook-form's `handleSubmit(...)`, which returns a promise the browser's submit event
 * cannot wait for. Fire-and-forget is meant: the handlers validate, then start a mutation or navigate, and report
 * their own failures (the mutation's onError, a toast); the promise only rejects when a handler throws, which stays an
 * unhandled rejection the browser reports.
 */
export function formSubmit(
  submit: (event?: FormEvent) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    void submit(event);
  };
}

/**
 * Puts a 400 answer's `errors.fields` on the matching inputs; `apiName` is the name the API gives a form's field,
 * where the two differ. Returns whether any field was marked.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  apiName: (field: Path<T>) => string = (field) => field,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let marked = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((candidate) => apiName(candidate) === name);
    if (field) {
      setError(field, { type: 'server', message });
      marked = true;
    }
  }
  return marked;
}

/** The part of a zod 4 schema the resolver needs: its parsed (output) type. */
interface ContractSchema<TOutput> {
  _zod: { input: unknown; output: TOutput };
}

/**
 * `zodResolver` for the contract's schemas, typed for a form whose inputs are strings. The contract's fields
 * accept `unknown` input (they preprocess blanks and numeric strings), so any string-valued form is a valid input;
 * only that widening is asserted here — the output type still comes from the schema.
 */
export function contractResolver<TFields extends FieldValues, TOutput>(
  schema: ContractSchema<TOutput>,
): Resolver<TFields, unknown, TOutput> {
  return zodResolver(
    schema as unknown as Parameters<typeof zodResolver<FieldValues, unknown, TOutput>>[0],
  ) as unknown as Resolver<TFields, unknown, TOutput>;
}
