import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { MediaVariant } from "~/db/schema";
import { type LocalText, localText } from "~/i18n/fallback";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { readAltTexts } from "~/media/texts.server";

/** What a page needs to draw a <picture>: never the storage internals. */
export interface Picture {
  id: number;
  kind: "image" | "video";
  width: number | null;
  height: number | null;
  /**
   * Its description in the page's language, or the English one (lang "en")
   * when it has none in that language; value null when it has none at all.
   */
  alt: LocalText;
  variants: MediaVariant[];
  /** Where a video is served (videos have no variants); null for images. */
  src: string | null;
}

/** The media a page in `locale` shows, each with its description in that language (or English, marked so). */
export async function getPictures(db: Db, ids: number[], locale: Locale): Promise<Map<number, Picture>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [rows, texts] = await readTogether(db, [
    () =>
      db
        .selectFrom("media")
        .select(["id", "kind", "width", "height", "variants", "storage_key"])
        .where("id", "in", unique)
        .execute(),
    () => readAltTexts(db, unique),
  ]);
  return new Map(
    rows.map((r) => {
      const alts = texts.get(r.id);
      return [
        r.id,
        {
          id: r.id,
          kind: r.kind,
          width: r.width,
          height: r.height,
          alt: localText(alts?.[locale], alts?.[defaultLocale], locale),
          variants: JSON.parse(r.variants) as MediaVariant[],
          src: r.kind === "video" ? `/media/${r.storage_key}` : null,
        },
      ];
    }),
  );
}
