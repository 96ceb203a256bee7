import { clubProfileMessages } from "~/forms/club-profile";
import type { Locale } from "../../locale";
import type { Widen } from "../../types";

/** The officials' "Club profile" screen (routes/admin/club-profile.tsx, forms/club-profile.ts). */
const en = {
  title: "Club profile",
  intro: "These facts appear in the footer, on the Giving, About and Contact pages, and in every language.",
  /** {link}: the link brandingLink. */
  branding: "The club's name and logo, in every language, are on {link}.",
  brandingLink: "Pages: Logo and name",
  demoHeading: "Demo content is still on the site",
  /** {words}: "5 projects and 9 photos"; {link}: removeDemo. */
  demoStill: "{words}. Remove it before switching off the demo notice: {link}.",
  removeDemo: "Remove all demo content",
  officersHeading: "Officers, {year}",
  officersIntro:
    "The footer of every page lists this Rotary year's President, Secretary, Foundation Chair and Treasurer. They are entered, changed and handed over on the Handover page.",
  noOfficers: "No officers have been entered for {year} yet: the footer lists nobody.",
  demoOfficer: "Demo officer.",
  editOfficers: "Edit officers",
  sections: { donations: "Donations", links: "Links and places" },
  fields: {
    upiId: "UPI ID (e.g. clubname@bank)",
    upiBeneficiary: "UPI beneficiary name",
    bankBeneficiary: "Bank beneficiary name",
    bankAccount: "Account number",
    bankIfsc: "IFSC",
    bankBranch: "Branch",
    bankName: "Bank",
    privacyEmail: "Privacy contact e-mail",
    mapLocation: "Map location (address or place name)",
    clubBookUrl: "Club book link",
    /** {language}: the language's name. */
    brochureUrl: "Brochure link ({language})",
    socialLinks: "Social links",
    isDemo: "Demo notice",
  },
  languages: { en: "English", ko: "Korean", hi: "Hindi" },
  socialHint: "One per line: Label | https://address",
  demoCheckbox: "Show the notice that these are demo values",
  saving: "Saving...",
  save: "Save club profile",
  correct: "Please correct the fields marked below.",
  savedWithDemo:
    "Club profile saved. The demo notice is off, but the site still shows demo content: {words}. Remove it on Demo content.",
  saved: "Club profile saved. Public pages show the change now.",
  failed: "The club profile could not be saved. Please try again.",
  /** The schema's sentences (forms/club-profile.ts), in the official's language with translatorOf. */
  messages: clubProfileMessages,
} as const;

export type ClubProfileCopy = Widen<typeof en>;

const ko: ClubProfileCopy = {
  title: "클럽 정보",
  intro: "이 정보는 모든 언어의 페이지 하단과 후원, 소개, 연락처 페이지에 표시됩니다.",
  branding: "클럽 이름과 로고(모든 언어)는 {link}에서 바꿉니다.",
  brandingLink: "페이지 편집: 로고와 이름",
  demoHeading: "사이트에 아직 데모 콘텐츠가 있습니다",
  demoStill: "{words}. 데모 안내를 끄기 전에 먼저 삭제하세요: {link}.",
  removeDemo: "데모 콘텐츠 모두 삭제",
  officersHeading: "임원, {year}",
  officersIntro:
    "모든 페이지 하단에 이번 로타리 연도의 회장, 총무, 재단 위원장, 재무가 표시됩니다. 임원 입력, 변경, 인수인계는 인수인계 페이지에서 합니다.",
  noOfficers: "{year} 임원이 아직 입력되지 않아 하단에 아무도 표시되지 않습니다.",
  demoOfficer: "데모 임원입니다.",
  editOfficers: "임원 수정",
  sections: { donations: "후원", links: "링크와 장소" },
  fields: {
    upiId: "UPI ID(예: clubname@bank)",
    upiBeneficiary: "UPI 수취인 이름",
    bankBeneficiary: "은행 계좌 예금주",
    bankAccount: "계좌 번호",
    bankIfsc: "IFSC",
    bankBranch: "지점",
    bankName: "은행",
    privacyEmail: "개인정보 문의 이메일",
    mapLocation: "지도 위치(주소 또는 장소 이름)",
    clubBookUrl: "클럽 책자 링크",
    brochureUrl: "안내 책자 링크({language})",
    socialLinks: "소셜 미디어 링크",
    isDemo: "데모 안내",
  },
  languages: { en: "영어", ko: "한국어", hi: "힌디어" },
  socialHint: "한 줄에 하나씩: 이름 | https://주소",
  demoCheckbox: "이 정보가 데모용이라는 안내 표시",
  saving: "저장하는 중...",
  save: "클럽 정보 저장",
  correct: "아래 표시된 항목을 고쳐 주세요.",
  savedWithDemo:
    "클럽 정보를 저장했습니다. 데모 안내는 꺼졌지만 사이트에 아직 데모 콘텐츠가 있습니다: {words}. 데모 콘텐츠 페이지에서 삭제해 주세요.",
  saved: "클럽 정보를 저장했습니다. 공개 페이지에 바로 반영됩니다.",
  failed: "클럽 정보를 저장하지 못했습니다. 다시 시도해 주세요.",
  messages: {
    email: "올바른 이메일 주소를 입력해 주세요.",
    url: "https://로 시작하는 전체 웹 주소를 입력해 주세요.",
    socialLine: "{line}번째 줄: “이름 | https://주소” 형식으로 써 주세요.",
    upi: "UPI ID는 clubname@bank 형식으로 입력해 주세요.",
    account: "계좌 번호는 6~20자리 숫자입니다.",
    ifsc: "IFSC는 영문자 4개, 숫자 0, 그리고 영문자나 숫자 6개입니다(예: SBIN0001234).",
    tooLong: "{max}자 이내로 입력해 주세요.",
  },
};

const hi: ClubProfileCopy = {
  title: "क्लब प्रोफ़ाइल",
  intro: "यह जानकारी हर भाषा में फ़ुटर में, और दान, परिचय व संपर्क पेजों पर दिखती है।",
  branding: "क्लब का नाम और लोगो, हर भाषा में, {link} पर हैं।",
  brandingLink: "पेज: लोगो और नाम",
  demoHeading: "साइट पर अभी भी डेमो सामग्री है",
  demoStill: "{words}। डेमो सूचना बंद करने से पहले इसे हटाएँ: {link}।",
  removeDemo: "सारी डेमो सामग्री हटाएँ",
  officersHeading: "पदाधिकारी, {year}",
  officersIntro:
    "हर पेज के फ़ुटर में इस रोटरी वर्ष के अध्यक्ष, सचिव, फ़ाउंडेशन चेयर और कोषाध्यक्ष दिखते हैं। इन्हें ‘कार्यभार सौंपना’ पेज पर दर्ज किया, बदला और सौंपा जाता है।",
  noOfficers: "{year} के लिए अभी कोई पदाधिकारी दर्ज नहीं है: फ़ुटर में कोई नाम नहीं दिखता।",
  demoOfficer: "डेमो पदाधिकारी।",
  editOfficers: "पदाधिकारी बदलें",
  sections: { donations: "दान", links: "लिंक और जगहें" },
  fields: {
    upiId: "UPI आईडी (जैसे clubname@bank)",
    upiBeneficiary: "UPI लाभार्थी का नाम",
    bankBeneficiary: "बैंक खाताधारक का नाम",
    bankAccount: "खाता संख्या",
    bankIfsc: "IFSC",
    bankBranch: "शाखा",
    bankName: "बैंक",
    privacyEmail: "गोपनीयता संबंधी संपर्क ई-मेल",
    mapLocation: "नक्शे पर जगह (पता या जगह का नाम)",
    clubBookUrl: "क्लब बुक का लिंक",
    brochureUrl: "ब्रोशर का लिंक ({language})",
    socialLinks: "सोशल मीडिया लिंक",
    isDemo: "डेमो सूचना",
  },
  languages: { en: "अंग्रेज़ी", ko: "कोरियाई", hi: "हिंदी" },
  socialHint: "हर लाइन में एक: नाम | https://पता",
  demoCheckbox: "सूचना दिखाएँ कि ये डेमो जानकारी है",
  saving: "सेव हो रहा है...",
  save: "क्लब प्रोफ़ाइल सेव करें",
  correct: "कृपया नीचे चिह्नित खाने ठीक करें।",
  savedWithDemo:
    "क्लब प्रोफ़ाइल सेव हो गई। डेमो सूचना बंद है, पर साइट पर अभी भी डेमो सामग्री दिख रही है: {words}। इसे डेमो सामग्री पेज पर हटाएँ।",
  saved: "क्लब प्रोफ़ाइल सेव हो गई। सार्वजनिक पेजों पर बदलाव अभी से दिख रहा है।",
  failed: "क्लब प्रोफ़ाइल सेव नहीं हो सकी। कृपया फिर से कोशिश करें।",
  messages: {
    email: "सही ई-मेल पता लिखें।",
    url: "https:// से शुरू होने वाला पूरा वेब पता लिखें",
    socialLine: "लाइन {line}: “नाम | https://पता” इस तरह लिखें।",
    upi: "UPI आईडी clubname@bank जैसी लिखें।",
    account: "खाता संख्या 6 से 20 अंकों की होती है।",
    ifsc: "IFSC में 4 अक्षर, फिर शून्य, फिर 6 अक्षर या अंक होते हैं (जैसे SBIN0001234)।",
    tooLong: "इसे {max} अक्षरों से छोटा रखें।",
  },
};

export const clubProfileCopy: Record<Locale, ClubProfileCopy> = { en, ko, hi };
