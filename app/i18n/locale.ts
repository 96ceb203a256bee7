import { isAccountPage } from "../account-pages";
import { isPublicPage } from "../public-pages";
import { defaultLocale, type Locale, languageOf, languages } from "./locales";

export { defaultLocale, languages, locales } from "./locales";
export type { Locale };

/** The prefix that starts `pathname`, if any: /hindi and /hindi/… are Hindi, /hindiX is not. */
function prefixedLanguage(pathname: string) {
  const lower = pathname.toLowerCase();
  return languages.find((l) => l.prefix !== "" && (lower === l.prefix || lower.startsWith(`${l.prefix}/`)));
}

export function localeFromPath(pathname: string): Locale {
  return prefixedLanguage(pathname)?.code ?? defaultLocale;
}

/** The public path `path` (written in the default language's form, starting with /) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = languageOf(locale);
  if (prefix === "") return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The default language's form of a path, whatever language it is in. */
export function englishPath(pathname: string): string {
  const language = prefixedLanguage(pathname);
  if (!language) return pathname;
  const rest = pathname.slice(language.prefix.length);
  return rest === "" || rest === "/" ? "/" : rest;
}

/**
 * Whether a default-language path exists in every language: public pages and
 * the account pages (forgot password, reset, invitation) do; officials' screens do not.
 */
export function hasCounterpart(englishPathname: string): boolean {
  return isPublicPage(englishPathname) || isAccountPage(englishPathname);
}

/**
 * The same page in another language (DESIGN.md, deliberate change 5); a page
 * with no counterpart goes to that language's home.
 */
export function pathIn(pathname: string, search: string, to: Locale): string {
  const english = englishPath(pathname);
  if (!hasCounterpart(english)) return localizePath("/", to);
  return localizePath(english.replace(/\/+$/, "") || "/", to) + search;
}

/**
 * The language menu: every language, each pointing at this page in it.
 * `current`: the page's language, when not its address's (an officials' screen is in its official's).
 */
export function languageLinks(pathname: string, search = "", current = localeFromPath(pathname)) {
  return languages.map((language) => ({
    language,
    current: language.code === current,
    href: language.code === current ? pathname + search : pathIn(pathname, search, language.code),
  }));
}
