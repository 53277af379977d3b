import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment with no parameters, rendered to its SQL text once. Drizzle renders a fragment afresh in every statement,
 * testing each column and table of it against its entity classes: a search's page repeats the same columns, order
 * and visibility test in every branch, which cost a 1-letter search 1.5 ms of node CPU a statement at a million
 * listings (issue #13). The text names the table itself, never an alias.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a prerendered fragment must have no parameters');
  return sql.raw(text);
}
