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
  attendance: "Attendance",
  bulletins: "Bulletins",
  pages: "Pages",
  clubProfile: "Club profile",
  officials: "Officials",
  account: "My account",
  signOut: "Sign out",
  edit: "Edit",
  editProject: "Edit this project",
  editMember: "Edit {name}",
  /** Above a page an official previews (components/preview-notice.tsx). */
  previewNotice: "Preview of the draft: visitors do not see this until it is published.",
  draft: "Draft: only officials can see this page. To publish it, open it and press Save and publish.",
  /** The question before a link or the back button leaves a form with changes not saved (decision 0055). */
  leaveTitle: "Leave without saving?",
  leaveBody: "You have changes on this page that are not saved yet. If you leave now, they are lost.",
  stay: "Stay on this page",
  leave: "Leave without saving",
  /** Above a form posted after the session ended, filled in again once the official signed back in. */
  keptNotice: "You were signed out before this was saved. Your changes are filled in below; check them and save again.",
  /** The page editor's own saving while the official types; {time} is "7:42 pm". */
  autosaved: "Draft saved at {time}",
  autosaveConflict:
    "Not saved automatically: someone else changed this page. Choose yours or theirs below, then press Save draft.",
  autosaveSignedOut:
    "Not saved automatically: you were signed out. Press Save draft to sign in again; your changes will be kept.",
  autosaveRefused: "Not saved automatically: some fields need attention. Press Save draft to see which.",
  autosaveFailed: "Not saved automatically. Your changes are still here; press Save draft to try again.",
  /** The officials' screens' own frame (components/admin-page.tsx): the tools their menu does not list. */
  toolsLabel: "Officials' tools",
  tools: {
    newProject: "New project",
    deleteProject: "Delete project",
    removeSignature: "Remove signature mark",
    addMember: "Add member",
    removeMember: "Remove member",
    addPastPresident: "Add past president",
    handover: "Handover",
    trash: "Trash",
    activity: "Activity",
    gifts: "Gifts",
    givingSettings: "Giving settings",
  },
  /** An officials' form saved by someone else meanwhile (components/official-form.tsx, decision 0054). */
  conflictFields: "Changed by them since you opened this form:",
  conflictUntouched:
    "Changed by them while you had this form open; you had not changed it, so theirs is shown. Theirs:",
  conflictTyping: "Changed by them while you were typing here. Theirs:",
  conflictEmpty: "(empty)",
  keepMine: "Keep mine",
  takeTheirs: "Take theirs",
  /** A save refused for someone else's change (forms/official-form.server.ts, replyConflict). */
  conflictNotSaved:
    "Not saved: {who} a change here{when}, after you opened this form. Nothing you typed is lost. Choose yours or theirs in {count} marked below, then save again.",
  conflictWhoNamed: "{name} saved",
  conflictWhoSomeone: "Someone else saved",
  conflictWhen: " on {time}",
  conflictOneField: "the field",
  conflictSomeFields: "the {count} fields",
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
  attendance: "출석",
  bulletins: "소식지",
  pages: "페이지 편집",
  clubProfile: "클럽 정보",
  officials: "운영진",
  account: "내 계정",
  signOut: "로그아웃",
  edit: "수정",
  editProject: "이 프로젝트 수정",
  editMember: "{name} 님 정보 수정",
  previewNotice: "임시 저장본 미리 보기: 공개하기 전까지 방문자에게는 보이지 않습니다.",
  draft: "임시 저장: 운영진만 볼 수 있는 페이지입니다. 공개하려면 편집 화면에서 ‘저장하고 공개’를 누르세요.",
  leaveTitle: "저장하지 않고 나가시겠습니까?",
  leaveBody: "이 페이지에 아직 저장하지 않은 변경 사항이 있습니다. 지금 나가면 변경한 내용이 사라집니다.",
  stay: "이 페이지에 머물기",
  leave: "저장하지 않고 나가기",
  keptNotice:
    "저장되기 전에 로그아웃되었습니다. 입력하신 내용을 아래에 다시 채워 두었으니 확인한 뒤 다시 저장해 주세요.",
  autosaved: "{time}에 임시 저장됨",
  autosaveConflict:
    "자동 저장되지 않았습니다: 다른 분이 이 페이지를 변경했습니다. 아래에서 내 내용과 그분의 내용 중 하나를 고른 뒤 ‘임시 저장’을 눌러 주세요.",
  autosaveSignedOut:
    "자동 저장되지 않았습니다: 로그아웃되었습니다. ‘임시 저장’을 눌러 다시 로그인하세요. 입력한 내용은 보관됩니다.",
  autosaveRefused:
    "자동 저장되지 않았습니다: 확인이 필요한 항목이 있습니다. ‘임시 저장’을 누르면 어느 항목인지 알려 드립니다.",
  autosaveFailed: "자동 저장되지 않았습니다. 입력한 내용은 그대로 있으니 ‘임시 저장’을 눌러 다시 시도해 주세요.",
  toolsLabel: "운영진 도구",
  tools: {
    newProject: "새 프로젝트",
    deleteProject: "프로젝트 삭제",
    removeSignature: "대표 프로젝트 표시 해제",
    addMember: "회원 추가",
    removeMember: "회원 삭제",
    addPastPresident: "역대 회장 추가",
    handover: "인수인계",
    trash: "휴지통",
    activity: "활동 기록",
    gifts: "기부금",
    givingSettings: "기부 설정",
  },
  conflictFields: "이 양식을 연 뒤 다른 분이 바꾼 항목:",
  conflictUntouched:
    "양식을 열어 둔 동안 다른 분이 바꾸었고, 내가 바꾸지 않은 항목이라 그분의 내용을 보여 드립니다. 그분의 내용:",
  conflictTyping: "여기에 입력하는 동안 다른 분이 바꾼 항목입니다. 그분의 내용:",
  conflictEmpty: "(비어 있음)",
  keepMine: "내 내용 유지",
  takeTheirs: "그분의 내용 사용",
  conflictNotSaved:
    "저장되지 않았습니다: 이 양식을 연 뒤 {who}{when} 여기를 바꾸었습니다. 입력하신 내용은 그대로 있습니다. 아래 표시된 {count}에서 내 내용과 그분의 내용 중 하나를 고른 뒤 다시 저장해 주세요.",
  conflictWhoNamed: "{name} 님이",
  conflictWhoSomeone: "다른 분이",
  conflictWhen: " {time}에",
  conflictOneField: "항목",
  conflictSomeFields: "{count}개 항목",
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
  attendance: "उपस्थिति",
  bulletins: "बुलेटिन",
  pages: "पेज संपादन",
  clubProfile: "क्लब प्रोफ़ाइल",
  officials: "पदाधिकारी",
  account: "मेरा खाता",
  signOut: "साइन आउट",
  edit: "बदलें",
  editProject: "यह परियोजना बदलें",
  editMember: "{name} की जानकारी बदलें",
  previewNotice: "ड्राफ़्ट का पूर्वावलोकन: प्रकाशित होने तक विज़िटर इसे नहीं देखते।",
  draft: "ड्राफ़्ट: यह पेज केवल पदाधिकारी देख सकते हैं। इसे सबके लिए प्रकाशित करने के लिए इसे खोलकर ‘सेव करके प्रकाशित करें’ दबाएँ।",
  leaveTitle: "बिना सेव किए पेज छोड़ें?",
  leaveBody: "इस पेज पर आपके कुछ बदलाव अभी सेव नहीं हुए हैं। अभी पेज छोड़ेंगे तो वे मिट जाएँगे।",
  stay: "इसी पेज पर रहें",
  leave: "बिना सेव किए छोड़ें",
  keptNotice: "यह सेव होने से पहले आप साइन आउट हो गए थे। आपके बदलाव नीचे भर दिए गए हैं; उन्हें जाँचकर फिर से सेव करें।",
  autosaved: "ड्राफ़्ट {time} सेव हुआ",
  autosaveConflict: "अपने-आप सेव नहीं हुआ: किसी और ने यह पेज बदल दिया है। नीचे अपना या उनका बदलाव चुनें, फिर ‘ड्राफ़्ट सेव करें’ दबाएँ।",
  autosaveSignedOut:
    "अपने-आप सेव नहीं हुआ: आप साइन आउट हो गए हैं। फिर से साइन इन करने के लिए ‘ड्राफ़्ट सेव करें’ दबाएँ; आपके बदलाव सँभालकर रखे जाएँगे।",
  autosaveRefused: "अपने-आप सेव नहीं हुआ: कुछ जानकारी ठीक करनी है। कौन-सी, यह देखने के लिए ‘ड्राफ़्ट सेव करें’ दबाएँ।",
  autosaveFailed: "अपने-आप सेव नहीं हुआ। आपके बदलाव यहीं हैं; फिर से कोशिश करने के लिए ‘ड्राफ़्ट सेव करें’ दबाएँ।",
  toolsLabel: "पदाधिकारियों के औज़ार",
  tools: {
    newProject: "नई परियोजना",
    deleteProject: "परियोजना हटाएँ",
    removeSignature: "सिग्नेचर का निशान हटाएँ",
    addMember: "सदस्य जोड़ें",
    removeMember: "सदस्य हटाएँ",
    addPastPresident: "पूर्व अध्यक्ष जोड़ें",
    handover: "कार्यभार सौंपना",
    trash: "ट्रैश",
    activity: "गतिविधि",
    gifts: "दान",
    givingSettings: "दान की सेटिंग",
  },
  conflictFields: "यह फ़ॉर्म खोलने के बाद किसी और ने ये बदले:",
  conflictUntouched: "फ़ॉर्म खुला रहते किसी और ने इसे बदला; आपने इसे नहीं बदला था, इसलिए उनका बदलाव दिखाया गया है। उनका:",
  conflictTyping: "आप यहाँ लिख रहे थे, तभी किसी और ने इसे बदला। उनका:",
  conflictEmpty: "(खाली)",
  keepMine: "मेरा रखें",
  takeTheirs: "उनका लें",
  conflictNotSaved:
    "सेव नहीं हुआ: यह फ़ॉर्म खोलने के बाद {who}{when} यहाँ बदलाव सेव किया। आपका लिखा कुछ भी नहीं मिटा है। नीचे निशान लगे {count} में अपना या उनका बदलाव चुनें, फिर दोबारा सेव करें।",
  conflictWhoNamed: "{name} ने",
  conflictWhoSomeone: "किसी और ने",
  conflictWhen: " {time} पर",
  conflictOneField: "खाने",
  conflictSomeFields: "{count} खानों",
};

export const officialsCopy: Record<Locale, OfficialsCopy> = { en, ko, hi };
