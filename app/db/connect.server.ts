import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import { arrayRowsPool } from "./array-rows-pool.server";
import { CleanTextPlugin } from "./clean-text-plugin";
import { initial } from "./migrations/0001-initial";
import { mailOutbox } from "./migrations/0002-mail-outbox";
import { healthChecks } from "./migrations/0003-health-checks";
import { textsByLocale } from "./migrations/0004-texts-by-locale";
import { memberTexts } from "./migrations/0005-member-texts";
import { officialRolesAndTokens } from "./migrations/0006-official-roles-and-tokens";
import { officerTerms } from "./migrations/0007-officer-terms";
import { projectCodeRedirects } from "./migrations/0008-project-code-redirects";
import { projectDrafts } from "./migrations/0009-project-drafts";
import { content } from "./migrations/0010-content";
import { projectVersions } from "./migrations/0011-project-versions";
import { projectPending } from "./migrations/0012-project-pending";
import { importSources } from "./migrations/0013-import-sources";
import { events } from "./migrations/0014-events";
import { trash } from "./migrations/0015-trash";
import { exceptionNotes } from "./migrations/0016-exception-notes";
import { perLanguagePlaces } from "./migrations/0017-per-language-places";
import { mediaTexts } from "./migrations/0018-media-texts";
import { jobClaims } from "./migrations/0019-job-claims";
import { gifts } from "./migrations/0020-gifts";
import { outboxReceipts } from "./migrations/0021-outbox-receipts";
import { giftFiles } from "./migrations/0022-gift-files";
import { memberAccounts } from "./migrations/0023-member-accounts";
import { memberProfiles } from "./migrations/0024-member-profiles";
import { memberPublicChanges } from "./migrations/0025-member-public-changes";
import { attendance } from "./migrations/0026-attendance";
import { eventReplies } from "./migrations/0027-event-replies";
import { attendanceMarksByMember } from "./migrations/0028-attendance-marks-by-member";
import { bulletinAudience } from "./migrations/0029-bulletin-audience";
import { bulletins } from "./migrations/0030-bulletins";
import { bulletinPhotosMembers } from "./migrations/0031-bulletin-photos-members";
import { figuresAtScale } from "./migrations/0032-figures-at-scale";
import { giftDayFigures } from "./migrations/0033-gift-day-figures";
import { attendanceMeetingCover } from "./migrations/0034-attendance-meeting-cover";
import { membersByName } from "./migrations/0035-members-by-name";
import { outboxIndexesForBulletinCopies } from "./migrations/0036-outbox-indexes-for-bulletin-copies";
import type { DB } from "./schema";
import { nowIso } from "./time";

export type Engine = "sqlite" | "postgres";
export type Db = Kysely<DB>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

/**
 * PostgreSQL's bigint (gifts in paise, counts) is read as a number, as SQLite's integer is:
 * the same row is the same value on both engines, in the app and in backup archives. Every
 * bigint we store is far below 2^53 (the largest gift is 10^10 paise).
 */
function getTypeParser(oid: number, format?: "text" | "binary") {
  if (oid === pg.types.builtins.INT8 && format !== "binary") return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: { getTypeParser } });
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: arrayRowsPool(pool) }),
      plugins: [new CleanTextPlugin()],
    });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  if (target.file !== ":memory:") fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // First, so a second process starting beside one that is migrating waits for its lock
  // (switching to WAL needs it) instead of failing at once with "database is locked".
  sqlite.pragma("busy_timeout = 5000");
  // WAL lets readers run beside the one writer; FULL makes a commit survive a power cut.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Every text written loses the characters no stored text keeps (app/db/clean-text-plugin.ts).
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite), plugins: [new CleanTextPlugin()] });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/**
 * Every SQLite transaction of the app begins IMMEDIATE: it takes the write lock
 * at BEGIN (waiting up to busy_timeout), so a transaction that reads then
 * writes (a count, then an insert) is never refused half-way with "database is
 * locked" because another process wrote in between, and counts cannot be
 * raced across processes. Within one process Kysely's driver already runs one
 * statement at a time on the one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite ends a transaction itself on some errors (SQLITE_FULL, SQLITE_IOERR,
   * SQLITE_NOMEM): a ROLLBACK then fails with "cannot rollback - no transaction
   * is active", and that error would replace the one that tells what happened.
   */
  override async rollbackTransaction(connection: DatabaseConnection) {
    if (!this.sqlite.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
}

/** SQLite runs DDL inside transactions too: migrations then run in one IMMEDIATE transaction, one process at a time. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/** Statements kept: the most recently used, up to a bound, as queries whose IN lists vary are many texts. */
const keptStatements = 500;

/**
 * The database as Kysely uses it, each statement prepared once: Kysely's SQLite
 * driver prepares every query again, a twentieth of a list screen's time
 * (bench/scale.mjs; decision 0090). A kept statement still being iterated
 * (a streamed read) is not handed out again: that query gets a fresh one.
 */
export function keepingStatements(sqlite: SQLite.Database, bound = keptStatements): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept?.busy) return sqlite.prepare(text);
      if (kept) {
        // Map order is use order: the first entry is the least recently used.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > bound) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  private readonly database: SqliteDatabase;

  constructor(private readonly sqlite: SQLite.Database) {
    const database = keepingStatements(sqlite);
    super({ database });
    this.database = database;
  }

  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database }, this.sqlite);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

function migrations(engine: Engine): Record<string, Migration> {
  return {
    "0001-initial": initial(engine),
    "0002-mail-outbox": mailOutbox(engine),
    "0003-health-checks": healthChecks(engine),
    "0004-texts-by-locale": textsByLocale(engine),
    "0005-member-texts": memberTexts(engine),
    "0006-official-roles-and-tokens": officialRolesAndTokens(engine),
    "0007-officer-terms": officerTerms(engine),
    "0008-project-code-redirects": projectCodeRedirects,
    "0009-project-drafts": projectDrafts,
    "0010-content": content(engine),
    "0011-project-versions": projectVersions(engine),
    "0012-project-pending": projectPending,
    "0013-import-sources": importSources,
    "0014-events": events(engine),
    "0015-trash": trash(engine),
    "0016-exception-notes": exceptionNotes,
    "0017-per-language-places": perLanguagePlaces,
    "0018-media-texts": mediaTexts,
    "0019-job-claims": jobClaims,
    "0020-gifts": gifts(engine),
    "0021-outbox-receipts": outboxReceipts,
    "0022-gift-files": giftFiles(engine),
    "0023-member-accounts": memberAccounts,
    "0024-member-profiles": memberProfiles,
    "0025-member-public-changes": memberPublicChanges,
    "0026-attendance": attendance(engine),
    "0027-event-replies": eventReplies(engine),
    "0028-attendance-marks-by-member": attendanceMarksByMember,
    "0029-bulletin-audience": bulletinAudience(engine),
    "0030-bulletins": bulletins(engine),
    "0031-bulletin-photos-members": bulletinPhotosMembers(engine),
    "0032-figures-at-scale": figuresAtScale,
    "0033-gift-day-figures": giftDayFigures,
    "0034-attendance-meeting-cover": attendanceMeetingCover,
    "0035-members-by-name": membersByName,
    "0036-outbox-indexes-for-bulletin-copies": outboxIndexesForBulletinCopies,
  };
}

/** Every migration of this release, oldest first (their names sort in that order). */
export const migrationNames: readonly string[] = Object.keys(migrations("sqlite"));

async function migrator({ db, engine }: Pick<Database, "db" | "engine">) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(engine) };
  // Kysely looks for its bookkeeping tables across every schema; name ours, so
  // databases that hold several schemas (tests, shared servers) do not confuse it.
  const migrationTableSchema =
    engine === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, migrationTableSchema });
}

/**
 * What another schema's DDL, running meanwhile, makes the read of every schema's tables fail
 * with: its schema (3F000), a table (42P01) or a column (42703) gone between two of the read's
 * queries.
 */
const otherSchemaChanged = new Set(["3F000", "42P01", "42703"]);

/**
 * Kysely's migrator first reads the tables of every schema on the server; a
 * schema, table or column dropped meanwhile in another schema (another club's
 * on a shared server, another test file's or suite's) fails that read, though
 * ours is untouched. Nothing has run yet then (no result at all), and migrating
 * again is safe: each migration is recorded once. A migration of ours that
 * fails has a result, and is not tried again.
 */
export async function migrateRetryingSchemaRace(
  database: Pick<Database, "db" | "engine">,
  run: (m: Migrator) => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await run(await migrator(database));
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    const beforeAnyMigration = outcome.results === undefined || outcome.results.length === 0;
    if (outcome.error === undefined || !otherSchemaChanged.has(String(code)) || !beforeAnyMigration || attempt === 5)
      return outcome;
  }
}

/** Runs the migrations up to and including `name`: a database as an earlier release left it (tests). */
export async function migrateTo(database: Pick<Database, "db" | "engine">, name: string) {
  const { error } = await migrateRetryingSchemaRace(database, (m) => m.migrateTo(name));
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(database: Pick<Database, "db" | "engine">) {
  const { error, results } = await migrateRetryingSchemaRace(database, (m) => m.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}

const writeChecks = new WeakMap<Db, Promise<void>>();

/**
 * Throws unless the database takes a committed write (SQLITE_FULL, SQLITE_READONLY,
 * a read-only PostgreSQL...). Requests that arrive while a check runs share it,
 * so a flood of health checks is one write at a time.
 */
export function checkWritable(db: Db): Promise<void> {
  const running = writeChecks.get(db);
  if (running) return running;
  const at = nowIso();
  const check = db
    .insertInto("health_checks")
    .values({ id: 1, checked_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: at }))
    .execute()
    .then(() => undefined)
    .finally(() => writeChecks.delete(db));
  writeChecks.set(db, check);
  return check;
}
