import type { Db } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";

/** What a form shows of an attached or just-uploaded file: an image's WebP variant, or the video itself. */
export interface MediaPreview {
  id: number;
  kind: "image" | "video";
  alt: string;
  preview: string;
}

/** Previews of media rows, for forms that show what is attached or was just uploaded. */
export async function getMediaPreviews(db: Db, ids: number[]): Promise<Map<number, MediaPreview>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "kind", "storage_key", "variants", "alt_text"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => {
      const webp = (JSON.parse(r.variants) as MediaVariant[]).find((v) => v.format === "webp");
      const key = r.kind === "video" ? r.storage_key : (webp?.key ?? r.storage_key);
      return [r.id, { id: r.id, kind: r.kind, alt: r.alt_text ?? "", preview: `/media/${key}` }];
    }),
  );
}
