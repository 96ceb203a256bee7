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
