import { type Language, languages } from "../../app/i18n/languages";

/** Every public screen of the specification (with three demo projects), in the default language. */
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
];

/** Each public screen in every language of the registry, with that language. */
export const everyPublicPageIn: { url: string; language: Language }[] = publicScreens.flatMap((path) =>
  languages.map((language) => ({
    url: language.prefix === "" ? path : path === "/" ? language.prefix : `${language.prefix}${path}`,
    language,
  })),
);

/** The addresses of every public page in every language. */
export const everyPublicPage = everyPublicPageIn.map((page) => page.url);
