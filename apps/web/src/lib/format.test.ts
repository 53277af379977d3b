import { describe, expect, it } from 'vitest';
import {
  firstWords,
  formatAge,
  formatDate,
  clockOptions,
  formatDateTime,
  formatDeadline,
  formatPrice,
  intlLocale,
  pricePerKg,
} from './format';

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

  it('says how long ago a listing was posted, in the largest whole unit', () => {
    const now = Date.parse('2026-03-12T10:00:00.000Z');
    expect(formatAge('2026-03-12T09:59:50.000Z', 'en', now)).toBe('1 minute ago');
    expect(formatAge('2026-03-12T09:15:00.000Z', 'en', now)).toBe('45 minutes ago');
    expect(formatAge('2026-03-12T05:00:00.000Z', 'en', now)).toBe('5 hours ago');
    expect(formatAge('2026-03-11T08:00:00.000Z', 'en', now)).toBe('yesterday');
    expect(formatAge('2026-03-10T08:00:00.000Z', 'en', now)).toBe('2 days ago');
    expect(formatAge('2026-03-11T08:00:00.000Z', 'hi', now)).toBe('कल');
    expect(formatAge('2026-03-09T08:00:00.000Z', 'hi', now)).toBe('3 दिन पहले');
    expect(formatAge('2025-12-01T08:00:00.000Z', 'en', now)).toBe('3 months ago');
    expect(formatAge('2024-01-01T08:00:00.000Z', 'en', now)).toBe('2 years ago');
    // A clock behind the server's: just now, not 'in 3 minutes'.
    expect(formatAge('2026-03-12T10:03:00.000Z', 'en', now)).toBe('1 minute ago');
    expect(formatAge('never', 'en', now)).toBeNull();
  });

  it('turns a price per quintal or per ton into rupees per kg', () => {
    expect(pricePerKg(2400, 'quintal')).toBe(24);
    expect(pricePerKg(2450, 'quintal')).toBe(24.5);
    expect(pricePerKg(18000, 'ton')).toBe(18);
    expect(pricePerKg(1999, 'quintal')).toBe(19.99);
    expect(pricePerKg(110, 'kg')).toBeNull();
    expect(pricePerKg(40, 'liters')).toBeNull();
    expect(pricePerKg(5, 'pieces')).toBeNull();
  });
});

describe('formatDeadline', () => {
  it("writes a lot's deadline as its day and hour in India, in the reader's language", () => {
    expect(formatDeadline('2026-12-06T12:30:00.000Z', 'en')).toBe('Sun, 6 Dec, 6:00 pm');
    expect(formatDeadline('2026-12-06T12:30:00.000Z', 'hi')).toContain('6 दिस॰');
    expect(formatDeadline('not a time', 'en')).toBe('not a time');
  });

  it("says the part of the day in the reader's words, never a Latin am or pm, on Indian-language screens", () => {
    const evening = '2026-12-06T12:30:00.000Z';
    expect(formatDeadline(evening, 'hi')).toContain('शाम 6:00');
    for (const language of ['hi', 'mr', 'pa', 'gu', 'bn', 'ta', 'te', 'kn']) {
      expect(formatDeadline(evening, language)).not.toMatch(/\b(am|pm)\b/i);
    }
    // Tamil's narrow words: one short word, not 'அந்தி மாலை', so the time fits a chat bubble.
    expect(
      new Intl.DateTimeFormat('ta-IN', { ...clockOptions('ta'), timeZone: 'UTC' }).format(new Date(evening)),
    ).toBe('மதி. 12:30');
  });
});

describe('formatDateTime', () => {
  it("writes a report's moment with the reader's words for the part of the day, never a Latin am or pm", () => {
    const evening = '2026-12-06T12:30:00.000Z';
    for (const language of ['hi', 'mr', 'pa', 'gu', 'bn', 'ta', 'te', 'kn']) {
      expect(formatDateTime(evening, language)).not.toMatch(/\b(am|pm)\b/i);
    }
    expect(formatDateTime('not a time', 'hi')).toBe('not a time');
  });
});
