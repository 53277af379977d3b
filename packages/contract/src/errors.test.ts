import { describe, it, expect } from 'vitest';
import { emptySuccessSchema, successEnvelope } from './envelope';
import { ERROR_CODES, ERROR_STATUS, errorEnvelopeSchema } from './errors';
import { z } from 'zod';

describe('ERROR_STATUS (API contract status codes)', () => {
  it.each([
    ['validation_failed', 400],
    ['bad_request', 400],
    ['unauthorized', 401],
    ['invalid_credentials', 401],
    ['forbidden', 403],
    ['conversation_not_allowed', 403],
    ['not_found', 404],
    ['method_not_allowed', 405],
    ['email_taken', 409],
    ['already_wishlisted', 409],
    ['payload_too_large', 413],
    ['unsupported_media_type', 415],
    ['rate_limited', 429],
    ['internal_error', 500],
    ['service_unavailable', 503],
  ] as const)('%s is sent with %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('gives every code a status and uses stable snake_case ids', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts a validation failure with fields', () => {
    const body = {
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields',
        key: 'server.validationFailed',
        fields: { email: 'Email is required' },
        fieldKeys: { email: 'validation.emailRequired' },
      },
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
  });

  it('refuses a key the contract does not have', () => {
    const errors = { code: 'not_found', message: 'Not found', key: 'server.nope' };
    expect(errorEnvelopeSchema.safeParse({ success: false, message: 'Not found', errors }).success).toBe(
      false,
    );
  });

  it('refuses an unknown code and success true', () => {
    const errors = { code: 'teapot', message: 'x' };
    expect(errorEnvelopeSchema.safeParse({ success: false, message: 'x', errors }).success).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({
        success: true,
        message: 'x',
        errors: { code: 'not_found', message: 'x', key: 'server.notFound' },
      }).success,
    ).toBe(false);
  });
});

describe('success envelopes', () => {
  it('wraps data in success, message and data', () => {
    const schema = successEnvelope(z.object({ n: z.number() }));
    expect(schema.parse({ success: true, message: 'OK', data: { n: 1 } })).toEqual({
      success: true,
      message: 'OK',
      data: { n: 1 },
    });
    expect(schema.safeParse({ success: false, message: 'OK', data: { n: 1 } }).success).toBe(false);
    expect(schema.safeParse({ success: true, message: 'OK' }).success).toBe(false);
  });

  it('allows no data for logout and delete', () => {
    expect(emptySuccessSchema.safeParse({ success: true, message: 'Logged out successfully' }).success).toBe(
      true,
    );
  });
});
