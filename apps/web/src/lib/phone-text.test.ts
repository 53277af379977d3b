import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-text';

describe('formatPhone', () => {
  it('groups an Indian mobile number in fives after its country code', () => {
    expect(formatPhone('+919822099123')).toBe('+91 98220 99123');
    expect(formatPhone('919822099123')).toBe('+91 98220 99123');
    expect(formatPhone('9822099123')).toBe('+91 98220 99123');
  });

  it('leaves any other number as it was given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('12345')).toBe('12345');
  });
});
