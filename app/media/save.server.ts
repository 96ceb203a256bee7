import fs from "node:fs";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import type { AvifQueue } from "./avif-worker.server";
import { byteLengthOf, type MediaSource, sha256Of } from "./source.server";
import type { MediaStore } from "./store.server";
import type { AltTexts } from "./texts";
import { writeAltTexts } from "./texts.server";
import { type ProcessedImage, storeImageVariants } from "./variants.server";

/**
 * Stores the WebP variants first, then the row: a failure leaves no row
 * pointing at nothing. The AVIF variants are left to the worker, nudged once
 * the row is there. Throws UnusableImageError when the bytes are not a usable image.
 * `alt` is its description in each language (a string: the English one).
 */
export async function saveImage(
  db: Db,
  store: MediaStore,
  source: MediaSource,
  alt: string | AltTexts,
  avif?: AvifQueue,
): Promise<number> {
  const id = await insertImage(db, await storeImageVariants(store, source, { avif: "later" }), alt);
  avif?.nudge();
  return id;
}

/** The media row of an image whose variants are already stored, with its descriptions (media_texts). */
export async function insertImage(db: Db, image: ProcessedImage, alt: string | AltTexts): Promise<number> {
  const row = await db
    .insertInto("media")
    .values({
      kind: "image",
      storage_key: image.sourceKey,
      content_type: "image/webp",
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      variants: JSON.stringify(image.variants),
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAltTexts(db, row.id, alt);
  return row.id;
}

/** Keeps an MP4 as uploaded (no transcoding), under a content-hashed name. */
export async function saveVideo(
  db: Db,
  store: MediaStore,
  source: MediaSource,
  alt: string | AltTexts,
): Promise<number> {
  const key = `${(await sha256Of(source)).slice(0, 20)}.mp4`;
  const bytes = await byteLengthOf(source);
  // Streamed from the spooled upload: a video never sits whole in memory.
  if (Buffer.isBuffer(source)) await store.put(key, source, "video/mp4");
  else await store.putStream(key, fs.createReadStream(source.path), "video/mp4", bytes);
  const row = await db
    .insertInto("media")
    .values({
      kind: "video",
      storage_key: key,
      content_type: "video/mp4",
      bytes,
      width: null,
      height: null,
      variants: "[]",
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAltTexts(db, row.id, alt);
  return row.id;
}
