import type { Locale } from "~/i18n/locales";

/** The mark's words in each language; none on the English pages, where English needs no mark. */
const inEnglishLabel: Record<Locale, string> = { en: "", ko: "영어 원문", hi: "अंग्रेज़ी में" };

/**
 * The visible mark before a text a Korean or Hindi reader gets in English
 * because it has no translation (issue 20.11): the text keeps its
 * `lang="en"` for screen readers; this says so to everyone. No hooks, so the
 * home page's events rendered outside the router can show it too.
 */
export function InEnglishMark({ lang, locale }: { lang: string | undefined; locale: Locale }) {
  const label = inEnglishLabel[locale];
  if (lang !== "en" || !label) return null;
  return (
    <>
      <span className="in-english" lang={locale}>
        {label}
      </span>{" "}
    </>
  );
}
