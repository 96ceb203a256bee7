import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import { onceInPeriod } from "~/db/job-claims.server";
import type { MediaVariant } from "~/db/schema";
import { nowIso } from "~/db/time";
import { log } from "~/log.server";
import { mailCopyKey } from "./mail-copy.server";
import type { MediaStore } from "./store.server";
import { uploadTempPrefix } from "./upload.server";
import { avifSourceKey } from "./variants.server";

/**
 * Every column that points at a media row. A medium none of them names is an
 * upload whose form was never saved. A new reference must be listed here, or
 * its media would be removed (a test compares this list with the schema).
 */
export const mediaReferences = [
  { table: "project_media", column: "media_id" },
  { table: "members", column: "photo_id" },
  { table: "content_media", column: "media_id" },
  { table: "events", column: "photo_id" },
  { table: "project_version_media", column: "media_id" },
  { table: "project_pending_media", column: "media_id" },
  // A member's new photo waits there for an official's approval.
  { table: "member_public_changes", column: "photo_id" },
  // What is in the trash keeps its photos until it is restored or purged (decision 0046).
  { table: "trash_media", column: "media_id" },
  // A bulletin's photos, drafts' and sent ones' alike (migration 0031).
  { table: "bulletin_media", column: "media_id" },
  // Unused since migration 0022 (the signature is a private file, decision 0074); an old row keeps its medium.
  { table: "receiving_body", column: "signature_media_id" },
] as const;

/**
 * Rows that belong to a medium rather than name it: its descriptions
 * (media_texts, decision 0068). They do not keep it, and go with it (on
 * delete cascade) when the clean-up removes it.
 */
export const mediaParts = [{ table: "media_texts", column: "media_id" }] as const;

/** An upload is kept this long, so a form being filled in can still be saved. */
export const unreferencedMediaGraceMs = 24 * 60 * 60 * 1000;
const cleanupEveryMs = 6 * 60 * 60 * 1000;
const batchSize = 500;

const unreferenced = sql<boolean>`${sql.join(
  mediaReferences.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref("media.id")})`,
  ),
  sql` and `,
)}`;

/**
 * Removes media rows that nothing references and that are older than the grace
 * period, then their stored files. Rows go in one transaction; files only after
 * it commits, so a failure never leaves a row pointing at a missing file.
 * Returns how many rows were removed.
 */
export async function removeUnreferencedMedia(db: Db, engine: Engine, store: MediaStore, now = new Date()) {
  const cutoff = nowIso(new Date(now.getTime() - unreferencedMediaGraceMs));
  const removed = await db.transaction().execute(async (trx) => {
    let candidates = trx
      .selectFrom("media")
      .select("id")
      .where("created_at", "<", cutoff)
      .where(unreferenced)
      .orderBy("id")
      .limit(batchSize);
    // PostgreSQL: lock the rows first. A save that is adding a reference holds a
    // key-share lock on its medium, so that row is skipped; one that starts
    // later waits, and fails on the missing row rather than losing its photo.
    // The delete below, a new statement, sees every reference committed by then.
    // SQLite runs one writer at a time on our one connection, so needs no lock.
    if (engine === "postgres") candidates = candidates.forUpdate().skipLocked();
    const ids = (await candidates.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .deleteFrom("media")
      .where("id", "in", ids)
      .where(unreferenced)
      .returning(["id", "kind", "storage_key", "variants"])
      .execute();
  });
  if (removed.length === 0) return 0;

  // Keys are content hashes: the same file uploaded twice shares them, so keep any a remaining row still uses.
  const removedKeys = [...new Set(removed.map((row) => row.storage_key))];
  const stillUsed = new Set(
    (await db.selectFrom("media").select("storage_key").where("storage_key", "in", removedKeys).execute()).map(
      (row) => row.storage_key,
    ),
  );
  const files = new Set<string>();
  for (const row of removed) {
    if (stillUsed.has(row.storage_key)) continue;
    files.add(row.storage_key);
    // An image whose AVIF variants were still to be made has its AVIF source too.
    if (row.kind === "image") files.add(avifSourceKey(row.storage_key));
    for (const variant of JSON.parse(row.variants) as MediaVariant[]) {
      files.add(variant.key);
      // A bulletin's photo has its e-mail JPEG beside its WebP (decision 0083); a missing one is no error.
      if (variant.format === "webp") files.add(mailCopyKey(variant.key));
    }
  }
  for (const key of files) {
    try {
      await store.delete(key);
    } catch (error) {
      log.warn("could not delete an unreferenced media file", { key, err: error });
    }
  }
  log.info("unreferenced media removed", { media: removed.length, files: files.size });
  return removed.length;
}

/**
 * Removes upload spools (club-upload-*) left in the temporary folder by a
 * process that was killed mid-request; a live request's spool is never an hour old.
 */
export async function removeStaleUploadSpools(now = new Date(), directory = os.tmpdir()) {
  let removed = 0;
  for (const name of await fs.readdir(directory).catch(() => [] as string[])) {
    if (!name.startsWith(uploadTempPrefix)) continue;
    const spool = path.join(directory, name);
    const stat = await fs.stat(spool).catch(() => null);
    if (!stat || now.getTime() - stat.mtimeMs < 60 * 60 * 1000) continue;
    await fs.rm(spool, { recursive: true, force: true });
    removed++;
  }
  if (removed > 0) log.info("stale upload spools removed", { spools: removed });
  return removed;
}

/**
 * Runs the clean-up now and then every few hours, without keeping the process
 * alive; of several processes on one database, one cleans each period.
 */
export function startMediaCleanup(db: Db, engine: Engine, store: MediaStore) {
  const run = () =>
    onceInPeriod(db, "media-cleanup", cleanupEveryMs, new Date(), () =>
      Promise.all([removeUnreferencedMedia(db, engine, store), removeStaleUploadSpools()]),
    ).catch((error) => log.error("media clean-up failed", { err: error }));
  void run();
  const timer = setInterval(run, cleanupEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
