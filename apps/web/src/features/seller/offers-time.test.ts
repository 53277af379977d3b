import { describe, expect, it } from 'vitest';
import { hourText, indiaTime } from './offers-time';

describe('offers-until hours', () => {
  it("names an hour with the reader's word for the part of the day, as the chat's times do", () => {
    expect(hourText(18, 'en')).toBe('6 pm');
    expect(hourText(18, 'hi')).toBe('शाम 6');
    for (const language of ['hi', 'mr', 'pa', 'gu', 'bn', 'ta', 'te', 'kn']) {
      expect(hourText(6, language)).not.toMatch(/\b(am|pm)\b/i);
    }
  });

  it("writes the typed day and hour in India's time", () => {
    expect(indiaTime('2026-12-06', '18')).toBe('2026-12-06T18:00:00+05:30');
    expect(indiaTime('', '')).toBe('');
  });
});
