import type { Locale } from "~/i18n/locales";

/** The form field of a text in `locale`: titleEn, titleKo, titleHi, clubNameHi… */
export function localizedField(base: string, locale: Locale): string {
  return `${base}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}
