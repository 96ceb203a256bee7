/** What the rest of the site asks of the language registry (./languages.ts). */
import { type Language, languages } from "./languages";

export type { Language };
export { languages };

export type Locale = (typeof languages)[number]["code"];

/** The language of unprefixed paths, x-default, and the fallback of every translated text. */
export const defaultLocale = "en" satisfies Locale;

export const locales: readonly Locale[] = languages.map((l) => l.code);

export function languageOf(locale: Locale): Language {
  return languages.find((l) => l.code === locale) ?? languages[0];
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The languages other than the default one: the optional groups of the officials' forms. */
export const translatedLocales: readonly Locale[] = locales.filter((l) => l !== defaultLocale);
