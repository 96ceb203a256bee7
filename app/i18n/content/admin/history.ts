import type { Locale } from "../../locale";
import type { Widen } from "../../types";
import { editingCopy } from "./editing";

/** A project text's row in the diff: the project form's label for it, as a heading ("Short note"). */
function projectTextLabels(locale: Locale) {
  const labels = editingCopy[locale].project.texts;
  return Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [name, label.charAt(0).toUpperCase() + label.slice(1)]),
  ) as typeof labels;
}

/**
 * The history and version screens of pages and projects (routes/admin/history.tsx,
 * version.tsx) and the words of each versioned kind (routes/+shared/versioned-records.server.ts).
 */
const en = {
  common: editingCopy.en.common,
  history: {
    /** {title}: the page's label or the project's ID. */
    title: "History: {title}",
    /** After the intro and the edit link. */
    kept: "The last {kept} versions are kept.",
    none: "No versions yet: the next save keeps its state before and after.",
    version: "Version {number}",
    noRecord: "No such page or project",
  },
  version: {
    metaTitle: "Version",
    title: "{title}: version {number}",
    /** {saved}: the kind's savedVerb; {summary}: what changed, as kept with the version. */
    line: "{saved} {time} by {by}: {summary}.",
    all: "All versions",
    restoring: "Restoring...",
    restore: "Restore version {number}",
    restored: "Version {number} restored as version {restored}: visitors see it now.",
    noVersion: "No such version",
  },
  page: {
    editLabel: "Back to the editor",
    newestNote: " (what visitors see)",
    siteAuthor: "the site (initial content)",
    savedVerb: "Published",
    currentNote: "This is the version visitors see now.",
    sameNote: "Visitors see the same content now.",
    gone: "That version no longer exists.",
    sameMoment: "Another official published this page at the same moment. Please try again.",
  },
  project: {
    editLabel: "Edit the project",
    newestNote: " (as it is now)",
    siteAuthor: "unknown (before history was kept)",
    savedVerb: "Saved",
    currentNote: "This is the project as it is now.",
    sameNote: "The project is the same as this version now.",
    gone: "That project or version no longer exists.",
    /** {duplicate}: "A project with the ID … already exists." in the same language. */
    taken: "{duplicate} Change that project's ID first, or edit this one instead.",
    duplicate: "A project with the ID {code} already exists.",
    /** The diff's rows of a project, by the key of the change. */
    fields: {
      code: "Project ID",
      projectDate: "Date",
      videoUrl: "Video",
      cost: "Cost",
      manHours: "Man hours",
      isSignature: "Signature project",
      isDraft: "Status",
      photos: "Photos",
      ...projectTextLabels("en"),
    },
    /** The values of the yes/no and draft rows. */
    yes: "Yes",
    no: "No",
    draft: "Draft",
    published: "Published",
  },
  bulletin: {
    editLabel: "Back to the bulletin",
    newestNote: " (as it is now)",
    siteAuthor: "unknown",
    savedVerb: "Saved",
    currentNote: "This is the bulletin as it is now.",
    sameNote: "The bulletin is the same as this version now.",
    gone: "That bulletin or version no longer exists.",
    sent: "This bulletin was sent: it can no longer change.",
    restored: "Version {number} restored as version {restored}: the draft is as it was then.",
    history: "Versions",
    fields: {
      title: "Title",
      body: "Text",
      membersOnly: "Members only",
      withEvents: "Coming up",
      withCelebrations: "Birthdays and anniversaries",
      withProjects: "Latest projects",
      photoIds: "Photos",
    },
    yes: "Yes",
    no: "No",
  },
  photos: {
    builtin: "A picture that comes with the site",
    deleted: "Photo #{id}, deleted since",
    undescribed: "Photo #{id}, no description",
  },
} as const;

export type HistoryCopy = Widen<typeof en>;

const ko: HistoryCopy = {
  common: editingCopy.ko.common,
  history: {
    title: "변경 이력: {title}",
    kept: "최근 {kept}개 버전이 보관됩니다.",
    none: "아직 버전이 없습니다. 다음에 저장하면 저장 전후의 상태가 보관됩니다.",
    version: "버전 {number}",
    noRecord: "그런 페이지나 프로젝트가 없습니다",
  },
  version: {
    metaTitle: "버전",
    title: "{title}: 버전 {number}",
    line: "{time}, {by} {saved}: {summary}.",
    all: "모든 버전",
    restoring: "되돌리는 중...",
    restore: "버전 {number}(으)로 되돌리기",
    restored: "버전 {number}을(를) 버전 {restored}(으)로 되살렸습니다. 이제 방문자에게 보입니다.",
    noVersion: "그런 버전이 없습니다",
  },
  page: {
    editLabel: "편집 화면으로 돌아가기",
    newestNote: " (방문자가 보는 버전)",
    siteAuthor: "사이트(처음 내용)",
    savedVerb: "공개",
    currentNote: "지금 방문자가 보는 버전입니다.",
    sameNote: "지금 방문자가 보는 내용과 같습니다.",
    gone: "그 버전은 더 이상 없습니다.",
    sameMoment: "다른 운영진이 같은 순간에 이 페이지를 공개했습니다. 다시 시도해 주세요.",
  },
  project: {
    editLabel: "프로젝트 수정",
    newestNote: " (현재 상태)",
    siteAuthor: "알 수 없음(변경 이력을 보관하기 전)",
    savedVerb: "저장",
    currentNote: "프로젝트의 현재 상태입니다.",
    sameNote: "지금 프로젝트는 이 버전과 같습니다.",
    gone: "그 프로젝트나 버전은 더 이상 없습니다.",
    taken: "{duplicate} 먼저 그 프로젝트의 ID를 바꾸거나, 대신 이 프로젝트를 수정하세요.",
    duplicate: "ID가 {code}인 프로젝트가 이미 있습니다.",
    fields: {
      code: "프로젝트 ID",
      projectDate: "날짜",
      videoUrl: "동영상",
      cost: "비용",
      manHours: "봉사 시간",
      isSignature: "대표 프로젝트",
      isDraft: "상태",
      photos: "사진",
      ...projectTextLabels("ko"),
    },
    yes: "예",
    no: "아니요",
    draft: "임시 저장",
    published: "공개됨",
  },
  bulletin: {
    editLabel: "소식지로 돌아가기",
    newestNote: " (현재 상태)",
    siteAuthor: "알 수 없음",
    savedVerb: "저장",
    currentNote: "소식지의 현재 상태입니다.",
    sameNote: "지금 소식지는 이 버전과 같습니다.",
    gone: "그 소식지나 버전은 더 이상 없습니다.",
    sent: "이미 발송된 소식지라서 바꿀 수 없습니다.",
    restored: "버전 {number}을(를) 버전 {restored}(으)로 되살렸습니다. 임시 저장본이 그때 상태로 돌아갔습니다.",
    history: "버전 기록",
    fields: {
      title: "제목",
      body: "본문",
      membersOnly: "회원 전용",
      withEvents: "다가오는 일정",
      withCelebrations: "생일과 기념일",
      withProjects: "최근 프로젝트",
      photoIds: "사진",
    },
    yes: "예",
    no: "아니요",
  },
  photos: {
    builtin: "사이트에 기본으로 들어 있는 사진",
    deleted: "사진 #{id} (이후 삭제됨)",
    undescribed: "사진 #{id} (설명 없음)",
  },
};

const hi: HistoryCopy = {
  common: editingCopy.hi.common,
  history: {
    title: "इतिहास: {title}",
    kept: "पिछले {kept} संस्करण सँभालकर रखे जाते हैं।",
    none: "अभी कोई संस्करण नहीं है: अगली बार सेव करने पर पहले और बाद की स्थिति रखी जाएगी।",
    version: "संस्करण {number}",
    noRecord: "ऐसा कोई पेज या परियोजना नहीं है",
  },
  version: {
    metaTitle: "संस्करण",
    title: "{title}: संस्करण {number}",
    line: "{time} को {by} ने {saved}: {summary}।",
    all: "सभी संस्करण",
    restoring: "वापस लाया जा रहा है...",
    restore: "संस्करण {number} वापस लाएँ",
    restored: "संस्करण {number} को संस्करण {restored} के रूप में वापस लाया गया: अब विज़िटर इसे देख रहे हैं।",
    noVersion: "ऐसा कोई संस्करण नहीं है",
  },
  page: {
    editLabel: "संपादन पर वापस जाएँ",
    newestNote: " (जो विज़िटर देखते हैं)",
    siteAuthor: "साइट (शुरुआती सामग्री)",
    savedVerb: "प्रकाशित किया",
    currentNote: "विज़िटर अभी यही संस्करण देख रहे हैं।",
    sameNote: "विज़िटर अभी भी यही सामग्री देख रहे हैं।",
    gone: "वह संस्करण अब मौजूद नहीं है।",
    sameMoment: "ठीक उसी समय किसी दूसरे पदाधिकारी ने यह पेज प्रकाशित कर दिया। कृपया फिर से कोशिश करें।",
  },
  project: {
    editLabel: "परियोजना बदलें",
    newestNote: " (अभी जैसी है)",
    siteAuthor: "अज्ञात (इतिहास रखे जाने से पहले)",
    savedVerb: "सेव किया",
    currentNote: "परियोजना अभी ऐसी ही है।",
    sameNote: "परियोजना अभी बिल्कुल इसी संस्करण जैसी है।",
    gone: "वह परियोजना या संस्करण अब मौजूद नहीं है।",
    taken: "{duplicate} पहले उस परियोजना की ID बदलें, या फिर इसी परियोजना को बदल लें।",
    duplicate: "{code} ID वाली परियोजना पहले से मौजूद है।",
    fields: {
      code: "परियोजना ID",
      projectDate: "तारीख",
      videoUrl: "वीडियो",
      cost: "लागत",
      manHours: "श्रम-घंटे",
      isSignature: "सिग्नेचर परियोजना",
      isDraft: "स्थिति",
      photos: "फ़ोटो",
      ...projectTextLabels("hi"),
    },
    yes: "हाँ",
    no: "नहीं",
    draft: "ड्राफ़्ट",
    published: "प्रकाशित",
  },
  bulletin: {
    editLabel: "बुलेटिन पर वापस जाएँ",
    newestNote: " (अभी जैसा है)",
    siteAuthor: "अज्ञात",
    savedVerb: "सेव किया",
    currentNote: "बुलेटिन अभी ऐसा ही है।",
    sameNote: "बुलेटिन अभी बिल्कुल इसी संस्करण जैसा है।",
    gone: "वह बुलेटिन या संस्करण अब मौजूद नहीं है।",
    sent: "यह बुलेटिन भेजा जा चुका है, अब इसे बदला नहीं जा सकता।",
    restored: "संस्करण {number} को संस्करण {restored} के रूप में वापस लाया गया: ड्राफ़्ट अब वैसा ही है जैसा तब था।",
    history: "संस्करण",
    fields: {
      title: "शीर्षक",
      body: "पाठ",
      membersOnly: "केवल सदस्यों के लिए",
      withEvents: "आने वाले कार्यक्रम",
      withCelebrations: "जन्मदिन और वर्षगाँठ",
      withProjects: "ताज़ा प्रोजेक्ट",
      photoIds: "फ़ोटो",
    },
    yes: "हाँ",
    no: "नहीं",
  },
  photos: {
    builtin: "साइट के साथ आई तस्वीर",
    deleted: "फ़ोटो #{id}, जो बाद में हटा दी गई",
    undescribed: "फ़ोटो #{id}, कोई विवरण नहीं",
  },
};

export const historyCopy: Record<Locale, HistoryCopy> = { en, ko, hi };
