/**
 * The one list of the site's languages (docs/decisions/0017-language-registry.md).
 * The route table, language menu, hreflang, sitemap, HTML cache, officials' forms,
 * inbox labels and mail templates all derive from it (through ./locales.ts);
 * adding a language is an entry here plus its catalogue (en.ts copied) and its
 * page copy, which the type checker then asks for.
 * No imports: app/routes.ts reads this file at build time.
 */
export interface Language {
  code: string;
  /** Path prefix of its public pages: "" for the default language, else "/name". */
  prefix: string;
  /** In its own script, for the language menu. */
  nativeName: string;
  /** For the officials' (English) screens: form groups, inbox labels. */
  englishName: string;
  htmlLang: string;
  /** Dates and numbers. */
  intl: string;
  ogLocale: string;
  /** System fonts only: no web font is downloaded. */
  fontStack: string;
  lineHeight: number;
}

const latin = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const languages = [
  {
    code: "en",
    prefix: "",
    nativeName: "English",
    englishName: "English",
    htmlLang: "en",
    intl: "en-IN",
    ogLocale: "en_IN",
    fontStack: latin,
    lineHeight: 1.6,
  },
  {
    code: "ko",
    prefix: "/korean",
    nativeName: "한국어",
    englishName: "Korean",
    htmlLang: "ko",
    intl: "ko-KR",
    ogLocale: "ko_KR",
    fontStack: '"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", "Noto Sans CJK KR", sans-serif',
    lineHeight: 1.6,
  },
  {
    code: "hi",
    prefix: "/hindi",
    nativeName: "हिन्दी",
    englishName: "Hindi",
    htmlLang: "hi",
    intl: "hi-IN",
    ogLocale: "hi_IN",
    // Devanagari's vowel signs reach above and below the line: a little more room.
    fontStack: '"Noto Sans Devanagari", "Nirmala UI", "Mangal", sans-serif',
    lineHeight: 1.75,
  },
] as const satisfies readonly Language[];
