import { officialsFormMessages } from "~/forms/officials";
import type { Locale } from "../../locale";
import type { Widen } from "../../types";

/** The officials' "Officials" screen (routes/admin/officials.tsx). */
const en = {
  title: "Officials",
  removed: "Official removed. Their sessions have ended.",
  roleChanged: "Role changed.",
  withdrawn: "Invitation withdrawn: its link no longer works.",
  gone: "That invitation was no longer open (accepted, withdrawn or expired).",
  lastAdministrator:
    "The site needs at least one administrator: make someone else an administrator first, then try again.",
  noLongerListed: "That official is no longer on the list.",
  alreadyOfficial: "That address is already an official's.",
  invitationMade: "Invitation for {email} made. It will be e-mailed in a moment; you can also send the link yourself.",
  role: "Role",
  /** The WhatsApp message; {link}: the invitation's link. */
  whatsappMessage:
    "You are invited to help run our Rotary club's website. Open this link within 72 hours to choose your password: {link}",
  /** {email} in bold, {until} a time. */
  sendLink: "Send this link to {email} if the e-mail does not arrive. It works once, until {until}.",
  copyLabel: "Copy the invitation link",
  copy: "Copy link",
  copied: "Copied",
  linkCopied: "Invitation link copied.",
  copyFailed: "Copying failed: select the link.",
  whatsapp: "Send by WhatsApp",
  roleOf: "Role of {email}",
  cancel: "Cancel",
  saving: "Saving...",
  saveRole: "Save role",
  removeTitle: "Remove official",
  /** {email} in bold, {you} " (you)" or nothing. */
  removeQuestion:
    "Remove {email}{you}? Their sessions end at once and they can no longer sign in. You can invite them again later.",
  you: " (you)",
  remove: "Remove",
  intro:
    "Administrators may do everything, including this page, the club profile and the activity log. Editors look after projects, members, past presidents and the inbox.",
  email: "E-mail",
  name: "Name",
  lastSignIn: "Last sign-in",
  action: "Action",
  never: "Never",
  changeRoleLabel: "Change the role of {email}",
  changeRole: "Change role",
  removeLabel: "Remove {email}",
  inviteHeading: "Invite an official",
  inviteIntro:
    "They get a link by e-mail to choose their own name and password. The link works once, for 72 hours; a new invitation for the same address replaces it.",
  administratorHint:
    "Administrator is chosen for an incoming President or Secretary: they hand over to the next officers in a year.",
  invitationLanguage: "Language of the invitation and of their screens",
  inviting: "Inviting...",
  invite: "Invite",
  openInvitations: "Open invitations",
  invitedBy: "Invited by",
  worksUntil: "Link works until",
  withdrawLabel: "Withdraw the invitation of {email}",
  withdraw: "Withdraw",
  /** The invitation and role schemas' sentences (forms/officials.ts), in the official's language with translatorOf. */
  messages: officialsFormMessages,
} as const;

export type OfficialsScreenCopy = Widen<typeof en>;

const ko: OfficialsScreenCopy = {
  title: "운영진",
  removed: "운영진에서 삭제했습니다. 그 사람의 로그인은 모두 종료되었습니다.",
  roleChanged: "역할을 변경했습니다.",
  withdrawn: "초대를 취소했습니다. 초대 링크는 더 이상 작동하지 않습니다.",
  gone: "이미 열려 있지 않은 초대입니다(수락, 취소 또는 만료됨).",
  lastAdministrator:
    "사이트에는 관리자가 한 명 이상 있어야 합니다. 먼저 다른 사람을 관리자로 지정한 뒤 다시 시도해 주세요.",
  noLongerListed: "이 운영진은 이제 목록에 없습니다.",
  alreadyOfficial: "이 주소는 이미 운영진의 주소입니다.",
  invitationMade: "{email} 주소로 초대를 만들었습니다. 곧 이메일로 발송되며, 링크를 직접 보내셔도 됩니다.",
  role: "역할",
  whatsappMessage:
    "우리 로타리 클럽 웹사이트 운영에 함께해 주세요. 72시간 안에 이 링크를 열어 비밀번호를 정해 주세요: {link}",
  sendLink: "이메일이 도착하지 않으면 이 링크를 {email}에게 보내 주세요. 한 번만 쓸 수 있으며, {until}까지 유효합니다.",
  copyLabel: "초대 링크 복사",
  copy: "링크 복사",
  copied: "복사됨",
  linkCopied: "초대 링크를 복사했습니다.",
  copyFailed: "복사하지 못했습니다. 링크를 직접 선택해 주세요.",
  whatsapp: "WhatsApp으로 보내기",
  roleOf: "{email}의 역할",
  cancel: "취소",
  saving: "저장하는 중...",
  saveRole: "역할 저장",
  removeTitle: "운영진 삭제",
  removeQuestion:
    "{email}{you}을(를) 운영진에서 삭제할까요? 로그인이 바로 종료되며 더 이상 로그인할 수 없습니다. 나중에 다시 초대할 수 있습니다.",
  you: "(본인)",
  remove: "삭제",
  intro:
    "관리자는 이 페이지, 클럽 정보, 활동 기록을 포함한 모든 작업을 할 수 있습니다. 편집자는 프로젝트, 회원, 역대 회장, 받은 메시지를 관리합니다.",
  email: "이메일",
  name: "이름",
  lastSignIn: "마지막 로그인",
  action: "작업",
  never: "없음",
  changeRoleLabel: "{email}의 역할 변경",
  changeRole: "역할 변경",
  removeLabel: "{email} 삭제",
  inviteHeading: "운영진 초대",
  inviteIntro:
    "초대받은 사람은 이메일로 링크를 받아 이름과 비밀번호를 직접 정합니다. 링크는 72시간 동안 한 번만 쓸 수 있으며, 같은 주소로 다시 초대하면 이전 링크는 무효가 됩니다.",
  administratorHint:
    "새로 취임하는 회장이나 총무에게는 관리자가 선택됩니다. 1년 뒤 다음 임원에게 인수인계를 해야 하기 때문입니다.",
  invitationLanguage: "초대장과 그분이 쓸 화면의 언어",
  inviting: "초대하는 중...",
  invite: "초대",
  openInvitations: "대기 중인 초대",
  invitedBy: "초대한 사람",
  worksUntil: "링크 유효 기한",
  withdrawLabel: "{email} 초대 취소",
  withdraw: "초대 취소",
  messages: {
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailTooLong: "이메일 주소가 너무 깁니다.",
    emailInvalid: "name@example.org 형식의 이메일 주소를 입력해 주세요.",
    chooseRole: "관리자, 재무, 편집자 중에서 선택해 주세요.",
    chooseLanguage: "초대장 언어를 골라 주세요.",
  },
};

const hi: OfficialsScreenCopy = {
  title: "पदाधिकारी",
  removed: "पदाधिकारी हटा दिए गए। उनके सभी सेशन खत्म हो गए हैं।",
  roleChanged: "भूमिका बदल दी गई।",
  withdrawn: "आमंत्रण वापस ले लिया गया: इसका लिंक अब काम नहीं करेगा।",
  gone: "यह आमंत्रण अब खुला नहीं था (स्वीकार हो चुका, वापस लिया गया या समय खत्म)।",
  lastAdministrator: "साइट पर कम से कम एक एडमिनिस्ट्रेटर होना ज़रूरी है: पहले किसी और को एडमिनिस्ट्रेटर बनाएँ, फिर से कोशिश करें।",
  noLongerListed: "यह पदाधिकारी अब सूची में नहीं है।",
  alreadyOfficial: "यह पता पहले से किसी पदाधिकारी का है।",
  invitationMade: "{email} के लिए आमंत्रण बन गया। यह थोड़ी देर में ई-मेल से चला जाएगा; आप लिंक खुद भी भेज सकते हैं।",
  role: "भूमिका",
  whatsappMessage:
    "आपको हमारे रोटरी क्लब की वेबसाइट चलाने में मदद के लिए आमंत्रित किया गया है। अपना पासवर्ड चुनने के लिए 72 घंटे के अंदर यह लिंक खोलें: {link}",
  sendLink: "अगर ई-मेल न पहुँचे तो यह लिंक {email} को भेजें। यह एक बार, {until} तक काम करेगा।",
  copyLabel: "आमंत्रण का लिंक कॉपी करें",
  copy: "लिंक कॉपी करें",
  copied: "कॉपी हो गया",
  linkCopied: "आमंत्रण का लिंक कॉपी हो गया।",
  copyFailed: "कॉपी नहीं हो सका: लिंक को चुनकर कॉपी करें।",
  whatsapp: "WhatsApp से भेजें",
  roleOf: "{email} की भूमिका",
  cancel: "रद्द करें",
  saving: "सेव हो रहा है...",
  saveRole: "भूमिका सेव करें",
  removeTitle: "पदाधिकारी हटाएँ",
  removeQuestion:
    "क्या {email}{you} को हटाना है? उनके सेशन तुरंत खत्म हो जाएँगे और वे फिर साइन इन नहीं कर पाएँगे। आप उन्हें बाद में फिर से आमंत्रित कर सकते हैं।",
  you: " (आप)",
  remove: "हटाएँ",
  intro:
    "एडमिनिस्ट्रेटर सब कुछ कर सकते हैं, जिसमें यह पेज, क्लब प्रोफ़ाइल और गतिविधि लॉग भी शामिल हैं। एडिटर प्रोजेक्ट, सदस्य, पूर्व अध्यक्ष और इनबॉक्स सँभालते हैं।",
  email: "ई-मेल",
  name: "नाम",
  lastSignIn: "पिछला साइन-इन",
  action: "कार्रवाई",
  never: "कभी नहीं",
  changeRoleLabel: "{email} की भूमिका बदलें",
  changeRole: "भूमिका बदलें",
  removeLabel: "{email} को हटाएँ",
  inviteHeading: "पदाधिकारी को आमंत्रित करें",
  inviteIntro:
    "उन्हें ई-मेल से एक लिंक मिलेगा, जिससे वे अपना नाम और पासवर्ड खुद चुनेंगे। लिंक 72 घंटे तक, एक बार काम करता है; उसी पते पर नया आमंत्रण भेजने से पुराना लिंक बदल जाता है।",
  administratorHint:
    "आने वाले अध्यक्ष या सचिव के लिए एडमिनिस्ट्रेटर चुना गया है: एक साल बाद उन्हें अगले पदाधिकारियों को कार्यभार सौंपना होता है।",
  invitationLanguage: "आमंत्रण की और उनकी स्क्रीनों की भाषा",
  inviting: "आमंत्रण भेजा जा रहा है...",
  invite: "आमंत्रित करें",
  openInvitations: "खुले आमंत्रण",
  invitedBy: "किसने आमंत्रित किया",
  worksUntil: "लिंक कब तक चलेगा",
  withdrawLabel: "{email} का आमंत्रण वापस लें",
  withdraw: "वापस लें",
  messages: {
    emailRequired: "ई-मेल पता लिखें।",
    emailTooLong: "यह ई-मेल पता बहुत लंबा है।",
    emailInvalid: "name@example.org जैसा ई-मेल पता लिखें।",
    chooseRole: "एडमिनिस्ट्रेटर, कोषाध्यक्ष या एडिटर में से चुनें।",
    chooseLanguage: "आमंत्रण की भाषा चुनें।",
  },
};

export const officialsScreenCopy: Record<Locale, OfficialsScreenCopy> = { en, ko, hi };
