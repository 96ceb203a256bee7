import type { InviteOutcome } from "~/auth/member-invitations.server";
import type { Locale } from "../../locale";
import type { Widen } from "../../types";

/** The officials' screen that invites members to sign in (routes/admin/members-invite.tsx). */
const en = {
  title: "Invite members",
  intro:
    "Members sign in to the members' area with a link sent to their e-mail: no password. Type the address of each member to invite (or to send a new link to), choose the language of the e-mails, and send. Each link works once, for 72 hours; after that they can ask for a new one on the members' sign-in page.",
  invalidEmail: "Enter an e-mail address like name@example.org.",
  chooseLanguage: "Choose the language of the e-mails.",
  someInvalid: "Some addresses are not valid: nothing was sent. Correct them and send again.",
  noneTyped: "Type the e-mail address of at least one member.",
  tooMany: "Invite at most {most} members at once.",
  needsPublicUrl: "Invitations need PUBLIC_URL to be set: ask who runs the server.",
  oneSent: "1 invitation sent. Each link works once, for 72 hours.",
  someSent: "{count} invitations sent. Each link works once, for 72 hours.",
  outcomes: {
    sent: "Invitation e-mailed.",
    official: "Linked: this is an official's address; they sign in with their password as before.",
    taken: "Not sent: this address is another member's account.",
    "has-account": "Not sent: this member already has an account under another address.",
    "not-found": "Not sent: this member is no longer in the list.",
  },
  sendByWhatsApp: "Send by WhatsApp",
  cannotSend: "Invitations need PUBLIC_URL to be set, so that their links name this site.",
  language: "Language of the e-mails",
  member: "Member",
  account: "Account",
  emailToInvite: "E-mail to invite",
  noAccount: "None yet",
  signedIn: "signed in {date}",
  notSignedIn: "not signed in yet",
  emailOf: "E-mail of {name}",
  send: "Send the invitations",
  back: "Back to members",
} as const;

export type MembersInviteCopy = Widen<typeof en> & {
  readonly outcomes: Readonly<Record<InviteOutcome["result"], string>>;
};

const ko: MembersInviteCopy = {
  title: "회원 초대",
  intro:
    "회원은 이메일로 받은 링크로 회원 공간에 로그인합니다. 비밀번호는 필요 없습니다. 초대할 회원(또는 새 링크를 보낼 회원)의 이메일 주소를 입력하고, 이메일 언어를 고른 뒤 보내세요. 링크는 72시간 동안 한 번만 쓸 수 있고, 그 뒤에는 회원 로그인 페이지에서 새 링크를 요청할 수 있습니다.",
  invalidEmail: "name@example.org 같은 이메일 주소를 입력해 주세요.",
  chooseLanguage: "이메일 언어를 골라 주세요.",
  someInvalid: "올바르지 않은 주소가 있어 아무것도 보내지 않았습니다. 고친 뒤 다시 보내 주세요.",
  noneTyped: "회원 한 명 이상의 이메일 주소를 입력해 주세요.",
  tooMany: "한 번에 {most}명까지 초대할 수 있습니다.",
  needsPublicUrl: "초대하려면 PUBLIC_URL 설정이 필요합니다. 서버를 관리하는 분에게 문의해 주세요.",
  oneSent: "초대장 1통을 보냈습니다. 링크는 72시간 동안 한 번만 쓸 수 있습니다.",
  someSent: "초대장 {count}통을 보냈습니다. 링크는 72시간 동안 한 번만 쓸 수 있습니다.",
  outcomes: {
    sent: "초대 이메일을 보냈습니다.",
    official: "연결했습니다: 운영진의 주소이므로 지금처럼 비밀번호로 로그인합니다.",
    taken: "보내지 않음: 이 주소는 다른 회원의 계정입니다.",
    "has-account": "보내지 않음: 이 회원은 이미 다른 주소로 계정이 있습니다.",
    "not-found": "보내지 않음: 이 회원은 더 이상 명단에 없습니다.",
  },
  sendByWhatsApp: "WhatsApp으로 보내기",
  cannotSend: "초대 링크에 이 사이트 주소가 들어가야 하므로 PUBLIC_URL 설정이 필요합니다.",
  language: "이메일 언어",
  member: "회원",
  account: "계정",
  emailToInvite: "초대할 이메일",
  noAccount: "아직 없음",
  signedIn: "{date} 로그인",
  notSignedIn: "아직 로그인하지 않음",
  emailOf: "{name} 님의 이메일",
  send: "초대장 보내기",
  back: "회원 목록으로",
};

const hi: MembersInviteCopy = {
  title: "सदस्यों को आमंत्रित करें",
  intro:
    "सदस्य अपने ई-मेल पर आए लिंक से सदस्य क्षेत्र में साइन इन करते हैं: कोई पासवर्ड नहीं। जिस सदस्य को आमंत्रित करना है (या नया लिंक भेजना है), उसका ई-मेल पता लिखें, ई-मेल की भाषा चुनें और भेजें। हर लिंक 72 घंटे तक एक ही बार चलता है; उसके बाद वे सदस्य साइन-इन पेज से नया लिंक माँग सकते हैं।",
  invalidEmail: "ई-मेल पता name@example.org जैसे रूप में लिखें।",
  chooseLanguage: "ई-मेल की भाषा चुनें।",
  someInvalid: "कुछ पते सही नहीं हैं: कुछ भी नहीं भेजा गया। उन्हें ठीक करके फिर से भेजें।",
  noneTyped: "कम से कम एक सदस्य का ई-मेल पता लिखें।",
  tooMany: "एक बार में अधिकतम {most} सदस्यों को आमंत्रित करें।",
  needsPublicUrl: "आमंत्रण भेजने के लिए PUBLIC_URL सेट होना चाहिए: सर्वर चलाने वाले व्यक्ति से कहें।",
  oneSent: "1 आमंत्रण भेजा गया। हर लिंक 72 घंटे तक एक ही बार चलता है।",
  someSent: "{count} आमंत्रण भेजे गए। हर लिंक 72 घंटे तक एक ही बार चलता है।",
  outcomes: {
    sent: "आमंत्रण ई-मेल से भेजा गया।",
    official: "जोड़ दिया गया: यह एक पदाधिकारी का पता है; वे पहले की तरह अपने पासवर्ड से साइन इन करेंगे।",
    taken: "नहीं भेजा गया: यह पता किसी दूसरे सदस्य के खाते का है।",
    "has-account": "नहीं भेजा गया: इस सदस्य का किसी दूसरे पते से पहले से खाता है।",
    "not-found": "नहीं भेजा गया: यह सदस्य अब सूची में नहीं है।",
  },
  sendByWhatsApp: "WhatsApp से भेजें",
  cannotSend: "आमंत्रण के लिंक में इस साइट का पता होना चाहिए, इसलिए PUBLIC_URL सेट होना ज़रूरी है।",
  language: "ई-मेल की भाषा",
  member: "सदस्य",
  account: "खाता",
  emailToInvite: "आमंत्रण के लिए ई-मेल",
  noAccount: "अभी नहीं",
  signedIn: "{date} को साइन इन किया",
  notSignedIn: "अभी तक साइन इन नहीं किया",
  emailOf: "{name} का ई-मेल",
  send: "आमंत्रण भेजें",
  back: "सदस्यों पर वापस जाएँ",
};

export const membersInviteCopy: Record<Locale, MembersInviteCopy> = { en, ko, hi };

/** The WhatsApp message with a member's link, in the language of their invitation. */
export const invitationWhatsApp: Record<Locale, string> = {
  en: "Your link to the members' area of our Rotary club (works once, for 72 hours): {link}",
  ko: "우리 로타리 클럽 회원 공간에 들어가는 링크입니다(72시간 동안 한 번만 쓸 수 있습니다): {link}",
  hi: "हमारे रोटरी क्लब के सदस्य क्षेत्र के लिए आपका लिंक (72 घंटे तक एक ही बार चलेगा): {link}",
};
