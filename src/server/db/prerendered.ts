import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment of columns, tables and text only, rendered to its SQL text
 * once. Drizzle walks a template's chunks again on every query, an entity
 * check and a quoted name per column: the pipeline's twenty-five columns
 * were about a tenth of the server's work per replayed move (issue 24).
 * Both drivers use the same PostgreSQL dialect, so the text is theirs too.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length) throw new Error('A prerendered fragment cannot hold parameters: they would be lost.');
  return sql.raw(text);
}
