import { describe, expect, it } from 'vitest';
import { firstWords, formatDate, formatPrice, intlLocale } from './format';

describe('Indian formats', () => {
  it('groups rupees in lakhs', () => {
    expect(formatPrice(120000, 'en')).toBe('₹1,20,000');
    expect(formatPrice(2400.5, 'en')).toBe('₹2,400.5');
    expect(formatPrice(12500000, 'hi')).toBe('₹1,25,00,000');
  });

  it('uses en-IN and hi-IN', () => {
    expect(intlLocale('en')).toBe('en-IN');
    expect(intlLocale('hi')).toBe('hi-IN');
  });

  it('writes dates for the language', () => {
    expect(formatDate('2026-03-12T10:00:00.000Z', 'en')).toBe('12 Mar 2026');
    expect(formatDate('2026-03-12T10:00:00.000Z', 'hi')).toMatch(/मार्च/);
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('cuts a description to its first 10 words', () => {
    expect(firstWords('one two three four five six seven eight nine ten eleven twelve')).toBe(
      'one two three four five six seven eight nine ten…',
    );
    expect(firstWords('  short   text ')).toBe('short text');
  });
});
