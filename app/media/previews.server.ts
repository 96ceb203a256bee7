import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { MediaVariant } from "~/db/schema";
import { localText } from "~/i18n/fallback";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { normaliseAlts } from "./texts";
import { readAltTexts } from "./texts.server";

/** What a form shows of an attached or just-uploaded file: an image's WebP variant, or the video itself. */
export interface MediaPreview {
  id: number;
  kind: "image" | "video";
  /** Its description in the language asked for (English by default), or the English one: "" when none. */
  alt: string;
  /** Its description in every language, as the form's fields show them ("" where none). */
  alts: Record<Locale, string>;
  preview: string;
}

/**
 * Previews of media rows, for forms that show what is attached or was just
 * uploaded, and for the history's thumbnails; `locale` chooses `alt`.
 */
export async function getMediaPreviews(
  db: Db,
  ids: number[],
  locale: Locale = defaultLocale,
): Promise<Map<number, MediaPreview>> {
  if (ids.length === 0) return new Map();
  const [rows, texts] = await readTogether(db, [
    () =>
      db
        .selectFrom("media")
        .select(["id", "kind", "storage_key", "variants"])
        .where("id", "in", [...new Set(ids)])
        .execute(),
    () => readAltTexts(db, ids),
  ]);
  return new Map(
    rows.map((r) => {
      const webp = (JSON.parse(r.variants) as MediaVariant[]).find((v) => v.format === "webp");
      const key = r.kind === "video" ? r.storage_key : (webp?.key ?? r.storage_key);
      const alts = texts.get(r.id) ?? normaliseAlts(undefined);
      return [
        r.id,
        {
          id: r.id,
          kind: r.kind,
          alt: localText(alts[locale], alts[defaultLocale], locale).value ?? "",
          alts: Object.fromEntries(Object.entries(alts).map(([l, text]) => [l, text ?? ""])) as Record<Locale, string>,
          preview: `/media/${key}`,
        },
      ];
    }),
  );
}
