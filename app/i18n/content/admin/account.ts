import type { Locale } from "../../locale";
import type { Widen } from "../../types";

/** The officials' "My account" screen (routes/admin/account.tsx). */
const en = {
  title: "Your account",
  /** {email}, then " ({name})" when the official has a name. */
  signedInAs: "Signed in as {email}{name}.",
  youAre: "You are {role}: {may}.",
  language: "Language",
  languageIntro: "The language of your screens here and of the e-mails the site sends you.",
  languageField: "Language of my screens and e-mails",
  saveLanguage: "Save language",
  languageSaved: "Saved: your screens and e-mails are now in English.",
  changePassword: "Change your password",
  currentPassword: "Current password",
  saving: "Saving...",
  change: "Change password",
  changed: "Password changed. Your other sessions have ended.",
  throttled: "Too many wrong passwords. Please wait a few minutes and try again.",
  notCurrent: "That is not your current password.",
  enterCurrent: "Enter your current password.",
  everywhere: "Sign out everywhere",
  everywhereIntro:
    "Ends every session of your account: on this device, and on any phone or computer where you are still signed in (a lost phone, a shared computer).",
  everywhereButton: "Sign out all my sessions",
} as const;

export type AccountScreenCopy = Widen<typeof en>;

const ko: AccountScreenCopy = {
  title: "내 계정",
  signedInAs: "{email}{name}(으)로 로그인되어 있습니다.",
  youAre: "역할은 {role}입니다: {may}.",
  language: "언어",
  languageIntro: "이 관리 화면과 사이트가 보내는 이메일에 쓰이는 언어입니다.",
  languageField: "화면과 이메일 언어",
  saveLanguage: "언어 저장",
  languageSaved: "저장했습니다. 이제 화면과 이메일이 한국어로 표시됩니다.",
  changePassword: "비밀번호 변경",
  currentPassword: "현재 비밀번호",
  saving: "저장하는 중...",
  change: "비밀번호 변경",
  changed: "비밀번호를 변경했습니다. 다른 기기의 로그인은 모두 종료되었습니다.",
  throttled: "비밀번호가 여러 번 틀렸습니다. 몇 분 뒤에 다시 시도해 주세요.",
  notCurrent: "현재 비밀번호가 아닙니다.",
  enterCurrent: "현재 비밀번호를 입력해 주세요.",
  everywhere: "모든 기기에서 로그아웃",
  everywhereIntro:
    "이 기기는 물론, 아직 로그인되어 있는 다른 휴대전화나 컴퓨터(잃어버린 휴대전화, 함께 쓰는 컴퓨터 등)에서도 내 계정의 로그인을 모두 끝냅니다.",
  everywhereButton: "모든 기기에서 로그아웃하기",
};

const hi: AccountScreenCopy = {
  title: "आपका खाता",
  signedInAs: "आप {email}{name} के रूप में साइन इन हैं।",
  youAre: "आप {role} हैं: {may}।",
  language: "भाषा",
  languageIntro: "यहाँ की स्क्रीनों की और साइट से आपको आने वाले ई-मेल की भाषा।",
  languageField: "मेरी स्क्रीनों और ई-मेल की भाषा",
  saveLanguage: "भाषा सेव करें",
  languageSaved: "सेव हो गया: अब आपकी स्क्रीनें और ई-मेल हिंदी में होंगे।",
  changePassword: "अपना पासवर्ड बदलें",
  currentPassword: "मौजूदा पासवर्ड",
  saving: "सेव हो रहा है...",
  change: "पासवर्ड बदलें",
  changed: "पासवर्ड बदल गया। बाकी सभी जगहों से आप साइन आउट हो गए हैं।",
  throttled: "कई बार गलत पासवर्ड डाला गया। कुछ मिनट रुककर फिर कोशिश करें।",
  notCurrent: "यह आपका मौजूदा पासवर्ड नहीं है।",
  enterCurrent: "अपना मौजूदा पासवर्ड डालें।",
  everywhere: "हर जगह से साइन आउट करें",
  everywhereIntro:
    "आपके खाते के सभी सेशन खत्म हो जाएँगे: इस डिवाइस पर भी और हर उस फ़ोन या कंप्यूटर पर भी जहाँ आप अब तक साइन इन हैं (खोया हुआ फ़ोन, साझा कंप्यूटर)।",
  everywhereButton: "मेरे सभी सेशन से साइन आउट करें",
};

export const accountScreenCopy: Record<Locale, AccountScreenCopy> = { en, ko, hi };
