import type { Locale } from "~/i18n/locale";

/**
 * The words around a bulletin's own text, in its e-mail and on its archive
 * page alike (a module of their own, so a page need not load the e-mail's
 * components to show them).
 */
export const bulletinEmailWords = {
  en: {
    events: "Coming up",
    celebrations: "Birthdays and anniversaries this week",
    projects: "Our latest projects",
    online: "Read this bulletin on the site",
    member: "You receive the bulletin of {club} as a member of the club.",
    friend: "You receive the bulletin of {club} because you signed up for it on the club's site.",
    unsubscribe: "Unsubscribe from the bulletin",
    noTracking: "This e-mail has no tracking pixels and no rewritten links.",
  },
  ko: {
    events: "다가오는 일정",
    celebrations: "이번 주 생일과 기념일",
    projects: "최근 봉사 프로젝트",
    online: "이 소식지를 사이트에서 보기",
    member: "{club} 회원이시므로 클럽 소식지를 보내 드립니다.",
    friend: "클럽 사이트에서 신청하셔서 {club} 소식지를 보내 드립니다.",
    unsubscribe: "소식지 수신 거부",
    noTracking: "이 메일에는 추적 픽셀도, 바꿔 쓴 링크도 없습니다.",
  },
  hi: {
    events: "आगे के कार्यक्रम",
    celebrations: "इस सप्ताह के जन्मदिन और वर्षगाँठ",
    projects: "हमारे ताज़ा प्रोजेक्ट",
    online: "यह बुलेटिन साइट पर पढ़ें",
    member: "आप {club} के सदस्य हैं, इसलिए आपको क्लब का बुलेटिन भेजा जाता है।",
    friend: "आपने क्लब की साइट पर {club} का बुलेटिन माँगा था, इसलिए यह आपको भेजा जाता है।",
    unsubscribe: "बुलेटिन की सदस्यता छोड़ें",
    noTracking: "इस ई-मेल में कोई ट्रैकिंग पिक्सेल या बदले हुए लिंक नहीं हैं।",
  },
} satisfies Record<Locale, Record<string, string>>;
