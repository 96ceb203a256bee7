import type { AttendanceCode } from "~/forms/attendance";
import type { Locale } from "../locale";

/** The attendance forms' messages (app/forms/attendance.ts reports codes), for officials and members alike. */
export const attendanceFormErrors: Record<Locale, Record<AttendanceCode, string>> = {
  en: {
    member: "Choose a member.",
    date: "Enter a real date, such as 2026-08-06.",
    order: "The last day cannot come before the first.",
    kind: "Choose what it was.",
    place: "Say where it was: the club, the project or the link.",
    "too-long": "This is too long: please shorten it.",
    days: "Enter a whole number of days from 1 to 366.",
    cap: "Enter a whole number from 1 to 52, or leave it empty for no limit.",
    email: "Enter an e-mail address such as district@example.org, or leave it empty.",
    language: "Choose a language.",
  },
  ko: {
    member: "회원을 선택하세요.",
    date: "2026-08-06처럼 실제 날짜를 입력하세요.",
    order: "마지막 날이 첫날보다 앞설 수 없습니다.",
    kind: "어떤 모임이었는지 선택하세요.",
    place: "어디였는지 적어 주세요: 클럽, 봉사 활동 또는 링크.",
    "too-long": "너무 깁니다. 조금 줄여 주세요.",
    days: "1부터 366 사이의 일 수를 정수로 입력하세요.",
    cap: "1부터 52 사이의 정수를 입력하거나, 제한이 없으면 비워 두세요.",
    email: "district@example.org 같은 이메일 주소를 입력하거나 비워 두세요.",
    language: "언어를 선택하세요.",
  },
  hi: {
    member: "कोई सदस्य चुनें।",
    date: "कोई असली तारीख़ लिखें, जैसे 2026-08-06।",
    order: "आख़िरी दिन पहले दिन से पहले नहीं हो सकता।",
    kind: "बताएँ कि यह क्या था।",
    place: "बताएँ कि यह कहाँ था: क्लब, प्रोजेक्ट या लिंक।",
    "too-long": "यह बहुत लंबा है: कृपया इसे छोटा करें।",
    days: "1 से 366 तक दिनों की पूरी संख्या लिखें।",
    cap: "1 से 52 तक की पूरी संख्या लिखें, या कोई सीमा न हो तो ख़ाली छोड़ दें।",
    email: "district@example.org जैसा ई-मेल पता लिखें, या ख़ाली छोड़ दें।",
    language: "कोई भाषा चुनें।",
  },
};

/** The schema's codes in `locale`'s words (the translate option of the forms). */
export function attendanceFormTranslator(locale: Locale) {
  const words = attendanceFormErrors[locale];
  return (code: string) => words[code as AttendanceCode] ?? code;
}
