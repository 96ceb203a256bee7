import { type Locale, locales } from "~/i18n/locales";

/** The form field of a text in `locale`: titleEn, titleKo, titleHi, clubNameHi… */
export function localizedField(base: string, locale: Locale): string {
  return `${base}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}

/** One field per language of the registry for each text: { titleEn, titleKo, …, noteEn, … }, each with its schema. */
export function localizedFields<Schema>(fields: Record<string, Schema>): Record<string, Schema> {
  return Object.fromEntries(
    locales.flatMap((locale) =>
      Object.entries(fields).map(([field, schema]) => [localizedField(field, locale), schema]),
    ),
  );
}
