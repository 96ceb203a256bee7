import sharp from "sharp";
import type { Db } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";
import type { MediaStore } from "./store.server";

/**
 * A photo for e-mail (issue 26; decision 0083): mail apps that cannot show
 * WebP (Outlook for Windows among them) get a JPEG, made once from the
 * photo's WebP variant nearest 1200 px wide (a 600 px column on a sharp
 * screen) and kept beside it as `<variant>.jpg`. The clean-up removes it
 * with its medium (mailCopyKey).
 */
export const mailWidth = 1200;

export const mailCopyKey = (webpKey: string) => webpKey.replace(/\.webp$/, ".jpg");

export interface MailPhoto {
  id: number;
  /** Where it is served, relative to the site (the store's URL for the key). */
  path: string;
  width: number;
  height: number;
}

function widestUpTo(variants: MediaVariant[], width: number): MediaVariant | undefined {
  const webp = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp.filter((v) => v.width <= width).at(-1) ?? webp[0];
}

/** Each image's JPEG copy, made now when missing, in the order asked; videos and missing media are left out. */
export async function mailPhotos(db: Db, store: MediaStore, ids: number[]): Promise<MailPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("media")
    .select(["id", "kind", "variants"])
    .where("id", "in", ids)
    .where("kind", "=", "image")
    .execute();
  const photos: MailPhoto[] = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const variant = row ? widestUpTo(JSON.parse(row.variants) as MediaVariant[], mailWidth) : undefined;
    if (!variant) continue;
    const key = mailCopyKey(variant.key);
    const existing = await store.getStream(key);
    if (existing) existing.body.destroy();
    else {
      const webp = await store.get(variant.key);
      if (!webp) continue;
      const jpeg = await sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      await store.put(key, jpeg, "image/jpeg");
    }
    photos.push({ id, path: store.url(key), width: variant.width, height: variant.height });
  }
  return photos;
}
