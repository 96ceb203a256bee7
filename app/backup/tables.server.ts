import { type Kysely, sql } from "kysely";
import type { Engine } from "~/db/connect.server";

// Tables are named by the database, not by our types: a table a later migration adds is backed up too.
// biome-ignore lint/suspicious/noExplicitAny: rows of any table, read and written by name
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown>;

export interface TableShape {
  name: string;
  columns: { name: string; dataType: string }[];
  primaryKey: string[];
  /** The other tables its foreign keys point at. */
  references: string[];
  /** PostgreSQL: the identity column whose sequence follows the restored ids. */
  identity: string | null;
}

/** Kysely's migration bookkeeping: the archive records the migration level instead. */
export const bookkeepingTables: ReadonlySet<string> = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * The tables (not views) and their columns in order: on PostgreSQL, of the
 * connection's schema only. Kysely's introspection reads every schema and
 * looks each one up by name, so a schema dropped meanwhile (another club's on
 * a shared server, another test's) fails it with "schema … does not exist".
 */
async function tablesOf(
  db: AnyDb,
  engine: Engine,
): Promise<{ name: string; columns: { name: string; dataType: string }[] }[]> {
  if (engine !== "postgres")
    return (await db.introspection.getTables({ withInternalKyselyTables: true }))
      .filter((t) => !t.isView)
      .map((t) => ({ name: t.name, columns: t.columns.map((c) => ({ name: c.name, dataType: c.dataType })) }));
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    select c.relname as "table", a.attname as "column", t.typname as "type"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, { name: string; columns: { name: string; dataType: string }[] }>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, dataType: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/**
 * Every table of the database (on PostgreSQL, of the connection's schema),
 * read from the database itself, in an order where a table comes after the
 * tables it references.
 */
export async function describeTables(db: AnyDb, engine: Engine): Promise<TableShape[]> {
  const tables = (await tablesOf(db, engine)).filter((t) => !bookkeepingTables.has(t.name));
  const keys = engine === "postgres" ? await postgresKeys(db) : null;
  const shapes: TableShape[] = [];
  for (const table of tables) {
    const columns = table.columns.map((c) => ({ name: c.name, dataType: c.dataType.toLowerCase() }));
    if (keys) {
      shapes.push({
        name: table.name,
        columns,
        primaryKey: keys.primary.get(table.name) ?? [],
        references: keys.foreign.get(table.name) ?? [],
        identity: keys.identity.get(table.name) ?? null,
      });
      continue;
    }
    const info = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(
      db,
    );
    const foreign = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table.name})`.execute(
      db,
    );
    shapes.push({
      name: table.name,
      columns,
      primaryKey: info.rows
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: [...new Set(foreign.rows.map((f) => f.table))],
      identity: null,
    });
  }
  return dependencyOrder(shapes);
}

async function postgresKeys(db: AnyDb) {
  const primary = await sql<{ table: string; column: string }>`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    cross join lateral unnest(c.conkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.contype = 'p' and n.nspname = current_schema()
    order by cl.relname, k.position`.execute(db);
  const foreign = await sql<{ table: string; references: string }>`
    select distinct cl.relname as "table", rf.relname as "references"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class rf on rf.oid = c.confrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const identity = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  const group = (rows: { table: string }[], value: (row: never) => string) => {
    const map = new Map<string, string[]>();
    for (const row of rows) map.set(row.table, [...(map.get(row.table) ?? []), value(row as never)]);
    return map;
  };
  return {
    primary: group(primary.rows, (r: { column: string }) => r.column),
    foreign: group(foreign.rows, (r: { references: string }) => r.references),
    identity: new Map(identity.rows.map((r) => [r.table, r.column])),
  };
}

/** Referenced tables first (Kahn's algorithm, by name among equals); a table's references to itself are ignored. */
export function dependencyOrder(tables: TableShape[]): TableShape[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: TableShape[] = [];
  const waiting = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length > 0) {
    const index = waiting.findIndex((t) => t.references.every((r) => r === t.name || done.has(r) || !byName.has(r)));
    if (index < 0) throw new Error(`The foreign keys of ${waiting.map((t) => t.name).join(", ")} form a cycle`);
    const [next] = waiting.splice(index, 1) as [TableShape];
    done.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

const numericType = /^(int|integer|int2|int4|int8|smallint|bigint|numeric|decimal|real|float4|float8|double)/;

/**
 * One row as the archive holds it, the same from either engine: columns in
 * the table's order, numbers as numbers (pg returns int8 and numeric as
 * text), flags as 0/1, instants as the text they are stored as.
 */
export function normaliseRow(row: Row, columns: TableShape["columns"]): Row {
  const out: Row = {};
  for (const { name, dataType } of columns) {
    const value = row[name];
    if (value === null || value === undefined) out[name] = null;
    else if (typeof value === "bigint") out[name] = Number(value);
    else if (typeof value === "boolean") out[name] = value ? 1 : 0;
    else if (value instanceof Date) out[name] = value.toISOString();
    else if (
      typeof value === "string" &&
      numericType.test(dataType) &&
      value.trim() !== "" &&
      !Number.isNaN(Number(value))
    )
      out[name] = Number(value);
    else if (Buffer.isBuffer(value) || value instanceof Uint8Array)
      throw new Error(`${name}: binary columns are not supported by the backup format`);
    else out[name] = value;
  }
  return out;
}

/** The rows of a table in primary-key order, a batch at a time. */
export async function* tableRows(db: AnyDb, table: TableShape, batch = 1000): AsyncGenerator<Row[]> {
  const order = table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((c) => c.name);
  for (let offset = 0; ; offset += batch) {
    let query = db.selectFrom(table.name).selectAll();
    for (const column of order) query = query.orderBy(column);
    const rows = (await query.limit(batch).offset(offset).execute()) as Row[];
    if (rows.length > 0) yield rows.map((row) => normaliseRow(row, table.columns));
    if (rows.length < batch) return;
  }
}

/** The last migration the database has run, or null for a database no migration has touched. */
export async function migrationLevel(db: AnyDb, engine: Engine): Promise<string | null> {
  const present = (await tablesOf(db, engine)).some((t) => t.name === "kysely_migration");
  if (!present) return null;
  const row = await db
    .selectFrom("kysely_migration")
    .select("name")
    .orderBy("name", "desc")
    .limit(1)
    .executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}
