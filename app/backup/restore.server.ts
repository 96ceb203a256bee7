import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "kysely";
import tar from "tar-stream";
import {
  type Database,
  type DatabaseTarget,
  migrateTo,
  migrateToLatest,
  migrationNames,
  openDatabase,
} from "~/db/connect.server";
import { assertSafeKey, LocalMediaStore, type MediaBody, type MediaStore } from "~/media/store.server";
import {
  type ArchiveFile,
  type ArchiveManifest,
  archiveFormat,
  archiveFormatVersion,
  manifestName,
  tableEntry,
} from "./archive-format";
import { type AnyDb, describeTables, migrationLevel, type Row, type TableShape } from "./tables.server";

/** A restore refused before anything was changed; its message is one line for the person restoring. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

const refuse = (message: string): never => {
  throw new RestoreRefused(message);
};

const maxManifestBytes = 64 * 1024 * 1024;
/** One row of a table file: far above any real row, low enough that parsing one stays small. */
export const maxRowBytes = 16 * 1024 * 1024;
/** Distinct column names one table's rows may use: far above any table of this site. */
export const maxColumns = 256;
/** The default cap on one media file of an archive (RESTORE_MAX_ENTRY_MB). */
export const defaultMaxEntryMegabytes = 100;
const megabyte = 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / megabyte).toFixed(bytes < 10 * megabyte ? 1 : 0)} MB`;

type EntryKind = { kind: "manifest" } | { kind: "table"; table: string } | { kind: "media"; key: string };

function entryKind(name: string): EntryKind {
  if (name === manifestName) return { kind: "manifest" };
  const table = /^tables\/([a-z_][a-z0-9_]{0,62})\.jsonl$/.exec(name)?.[1];
  if (table) return { kind: "table", table };
  if (name.startsWith("media/")) {
    const key = name.slice("media/".length);
    try {
      assertSafeKey(key);
      return { kind: "media", key };
    } catch {
      // Falls through to the refusal below: a name that could leave the media folder.
    }
  }
  return refuse(
    `The archive holds an unexpected file (${JSON.stringify(name.slice(0, 200))}): it is not a backup of this site`,
  );
}

const overCap = (name: string, bytes: number, cap: number, atLeast = false) =>
  new RestoreRefused(
    `${name} is ${atLeast ? "over " : ""}${megabytes(bytes)}, more than the ${megabytes(cap)} one media file may have (RESTORE_MAX_ENTRY_MB, or --max-entry-mb): nothing was restored`,
  );

/**
 * Counts the bytes of a media entry while they stream, refusing it the
 * moment it passes the cap (the tar header already said its size, but a
 * count does not trust it).
 */
async function* capped(name: string, body: AsyncIterable<Buffer>, cap: number, count: (n: number) => void) {
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > cap) throw overCap(name, bytes, cap, true);
    count(chunk.length);
    yield chunk;
  }
}

/**
 * Reads every entry of the archive in order; `each` consumes the entry's
 * body. A gzip or tar error (truncated, altered bytes) becomes a refusal.
 */
async function readEntries(
  file: string,
  each: (name: string, size: number, body: AsyncIterable<Buffer>) => Promise<void>,
) {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== "file")
        refuse(`The archive holds a ${type} entry (${JSON.stringify(name)}): it is not a backup of this site`);
      await each(name, size ?? 0, entry as unknown as AsyncIterable<Buffer>);
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof RestoreRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR")
      throw new RestoreRefused(`Cannot read ${file}: ${code}`);
    throw new RestoreRefused(
      `The archive is damaged or truncated (${(error as Error).message.split("\n")[0]}): nothing was restored`,
    );
  }
}

/**
 * Splits a table file into rows as it streams and checks each: JSON, an
 * object of plain values, no `__proto__` key, at most maxRowBytes. Collects
 * the columns it names, to be checked against the archive's schema.
 */
class RowChecker {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private line = 0;
  /** Every column a row of the table named. */
  readonly columns = new Set<string>();
  constructor(private table: string) {}

  push(chunk: Buffer) {
    let start = 0;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, start)) {
      this.add(chunk.subarray(start, at));
      this.row(Buffer.concat(this.pending, this.pendingBytes));
      this.pending = [];
      this.pendingBytes = 0;
      start = at + 1;
    }
    if (start < chunk.length) this.add(chunk.subarray(start));
  }

  end() {
    if (this.pendingBytes > 0) this.row(Buffer.concat(this.pending, this.pendingBytes));
  }

  private add(part: Buffer) {
    this.pendingBytes += part.length;
    if (this.pendingBytes > maxRowBytes)
      refuse(
        `Row ${this.line + 1} of the table ${this.table} is over ${megabytes(maxRowBytes)}: the archive has been altered`,
      );
    if (part.length > 0) this.pending.push(part);
  }

  private row(bytes: Buffer) {
    this.line++;
    const where = `Row ${this.line} of the table ${this.table}`;
    let row: unknown;
    try {
      row = JSON.parse(bytes.toString("utf8"));
    } catch {
      return refuse(`${where} is not JSON: the archive is damaged or altered`);
    }
    if (typeof row !== "object" || row === null || Array.isArray(row))
      return refuse(`${where} is not an object: the archive has been altered`);
    for (const [column, value] of Object.entries(row)) {
      if (column === "__proto__" || column === "constructor" || column === "prototype")
        refuse(`${where} has a column named ${column}: the archive has been altered`);
      if (value !== null && typeof value === "object")
        refuse(`${where} holds an object in its column ${column.slice(0, 64)}: the archive has been altered`);
      this.columns.add(column);
    }
    // Checked against the schema once the manifest names its level; until then, a bounded set.
    if (this.columns.size > maxColumns)
      refuse(`The table ${this.table} names more than ${maxColumns} columns: the archive has been altered`);
  }
}

interface VerifiedArchive {
  manifest: ArchiveManifest;
  /** The spooled JSON-lines file of each table. */
  tableFiles: Map<string, string>;
}

/**
 * Reads the whole archive once and checks everything that can be checked
 * without the target: every file's SHA-256 and size, each media file's size
 * against the cap (from its tar header, before its bytes are read, and
 * while they are counted), each table's row count, every row parsed, the
 * format version and the migration level, and every table and column
 * against the schema of that migration level. Tables are spooled to
 * `spool` for the restore; media are only hashed here. Nothing is written
 * anywhere else.
 */
export async function verifyArchive(file: string, spool: string, maxEntryBytes: number): Promise<VerifiedArchive> {
  const seen = new Map<string, ArchiveFile & { lines?: number }>();
  const tableFiles = new Map<string, string>();
  const columnsSeen = new Map<string, Set<string>>();
  let manifestText: string | null = null;
  await readEntries(file, async (name, size, body) => {
    const kind = entryKind(name);
    if (seen.has(name) || (kind.kind === "manifest" && manifestText !== null))
      refuse(`The archive holds ${name} twice: it has been altered`);
    if (kind.kind === "media" && size > maxEntryBytes) throw overCap(name, size, maxEntryBytes);
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    let lines = 0;
    const manifestChunks: Buffer[] = [];
    if (kind.kind === "media") {
      for await (const chunk of capped(name, body, maxEntryBytes, (n) => {
        bytes += n;
      }))
        hash.update(chunk);
      seen.set(name, { sha256: hash.digest("hex"), bytes });
      return;
    }
    const rows = kind.kind === "table" ? new RowChecker(kind.table) : null;
    if (rows && kind.kind === "table") columnsSeen.set(kind.table, rows.columns);
    const counted = async function* () {
      for await (const chunk of body) {
        bytes += chunk.length;
        if (kind.kind === "manifest") {
          if (bytes > maxManifestBytes) refuse("The archive's manifest is too large: it has been altered");
          manifestChunks.push(chunk);
          continue;
        }
        hash.update(chunk);
        for (const byte of chunk) if (byte === 10) lines++;
        rows?.push(chunk);
        yield chunk;
      }
      rows?.end();
    };
    if (kind.kind === "table") {
      const file = path.join(spool, `${tableFiles.size}.jsonl`);
      await pipeline(counted, fs.createWriteStream(file));
      tableFiles.set(kind.table, file);
      seen.set(name, { sha256: hash.digest("hex"), bytes, lines });
    } else {
      for await (const _ of counted());
      manifestText = Buffer.concat(manifestChunks).toString("utf8");
    }
  });

  if (manifestText === null)
    return refuse("The archive has no manifest.json: it is damaged or not a backup of this site");
  const manifest = parseManifest(manifestText);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const found = seen.get(name);
    if (!found) refuse(`The archive lacks ${name}, which its manifest lists: it is damaged`);
    else if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256)
      refuse(`${name} does not match the manifest's SHA-256 and size: the archive is damaged or altered`);
  }
  for (const name of seen.keys())
    if (!Object.hasOwn(manifest.files, name))
      refuse(`The archive holds ${name}, which its manifest does not list: it has been altered`);
  for (const [table, rows] of Object.entries(manifest.tables)) {
    const found = seen.get(tableEntry(table));
    if (!found) return refuse(`The archive lacks the table ${table}: it is damaged`);
    if (found.lines !== rows)
      refuse(`The table ${table} holds ${found.lines} rows, the manifest says ${rows}: the archive is damaged`);
  }
  for (const table of tableFiles.keys())
    if (!Object.hasOwn(manifest.tables, table))
      refuse(`The archive holds the table ${table}, which its manifest does not count`);

  // The schema at the archive's level, from the migrations themselves on a scratch database in memory.
  const schema = await schemaAt(manifest.migration);
  for (const table of Object.keys(manifest.tables)) {
    const columns = schema.get(table);
    if (!columns)
      return refuse(
        `The archive's table ${table.slice(0, 64)} is not in this site's schema at migration ${manifest.migration}: it has been altered`,
      );
    for (const column of columnsSeen.get(table) ?? [])
      if (!columns.has(column))
        refuse(
          `The archive's table ${table} has a column ${column.slice(0, 64)} this site's schema at migration ${manifest.migration} lacks: nothing was restored`,
        );
  }
  return { manifest, tableFiles };
}

/** Each table and its columns at a migration level, made by running the migrations on an in-memory SQLite database. */
async function schemaAt(migration: string): Promise<Map<string, Set<string>>> {
  const scratch = openDatabase({ kind: "sqlite", file: ":memory:" });
  try {
    await migrateTo(scratch, migration);
    const tables = await describeTables(scratch.db as AnyDb, scratch.engine);
    return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  } finally {
    await scratch.close();
  }
}

function parseManifest(text: string): ArchiveManifest {
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(text) as ArchiveManifest;
  } catch {
    return refuse("The archive's manifest.json is not JSON: the archive is damaged");
  }
  if (manifest?.format !== archiveFormat) refuse("The archive's manifest is not a club backup's");
  if (manifest.formatVersion !== archiveFormatVersion)
    refuse(
      `The archive's format version is ${String(manifest.formatVersion)}; this release reads version ${archiveFormatVersion}: restore it with the release that wrote it (${String(manifest.appVersion)})`,
    );
  const valid =
    typeof manifest.migration === "string" &&
    typeof manifest.tables === "object" &&
    manifest.tables !== null &&
    typeof manifest.files === "object" &&
    manifest.files !== null &&
    Object.values(manifest.tables).every((n) => Number.isInteger(n) && n >= 0) &&
    Object.values(manifest.files).every((f) => typeof f?.sha256 === "string" && Number.isInteger(f?.bytes));
  if (!valid) refuse("The archive's manifest is incomplete: the archive is damaged");
  if (!migrationNames.includes(manifest.migration))
    refuse(
      `The archive comes from a newer release (${manifest.appVersion}, migration ${manifest.migration}): upgrade this site first, then restore`,
    );
  return manifest;
}

const contentTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".mp4": "video/mp4",
};

/**
 * Where the restore's media go until the rows are in. In a local folder, a
 * staging folder inside it (one file system, so moving a file in is a
 * rename; a leading dot, so never served), moved into place just before the
 * rows are committed. Any other store (S3) is written directly. Either way,
 * a refusal or failure removes what the restore added: the staging folder,
 * and the keys the store did not hold before.
 */
interface MediaStaging {
  put(key: string, body: MediaBody, contentType: string, bytes: number): Promise<void>;
  /** Moves the staged files into place. */
  commit(): Promise<void>;
  /** Removes whatever this restore added, staged or already moved into place. */
  discard(): Promise<void>;
}

async function stageMedia(store: MediaStore): Promise<MediaStaging> {
  const added: string[] = [];
  const removeAdded = async () => {
    for (const key of added) await store.delete(key).catch(() => {});
  };
  if (store instanceof LocalMediaStore) {
    const existed = fs.existsSync(store.directory);
    await fsp.mkdir(store.directory, { recursive: true });
    const directory = await fsp.mkdtemp(path.join(store.directory, ".restore-"));
    const staging = new LocalMediaStore(directory);
    const keys: string[] = [];
    return {
      put: async (key, body, type, bytes) => {
        await staging.putStream(key, body, type, bytes);
        keys.push(key);
      },
      commit: async () => {
        for (const key of keys) {
          const target = path.join(store.directory, key);
          if (!fs.existsSync(target)) added.push(key);
          await fsp.rename(path.join(directory, key), target);
        }
        await fsp.rm(directory, { recursive: true, force: true });
      },
      discard: async () => {
        await fsp.rm(directory, { recursive: true, force: true });
        await removeAdded();
        // A media folder this restore made goes too, if nothing else was put in it meanwhile.
        if (!existed) await fsp.rmdir(store.directory).catch(() => {});
      },
    };
  }
  return {
    put: async (key, body, type, bytes) => {
      const before = await store.getStream(key);
      before?.body.destroy();
      await store.putStream(key, body, type, bytes);
      if (!before) added.push(key);
    },
    commit: async () => {},
    discard: removeAdded,
  };
}

/**
 * Streams every media file of the archive to the staging place, checking
 * each against the cap and the manifest again while it streams: a file
 * that no longer matches throws inside its body, so the store keeps none
 * of it.
 */
async function restoreMedia(
  file: string,
  manifest: ArchiveManifest,
  staging: MediaStaging,
  maxEntryBytes: number,
): Promise<number> {
  let count = 0;
  await readEntries(file, async (name, size, body) => {
    const kind = entryKind(name);
    if (kind.kind !== "media") {
      for await (const _ of body);
      return;
    }
    if (size > maxEntryBytes) throw overCap(name, size, maxEntryBytes);
    const expected = manifest.files[name];
    const checked = async function* () {
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      for await (const chunk of capped(name, body, maxEntryBytes, (n) => {
        bytes += n;
      })) {
        hash.update(chunk);
        yield chunk;
      }
      if (expected?.sha256 !== hash.digest("hex") || expected.bytes !== bytes)
        refuse(`${name} changed while it was being restored: the archive is being altered`);
    };
    await staging.put(
      kind.key,
      checked(),
      contentTypes[path.extname(kind.key)] ?? "application/octet-stream",
      expected?.bytes ?? size,
    );
    count++;
  });
  return count;
}

/** The tables that hold at least one row. */
export async function occupiedTables(db: AnyDb, tables: TableShape[]): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of tables) {
    const row = await db.selectFrom(table.name).select(sql`1`.as("one")).limit(1).executeTakeFirst();
    if (row) occupied.push(table.name);
  }
  return occupied;
}

async function insertTable(trx: AnyDb, table: TableShape, file: string): Promise<number> {
  const columns = new Set(table.columns.map((c) => c.name));
  const batchSize = Math.max(1, Math.floor(5000 / Math.max(1, columns.size)));
  let batch: Row[] = [];
  let count = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === "") continue;
    const row = JSON.parse(line) as Row;
    for (const column of Object.keys(row))
      if (!columns.has(column))
        refuse(`The archive's table ${table.name} has a column ${column} this database lacks: nothing was restored`);
    batch.push(row);
    if (batch.length >= batchSize) {
      await trx.insertInto(table.name).values(batch).execute();
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await trx.insertInto(table.name).values(batch).execute();
  return count + batch.length;
}

export interface RestoreOptions {
  file: string;
  target: DatabaseTarget;
  store: MediaStore;
  /** Clear a database that holds rows, instead of refusing it. */
  replace?: boolean;
  /** The largest media file the archive may hold, in bytes (default 100 MB). */
  maxEntryBytes?: number;
}

export interface RestoreSummary {
  manifest: ArchiveManifest;
  rows: number;
  media: number;
  /** Migrations run after the rows went in (the archive came from an older release). */
  migrated: string[];
}

/**
 * Restores an archive into an empty database (or, with `replace`, one it
 * clears) and the media store. Order: verify the whole archive (nothing
 * written but the spool of its tables in a temporary folder); check the
 * database's migration level and emptiness; media to a staging place;
 * migrate to the archive's level; every row in one transaction, referenced
 * tables first, the staged media moved into place before it commits; then
 * the migrations of this release the archive predates. A refusal or failure
 * before the commit removes the media this restore added.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreSummary> {
  const maxEntryBytes = options.maxEntryBytes ?? defaultMaxEntryMegabytes * megabyte;
  const spool = await fsp.mkdtemp(path.join(os.tmpdir(), "club-restore-"));
  let database: Database | undefined;
  let staging: MediaStaging | undefined;
  let committed = false;
  try {
    const { manifest, tableFiles } = await verifyArchive(options.file, spool, maxEntryBytes);
    database = openDatabase(options.target);
    const { db, engine } = database;
    const level = await migrationLevel(db, engine);
    const levelIndex = level === null ? -1 : migrationNames.indexOf(level);
    if (level !== null && levelIndex < 0)
      refuse(`The database is at migration ${level}, which this release does not know: it is newer than this site`);
    if (levelIndex > migrationNames.indexOf(manifest.migration))
      refuse(
        `The archive's schema (migration ${manifest.migration}) is older than the database's (${level}): restore it into a new, empty database, where it is brought up to date after the restore`,
      );
    const existing = await describeTables(db as AnyDb, engine);
    const occupied = await occupiedTables(db as AnyDb, existing);
    if (occupied.length > 0 && !options.replace)
      refuse(
        `The database is not empty (rows in ${occupied.slice(0, 3).join(", ")}${occupied.length > 3 ? "…" : ""}): restore into an empty database, or add --replace to clear it first`,
      );

    staging = await stageMedia(options.store);
    const media = await restoreMedia(options.file, manifest, staging, maxEntryBytes);
    // Migrated only now, about to insert: every check that needs no schema has passed.
    await migrateTo(database, manifest.migration);
    const tables = await describeTables(db as AnyDb, engine);
    const known = new Set(tables.map((t) => t.name));
    for (const table of Object.keys(manifest.tables))
      if (!known.has(table))
        refuse(`The archive's table ${table} is not in this database at migration ${manifest.migration}`);

    const activeStaging = staging;
    const rows = await db.transaction().execute(async (trx) => {
      const any = trx as unknown as AnyDb;
      // Foreign keys are checked at commit; the order below already satisfies them, save for a table's references to itself.
      if (engine === "sqlite") await sql`pragma defer_foreign_keys = on`.execute(trx);
      if (options.replace) for (const table of [...tables].reverse()) await any.deleteFrom(table.name).execute();
      let total = 0;
      for (const table of tables) {
        const file = tableFiles.get(table.name);
        if (file) total += await insertTable(any, table, file);
      }
      if (engine === "postgres") {
        for (const table of tables) {
          if (!table.identity) continue;
          await sql`select setval(pg_get_serial_sequence(${table.name}, ${table.identity}),
            coalesce((select max(${sql.ref(table.identity)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      }
      // A row naming a missing row fails here, before any file is moved, not at the commit.
      if (engine === "sqlite") {
        const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(trx);
        if (broken.rows[0])
          throw new Error(`A row of the archive's table ${broken.rows[0].table} names a row the archive lacks`);
      }
      // The media are in place before any row that names them is visible.
      await activeStaging.commit();
      return total;
    });
    committed = true;
    const migrated = await migrateToLatest(database);
    return { manifest, rows, media, migrated };
  } finally {
    if (staging && !committed) await staging.discard().catch(() => {});
    await database?.close();
    await fsp.rm(spool, { recursive: true, force: true });
  }
}
