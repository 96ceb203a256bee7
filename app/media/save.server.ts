import crypto from "node:crypto";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import type { MediaStore } from "./store.server";
import { storeImageVariants } from "./variants.server";

/** Stores the variants first, then the row: a failure leaves no row pointing at nothing. */
export async function saveImage(db: Db, store: MediaStore, source: Buffer, altText: string): Promise<number> {
  const image = await storeImageVariants(store, source);
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
      alt_text: altText,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps an MP4 as uploaded (no transcoding), under a content-hashed name. */
export async function saveVideo(db: Db, store: MediaStore, source: Buffer, altText: string): Promise<number> {
  const key = `${crypto.createHash("sha256").update(source).digest("hex").slice(0, 20)}.mp4`;
  await store.put(key, source, "video/mp4");
  const row = await db
    .insertInto("media")
    .values({
      kind: "video",
      storage_key: key,
      content_type: "video/mp4",
      bytes: source.length,
      width: null,
      height: null,
      variants: "[]",
      alt_text: altText,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
