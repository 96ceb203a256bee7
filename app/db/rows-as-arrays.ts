import { type SelectQueryBuilder, sql } from "kysely";
import type { Engine } from "./connect.server";
import type { DB } from "./schema";

/**
 * Every row a read finds, as arrays of the columns' values, for reads of
 * thousands of rows (decision 0090): one JSON text the database writes
 * (`json_group_array` on SQLite, `json_agg` on PostgreSQL), parsed at once.
 * better-sqlite3 building an object per row, value by value, cost three times
 * as much. The rows come in no set order: sort them.
 */
export async function rowsAsArrays<Table extends keyof DB & string, Row extends readonly unknown[]>(
  engine: Engine,
  read: SelectQueryBuilder<DB, Table, object>,
  columns: readonly (keyof DB[Table] & string)[],
): Promise<Row[]> {
  const values = sql.join(columns.map((column) => sql.ref(column)));
  const everyRow =
    engine === "postgres"
      ? sql<unknown>`json_agg(json_build_array(${values}))`
      : sql<unknown>`json_group_array(json_array(${values}))`;
  const { rows } = await read.select(everyRow.as("rows")).executeTakeFirstOrThrow();
  // SQLite gives the text; node-postgres parses json itself, and json_agg of no rows is null.
  const parsed = typeof rows === "string" ? JSON.parse(rows) : (rows ?? []);
  if (!Array.isArray(parsed)) throw new TypeError("not a JSON array of rows");
  return parsed as Row[];
}
