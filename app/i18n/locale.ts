import type { Locale } from "~/db/schema";

export type { Locale };
export const locales = ["en", "ko"] as const satisfies readonly Locale[];
export const koreanPrefix = "/korean";

export function localeFromPath(pathname: string): Locale {
  return pathname === koreanPrefix || pathname.startsWith(`${koreanPrefix}/`) ? "ko" : "en";
}

/** The public path `path` (written in English form, starting with /) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? koreanPrefix : `${koreanPrefix}${path}`;
}

/** The English form of a path, whatever language it is in. */
export function englishPath(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  const rest = pathname.slice(koreanPrefix.length);
  return rest === "" || rest === "/" ? "/" : rest;
}

const publicPaths = [
  /^\/$/,
  /^\/about$/,
  /^\/donate$/,
  /^\/projects$/,
  /^\/signature-projects$/,
  /^\/join$/,
  /^\/contact$/,
  /^\/members$/,
  /^\/sign-in$/,
  /^\/project\/[^/]+$/,
];

/** Whether an English path has a Korean counterpart (public pages do; admin pages do not). */
export function hasCounterpart(englishPathname: string): boolean {
  const trimmed = englishPathname.length > 1 ? englishPathname.replace(/\/+$/, "") : englishPathname;
  return publicPaths.some((re) => re.test(trimmed.toLowerCase()));
}

/**
 * The same page in the other language (DESIGN.md, deliberate change 5);
 * a page with no counterpart goes to the other language's home.
 */
export function counterpartPath(pathname: string, search = ""): { locale: Locale; href: string } {
  const from = localeFromPath(pathname);
  const to: Locale = from === "en" ? "ko" : "en";
  const english = englishPath(pathname);
  if (!hasCounterpart(english)) return { locale: to, href: localizePath("/", to) };
  return { locale: to, href: localizePath(english.replace(/\/+$/, "") || "/", to) + search };
}
