import { defaultLocale, type Locale, locales } from "~/i18n/locales";

/**
 * The languages whose row of texts is written: the default language's always
 * (every other language falls back to it), another's only when it has a text.
 */
export function localesToStore<Texts extends object>(texts: Record<Locale, Texts>): Locale[] {
  return locales.filter(
    (locale) =>
      locale === defaultLocale || Object.values(texts[locale]).some((text) => text !== null && text !== undefined),
  );
}
