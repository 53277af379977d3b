import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { prerendered } from './prerendered';
import { products } from './schema';

const render = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment);

describe('prerendered', () => {
  it('renders a fragment to the same text Drizzle gives it in a statement', () => {
    const fragment = sql`${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}`;
    const statement = (part: ReturnType<typeof sql>) =>
      render(sql`SELECT 1 FROM ${products} WHERE ${part} AND ${products.crop} = ${'wheat'}`);
    expect(statement(prerendered(fragment))).toEqual(statement(fragment));
  });

  it('refuses a fragment with a parameter, whose value would be frozen into the text', () => {
    expect(() => prerendered(eq(products.crop, 'wheat'))).toThrow('no parameters');
  });
});
