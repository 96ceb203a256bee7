import type { Locale } from "../../locale";
import { fill, type Widen } from "../../types";

/** The officials' trash (routes/admin/trash.tsx, trash-words.ts). */
const en = {
  title: "Trash",
  /** {days}: how long the trash keeps things. */
  intro:
    "What officials deleted stays here for {days} days, then goes for good. Restoring puts it back as it was, with everything that belonged to it. Times are India Standard Time.",
  noLonger: "That is no longer in the trash.",
  empty: "The trash is empty.",
  caption: "Deleted things, newest first",
  what: "What",
  name: "Name",
  deletedBy: "Deleted by",
  when: "When",
  action: "Action",
  commandLine: "command line",
  theCommandLine: "the command line",
  /** {exact}: the time; {purged}: "in 29 days". */
  goneForGood: "({exact}); gone for good {purged}",
  deleteForEver: "Delete for ever",
  deleteForEverLabel: "Delete {label} for ever",
  restore: "Restore",
  restoreLabel: "Restore {label}",
  restoreTitle: "Restore this?",
  /** {kind} lower case, {label} in bold, {when} "5 minutes ago", {who} a name or theCommandLine. */
  restoreQuestion:
    "Restore the {kind} {label}, deleted {when} by {who}? It goes back where it was, with everything that belonged to it.",
  cancel: "Cancel",
  deleteTitle: "Delete for ever?",
  deleteQuestion: "Delete the {kind} {label} for ever?",
  cannotRestore: "It cannot be restored after this.",
  deleting: "Deleting...",
  restored: "Restored: {label}.",
  deleted: "Deleted for ever.",
  failed: "That did not work. Nothing was changed; please try again.",
  kinds: {
    project: "Project",
    event: "Event",
    member: "Member",
    past_president: "Past president",
    officer_term: "Officer term",
    content_draft: "Page draft",
    project_changes: "Waiting project changes",
    demo_content: "Demo content",
  },
  /** The link after a restore. */
  links: {
    project: "See the project's history",
    event: "Open the event",
    member: "Open the members table",
    past_president: "See the past presidents",
    officer_term: "Open the handover",
    project_changes: "Open the project",
    content_draft: "Open the draft",
    demo_content: "Open the club profile",
  },
  /** trash-words.ts: how long ago, and when it goes for good. */
  justNow: "just now",
  minuteAgo: "1 minute ago",
  minutesAgo: "{n} minutes ago",
  hourAgo: "1 hour ago",
  hoursAgo: "{n} hours ago",
  yesterday: "yesterday",
  daysAgo: "{n} days ago",
  withinADay: "within a day",
  inADay: "in 1 day",
  inDays: "in {n} days",
  /** Why a restore was refused (models/trash.server.ts), with the model's values. */
  conflicts: {
    projectCode:
      "A project with the Project ID “{code}” exists now. Give that project another Project ID (or delete it), then restore this one.",
    projectChanges: "This project has newer waiting changes. Publish or throw those away first, then restore these.",
    pastPresident:
      "The list of past presidents has an entry for {year} now. Delete or change that entry, then restore this one.",
    officerTerm: "{year} has someone in that office now ({office}). Remove that term first, then restore.",
    contentDraft: "This page has a newer draft. Publish or discard that draft first, then restore this one.",
    sameName: "Something on the site now has the same name or number as this. Change or delete that, then restore.",
    noLonger: "That is no longer in the trash.",
  },
} as const;

export type TrashCopy = Widen<typeof en>;

const ko: TrashCopy = {
  title: "휴지통",
  intro:
    "운영진이 삭제한 항목은 {days}일 동안 이곳에 보관된 뒤 완전히 삭제됩니다. 복원하면 딸린 내용까지 모두 삭제 전 상태로 돌아갑니다. 시간은 인도 표준시입니다.",
  noLonger: "이 항목은 이제 휴지통에 없습니다.",
  empty: "휴지통이 비어 있습니다.",
  caption: "삭제된 항목(최신 순)",
  what: "종류",
  name: "이름",
  deletedBy: "삭제한 사람",
  when: "삭제 시각",
  action: "작업",
  commandLine: "명령줄",
  theCommandLine: "명령줄",
  goneForGood: "({exact}), {purged} 완전히 삭제됨",
  deleteForEver: "영구 삭제",
  deleteForEverLabel: "{label} 영구 삭제",
  restore: "복원",
  restoreLabel: "{label} 복원",
  restoreTitle: "복원할까요?",
  restoreQuestion:
    "{who}이(가) {when} 삭제한 {kind} {label}을(를) 복원할까요? 딸린 내용과 함께 원래 자리로 돌아갑니다.",
  cancel: "취소",
  deleteTitle: "영구 삭제할까요?",
  deleteQuestion: "{kind} {label}을(를) 영구 삭제할까요?",
  cannotRestore: "삭제하면 다시 복원할 수 없습니다.",
  deleting: "삭제하는 중...",
  restored: "복원했습니다: {label}.",
  deleted: "영구 삭제했습니다.",
  failed: "처리하지 못했습니다. 아무것도 바뀌지 않았으니 다시 시도해 주세요.",
  kinds: {
    project: "프로젝트",
    event: "행사",
    member: "회원",
    past_president: "역대 회장",
    officer_term: "임원 임기",
    content_draft: "페이지 임시 저장본",
    project_changes: "대기 중인 프로젝트 변경",
    demo_content: "데모 콘텐츠",
  },
  links: {
    project: "프로젝트 변경 이력 보기",
    event: "행사 열기",
    member: "회원 목록 열기",
    past_president: "역대 회장 보기",
    officer_term: "인수인계 열기",
    project_changes: "프로젝트 열기",
    content_draft: "임시 저장본 열기",
    demo_content: "클럽 정보 열기",
  },
  justNow: "방금",
  minuteAgo: "1분 전",
  minutesAgo: "{n}분 전",
  hourAgo: "1시간 전",
  hoursAgo: "{n}시간 전",
  yesterday: "어제",
  daysAgo: "{n}일 전",
  withinADay: "하루 안에",
  inADay: "1일 후",
  inDays: "{n}일 후",
  conflicts: {
    projectCode:
      "프로젝트 ID가 “{code}”인 프로젝트가 지금 있습니다. 그 프로젝트의 ID를 바꾸거나 삭제한 뒤 이 프로젝트를 복원해 주세요.",
    projectChanges:
      "이 프로젝트에 더 최근의 대기 중인 변경이 있습니다. 그 변경을 먼저 공개하거나 버린 뒤 복원해 주세요.",
    pastPresident:
      "역대 회장 목록에 지금 {year} 항목이 있습니다. 그 항목을 삭제하거나 수정한 뒤 이 항목을 복원해 주세요.",
    officerTerm: "{year}에는 지금 그 직책을 맡은 사람이 있습니다({office}). 그 임기를 먼저 삭제한 뒤 복원해 주세요.",
    contentDraft: "이 페이지에 더 최근의 임시 저장본이 있습니다. 그 저장본을 먼저 공개하거나 버린 뒤 복원해 주세요.",
    sameName: "사이트에 이름이나 번호가 같은 항목이 지금 있습니다. 그 항목을 바꾸거나 삭제한 뒤 복원해 주세요.",
    noLonger: "이 항목은 이제 휴지통에 없습니다.",
  },
};

const hi: TrashCopy = {
  title: "ट्रैश",
  intro:
    "पदाधिकारियों द्वारा हटाई गई चीज़ें यहाँ {days} दिन तक रहती हैं, फिर हमेशा के लिए हट जाती हैं। वापस लाने पर वह चीज़ अपनी सभी जुड़ी चीज़ों के साथ पहले जैसी हो जाती है। समय भारतीय मानक समय में है।",
  noLonger: "यह अब ट्रैश में नहीं है।",
  empty: "ट्रैश खाली है।",
  caption: "हटाई गई चीज़ें, सबसे नई पहले",
  what: "क्या",
  name: "नाम",
  deletedBy: "किसने हटाया",
  when: "कब",
  action: "कार्रवाई",
  commandLine: "कमांड लाइन",
  theCommandLine: "कमांड लाइन",
  goneForGood: "({exact}); {purged} हमेशा के लिए हट जाएगा",
  deleteForEver: "हमेशा के लिए हटाएँ",
  deleteForEverLabel: "{label} को हमेशा के लिए हटाएँ",
  restore: "वापस लाएँ",
  restoreLabel: "{label} को वापस लाएँ",
  restoreTitle: "इसे वापस लाना है?",
  restoreQuestion:
    "क्या {when} {who} द्वारा हटाया गया {kind} {label} वापस लाना है? यह अपनी सभी जुड़ी चीज़ों के साथ अपनी पुरानी जगह पर लौट आएगा।",
  cancel: "रद्द करें",
  deleteTitle: "हमेशा के लिए हटाना है?",
  deleteQuestion: "क्या {kind} {label} को हमेशा के लिए हटाना है?",
  cannotRestore: "इसके बाद इसे वापस नहीं लाया जा सकेगा।",
  deleting: "हटाया जा रहा है...",
  restored: "वापस लाया गया: {label}।",
  deleted: "हमेशा के लिए हटा दिया गया।",
  failed: "यह नहीं हो सका। कुछ भी नहीं बदला है; कृपया फिर से कोशिश करें।",
  kinds: {
    project: "प्रोजेक्ट",
    event: "कार्यक्रम",
    member: "सदस्य",
    past_president: "पूर्व अध्यक्ष",
    officer_term: "पदाधिकारी का कार्यकाल",
    content_draft: "पेज का ड्राफ़्ट",
    project_changes: "प्रोजेक्ट के रुके हुए बदलाव",
    demo_content: "डेमो सामग्री",
  },
  links: {
    project: "प्रोजेक्ट का इतिहास देखें",
    event: "कार्यक्रम खोलें",
    member: "सदस्यों की तालिका खोलें",
    past_president: "पूर्व अध्यक्ष देखें",
    officer_term: "‘कार्यभार सौंपना’ पेज खोलें",
    project_changes: "प्रोजेक्ट खोलें",
    content_draft: "ड्राफ़्ट खोलें",
    demo_content: "क्लब प्रोफ़ाइल खोलें",
  },
  justNow: "अभी-अभी",
  minuteAgo: "1 मिनट पहले",
  minutesAgo: "{n} मिनट पहले",
  hourAgo: "1 घंटा पहले",
  hoursAgo: "{n} घंटे पहले",
  yesterday: "कल",
  daysAgo: "{n} दिन पहले",
  withinADay: "एक दिन के अंदर",
  inADay: "1 दिन में",
  inDays: "{n} दिन में",
  conflicts: {
    projectCode:
      "प्रोजेक्ट आईडी “{code}” वाला एक प्रोजेक्ट अब मौजूद है। उस प्रोजेक्ट को दूसरी प्रोजेक्ट आईडी दें (या उसे हटाएँ), फिर इसे वापस लाएँ।",
    projectChanges: "इस प्रोजेक्ट के इससे नए बदलाव रुके हुए हैं। पहले उन्हें प्रकाशित करें या छोड़ दें, फिर इन्हें वापस लाएँ।",
    pastPresident: "पूर्व अध्यक्षों की सूची में अब {year} की प्रविष्टि है। उस प्रविष्टि को हटाएँ या बदलें, फिर इसे वापस लाएँ।",
    officerTerm: "{year} में अब उस पद पर कोई है ({office})। पहले वह कार्यकाल हटाएँ, फिर इसे वापस लाएँ।",
    contentDraft: "इस पेज का इससे नया ड्राफ़्ट मौजूद है। पहले उस ड्राफ़्ट को प्रकाशित करें या छोड़ दें, फिर इसे वापस लाएँ।",
    sameName: "साइट पर अब इसी नाम या नंबर वाली कोई और चीज़ है। उसे बदलें या हटाएँ, फिर इसे वापस लाएँ।",
    noLonger: "यह अब ट्रैश में नहीं है।",
  },
};

export const trashCopy: Record<Locale, TrashCopy> = { en, ko, hi };

/** How long ago an instant was, in the copy's words: "just now", "5 minutes ago", "yesterday", "12 days ago". */
export function timeAgoIn(copy: TrashCopy, iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return copy.justNow;
  if (minutes < 60) return minutes === 1 ? copy.minuteAgo : fill(copy.minutesAgo, { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? copy.hourAgo : fill(copy.hoursAgo, { n: hours });
  const days = Math.floor(hours / 24);
  return days === 1 ? copy.yesterday : fill(copy.daysAgo, { n: days });
}

/** When a trash item goes for good, in the copy's words: "in 29 days", "within a day". */
export function purgedInWords(copy: TrashCopy, purgeAt: string, now: Date): string {
  const days = Math.floor((Date.parse(purgeAt) - now.getTime()) / 86_400_000);
  if (days < 1) return copy.withinADay;
  return days === 1 ? copy.inADay : fill(copy.inDays, { n: days });
}
