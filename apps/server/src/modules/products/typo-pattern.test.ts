import { describe, expect, it } from 'vitest';
import { TYPO_PATTERN_MAX_LENGTH, oneEditPattern } from './typo-pattern';

/** PostgreSQL's `[[:alnum:]]` and word bounds, close enough in JavaScript to check the alternatives. */
function matches(query: string, name: string): boolean {
  const pattern = oneEditPattern(query)!
    .replaceAll('[[:alnum:]]', '[\\p{L}\\p{N}]')
    .replaceAll('[^[:alnum:]]', '[^\\p{L}\\p{N}]');
  return new RegExp(pattern, 'iu').test(name);
}

describe('oneEditPattern', () => {
  it.each([
    ['wheet', 'Wheat'],
    ['whet', 'Sharbati Wheat'],
    ['wheaat', 'Wheat Flour'],
    ['whaet', 'Wheat'],
    ['tamato', 'Hybrid Tomato'],
    ['potatoe', 'Potato'],
    ['basmati rise', 'Basmati Rice'],
  ])('matches %s to %s', (query, name) => {
    expect(matches(query, name)).toBe(true);
  });

  it.each([
    ['wheet', 'Sweet Corn'],
    ['grain', 'Grapes'],
    ['corm', 'Coffee'],
    ['wheet', 'Buckwheat'],
  ])('does not match %s to %s', (query, name) => {
    expect(matches(query, name)).toBe(false);
  });

  it('escapes what the regex language would read', () => {
    expect(oneEditPattern('a.b')).toContain('a\\.b');
    expect(matches('(((', 'Rice')).toBe(false);
  });

  it('gives up on over-long queries', () => {
    expect(oneEditPattern('w'.repeat(TYPO_PATTERN_MAX_LENGTH + 1))).toBeNull();
  });
});
