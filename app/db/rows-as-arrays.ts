import { type SelectQueryBuilder, sql } from "kysely";
import type { Engine } from "./connect.server";
import type { DB } from "./schema";

/**
 * Every row a read finds, as arrays of the columns' values, the cheapest way
 * each engine has for thousands of rows (decision 0090). On SQLite, one JSON
 * text the database writes (`json_group_array`), parsed at once: better-sqlite3
 * building an object per row, value by value, cost three times as much. On
 * PostgreSQL, plain rows: its `json_agg` took longer than node-postgres's
 * objects. The rows come in no set order: sort them.
 */
export async function rowsAsArrays<Table extends keyof DB & string, Row extends readonly unknown[]>(
  engine: Engine,
  read: SelectQueryBuilder<DB, Table, object>,
  columns: readonly (keyof DB[Table] & string)[],
): Promise<Row[]> {
  if (engine === "postgres") {
    const rows: Record<string, unknown>[] = await read
      .select(columns.map((column) => sql.ref(column).as(column)))
      .execute();
    return rows.map((row) => columns.map((column) => row[column]) as unknown as Row);
  }
  const values = sql.join(columns.map((column) => sql.ref(column)));
  const { rows } = await read
    .select(sql<string>`json_group_array(json_array(${values}))`.as("rows"))
    .executeTakeFirstOrThrow();
  return JSON.parse(rows) as Row[];
}
