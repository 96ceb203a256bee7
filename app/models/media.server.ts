import type { Db } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";

/** What a page needs to draw a <picture>: never the storage internals. */
export interface Picture {
  id: number;
  kind: "image" | "video";
  width: number | null;
  height: number | null;
  alt: string;
  variants: MediaVariant[];
  /** Where a video is served (videos have no variants); null for images. */
  src: string | null;
}

export async function getPictures(db: Db, ids: number[]): Promise<Map<number, Picture>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "kind", "width", "height", "alt_text", "variants", "storage_key"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        kind: r.kind,
        width: r.width,
        height: r.height,
        alt: r.alt_text ?? "",
        variants: JSON.parse(r.variants) as MediaVariant[],
        src: r.kind === "video" ? `/media/${r.storage_key}` : null,
      },
    ]),
  );
}
