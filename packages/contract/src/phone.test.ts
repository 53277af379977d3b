import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile, otpCodeField } from './phone';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['091 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+91) 6000012345', '+916000012345'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
  });

  it.each(['5876543210', '987654321', '98765432100', '+1 415 555 0100', '91+9876543210', '98765x43210', ''])(
    'refuses %j',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
    },
  );
});

describe('otpCodeField', () => {
  it('takes six digits, spaces ignored, and nothing else', () => {
    expect(otpCodeField.parse('042 917')).toBe('042917');
    expect(otpCodeField.safeParse('42917').success).toBe(false);
    expect(otpCodeField.safeParse('04291a').success).toBe(false);
  });
});
