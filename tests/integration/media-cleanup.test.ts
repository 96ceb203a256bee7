import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";
import { nowIso } from "~/db/time";
import { mediaParts, mediaReferences, removeUnreferencedMedia } from "~/media/cleanup.server";
import { S3MediaStore } from "~/media/s3-store.server";
import { saveImage, saveVideo } from "~/media/save.server";
import { LocalMediaStore, type MediaStore } from "~/media/store.server";
import { avifSourceKey } from "~/media/variants.server";
import { testEngines } from "../helpers/engines";
import { insertMember } from "../helpers/members";
import { startS3 } from "../helpers/s3";

const twoDaysAgo = () => nowIso(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
let colour = 0;

/** A small image with bytes of its own, so its content-hashed keys are its own. */
async function imageBytes() {
  colour += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: colour % 256, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

async function keysOf(database: Database, id: number) {
  const row = await database.db
    .selectFrom("media")
    .select(["storage_key", "variants", "kind"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const variants = JSON.parse(row.variants) as MediaVariant[];
  // An upload's AVIF variants are still to be made (no worker runs here): its AVIF source is stored instead.
  return row.kind === "video" ? [row.storage_key] : [...variants.map((v) => v.key), avifSourceKey(row.storage_key)];
}

async function age(database: Database, id: number) {
  await database.db.updateTable("media").set({ created_at: twoDaysAgo() }).where("id", "=", id).execute();
}

async function exists(database: Database, id: number) {
  return (await database.db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

async function stored(store: MediaStore, keys: string[]) {
  return Promise.all(keys.map(async (key) => (await store.get(key)) !== null));
}

describe.each(testEngines)("unreferenced uploads on $name", ({ name, setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let store: LocalMediaStore;

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function addProject(code: string, mediaId: number) {
    const now = nowIso();
    const project = await database.db
      .insertInto("projects")
      .values({ code, is_signature: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("project_media")
      .values({ project_id: project.id, position: 1, media_id: mediaId })
      .execute();
  }

  it("an upload nothing references, older than a day, is removed with its files; referenced and fresh ones stay", async () => {
    const orphan = await saveImage(database.db, store, await imageBytes(), "never saved");
    const orphanVideo = await saveVideo(database.db, store, Buffer.from(`video ${name} ${Date.now()}`), "never saved");
    const projectPhoto = await saveImage(database.db, store, await imageBytes(), "project");
    const memberPhoto = await saveImage(database.db, store, await imageBytes(), "member");
    const fresh = await saveImage(database.db, store, await imageBytes(), "being filled in");
    for (const id of [orphan, orphanVideo, projectPhoto, memberPhoto]) await age(database, id);
    await addProject(`CLEAN-${name}`, projectPhoto);
    await insertMember(database.db, `Member M-${name}`, { memberNo: `M-${name}`, photoId: memberPhoto });
    const orphanKeys = [...(await keysOf(database, orphan)), ...(await keysOf(database, orphanVideo))];
    const keptKeys = [
      ...(await keysOf(database, projectPhoto)),
      ...(await keysOf(database, memberPhoto)),
      ...(await keysOf(database, fresh)),
    ];
    expect(orphanKeys.length).toBeGreaterThan(1);
    expect(await stored(store, orphanKeys)).not.toContain(false);

    expect(await removeUnreferencedMedia(database.db, database.engine, store)).toBe(2);

    expect(await exists(database, orphan)).toBe(false);
    expect(await exists(database, orphanVideo)).toBe(false);
    expect(await stored(store, orphanKeys)).not.toContain(true);
    for (const id of [projectPhoto, memberPhoto, fresh]) expect(await exists(database, id)).toBe(true);
    expect(await stored(store, keptKeys)).not.toContain(false);
    // A second run finds nothing more to do.
    expect(await removeUnreferencedMedia(database.db, database.engine, store)).toBe(0);
  });

  it("a removed upload's descriptions in every language go with it; a kept one's stay", async () => {
    const alt = { en: "A well", ko: "우물", hi: "कुआँ" };
    const orphan = await saveImage(database.db, store, await imageBytes(), alt);
    const kept = await saveImage(database.db, store, await imageBytes(), alt);
    await age(database, orphan);
    await age(database, kept);
    await addProject(`TEXTS-${name}`, kept);
    const texts = (id: number) =>
      database.db.selectFrom("media_texts").select("locale").where("media_id", "=", id).orderBy("locale").execute();
    expect(await texts(orphan)).toHaveLength(3);

    expect(await removeUnreferencedMedia(database.db, database.engine, store)).toBe(1);

    expect(await texts(orphan)).toEqual([]);
    expect((await texts(kept)).map((r) => r.locale)).toEqual(["en", "hi", "ko"]);
  });

  it("an old unreferenced upload of the same file as a used one goes, but the shared files stay", async () => {
    const bytes = await imageBytes();
    const used = await saveImage(database.db, store, bytes, "used");
    const duplicate = await saveImage(database.db, store, bytes, "uploaded twice");
    await age(database, used);
    await age(database, duplicate);
    await addProject(`SHARED-${name}`, used);

    expect(await removeUnreferencedMedia(database.db, database.engine, store)).toBe(1);

    expect(await exists(database, duplicate)).toBe(false);
    expect(await exists(database, used)).toBe(true);
    expect(await stored(store, await keysOf(database, used))).not.toContain(false);
  });

  it("the clean-up knows every column of the schema that references media", async () => {
    const found =
      database.engine === "sqlite"
        ? (
            await sql<{ table: string; column: string }>`
              select m.name as "table", f."from" as "column"
              from sqlite_master m join pragma_foreign_key_list(m.name) f
              where m.type = 'table' and f."table" = 'media'`.execute(database.db)
          ).rows
        : (
            await sql<{ table: string; column: string }>`
              select kcu.table_name as "table", kcu.column_name as "column"
              from information_schema.referential_constraints rc
              join information_schema.key_column_usage kcu
                on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
              join information_schema.constraint_column_usage ccu
                on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
              where ccu.table_name = 'media' and kcu.constraint_schema = current_schema()`.execute(database.db)
          ).rows;
    const key = (r: { table: string; column: string }) => `${r.table}.${r.column}`;
    expect(found.map(key).sort()).toEqual([...mediaReferences, ...mediaParts].map(key).sort());
  });
});

describe("unreferenced uploads in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Database;

  beforeAll(async () => {
    s3 = await startS3();
    database = openDatabase({
      kind: "sqlite",
      file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-db-")), "club.db"),
    });
    await migrateToLatest(database);
  });

  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });

  it("an old unreferenced upload's objects are deleted from the bucket; a fresh one's stay", async () => {
    const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
    const orphan = await saveImage(database.db, store, await imageBytes(), "never saved");
    const fresh = await saveImage(database.db, store, await imageBytes(), "being filled in");
    await age(database, orphan);
    const orphanKeys = await keysOf(database, orphan);
    const freshKeys = await keysOf(database, fresh);
    expect(await stored(store, orphanKeys)).not.toContain(false);

    expect(await removeUnreferencedMedia(database.db, database.engine, store)).toBe(1);

    expect(await stored(store, orphanKeys)).not.toContain(true);
    expect(await stored(store, freshKeys)).not.toContain(false);
  });
});
