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
  });

  it('counts a database that is restarting or unreachable as a connection failure (503), not a bad statement', () => {
    const wrapped = (cause: unknown) => new Error('Failed query', { cause });
    // a fast shutdown cuts open connections; new ones are refused, then told it is starting up
    expect(isConnectionFailure(wrapped({ code: '57P01' }))).toBe(true);
    expect(isConnectionFailure(wrapped({ code: '57P03' }))).toBe(true);
    expect(isConnectionFailure(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isConnectionFailure(wrapped(Object.assign(new Error('read'), { code: 'ECONNRESET' })))).toBe(true);
    expect(isConnectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    // a statement the database refused is still the request's problem, whatever its message
    expect(isConnectionFailure(wrapped({ code: '57014' }))).toBe(false);
    expect(
      isConnectionFailure(wrapped(Object.assign(new Error('Connection terminated'), { code: '22P02' }))),
    ).toBe(false);
    expect(isConnectionFailure(new Error('something else'))).toBe(false);
  });
});
