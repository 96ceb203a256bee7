import { type Language, languages } from "../../app/i18n/languages";

/** Every public screen of the specification (with three demo projects) and the events pages, in the default language. */
export const publicScreens = [
  "/",
  "/about",
  "/donate",
  "/projects",
  "/signature-projects",
  "/join",
  "/contact",
  "/project/DEMO-SEWING",
  "/project/DEMO-TREES",
  "/project/DEMO-WATER",
  "/members",
  "/sign-in",
  "/events",
  // The bulletin's sign-up and its archive (issue 26).
  "/newsletter",
  "/bulletin",
  // The demo weekly meeting and a one-off demo event.
  "/event/1",
  "/event/2",
];

/** A page's address in a language: `/about` is `/korean/about`, `/` is `/korean`. */
export function inLanguage(path: string, language: Language) {
  if (language.prefix === "") return path;
  return path === "/" ? language.prefix : `${language.prefix}${path}`;
}

/** Each public screen in every language of the registry, with that language and its default-language path. */
export const everyPublicPageIn: { url: string; path: string; language: Language }[] = publicScreens.flatMap((path) =>
  languages.map((language) => ({ url: inLanguage(path, language), path, language })),
);
