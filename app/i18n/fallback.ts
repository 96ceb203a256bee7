import type { Locale } from "./locale";

/**
 * The few strings the error page needs when the root loader itself failed
 * (for example, the database is unreachable) and no catalogue arrived.
 */
export const fallbackMessages: Record<
  Locale,
  {
    skipToContent: string;
    notFound: { title: string; body: string; home: string };
    forbidden: { title: string; body: string; home: string };
    error: { title: string; body: string; home: string };
  }
> = {
  en: {
    skipToContent: "Skip to main content",
    notFound: { title: "Page not found", body: "We could not find that page.", home: "Go to the home page" },
    forbidden: {
      title: "Administrators only",
      body: "This page is for the club's administrators.",
      home: "Go to the home page",
    },
    error: { title: "Something went wrong", body: "Please try again in a moment.", home: "Go to the home page" },
  },
  ko: {
    skipToContent: "본문으로 건너뛰기",
    notFound: { title: "페이지를 찾을 수 없습니다", body: "요청하신 페이지를 찾을 수 없습니다.", home: "홈으로 가기" },
    forbidden: {
      title: "관리자 전용 페이지입니다",
      body: "이 페이지는 클럽 관리자만 사용할 수 있습니다.",
      home: "홈으로 가기",
    },
    error: { title: "문제가 발생했습니다", body: "잠시 후 다시 시도해 주세요.", home: "홈으로 가기" },
  },
  hi: {
    skipToContent: "मुख्य सामग्री पर जाएँ",
    notFound: { title: "पेज नहीं मिला", body: "यह पेज हमें नहीं मिला।", home: "होम पेज पर जाएँ" },
    forbidden: { title: "केवल प्रशासकों के लिए", body: "यह पेज केवल क्लब के प्रशासकों के लिए है।", home: "होम पेज पर जाएँ" },
    error: { title: "कुछ गड़बड़ हो गई", body: "कृपया थोड़ी देर बाद फिर से कोशिश करें।", home: "होम पेज पर जाएँ" },
  },
};

/** A text shown in the page's language, or in English (marked lang="en") when it has no translation. */
export interface LocalText {
  value: string | null;
  lang: Locale;
}

/**
 * Each text field falls back on its own: a project with only a Korean
 * description shows that description and the English title, not "Untitled".
 * A blank translation counts as missing.
 */
export function localText(
  own: string | null | undefined,
  english: string | null | undefined,
  locale: Locale,
): LocalText {
  if (own?.trim()) return { value: own, lang: locale };
  if (english?.trim()) return { value: english, lang: "en" };
  return { value: null, lang: locale };
}
