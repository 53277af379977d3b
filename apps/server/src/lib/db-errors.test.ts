import { describe, expect, it } from 'vitest';
import { isConnectionFailure, isForeignKeyViolation, isUniqueViolation, sqlStateOf } from './db-errors';

describe('sqlStateOf', () => {
  it("reads the driver's SQLSTATE through Drizzle's wrapper, whichever layer carries it", () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(sqlStateOf(driver)).toBe('23505');
    expect(sqlStateOf(Object.assign(new Error('Failed query'), { cause: driver }))).toBe('23505');
    expect(isUniqueViolation(new Error('Failed query', { cause: driver }))).toBe(true);
    expect(isForeignKeyViolation(new Error('Failed query', { cause: driver }))).toBe(false);
  });

  it("is not fooled by a network error's code, and finds nothing in what is not an error", () => {
    const refused = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    expect(sqlStateOf(refused)).toBeUndefined();
    expect(
      sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED', cause: { code: '57014' } })),
    ).toBe('57014');
    expect(sqlStateOf(null)).toBeUndefined();
    expect(sqlStateOf('23505')).toBeUndefined();
  });

  it('tells a lost database connection from a bad statement', () => {
    expect(isConnectionFailure(new Error('Failed query', { cause: { code: '08006' } }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: '08001' }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
