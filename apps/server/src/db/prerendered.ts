import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment with no parameters, rendered to its SQL text once. Drizzle renders a fragment afresh in every statement,
 * testing each column and table of it against its entity classes: a search's page repeats the same columns, order
 * and visibility test in every branch, so rendering them once saves node CPU on every statement of a search. The
 * text names the table itself, never an alias.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a prerendered fragment must have no parameters');
  return sql.raw(text);
}
