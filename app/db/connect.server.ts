import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { initial } from "./migrations/0001-initial";
import { mailOutbox } from "./migrations/0002-mail-outbox";
import type { DB } from "./schema";

export type Engine = "sqlite" | "postgres";
export type Db = Kysely<DB>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  if (target.file !== ":memory:") fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run beside the one writer; FULL makes a commit survive a power cut.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

function migrations(engine: Engine): Record<string, Migration> {
  return {
    "0001-initial": initial(engine),
    "0002-mail-outbox": mailOutbox(engine),
  };
}

export async function migrateToLatest({ db, engine }: Pick<Database, "db" | "engine">) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(engine) };
  // Kysely looks for its bookkeeping tables across every schema; name ours, so
  // databases that hold several schemas (tests, shared servers) do not confuse it.
  const migrationTableSchema =
    engine === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}
