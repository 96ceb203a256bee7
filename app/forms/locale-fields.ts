import { type Locale, languageOf, locales } from "~/i18n/locales";

/** The form field of a text in `locale`: titleEn, titleKo, titleHi, clubNameHi… */
export function localizedField(base: string, locale: Locale): string {
  return `${base}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}

/** One field per language of the registry for each text: { titleEn, titleKo, …, shortNoteEn, … }, each with its schema. */
export function localizedFields<Schema>(fields: Record<string, Schema>): Record<string, Schema> {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      Object.entries(fields).map(([field, schema]) => [localizedField(field, locale), schema]),
    ),
  );
}

/**
 * "Korean title": the label of a per-language field (`titleKo`) by its name,
 * for the list of conflicts; `texts` names each text ("title", "short note").
 * Null for a name that is not one of them.
 */
export function localizedFieldLabel(name: string, texts: Record<string, string>): string | null {
  for (const locale of locales)
    for (const [field, label] of Object.entries(texts))
      if (name === localizedField(field, locale)) return `${languageOf(locale).englishName} ${label}`;
  return null;
}
