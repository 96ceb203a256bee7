import type { Locale } from "../locales";
import type { Widen } from "../types";

/** The bulletin's archive on the site (/bulletin, /bulletin/:id) and the footer's sign-up box (issue 26). */
const en = {
  title: "Bulletin",
  description: "Past issues of the club's bulletin: meetings, events and service projects.",
  intro: "Every bulletin the club has sent, newest first. Sign up to get the next one by e-mail.",
  none: "No bulletin has been sent yet.",
  signUp: "Sign up for the bulletin",
  sentOn: "Sent on {date}",
  membersOnly: "For members",
  share: "Share on WhatsApp",
  rss: "RSS",
  atom: "Atom",
  all: "All bulletins",
  alsoIn: "Also in:",
  forMembers: "This bulletin is for the club's members.",
  signInToRead: "Sign in to read it",
  pagination: { label: "Pages of past bulletins", previous: "Newer", next: "Older", status: "Page {page} of {pages}" },
} as const;

export type BulletinContent = Widen<typeof en>;

const ko: BulletinContent = {
  title: "소식지",
  description: "클럽 소식지 지난 호: 모임, 행사, 봉사 프로젝트 소식.",
  intro: "클럽이 보낸 소식지를 최신 호부터 모았습니다. 신청하시면 다음 호를 메일로 받으실 수 있습니다.",
  none: "아직 발송된 소식지가 없습니다.",
  signUp: "소식지 신청",
  sentOn: "{date} 발송",
  membersOnly: "회원 전용",
  share: "WhatsApp으로 공유",
  rss: "RSS",
  atom: "Atom",
  all: "모든 소식지",
  alsoIn: "다른 언어:",
  forMembers: "이 소식지는 클럽 회원 전용입니다.",
  signInToRead: "로그인하고 읽기",
  pagination: {
    label: "지난 소식지 페이지 이동",
    previous: "최근 호",
    next: "지난 호",
    status: "전체 {pages}페이지 중 {page}페이지",
  },
};

const hi: BulletinContent = {
  title: "बुलेटिन",
  description: "क्लब के बुलेटिन के पिछले अंक: बैठकें, कार्यक्रम और सेवा प्रोजेक्ट।",
  intro: "क्लब के भेजे सभी बुलेटिन, सबसे नया सबसे ऊपर। अगला अंक ई-मेल से पाने के लिए सदस्यता लें।",
  none: "अभी तक कोई बुलेटिन नहीं भेजा गया है।",
  signUp: "बुलेटिन की सदस्यता लें",
  sentOn: "{date} को भेजा गया",
  membersOnly: "सदस्यों के लिए",
  share: "WhatsApp पर साझा करें",
  rss: "RSS",
  atom: "Atom",
  all: "सभी बुलेटिन",
  alsoIn: "दूसरी भाषाओं में:",
  forMembers: "यह बुलेटिन क्लब के सदस्यों के लिए है।",
  signInToRead: "पढ़ने के लिए साइन इन करें",
  pagination: { label: "पिछले बुलेटिनों के पेज", previous: "नए अंक", next: "पुराने अंक", status: "पेज {page} / {pages}" },
};

export const bulletinContent: Record<Locale, BulletinContent> = { en, ko, hi };
