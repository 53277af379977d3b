import { describe, it, expect } from 'vitest';
import { isValidAadhaar, isValidVerhoeff, maskAadhaar, verhoeffCheckDigit } from './verhoeff';

/** Appends the Verhoeff check digit, which is how valid test Aadhaar numbers are made. */
function withCheckDigit(digits: string): string {
  return digits + verhoeffCheckDigit(digits);
}

/** The same number with its last digit changed: Verhoeff catches every single-digit error. */
function wrongLastDigit(value: string): string {
  const last = Number(value.slice(-1));
  return value.slice(0, -1) + String((last + 1) % 10);
}

describe('verhoeffCheckDigit', () => {
  it.each([
    ['236', '3'],
    ['12345', '1'],
    ['142857', '0'],
  ])('gives the published check digit of %s', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
  });

  it('makes numbers that isValidVerhoeff accepts', () => {
    for (const digits of ['2', '98765', '23412341234', '99999999999', '50000000000']) {
      expect(isValidVerhoeff(withCheckDigit(digits))).toBe(true);
    }
  });
});

describe('isValidVerhoeff', () => {
  it('accepts the published valid numbers', () => {
    expect(isValidVerhoeff('2363')).toBe(true);
    expect(isValidVerhoeff('123451')).toBe(true);
    expect(isValidVerhoeff('1428570')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidVerhoeff('2364')).toBe(false);
    expect(isValidVerhoeff('123452')).toBe(false);
  });

  it('catches a swap of two adjacent digits', () => {
    const valid = withCheckDigit('23412341234');
    const swapped = valid.slice(0, 2) + valid[3]! + valid[2]! + valid.slice(4);
    expect(swapped).not.toBe(valid);
    expect(isValidVerhoeff(swapped)).toBe(false);
  });

  it('refuses anything that is not only digits', () => {
    expect(isValidVerhoeff('')).toBe(false);
    expect(isValidVerhoeff('236a')).toBe(false);
    expect(isValidVerhoeff(' 2363')).toBe(false);
  });
});

describe('isValidAadhaar', () => {
  const valid = withCheckDigit('23412341234');

  it('accepts a 12-digit number with a correct check digit', () => {
    expect(valid).toHaveLength(12);
    expect(isValidAadhaar(valid)).toBe(true);
    expect(isValidAadhaar(withCheckDigit('98765432109'))).toBe(true);
  });

  it('refuses a 12-digit number with a wrong check digit', () => {
    expect(isValidAadhaar(wrongLastDigit(valid))).toBe(false);
  });

  it('refuses numbers starting with 0 or 1 even with a correct check digit', () => {
    const zero = withCheckDigit('03412341234');
    const one = withCheckDigit('13412341234');
    expect(isValidVerhoeff(zero)).toBe(true);
    expect(isValidVerhoeff(one)).toBe(true);
    expect(isValidAadhaar(zero)).toBe(false);
    expect(isValidAadhaar(one)).toBe(false);
  });

  it('refuses 11 and 13 digits even with a correct check digit', () => {
    expect(isValidAadhaar(withCheckDigit('2341234123'))).toBe(false);
    expect(isValidAadhaar(withCheckDigit('234123412345'))).toBe(false);
  });

  it('refuses spaces and letters', () => {
    expect(isValidAadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toBe(false);
    expect(isValidAadhaar('ABCDEFGHIJKL')).toBe(false);
  });
});

describe('maskAadhaar', () => {
  it('keeps only the last 4 digits behind 8 X', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXXXXXX2346');
  });

  it('never contains the first 8 digits', () => {
    const masked = maskAadhaar('987654321012');
    expect(masked).toHaveLength(12);
    expect(masked).not.toContain('98765432');
    expect(masked.endsWith('1012')).toBe(true);
  });
});
