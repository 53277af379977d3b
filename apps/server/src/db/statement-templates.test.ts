import { and, eq, fillPlaceholders, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from './schema';
import { statementTemplates } from './statement-templates';

const dialect = new PgDialect();
const statementOf = ([where, limit]: (SQL | undefined)[]) =>
  sql`SELECT ${products.id} FROM ${products} WHERE ${where} LIMIT ${limit}`;

/** Templates whose statements are rendered by drizzle's dialect and "run" by returning what would be sent. */
function sending() {
  let rendered = 0;
  const run = statementTemplates<{ text: string; params: unknown[] }>((parts) => {
    rendered++;
    const query = dialect.sqlToQuery(statementOf(parts));
    return {
      execute: (values) =>
        Promise.resolve([{ text: query.sql, params: fillPlaceholders(query.params, values) }]),
    };
  });
  return { run: async (parts: (SQL | undefined)[]) => (await run(parts))[0]!, rendered: () => rendered };
}

/** What drizzle sends for the same parts when it renders them afresh. */
const direct = (parts: (SQL | undefined)[]) => {
  const query = dialect.sqlToQuery(statementOf(parts));
  return { text: query.sql, params: query.params };
};

describe('statementTemplates', () => {
  it('renders a shape once and sends each call its own values, as drizzle would', async () => {
    const { run, rendered } = sending();
    const wheat = [and(eq(products.crop, 'wheat'), eq(products.district, 'Karnal')), sql`${20}`];
    const onion = [and(eq(products.crop, 'onion'), eq(products.district, 'Nashik')), sql`${40}`];
    expect(await run(wheat)).toEqual(direct(wheat));
    expect(await run(onion)).toEqual(direct(onion));
    expect((await run(onion)).params).toEqual(['onion', 'Nashik', 40]);
    expect(rendered()).toBe(1);
  });

  it('keeps a shape apart for each length of a list and each change of text', async () => {
    const { run, rendered } = sending();
    const districts = (names: string[]) => [inArray(products.district, names), sql`${20}`];
    const other = [sql`${products.crop} = ${'wheat'} OR ${products.district} = ${'Karnal'}`, sql`${20}`];
    for (const parts of [districts(['Karnal']), districts(['Karnal', 'Panipat']), other]) {
      expect(await run(parts)).toEqual(direct(parts));
    }
    expect(rendered()).toBe(3);
    expect(await run(districts(['Agra', 'Meerut']))).toEqual(direct(districts(['Agra', 'Meerut'])));
    expect(rendered()).toBe(3);
  });

  it('maps a value through its column as drizzle does (a date to its timestamp text)', async () => {
    const { run } = sending();
    const since = (at: Date) => [gt(products.createdAt, at), sql`${1}`];
    const first = since(new Date('2026-12-01T04:30:00Z'));
    const second = since(new Date('2026-12-02T05:00:00Z'));
    await run(first);
    expect(await run(second)).toEqual(direct(second));
  });

  it('renders afresh a part whose text depends on its value (a null, a value written into the text)', async () => {
    const { run, rendered } = sending();
    const inlined = [sql`${products.crop} = ${'wheat'}`.inlineParams(), sql`${20}`];
    const nothing = [eq(products.district, null as unknown as string), sql`${20}`];
    for (const parts of [inlined, inlined, nothing, nothing]) expect(await run(parts)).toEqual(direct(parts));
    expect(rendered()).toBe(4);
  });

  it('keeps at most `max` shapes, dropping the oldest', async () => {
    let rendered = 0;
    const run = statementTemplates<number>(() => {
      rendered++;
      return { execute: () => Promise.resolve([rendered]) };
    }, 2);
    const shape = (n: number) => [
      inArray(
        products.district,
        Array.from({ length: n }, () => 'x'),
      ),
    ];
    for (const n of [1, 2, 3, 1]) await run(shape(n));
    expect(rendered).toBe(4);
    await run(shape(3));
    expect(rendered).toBe(4);
  });
});
