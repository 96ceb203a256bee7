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
import { assertSafeKey, type MediaStore } from "~/media/store.server";
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

/**
 * Reads every entry of the archive in order; `each` consumes the entry's
 * body. A gzip or tar error (truncated, altered bytes) becomes a refusal.
 */
async function readEntries(file: string, each: (name: string, body: AsyncIterable<Buffer>) => Promise<void>) {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== "file")
        refuse(`The archive holds a ${type} entry (${JSON.stringify(name)}): it is not a backup of this site`);
      await each(name, entry as unknown as AsyncIterable<Buffer>);
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

interface VerifiedArchive {
  manifest: ArchiveManifest;
  /** The spooled JSON-lines file of each table. */
  tableFiles: Map<string, string>;
}

/**
 * Reads the whole archive once and checks it against its manifest: every
 * file's SHA-256 and size, each table's row count, the format version and
 * the migration level. Tables are spooled to `spool` for the restore; media
 * are only hashed here.
 */
export async function verifyArchive(file: string, spool: string): Promise<VerifiedArchive> {
  const seen = new Map<string, ArchiveFile & { lines?: number }>();
  const tableFiles = new Map<string, string>();
  let manifestText: string | null = null;
  await readEntries(file, async (name, body) => {
    const kind = entryKind(name);
    if (seen.has(name) || (kind.kind === "manifest" && manifestText !== null))
      refuse(`The archive holds ${name} twice: it has been altered`);
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    let lines = 0;
    const manifestChunks: Buffer[] = [];
    const counted = async function* () {
      for await (const chunk of body) {
        bytes += chunk.length;
        if (kind.kind === "manifest") {
          if (bytes > maxManifestBytes) refuse("The archive's manifest is too large: it has been altered");
          manifestChunks.push(chunk);
          continue;
        }
        hash.update(chunk);
        if (kind.kind === "table") for (const byte of chunk) if (byte === 10) lines++;
        yield chunk;
      }
    };
    if (kind.kind === "table") {
      const file = path.join(spool, `${tableFiles.size}.jsonl`);
      await pipeline(counted, fs.createWriteStream(file));
      tableFiles.set(kind.table, file);
    } else {
      for await (const _ of counted());
    }
    if (kind.kind === "manifest") manifestText = Buffer.concat(manifestChunks).toString("utf8");
    else seen.set(name, { sha256: hash.digest("hex"), bytes, lines });
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
    if (!(name in manifest.files))
      refuse(`The archive holds ${name}, which its manifest does not list: it has been altered`);
  for (const [table, rows] of Object.entries(manifest.tables)) {
    const found = seen.get(tableEntry(table));
    if (!found) return refuse(`The archive lacks the table ${table}: it is damaged`);
    if (found.lines !== rows)
      refuse(`The table ${table} holds ${found.lines} rows, the manifest says ${rows}: the archive is damaged`);
  }
  for (const table of tableFiles.keys())
    if (!(table in manifest.tables)) refuse(`The archive holds the table ${table}, which its manifest does not count`);
  return { manifest, tableFiles };
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

/** Writes every media file of the archive to the store, checking each against the manifest again. */
async function restoreMedia(file: string, manifest: ArchiveManifest, store: MediaStore): Promise<number> {
  let count = 0;
  await readEntries(file, async (name, body) => {
    const kind = entryKind(name);
    const chunks: Buffer[] = [];
    for await (const chunk of body) if (kind.kind === "media") chunks.push(chunk);
    if (kind.kind !== "media") return;
    const content = Buffer.concat(chunks);
    const expected = manifest.files[name];
    if (expected?.sha256 !== crypto.createHash("sha256").update(content).digest("hex"))
      refuse(`${name} changed while it was being restored: the archive is being altered`);
    await store.put(kind.key, content, contentTypes[path.extname(kind.key)] ?? "application/octet-stream");
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
 * clears) and the media store. Order: verify the whole archive; check the
 * database's migration level and emptiness; media to the store (keys are
 * content hashes, so writing one twice is harmless); migrate to the
 * archive's level; every row in one transaction, referenced tables first;
 * then the migrations of this release the archive predates.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreSummary> {
  const spool = await fsp.mkdtemp(path.join(os.tmpdir(), "club-restore-"));
  let database: Database | undefined;
  try {
    const { manifest, tableFiles } = await verifyArchive(options.file, spool);
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

    const media = await restoreMedia(options.file, manifest, options.store);
    await migrateTo(database, manifest.migration);
    const tables = await describeTables(db as AnyDb, engine);
    const known = new Set(tables.map((t) => t.name));
    for (const table of Object.keys(manifest.tables))
      if (!known.has(table))
        refuse(`The archive's table ${table} is not in this database at migration ${manifest.migration}`);

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
      return total;
    });
    const migrated = await migrateToLatest(database);
    return { manifest, rows, media, migrated };
  } finally {
    await database?.close();
    await fsp.rm(spool, { recursive: true, force: true });
  }
}
