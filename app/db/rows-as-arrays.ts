import { type SelectQueryBuilder, sql } from "kysely";
import { arrayRowsMark } from "./array-rows-pool.server";
import type { Engine } from "./connect.server";
import type { DB } from "./schema";

/**
 * Every row a read finds, as arrays of the columns' values, for reads of
 * thousands of rows (decisions 0090 and 0091). On SQLite, one JSON text the
 * database writes (`json_group_array`), parsed at once: better-sqlite3
 * building an object or an array per row, value by value, cost twice as much.
 * On PostgreSQL, node-postgres's rows as arrays: for Form 10BD's year, 18 ms
 * against 36 for `json_agg`. The rows come in no set order: sort them.
 */
export async function rowsAsArrays<Table extends keyof DB & string, Row extends readonly unknown[]>(
  engine: Engine,
  read: SelectQueryBuilder<DB, Table, object>,
  columns: readonly (keyof DB[Table] & string)[],
): Promise<Row[]> {
  if (engine === "postgres") {
    const rows = await read.select(columns).modifyFront(sql.raw(arrayRowsMark)).execute();
    return rows as unknown as Row[];
  }
  const values = sql.join(columns.map((column) => sql.ref(column)));
  const { rows } = await read
    .select(sql<string | null>`json_group_array(json_array(${values}))`.as("rows"))
    .executeTakeFirstOrThrow();
  const parsed = JSON.parse(rows ?? "[]");
  if (!Array.isArray(parsed)) throw new TypeError("not a JSON array of rows");
  return parsed as Row[];
}
