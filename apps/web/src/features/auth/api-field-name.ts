import { AADHAAR_WIRE_FIELD } from '@kisansetu/contract';

/**
 * The name the API gives an account form's field: the form's own, but for the Aadhaar number, which the API spells as
 * the original client did (docs/glossary.md). Used where a form builds its request and where it reads a 400's
 * `fields`, so the forms keep `aadhaarNumber` everywhere else.
 */
export function apiFieldName(field: string): string {
  return field === 'aadhaarNumber' ? AADHAAR_WIRE_FIELD : field;
}
