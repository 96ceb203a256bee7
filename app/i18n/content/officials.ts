import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * The words officials see on public pages: their menu in the navigation bar
 * and the Edit links. Only the root loader of a signed-in request sends them,
 * so an anonymous page (and the HTML cache) carries none of it.
 */
const en = {
  menu: "Admin",
  label: "Officials' menu",
  /** After the number on the menu button and beside Inbox. */
  newMessages: "{count} new",
  dashboard: "Dashboard",
  inbox: "Inbox",
  projects: "Projects",
  members: "Members",
  events: "Events",
  pages: "Pages",
  clubProfile: "Club profile",
  officials: "Officials",
  account: "My account",
  signOut: "Sign out",
  edit: "Edit",
  editProject: "Edit this project",
  editMember: "Edit {name}",
  draft: "Draft: only officials can see this page. To publish it, untick Draft and save.",
} as const;

export type OfficialsCopy = Widen<typeof en>;

const ko: OfficialsCopy = {
  menu: "관리",
  label: "운영진 메뉴",
  newMessages: "새 메시지 {count}건",
  dashboard: "대시보드",
  inbox: "받은 메시지",
  projects: "프로젝트",
  members: "회원",
  events: "모임·행사",
  pages: "페이지 편집",
  clubProfile: "클럽 정보",
  officials: "운영진",
  account: "내 계정",
  signOut: "로그아웃",
  edit: "수정",
  editProject: "이 프로젝트 수정",
  editMember: "{name} 님 정보 수정",
  draft: "임시 저장: 운영진만 볼 수 있는 페이지입니다. 공개하려면 ‘Draft’ 선택을 해제하고 저장하세요.",
};

const hi: OfficialsCopy = {
  menu: "एडमिन",
  label: "पदाधिकारियों का मेन्यू",
  newMessages: "नए संदेश: {count}",
  dashboard: "डैशबोर्ड",
  inbox: "इनबॉक्स",
  projects: "परियोजनाएँ",
  members: "सदस्य",
  events: "कार्यक्रम",
  pages: "पेज संपादन",
  clubProfile: "क्लब प्रोफ़ाइल",
  officials: "पदाधिकारी",
  account: "मेरा खाता",
  signOut: "साइन आउट",
  edit: "बदलें",
  editProject: "यह परियोजना बदलें",
  editMember: "{name} की जानकारी बदलें",
  draft: "ड्राफ़्ट: यह पेज केवल पदाधिकारी देख सकते हैं। इसे सबके लिए प्रकाशित करने के लिए ‘Draft’ का निशान हटाकर सेव करें।",
};

export const officialsCopy: Record<Locale, OfficialsCopy> = { en, ko, hi };
