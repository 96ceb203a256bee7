import { contentEditorMessages } from "~/forms/content-editor";
import { languages } from "~/i18n/locales";
import type { Locale } from "../../locale";
import type { Widen } from "../../types";
import { editingCopy } from "./editing";

/**
 * The words of the editable pages' declarations (app/content/fields.ts: each
 * page's, field's and list item's label and hint), by their English, as the
 * officials' page screens show them (labelOf). The declarations stay English;
 * a label added there and missing here shows in English (content.test.ts finds it).
 */
export const contentLabelsEnglish = [
  "Home page",
  "Page title (browser tab)",
  "Heading",
  "{club} is replaced by the club's name.",
  "Introduction",
  "Donate button",
  "Join button",
  "Club book button",
  "Brochure button",
  "Slides",
  "Slide",
  "Photo",
  "What the photo shows (for screen readers)",
  "Caption title",
  "Caption text",
  "Link (optional)",
  "https://… or a page of this site such as /projects",
  "Info cards",
  "Card",
  "Title",
  "Text",
  "Link text",
  "Link",
  "Quote heading",
  "Quote",
  "Quote source",
  "Areas of focus heading",
  "Areas of focus introduction",
  "Areas of focus",
  "Area",
  "About page",
  "Page title",
  "Description for search engines and link previews",
  "History button",
  "Privacy policy button",
  "Facts heading",
  "Location",
  "Rotary district",
  "Charter year",
  "Club ID",
  "Members",
  "History heading",
  "History",
  "Blank line: new paragraph. # Heading, **bold**, *italic*, [text](https://…), - list item.",
  "Rotary story heading",
  "The Rotary story",
  "Privacy policy heading",
  "Privacy policy",
  "Privacy contact sentence",
  "{email} is replaced by the privacy e-mail address.",
  "Privacy contact sentence when there is no e-mail address",
  "Giving page",
  "Ways to give: heading",
  "Ways to give",
  "Way to give",
  "{payee} is replaced by the beneficiary's name.",
  "Note under the ways to give",
  "Payment details heading",
  "When no payment details are set",
  "Giving from abroad",
  "After a gift to the FCRA account",
  "Shown to citizens of other countries under the FCRA account, with a contact link. Indian citizens tell us of their gift with the “I have given” form.",
  "Causes heading",
  "Causes introduction",
  "Causes",
  "Cause",
  "{scholarship} and {fund} are replaced by the amounts. Blank line: new paragraph; **bold**, *italic*, [text](https://…).",
  "Logo and name",
  "Club name",
  "Shown beside the logo, in page titles, e-mails and the footer.",
  "Logo (square works best)",
  "What the logo shows (for screen readers)",
] as const;

export type ContentLabel = (typeof contentLabelsEnglish)[number];

const labelsKo: Record<ContentLabel, string> = {
  "Home page": "홈페이지",
  "Page title (browser tab)": "페이지 제목(브라우저 탭)",
  Heading: "큰 제목",
  "{club} is replaced by the club's name.": "{club}은 클럽 이름으로 바뀝니다.",
  Introduction: "소개 글",
  "Donate button": "기부 버튼",
  "Join button": "가입 버튼",
  "Club book button": "클럽 책자 버튼",
  "Brochure button": "안내 책자 버튼",
  Slides: "슬라이드",
  Slide: "슬라이드",
  Photo: "사진",
  "What the photo shows (for screen readers)": "사진 설명(화면 낭독기용)",
  "Caption title": "사진 제목",
  "Caption text": "사진 설명 글",
  "Link (optional)": "링크(선택)",
  "https://… or a page of this site such as /projects": "https://…로 시작하는 주소나 /projects 같은 이 사이트의 페이지",
  "Info cards": "안내 카드",
  Card: "카드",
  Title: "제목",
  Text: "본문",
  "Link text": "링크 문구",
  Link: "링크",
  "Quote heading": "인용구 제목",
  Quote: "인용구",
  "Quote source": "인용구 출처",
  "Areas of focus heading": "중점 분야 제목",
  "Areas of focus introduction": "중점 분야 소개 글",
  "Areas of focus": "중점 분야",
  Area: "분야",
  "About page": "클럽 소개 페이지",
  "Page title": "페이지 제목",
  "Description for search engines and link previews": "검색 엔진과 링크 미리 보기에 쓰이는 설명",
  "History button": "연혁 버튼",
  "Privacy policy button": "개인정보 처리방침 버튼",
  "Facts heading": "클럽 정보 제목",
  Location: "위치",
  "Rotary district": "로타리 지구",
  "Charter year": "창립 연도",
  "Club ID": "클럽 ID",
  Members: "회원",
  "History heading": "연혁 제목",
  History: "연혁",
  "Blank line: new paragraph. # Heading, **bold**, *italic*, [text](https://…), - list item.":
    "빈 줄: 새 문단. # 제목, **굵게**, *기울임*, [글자](https://…), - 목록 항목.",
  "Rotary story heading": "로타리 이야기 제목",
  "The Rotary story": "로타리 이야기",
  "Privacy policy heading": "개인정보 처리방침 제목",
  "Privacy policy": "개인정보 처리방침",
  "Privacy contact sentence": "개인정보 문의 안내 문장",
  "{email} is replaced by the privacy e-mail address.": "{email}은 개인정보 문의 이메일 주소로 바뀝니다.",
  "Privacy contact sentence when there is no e-mail address": "문의 이메일 주소가 없을 때의 개인정보 문의 안내 문장",
  "Giving page": "기부 페이지",
  "Ways to give: heading": "기부 방법 제목",
  "Ways to give": "기부 방법",
  "Way to give": "기부 방법",
  "{payee} is replaced by the beneficiary's name.": "{payee}는 받는 사람(수취인) 이름으로 바뀝니다.",
  "Note under the ways to give": "기부 방법 아래의 안내",
  "Payment details heading": "입금 정보 제목",
  "When no payment details are set": "입금 정보가 없을 때의 안내",
  "Giving from abroad": "해외에서 기부하기",
  "After a gift to the FCRA account": "FCRA 계좌로 기부한 뒤의 안내",
  "Shown to citizens of other countries under the FCRA account, with a contact link. Indian citizens tell us of their gift with the “I have given” form.":
    "외국 국적자에게 FCRA 계좌 아래에 문의 링크와 함께 표시됩니다. 인도 국민은 “기부했습니다” 양식으로 기부 사실을 알려 줍니다.",
  "Causes heading": "기부처 제목",
  "Causes introduction": "기부처 소개 글",
  Causes: "기부처",
  Cause: "기부처",
  "{scholarship} and {fund} are replaced by the amounts. Blank line: new paragraph; **bold**, *italic*, [text](https://…).":
    "{scholarship}과 {fund}는 금액으로 바뀝니다. 빈 줄: 새 문단; **굵게**, *기울임*, [글자](https://…).",
  "Logo and name": "로고와 이름",
  "Club name": "클럽 이름",
  "Shown beside the logo, in page titles, e-mails and the footer.":
    "로고 옆, 페이지 제목, 이메일, 페이지 맨 아래에 표시됩니다.",
  "Logo (square works best)": "로고(정사각형이 가장 좋습니다)",
  "What the logo shows (for screen readers)": "로고 설명(화면 낭독기용)",
};

const labelsHi: Record<ContentLabel, string> = {
  "Home page": "होम पेज",
  "Page title (browser tab)": "पेज का शीर्षक (ब्राउज़र टैब)",
  Heading: "मुख्य शीर्षक",
  "{club} is replaced by the club's name.": "{club} की जगह क्लब का नाम दिखेगा।",
  Introduction: "परिचय",
  "Donate button": "दान बटन",
  "Join button": "सदस्य बनें बटन",
  "Club book button": "क्लब पुस्तिका बटन",
  "Brochure button": "ब्रोशर बटन",
  Slides: "स्लाइडें",
  Slide: "स्लाइड",
  Photo: "फ़ोटो",
  "What the photo shows (for screen readers)": "फ़ोटो में क्या है (स्क्रीन रीडर के लिए)",
  "Caption title": "कैप्शन का शीर्षक",
  "Caption text": "कैप्शन का पाठ",
  "Link (optional)": "लिंक (वैकल्पिक)",
  "https://… or a page of this site such as /projects": "https://… या इस साइट का कोई पेज, जैसे /projects",
  "Info cards": "जानकारी कार्ड",
  Card: "कार्ड",
  Title: "शीर्षक",
  Text: "पाठ",
  "Link text": "लिंक का पाठ",
  Link: "लिंक",
  "Quote heading": "उद्धरण का शीर्षक",
  Quote: "उद्धरण",
  "Quote source": "उद्धरण का स्रोत",
  "Areas of focus heading": "मुख्य कार्य-क्षेत्रों का शीर्षक",
  "Areas of focus introduction": "मुख्य कार्य-क्षेत्रों का परिचय",
  "Areas of focus": "मुख्य कार्य-क्षेत्र",
  Area: "क्षेत्र",
  "About page": "परिचय पेज",
  "Page title": "पेज का शीर्षक",
  "Description for search engines and link previews": "सर्च इंजन और लिंक प्रीव्यू के लिए विवरण",
  "History button": "इतिहास बटन",
  "Privacy policy button": "गोपनीयता नीति बटन",
  "Facts heading": "मुख्य जानकारी का शीर्षक",
  Location: "स्थान",
  "Rotary district": "रोटरी डिस्ट्रिक्ट",
  "Charter year": "चार्टर वर्ष",
  "Club ID": "क्लब ID",
  Members: "सदस्य",
  "History heading": "इतिहास का शीर्षक",
  History: "इतिहास",
  "Blank line: new paragraph. # Heading, **bold**, *italic*, [text](https://…), - list item.":
    "खाली लाइन: नया पैराग्राफ़। # शीर्षक, **बोल्ड**, *इटैलिक*, [पाठ](https://…), - सूची का बिंदु।",
  "Rotary story heading": "रोटरी की कहानी का शीर्षक",
  "The Rotary story": "रोटरी की कहानी",
  "Privacy policy heading": "गोपनीयता नीति का शीर्षक",
  "Privacy policy": "गोपनीयता नीति",
  "Privacy contact sentence": "गोपनीयता संपर्क वाक्य",
  "{email} is replaced by the privacy e-mail address.": "{email} की जगह गोपनीयता संबंधी ई-मेल पता दिखेगा।",
  "Privacy contact sentence when there is no e-mail address": "ई-मेल पता न होने पर गोपनीयता संपर्क वाक्य",
  "Giving page": "दान पेज",
  "Ways to give: heading": "दान के तरीके: शीर्षक",
  "Ways to give": "दान के तरीके",
  "Way to give": "दान का तरीका",
  "{payee} is replaced by the beneficiary's name.": "{payee} की जगह लाभार्थी का नाम दिखेगा।",
  "Note under the ways to give": "दान के तरीकों के नीचे की सूचना",
  "Payment details heading": "भुगतान विवरण का शीर्षक",
  "When no payment details are set": "जब भुगतान विवरण भरा न हो",
  "Giving from abroad": "विदेश से दान",
  "After a gift to the FCRA account": "FCRA खाते में दान के बाद",
  "Shown to citizens of other countries under the FCRA account, with a contact link. Indian citizens tell us of their gift with the “I have given” form.":
    "दूसरे देशों के नागरिकों को FCRA खाते के नीचे, संपर्क लिंक के साथ दिखता है। भारतीय नागरिक अपने दान की सूचना “मैंने दान दिया है” फ़ॉर्म से देते हैं।",
  "Causes heading": "उद्देश्यों का शीर्षक",
  "Causes introduction": "उद्देश्यों का परिचय",
  Causes: "उद्देश्य",
  Cause: "उद्देश्य",
  "{scholarship} and {fund} are replaced by the amounts. Blank line: new paragraph; **bold**, *italic*, [text](https://…).":
    "{scholarship} और {fund} की जगह राशियाँ दिखेंगी। खाली लाइन: नया पैराग्राफ़; **बोल्ड**, *इटैलिक*, [पाठ](https://…)।",
  "Logo and name": "लोगो और नाम",
  "Club name": "क्लब का नाम",
  "Shown beside the logo, in page titles, e-mails and the footer.":
    "लोगो के पास, पेज के शीर्षकों में, ई-मेल में और पेज के सबसे नीचे दिखता है।",
  "Logo (square works best)": "लोगो (वर्गाकार सबसे अच्छा रहता है)",
  "What the logo shows (for screen readers)": "लोगो में क्या है (स्क्रीन रीडर के लिए)",
};

const labelsEn = Object.fromEntries(contentLabelsEnglish.map((label) => [label, label])) as Record<
  ContentLabel,
  string
>;

/**
 * The label of a page's field in the official's language, from its English:
 * a declared label or hint, "Slide 2: Caption title" (content/data.ts's
 * fieldLabel), or "Slides: order"; anything else as it is.
 */
export function contentLabelOf(labels: Readonly<Record<string, string>>): (english: string) => string {
  const one = (english: string) => (Object.hasOwn(labels, english) ? (labels[english] as string) : english);
  return (english) => {
    if (Object.hasOwn(labels, english)) return one(english);
    const item = /^(.+) (\d+): (.+)$/.exec(english);
    if (item) return `${one(item[1] as string)} ${item[2]}: ${one(item[3] as string)}`;
    const order = /^(.+): order$/.exec(english);
    if (order) return `${one(order[1] as string)}: ${labels[":order"] ?? "order"}`;
    return english;
  };
}

/** The officials' page screens: the list of pages, the editor and its preview (routes/admin/content-*.tsx). */
const en = {
  common: editingCopy.en.common,
  languageNames: editingCopy.en.languageNames,
  /** The editor's messages (forms/content-editor.ts), for translatorOf. */
  messages: contentEditorMessages,
  /** The declarations' labels by their English; ":order" names a list's order ("Slides: order"). */
  labels: { ...labelsEn, ":order": "order" } as Readonly<Record<string, string>>,
  pages: {
    title: "Pages",
    draftWaiting: " — draft waiting",
    toCheckOne: " — 1 translation to check",
    toCheckMany: " — {count} translations to check",
    /** {page}: the page's label, lower case in English. */
    historyOf: "History of the {page}",
  },
  preview: {
    metaTitle: "Preview",
    title: "Preview: {page}",
    back: "Back to the editor",
    alone: "Open the preview on its own",
    nav: "Language and width",
    phone: "Phone",
    desktop: "Desktop",
    region: "Preview",
    /** {page}: lower case in English. */
    frame: "Preview of the {page}",
    noPage: "No such page",
  },
  editor: {
    /** {page}: the page's label. */
    title: "Edit: {page}",
    noPage: "No such page",
    discarded: "Draft discarded: it is in the trash for 30 days. The editor shows the published page again.",
    discardTitle: "Discard this draft?",
    /** {page} in bold, lower case in English; {by}: common.by or nothing. */
    discardQuestion: "Discard the draft of the {page}, saved {time}{by}? Visitors keep seeing the published page.",
    discardConfirm: "Discard draft",
    discarding: "Discarding...",
    /** {number}: " (3)" or nothing. */
    draftSaved: "Draft saved {time}{by}. Visitors see the published version{number}.",
    publishedNumber: " ({number})",
    noDraft: "No draft: the form shows what visitors see{version}.",
    versionNumber: " (version {number})",
    previewNav: "Preview the draft",
    previewIntro: "Preview the draft in a new tab, so this editor stays open:",
    phoneAndDesktop: "Phone and desktop",
    toCheck: "Translations to check",
    toCheckIntro: "The English text of these fields changed after they were translated:",
    saveDraft: "Save draft",
    publish: "Publish",
    discard: "Discard draft",
    show: "Show",
    allLanguages: "All languages",
    notPublished: "Not published: some fields need attention.",
    published: "Published as version {number}: visitors see it now.",
    autosaved: "Draft saved.",
    savedWithList: "Draft saved with the change to the list.",
    saved: "Draft saved. Visitors still see the published page.",
    sameMoment: "Another official published this page at the same moment. Please try again.",
    failed: "Failed to save. Nothing was changed; please try again.",
  },
} as const;

export type ContentCopy = Widen<typeof en>;

const ko: ContentCopy = {
  common: editingCopy.ko.common,
  languageNames: editingCopy.ko.languageNames,
  messages: {
    keepUnder: "{max}자 이내로 입력해 주세요.",
    link: "https://로 시작하는 주소나 /projects 같은 이 사이트의 페이지를 입력해 주세요.",
    writeEnglish: "공개하기 전에 영어 내용을 입력해 주세요.",
    choosePhoto: "공개하기 전에 사진을 골라 주세요.",
    uploadFailed: "올리지 못했습니다. 다시 시도해 주세요.",
    uploadTooLarge: editingCopy.ko.media.errors["too-large"],
    uploadTooMany: editingCopy.ko.media.errors["too-many-files"],
    uploadType: editingCopy.ko.media.errors["unsupported-type"],
    uploadUnusable: editingCopy.ko.media.errors["unusable-image"],
    uploadFailedFor: editingCopy.ko.media.errors.failed,
  },
  labels: { ...labelsKo, ":order": "순서" },
  pages: {
    title: "페이지 편집",
    draftWaiting: " — 공개 전 임시 저장본 있음",
    toCheckOne: " — 확인할 번역 1개",
    toCheckMany: " — 확인할 번역 {count}개",
    historyOf: "{page} 변경 이력",
  },
  preview: {
    metaTitle: "미리 보기",
    title: "미리 보기: {page}",
    back: "편집 화면으로 돌아가기",
    alone: "미리 보기만 따로 열기",
    nav: "언어와 화면 너비",
    phone: "휴대전화",
    desktop: "데스크톱",
    region: "미리 보기",
    frame: "{page} 미리 보기",
    noPage: "그런 페이지가 없습니다",
  },
  editor: {
    title: "편집: {page}",
    noPage: "그런 페이지가 없습니다",
    discarded:
      "임시 저장본을 버렸습니다. 휴지통에 30일 동안 보관됩니다. 편집 화면에는 다시 공개된 페이지가 표시됩니다.",
    discardTitle: "이 임시 저장본을 버리시겠습니까?",
    discardQuestion:
      "{time}{by}에 저장한 {page} 임시 저장본을 버리시겠습니까? 방문자에게는 계속 공개된 페이지가 보입니다.",
    discardConfirm: "임시 저장본 버리기",
    discarding: "버리는 중...",
    draftSaved: "{time}{by}에 임시 저장했습니다. 방문자에게는 공개된 버전{number}이 보입니다.",
    publishedNumber: "({number})",
    noDraft: "임시 저장본 없음: 양식에는 방문자가 보는 내용{version}이 표시되어 있습니다.",
    versionNumber: "(버전 {number})",
    previewNav: "임시 저장본 미리 보기",
    previewIntro: "이 편집 화면을 열어 둔 채 새 탭에서 임시 저장본을 미리 봅니다:",
    phoneAndDesktop: "휴대전화와 데스크톱",
    toCheck: "확인할 번역",
    toCheckIntro: "번역한 뒤에 다음 항목의 영어 원문이 바뀌었습니다:",
    saveDraft: "임시 저장",
    publish: "공개",
    discard: "임시 저장본 버리기",
    show: "표시할 언어",
    allLanguages: "모든 언어",
    notPublished: "공개하지 못했습니다: 확인이 필요한 항목이 있습니다.",
    published: "버전 {number}(으)로 공개했습니다. 이제 방문자에게 보입니다.",
    autosaved: "임시 저장했습니다.",
    savedWithList: "목록 변경과 함께 임시 저장했습니다.",
    saved: "임시 저장했습니다. 방문자에게는 계속 공개된 페이지가 보입니다.",
    sameMoment: "다른 운영진이 같은 순간에 이 페이지를 공개했습니다. 다시 시도해 주세요.",
    failed: "저장하지 못했습니다. 아무것도 바뀌지 않았으니 다시 시도해 주세요.",
  },
};

const hi: ContentCopy = {
  common: editingCopy.hi.common,
  languageNames: editingCopy.hi.languageNames,
  messages: {
    keepUnder: "इसे {max} अक्षरों से कम रखें।",
    link: "https:// से शुरू होने वाला पता लिखें, या इस साइट का कोई पेज, जैसे /projects",
    writeEnglish: "प्रकाशित करने से पहले अंग्रेज़ी पाठ लिखें।",
    choosePhoto: "प्रकाशित करने से पहले फ़ोटो चुनें।",
    uploadFailed: "अपलोड नहीं हो पाया। कृपया फिर से कोशिश करें।",
    uploadTooLarge: editingCopy.hi.media.errors["too-large"],
    uploadTooMany: editingCopy.hi.media.errors["too-many-files"],
    uploadType: editingCopy.hi.media.errors["unsupported-type"],
    uploadUnusable: editingCopy.hi.media.errors["unusable-image"],
    uploadFailedFor: editingCopy.hi.media.errors.failed,
  },
  labels: { ...labelsHi, ":order": "क्रम" },
  pages: {
    title: "पेज संपादन",
    draftWaiting: " — ड्राफ़्ट प्रकाशन के इंतज़ार में",
    toCheckOne: " — 1 अनुवाद जाँचना है",
    toCheckMany: " — {count} अनुवाद जाँचने हैं",
    historyOf: "{page} का इतिहास",
  },
  preview: {
    metaTitle: "पूर्वावलोकन",
    title: "पूर्वावलोकन: {page}",
    back: "संपादन पर वापस जाएँ",
    alone: "पूर्वावलोकन अलग से खोलें",
    nav: "भाषा और चौड़ाई",
    phone: "फ़ोन",
    desktop: "डेस्कटॉप",
    region: "पूर्वावलोकन",
    frame: "{page} का पूर्वावलोकन",
    noPage: "ऐसा कोई पेज नहीं है",
  },
  editor: {
    title: "संपादन: {page}",
    noPage: "ऐसा कोई पेज नहीं है",
    discarded: "ड्राफ़्ट हटा दिया गया: यह 30 दिन तक ट्रैश में रहेगा। संपादन में फिर से प्रकाशित पेज दिख रहा है।",
    discardTitle: "यह ड्राफ़्ट हटाएँ?",
    discardQuestion: "{page} का ड्राफ़्ट हटाएँ, जो {time}{by} सेव किया गया था? विज़िटरों को प्रकाशित पेज ही दिखता रहेगा।",
    discardConfirm: "ड्राफ़्ट हटाएँ",
    discarding: "हटाया जा रहा है...",
    draftSaved: "ड्राफ़्ट {time}{by} सेव हुआ। विज़िटरों को प्रकाशित संस्करण{number} दिख रहा है।",
    publishedNumber: " ({number})",
    noDraft: "कोई ड्राफ़्ट नहीं: फ़ॉर्म में वही है जो विज़िटर देखते हैं{version}।",
    versionNumber: " (संस्करण {number})",
    previewNav: "ड्राफ़्ट का पूर्वावलोकन",
    previewIntro: "ड्राफ़्ट का पूर्वावलोकन नए टैब में देखें, ताकि यह संपादन खुला रहे:",
    phoneAndDesktop: "फ़ोन और डेस्कटॉप",
    toCheck: "जाँचने वाले अनुवाद",
    toCheckIntro: "इन फ़ील्ड का अंग्रेज़ी पाठ अनुवाद के बाद बदल गया है:",
    saveDraft: "ड्राफ़्ट सेव करें",
    publish: "प्रकाशित करें",
    discard: "ड्राफ़्ट हटाएँ",
    show: "दिखाएँ",
    allLanguages: "सभी भाषाएँ",
    notPublished: "प्रकाशित नहीं हुआ: कुछ फ़ील्ड ठीक करने हैं।",
    published: "संस्करण {number} के रूप में प्रकाशित हो गया: अब विज़िटर इसे देख रहे हैं।",
    autosaved: "ड्राफ़्ट सेव हो गया।",
    savedWithList: "सूची के बदलाव के साथ ड्राफ़्ट सेव हो गया।",
    saved: "ड्राफ़्ट सेव हो गया। विज़िटरों को अभी भी प्रकाशित पेज दिख रहा है।",
    sameMoment: "ठीक उसी समय किसी दूसरे पदाधिकारी ने यह पेज प्रकाशित कर दिया। कृपया फिर से कोशिश करें।",
    failed: "सेव नहीं हो पाया। कुछ नहीं बदला गया; कृपया फिर से कोशिश करें।",
  },
};

export const contentCopy: Record<Locale, ContentCopy> = { en, ko, hi };

/**
 * An editor field's label for the list of conflicts (forms/content-editor.ts's editorFieldLabel, English:
 * "Slide 2: Caption title (Korean)") in the official's language.
 */
export function editorLabelIn(english: string, copy: ContentCopy): string {
  const labelOf = contentLabelOf(copy.labels);
  for (const language of languages) {
    const suffix = ` (${language.englishName})`;
    if (english.endsWith(suffix))
      return `${labelOf(english.slice(0, -suffix.length))} (${copy.languageNames[language.code] ?? language.englishName})`;
  }
  return labelOf(english);
}
