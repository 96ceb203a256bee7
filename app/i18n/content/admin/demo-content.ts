import type { Locale } from "../../locale";
import { fill, type Widen } from "../../types";

/** The officials' "Demo content" screen (routes/admin/demo-content.tsx). */
const en = {
  title: "Demo content",
  noneLeft: "There is no demo content left.",
  /** {words}: "5 projects, 2 events and 9 photos". */
  removed: "Removed all demo content ({words}). It is in the trash for 30 days as one item, “Demo content”.",
  failed: "The demo content could not be removed. Nothing was changed; please try again.",
  /** {openTrash}: the link openTrash. */
  restoreIt: "{openTrash} to restore it.",
  openTrash: "Open the trash",
  /** After restoreIt when the demo notice is still on; {clubProfile} and {handover} are links. */
  thenSwitchOff:
    "Then switch off the demo notice on the {clubProfile}, and replace its demo bank and UPI details. Enter this year's officers on the {handover} page.",
  clubProfile: "club profile",
  handover: "Handover",
  empty: "There is no demo content on the site.",
  /** {words} in bold, {clubProfile} a link. */
  intro:
    "The first start filled the site with examples, marked “demo”. Before the club goes live, remove them all at once: {words}. They go to the trash together for 30 days, so they can be restored. The demo officers leave the footer with them. The club profile's demo bank and UPI details stay until you change them on the {clubProfile}.",
  sections: {
    projects: "Projects",
    events: "Events and meetings",
    members: "Members",
    officerTerms: "Officer terms",
    pastPresidents: "Past presidents",
  },
  photosOne: "And 1 photo only these show.",
  photosMany: "And {count} photos only these show.",
  removeAll: "Remove all demo content",
  confirmTitle: "Remove all demo content?",
  /** {words} in bold. */
  question: "Remove {words} from the site, in one step?",
  consequence: "It goes to the trash for 30 days as one item, “Demo content”, where an official can restore it.",
  confirm: "Remove all",
  busy: "Removing...",
  /** The demo content counted, for languages other than English (English keeps demoContentWords). */
  units: {
    projects: "{n} projects",
    events: "{n} events",
    members: "{n} members",
    officerTerms: "{n} officer terms",
    pastPresidents: "{n} past presidents",
    photos: "{n} photos",
  },
  /** Between the last two counts. */
  and: " and ",
} as const;

export type DemoContentCopy = Widen<typeof en>;

const ko: DemoContentCopy = {
  title: "데모 콘텐츠",
  noneLeft: "남아 있는 데모 콘텐츠가 없습니다.",
  removed: "데모 콘텐츠({words})를 모두 삭제했습니다. ‘데모 콘텐츠’라는 항목 하나로 휴지통에 30일 동안 보관됩니다.",
  failed: "데모 콘텐츠를 삭제하지 못했습니다. 아무것도 바뀌지 않았으니 다시 시도해 주세요.",
  restoreIt: "되살리려면 {openTrash}.",
  openTrash: "휴지통을 여세요",
  thenSwitchOff:
    "그다음 {clubProfile}에서 데모 안내를 끄고, 데모용 은행 계좌와 UPI 정보를 실제 정보로 바꿔 주세요. 올해 임원은 {handover} 페이지에서 입력합니다.",
  clubProfile: "클럽 정보",
  handover: "인수인계",
  empty: "사이트에 데모 콘텐츠가 없습니다.",
  intro:
    "사이트를 처음 시작할 때 ‘데모’로 표시된 예시 콘텐츠가 채워졌습니다. 클럽 사이트를 정식으로 공개하기 전에 한 번에 모두 삭제하세요: {words}. 삭제한 콘텐츠는 함께 휴지통에 30일 동안 보관되므로 되살릴 수 있습니다. 데모 임원도 함께 하단에서 사라집니다. 클럽 정보의 데모용 은행 계좌와 UPI 정보는 {clubProfile}에서 직접 바꿀 때까지 그대로 남습니다.",
  sections: {
    projects: "프로젝트",
    events: "행사 및 모임",
    members: "회원",
    officerTerms: "임원 임기",
    pastPresidents: "역대 회장",
  },
  photosOne: "이 항목들에만 쓰인 사진 1장도 함께 삭제됩니다.",
  photosMany: "이 항목들에만 쓰인 사진 {count}장도 함께 삭제됩니다.",
  removeAll: "데모 콘텐츠 모두 삭제",
  confirmTitle: "데모 콘텐츠를 모두 삭제할까요?",
  question: "사이트에서 다음 콘텐츠를 한 번에 삭제할까요? {words}",
  consequence: "‘데모 콘텐츠’라는 항목 하나로 휴지통에 30일 동안 보관되며, 그동안 운영진이 되살릴 수 있습니다.",
  confirm: "모두 삭제",
  busy: "삭제하는 중...",
  units: {
    projects: "프로젝트 {n}개",
    events: "행사 {n}개",
    members: "회원 {n}명",
    officerTerms: "임원 임기 {n}건",
    pastPresidents: "역대 회장 {n}명",
    photos: "사진 {n}장",
  },
  and: ", ",
};

const hi: DemoContentCopy = {
  title: "डेमो सामग्री",
  noneLeft: "अब कोई डेमो सामग्री नहीं बची है।",
  removed: "सारी डेमो सामग्री ({words}) हटा दी गई। यह 30 दिन तक ट्रैश में “डेमो सामग्री” नाम की एक ही प्रविष्टि के रूप में रहेगी।",
  failed: "डेमो सामग्री हटाई नहीं जा सकी। कुछ भी नहीं बदला है; कृपया फिर से कोशिश करें।",
  restoreIt: "इसे वापस लाने के लिए {openTrash}।",
  openTrash: "ट्रैश खोलें",
  thenSwitchOff:
    "इसके बाद {clubProfile} में डेमो सूचना बंद करें, और वहाँ दिए गए डेमो बैंक और UPI विवरण बदलें। इस साल के पदाधिकारी {handover} पेज पर दर्ज करें।",
  clubProfile: "क्लब प्रोफ़ाइल",
  handover: "कार्यभार सौंपना",
  empty: "साइट पर कोई डेमो सामग्री नहीं है।",
  intro:
    "साइट पहली बार शुरू होने पर उसमें “डेमो” लिखे उदाहरण भर दिए गए थे। क्लब की साइट सबके लिए शुरू करने से पहले इन्हें एक साथ हटा दें: {words}। ये सब एक साथ 30 दिन तक ट्रैश में रहेंगे, ताकि ज़रूरत हो तो वापस लाए जा सकें। डेमो पदाधिकारी भी इनके साथ फ़ुटर से हट जाएँगे। क्लब प्रोफ़ाइल के डेमो बैंक और UPI विवरण तब तक रहेंगे जब तक आप उन्हें {clubProfile} में बदल नहीं देते।",
  sections: {
    projects: "प्रोजेक्ट",
    events: "कार्यक्रम और बैठकें",
    members: "सदस्य",
    officerTerms: "पदाधिकारियों के कार्यकाल",
    pastPresidents: "पूर्व अध्यक्ष",
  },
  photosOne: "साथ में 1 फ़ोटो भी, जो सिर्फ़ इन्हीं में दिखती है।",
  photosMany: "साथ में {count} फ़ोटो भी, जो सिर्फ़ इन्हीं में दिखती हैं।",
  removeAll: "सारी डेमो सामग्री हटाएँ",
  confirmTitle: "सारी डेमो सामग्री हटानी है?",
  question: "क्या साइट से {words} एक ही बार में हटाने हैं?",
  consequence:
    "यह 30 दिन तक ट्रैश में “डेमो सामग्री” नाम की एक ही प्रविष्टि के रूप में रहेगी, जहाँ से कोई भी पदाधिकारी इसे वापस ला सकता है।",
  confirm: "सब हटाएँ",
  busy: "हटाया जा रहा है...",
  units: {
    projects: "{n} प्रोजेक्ट",
    events: "{n} कार्यक्रम",
    members: "{n} सदस्य",
    officerTerms: "{n} पदाधिकारी कार्यकाल",
    pastPresidents: "{n} पूर्व अध्यक्ष",
    photos: "{n} फ़ोटो",
  },
  and: " और ",
};

export const demoContentCopy: Record<Locale, DemoContentCopy> = { en, ko, hi };

/** The demo content counted in the copy's language: "프로젝트 5개, 행사 2개, 사진 9장". */
export function demoWordsIn(copy: DemoContentCopy, counts: Record<keyof DemoContentCopy["units"], number>): string {
  const parts = (Object.keys(copy.units) as (keyof DemoContentCopy["units"])[])
    .filter((key) => counts[key] > 0)
    .map((key) => fill(copy.units[key], { n: counts[key] }));
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")}${copy.and}${parts.at(-1)}`;
}
