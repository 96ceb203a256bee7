import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import tar from "tar-stream";
import type { DatabaseTarget, Engine } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";
import { mailCopyKey } from "~/media/mail-copy.server";
import type { MediaStore } from "~/media/store.server";
import { avifSourceKey } from "~/media/variants.server";
import packageJson from "../../package.json";
import {
  type ArchiveFile,
  type ArchiveManifest,
  archiveFormat,
  archiveFormatVersion,
  manifestName,
  mediaEntry,
  tableEntry,
} from "./archive-format";
import { type AnyDb, describeTables, migrationLevel, tableRows } from "./tables.server";

export const appVersion: string = packageJson.version;

/**
 * A connection of the export's own, so its snapshot transaction never holds
 * the app's connection (nor, on SQLite, the write lock: a read transaction
 * under WAL sees one state while the site goes on writing).
 */
function snapshotConnection(target: DatabaseTarget): { db: AnyDb; engine: Engine } {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 1 });
    return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
  }
  const sqlite = new SQLite(target.file, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }), engine: "sqlite" };
}

interface SpooledTable {
  name: string;
  rows: number;
  file: string;
  entry: ArchiveFile;
}

interface Snapshot {
  engine: Engine;
  migration: string;
  tables: SpooledTable[];
  media: [key: string, required: boolean][];
}

/** Writes every table to a JSON-lines file in `spool`, all read in one snapshot transaction. */
async function readSnapshot(
  target: DatabaseTarget,
  spool: string,
  duringSnapshot?: () => Promise<void>,
): Promise<Snapshot> {
  const { db, engine } = snapshotConnection(target);
  try {
    let transaction = db.transaction();
    if (engine === "postgres")
      transaction = transaction.setIsolationLevel("repeatable read").setAccessMode("read only");
    return await transaction.execute(async (trx) => {
      const migration = await migrationLevel(trx, engine);
      if (!migration) throw new Error("The database has no migrations: there is nothing to export");
      const tables: SpooledTable[] = [];
      // Each key, and whether the store must have it.
      const mediaKeys = new Map<string, boolean>();
      for (const table of await describeTables(trx, engine)) {
        const file = path.join(spool, `${tables.length}.jsonl`);
        const hash = crypto.createHash("sha256");
        let rows = 0;
        let bytes = 0;
        const lines = async function* () {
          for await (const batch of tableRows(trx, table)) {
            const chunk = Buffer.from(batch.map((row) => `${JSON.stringify(row)}\n`).join(""));
            hash.update(chunk);
            bytes += chunk.length;
            rows += batch.length;
            if (table.name === "media")
              for (const row of batch) {
                const files = mediaFilesOf(row);
                for (const key of files.required) mediaKeys.set(key, true);
                for (const key of files.optional) if (!mediaKeys.has(key)) mediaKeys.set(key, false);
              }
            yield chunk;
          }
        };
        await pipeline(lines, fs.createWriteStream(file));
        tables.push({ name: table.name, rows, file, entry: { sha256: hash.digest("hex"), bytes } });
        if (tables.length === 1) await duringSnapshot?.();
      }
      return { engine, migration, tables, media: [...mediaKeys].sort(([a], [b]) => a.localeCompare(b)) };
    });
  } finally {
    await db.destroy();
  }
}

/**
 * The stored files a media row names. An image's storage key names its
 * source, which is never stored: its files are its variants, and, while its
 * AVIF variants are still to be made, its AVIF source (kept if present),
 * and the e-mail JPEGs of a bulletin's photo (decision 0083; kept if present,
 * so sent bulletins' photos still show after a restore).
 */
export function mediaFilesOf(row: Record<string, unknown>): { required: string[]; optional: string[] } {
  const storageKey = String(row.storage_key);
  let variants: MediaVariant[] = [];
  try {
    variants = JSON.parse(String(row.variants ?? "[]")) as MediaVariant[];
  } catch {
    // A row whose variants are not JSON has none to back up.
  }
  const variantKeys = variants.map((variant) => variant?.key).filter((key): key is string => typeof key === "string");
  if (row.kind === "image") {
    const mailCopies = variants.filter((variant) => variant?.format === "webp").map((v) => mailCopyKey(v.key));
    return { required: variantKeys, optional: [avifSourceKey(storageKey), ...mailCopies] };
  }
  return { required: [storageKey, ...variantKeys], optional: [] };
}

function addEntry(pack: tar.Pack, name: string, size: number, body: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date(0) }, (error) =>
      error ? reject(error) : resolve(),
    );
    body.once("error", (error) => entry.destroy(error));
    body.pipe(entry as unknown as Writable);
  });
}

export interface ExportOptions {
  target: DatabaseTarget;
  store: MediaStore;
  now?: Date;
  /** Runs inside the snapshot once the first table is read: tests write to the site then. */
  duringSnapshot?: () => Promise<void>;
}

/**
 * Streams a whole archive to `output`: the tables from one snapshot, then
 * each media file the media table names (streamed from the store), then
 * the manifest. A media file the store lacks is listed in the manifest's
 * missingMedia, not fatal: the rest of the club's data is still worth having.
 */
export async function writeArchive(options: ExportOptions, output: Writable): Promise<ArchiveManifest> {
  const spool = await fsp.mkdtemp(path.join(os.tmpdir(), "club-export-"));
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), output);
  // A failure writing is reported by `written`; keep it from being unhandled meanwhile.
  written.catch(() => {});
  try {
    const snapshot = await readSnapshot(options.target, spool, options.duringSnapshot);
    const files: Record<string, ArchiveFile> = {};
    for (const table of snapshot.tables) {
      const name = tableEntry(table.name);
      await addEntry(pack, name, table.entry.bytes, fs.createReadStream(table.file));
      files[name] = table.entry;
    }
    const missingMedia: string[] = [];
    for (const [key, required] of snapshot.media) {
      const stored = await options.store.getStream(key);
      if (!stored) {
        if (required) missingMedia.push(key);
        continue;
      }
      // Streamed into the archive and hashed on the way: one chunk in memory, whatever the file's size.
      const name = mediaEntry(key);
      const hash = crypto.createHash("sha256");
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      stored.body.once("error", (error) => hashing.destroy(error));
      await addEntry(pack, name, stored.bytes, stored.body.pipe(hashing));
      files[name] = { sha256: hash.digest("hex"), bytes: stored.bytes };
    }
    const manifest: ArchiveManifest = {
      format: archiveFormat,
      formatVersion: archiveFormatVersion,
      appVersion,
      engine: snapshot.engine,
      migration: snapshot.migration,
      createdAt: (options.now ?? new Date()).toISOString(),
      tables: Object.fromEntries(snapshot.tables.map((t) => [t.name, t.rows])),
      files,
      missingMedia,
    };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, manifestName, body.length, Readable.from([body]));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  } finally {
    await fsp.rm(spool, { recursive: true, force: true });
  }
}

/**
 * Writes the archive to a temporary file beside `file`, then renames it: a
 * failed export leaves no half archive under the real name.
 */
export async function exportToFile(file: string, options: ExportOptions): Promise<ArchiveManifest> {
  const target = path.resolve(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const manifest = await writeArchive(options, fs.createWriteStream(temporary, { flags: "wx" }));
    await fsp.rename(temporary, target);
    return manifest;
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}
