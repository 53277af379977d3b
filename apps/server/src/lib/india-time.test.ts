import { describe, expect, it } from 'vitest';
import { inIndiaHours, indiaHour, nextIndiaHour, startOfIndiaDay, startOfIndiaMonth } from './india-time';

const quiet = { from: 21, to: 7 };

describe("India's clock", () => {
  it('reads the hour at UTC+5:30', () => {
    expect(indiaHour(new Date('2026-12-02T15:30:00Z'))).toBe(21);
    expect(indiaHour(new Date('2026-12-02T01:29:00Z'))).toBe(6);
  });

  it('holds quiet hours over midnight, and none outside them', () => {
    expect(inIndiaHours(new Date('2026-12-02T15:30:00Z'), quiet)).toBe(true); // 21:00
    expect(inIndiaHours(new Date('2026-12-02T20:00:00Z'), quiet)).toBe(true); // 01:30
    expect(inIndiaHours(new Date('2026-12-02T01:30:00Z'), quiet)).toBe(false); // 07:00
    expect(inIndiaHours(new Date('2026-12-02T15:29:00Z'), quiet)).toBe(false); // 20:59
    expect(inIndiaHours(new Date('2026-12-02T04:30:00Z'), { from: 9, to: 17 })).toBe(true); // 10:00
  });

  it('finds the next 07:00 in India, the same night or the next morning', () => {
    expect(nextIndiaHour(new Date('2026-12-02T16:00:00Z'), 7).toISOString()).toBe('2026-12-03T01:30:00.000Z');
    expect(nextIndiaHour(new Date('2026-12-02T20:00:00Z'), 7).toISOString()).toBe('2026-12-03T01:30:00.000Z');
    expect(nextIndiaHour(new Date('2026-12-02T01:30:00Z'), 7).toISOString()).toBe('2026-12-03T01:30:00.000Z');
  });

  it("starts India's day and month at its own midnight", () => {
    expect(startOfIndiaDay(new Date('2026-12-02T20:00:00Z')).toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(startOfIndiaMonth(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
  });
});
