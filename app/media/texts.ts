import { type Locale, locales } from "~/i18n/locales";

/**
 * A photo's texts in each language, declared once like a project's
 * (models/project-texts.ts): its description, the alt text a page gives the
 * picture, in column `alt_text` of media_texts (migration 0018,
 * docs/decisions/0068-photo-descriptions-per-language.md). The forms' inputs
 * and limits, the writer and the reader follow it. Pure, so the browser's
 * forms may read it. (The media layer keeps its own reader and writer,
 * media/texts.server.ts: it sits below the models' localizedTexts.)
 */
export const mediaTextFields = {
  alt: { column: "alt_text", label: "Photo description", max: 300, rows: 0 },
} as const;

/** A photo's description in each language; null (or missing): none, the English one shows. */
export type AltTexts = Partial<Record<Locale, string | null>>;

/**
 * The form field of a photo's description in `locale`, for the media field
 * `name`: media1_altEn, media1_altKo, photo_altHi… (named as localizedField
 * names a record's texts: the language's code, capitalised, after the text).
 */
export function altField(name: string, locale: Locale): string {
  return `${name}_alt${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}

/** Every language's description field of the media field `name`, in the registry's order. */
export function altFields(name: string): { locale: Locale; field: string }[] {
  return locales.map((locale) => ({ locale, field: altField(name, locale) }));
}

/**
 * The descriptions as stored: trimmed, cut to the limit, blank as null, every
 * language of the registry present. A string is the English description
 * alone (the Firestore import, the tests).
 */
export function normaliseAlts(alts: string | AltTexts | undefined): Record<Locale, string | null> {
  const given: AltTexts = typeof alts === "string" ? { en: alts } : (alts ?? {});
  return Object.fromEntries(
    locales.map((locale) => {
      const text = given[locale]?.trim().slice(0, mediaTextFields.alt.max) ?? "";
      return [locale, text === "" ? null : text];
    }),
  ) as Record<Locale, string | null>;
}
