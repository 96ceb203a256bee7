import type { Db } from "~/db/connect.server";
import { defaultLocale, type Locale, locales } from "~/i18n/locales";
import { type AltTexts, normaliseAlts } from "./texts";

/**
 * Replaces a medium's descriptions with these, as the text tables keep a
 * record's texts: the English row always (every other language falls back
 * to it), another language's only when it has one. Call it inside the
 * transaction that saves the medium, if there is one.
 */
export async function writeAltTexts(db: Db, mediaId: number, alts: string | AltTexts | undefined): Promise<void> {
  const texts = normaliseAlts(alts);
  await db.deleteFrom("media_texts").where("media_id", "=", mediaId).execute();
  const rows = locales
    .filter((locale) => locale === defaultLocale || texts[locale] !== null)
    .map((locale) => ({ media_id: mediaId, locale, alt_text: texts[locale] }));
  await db.insertInto("media_texts").values(rows).execute();
}

/** The descriptions of these media by medium, every language present (null: none in that language). */
export async function readAltTexts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Record<Locale, string | null>>> {
  const found = new Map<number, Record<Locale, string | null>>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom("media_texts")
    .select(["media_id", "locale", "alt_text"])
    .where("media_id", "in", [...new Set(ids)])
    .execute();
  for (const row of rows) {
    const texts = found.get(row.media_id) ?? normaliseAlts(undefined);
    if ((locales as readonly string[]).includes(row.locale) && row.alt_text?.trim()) texts[row.locale] = row.alt_text;
    found.set(row.media_id, texts);
  }
  return found;
}
