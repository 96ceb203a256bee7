import type { Locale } from "~/i18n/locales";
import type { OfficerRole, OfficialRole } from "./role-labels";

interface RoleWords {
  name: string;
  /** "an administrator", as in "You are an administrator". */
  withArticle: string;
  /** What the role may do, after a colon. */
  may: string;
}

/** How the officials' screens name each role and what it may do, in each language. */
export const roleWords: Record<Locale, Record<OfficialRole, RoleWords>> = {
  en: {
    administrator: {
      name: "Administrator",
      withArticle: "an administrator",
      may: "everything, including officials, the club profile and the activity log",
    },
    treasurer: {
      name: "Treasurer",
      withArticle: "a treasurer",
      may: "what an editor may, and the gifts with donors' tax details and receipts",
    },
    editor: { name: "Editor", withArticle: "an editor", may: "projects, members, past presidents and the inbox" },
  },
  ko: {
    administrator: {
      name: "관리자",
      withArticle: "관리자",
      may: "운영진, 클럽 정보, 활동 기록을 포함한 모든 작업",
    },
    treasurer: {
      name: "재무",
      withArticle: "재무 담당",
      may: "편집자가 할 수 있는 일과 함께 기부금, 기부자의 세금 정보와 영수증 관리",
    },
    editor: { name: "편집자", withArticle: "편집자", may: "프로젝트, 회원, 역대 회장, 받은 메시지 관리" },
  },
  hi: {
    administrator: {
      name: "एडमिनिस्ट्रेटर",
      withArticle: "एडमिनिस्ट्रेटर",
      may: "सब कुछ, पदाधिकारी, क्लब प्रोफ़ाइल और गतिविधि रिकॉर्ड समेत",
    },
    treasurer: {
      name: "कोषाध्यक्ष",
      withArticle: "कोषाध्यक्ष",
      may: "एडिटर के सारे काम, और दान, दानदाताओं की टैक्स जानकारी व रसीदें",
    },
    editor: { name: "एडिटर", withArticle: "एडिटर", may: "परियोजनाएँ, सदस्य, पूर्व अध्यक्ष और इनबॉक्स" },
  },
};

/** The club offices, as the officials' screens name them in each language. */
export const officerRoleWords: Record<Locale, Record<OfficerRole, string>> = {
  en: {
    president: "President",
    secretary: "Secretary",
    foundation_chair: "Foundation Chair",
    treasurer: "Treasurer",
    other: "Other office",
  },
  ko: {
    president: "회장",
    secretary: "총무",
    foundation_chair: "재단 위원장",
    treasurer: "재무",
    other: "기타 직책",
  },
  hi: {
    president: "अध्यक्ष",
    secretary: "सचिव",
    foundation_chair: "फ़ाउंडेशन चेयर",
    treasurer: "कोषाध्यक्ष",
    other: "अन्य पद",
  },
};
