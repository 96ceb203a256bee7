import type { LinkProblem } from "~/auth/one-time-links.server";
import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * The members' area (/my): signing in with an e-mailed link and the area's
 * first page, in every language (issue 24; docs/decisions/0075).
 */
const en = {
  signIn: {
    title: "Members' sign-in",
    description: "Club members sign in with a link sent to their e-mail address.",
    intro:
      "Type the e-mail address the club has for you. We e-mail you a link that signs you in: no password to remember. It works once, for 15 minutes.",
    email: "E-mail",
    submit: "E-mail me a link",
    submitting: "Sending...",
    sent: "If that address belongs to a member of the club, a sign-in link is on its way. It works once, for 15 minutes. Check your spam folder too.",
    throttled:
      "Too many links were asked for this address or from your network. Please wait an hour, or ask the club's secretary for help.",
    password: "Set a password instead? Members who have one sign in on the password page.",
    passwordLink: "Sign in with a password",
    noAccount: "Not signed up? The club's secretary adds members and invites them.",
  },
  link: {
    title: "Sign in",
    description: "Sign in to the club's members' area with the link from your e-mail.",
    forEmail: "Signing in as {email}.",
    submit: "Sign in",
    submitting: "Signing in...",
    refusedTitle: "This link does not work",
    askAgain: "E-mail me a new link",
    problems: {
      unknown:
        "This sign-in link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
      used: "This sign-in link has already been used, or a newer one replaced it. Ask for a new one: it takes a moment.",
      expired: "This sign-in link has expired: it worked for 15 minutes. Ask for a new one: it takes a moment.",
    },
  },
  home: {
    title: "Members' area",
    description: "The club's members' area.",
    hello: "Hello, {name}.",
    signedInAs: "You are signed in as {email}.",
    officials: "Officials' screens",
    officialsIntro: "You are also one of the club's officials:",
    signOut: "Sign out",
    everywhereIntro: "Lost a phone or used a shared computer? End every session of your account, this one included.",
    signOutEverywhere: "Sign out on every device",
  },
};

type MembersAreaContent = Widen<typeof en> & {
  readonly link: { readonly problems: Readonly<Record<LinkProblem, string>> };
};

const ko: MembersAreaContent = {
  signIn: {
    title: "회원 로그인",
    description: "클럽 회원은 이메일로 받은 링크로 로그인합니다.",
    intro:
      "클럽에 등록된 이메일 주소를 입력하세요. 로그인할 수 있는 링크를 이메일로 보내 드립니다. 비밀번호를 기억하실 필요가 없습니다. 링크는 15분 동안 한 번만 쓸 수 있습니다.",
    email: "이메일",
    submit: "링크 받기",
    submitting: "보내는 중...",
    sent: "클럽 회원의 주소라면 로그인 링크를 보내 드렸습니다. 15분 동안 한 번만 쓸 수 있습니다. 스팸 편지함도 확인해 주세요.",
    throttled:
      "이 주소나 같은 네트워크에서 링크 요청이 너무 많았습니다. 한 시간 뒤에 다시 시도하시거나 클럽 총무에게 도움을 요청하세요.",
    password: "비밀번호로 로그인하고 싶으신가요? 비밀번호를 정한 회원은 비밀번호 로그인 페이지를 쓰시면 됩니다.",
    passwordLink: "비밀번호로 로그인",
    noAccount: "아직 등록되지 않으셨나요? 클럽 총무가 회원을 등록하고 초대합니다.",
  },
  link: {
    title: "로그인",
    description: "이메일로 받은 링크로 클럽 회원 공간에 로그인합니다.",
    forEmail: "{email} 계정으로 로그인합니다.",
    submit: "로그인",
    submitting: "로그인하는 중...",
    refusedTitle: "이 링크는 쓸 수 없습니다",
    askAgain: "새 링크 받기",
    problems: {
      unknown: "올바른 로그인 링크가 아닙니다. 이메일의 링크 전체를 여셨는지 확인하시거나 새 링크를 요청하세요.",
      used: "이미 사용했거나 더 새로운 링크로 바뀐 로그인 링크입니다. 새 링크를 요청하세요. 금방 도착합니다.",
      expired: "유효 시간(15분)이 지난 로그인 링크입니다. 새 링크를 요청하세요. 금방 도착합니다.",
    },
  },
  home: {
    title: "회원 공간",
    description: "클럽 회원 공간입니다.",
    hello: "{name} 님, 안녕하세요.",
    signedInAs: "{email} 계정으로 로그인되어 있습니다.",
    officials: "임원 화면",
    officialsIntro: "클럽 임원이기도 하십니다:",
    signOut: "로그아웃",
    everywhereIntro:
      "휴대전화를 잃어버리셨거나 공용 컴퓨터를 쓰셨나요? 지금 이 기기를 포함해 모든 기기에서 로그아웃할 수 있습니다.",
    signOutEverywhere: "모든 기기에서 로그아웃",
  },
};

const hi: MembersAreaContent = {
  signIn: {
    title: "सदस्य साइन इन",
    description: "क्लब के सदस्य अपने ई-मेल पर आए लिंक से साइन इन करते हैं।",
    intro:
      "वह ई-मेल पता लिखें जो क्लब के पास आपका है। हम आपको एक लिंक भेजेंगे जिससे आप साइन इन हो जाएँगे: कोई पासवर्ड याद नहीं रखना। लिंक 15 मिनट तक, एक ही बार काम करता है।",
    email: "ई-मेल",
    submit: "मुझे लिंक भेजें",
    submitting: "भेजा जा रहा है...",
    sent: "अगर यह पता क्लब के किसी सदस्य का है, तो साइन इन का लिंक भेज दिया गया है। यह 15 मिनट तक, एक ही बार काम करता है। स्पैम फ़ोल्डर भी देख लें।",
    throttled: "इस पते या आपके नेटवर्क से बहुत ज़्यादा लिंक माँगे गए हैं। कृपया एक घंटा रुकें, या क्लब के सचिव से मदद लें।",
    password: "पासवर्ड से साइन इन करना चाहते हैं? जिन सदस्यों ने पासवर्ड रखा है, वे पासवर्ड वाले पेज से साइन इन करें।",
    passwordLink: "पासवर्ड से साइन इन करें",
    noAccount: "अभी तक जुड़े नहीं हैं? क्लब के सचिव सदस्यों को जोड़ते और आमंत्रित करते हैं।",
  },
  link: {
    title: "साइन इन",
    description: "अपने ई-मेल में आए लिंक से क्लब के सदस्य क्षेत्र में साइन इन करें।",
    forEmail: "{email} के रूप में साइन इन हो रहे हैं।",
    submit: "साइन इन करें",
    submitting: "साइन इन हो रहा है...",
    refusedTitle: "यह लिंक काम नहीं करता",
    askAgain: "मुझे नया लिंक भेजें",
    problems: {
      unknown: "यह साइन इन लिंक सही नहीं है। देख लें कि आपने ई-मेल का पूरा लिंक खोला है, या नया लिंक माँगें।",
      used: "यह साइन इन लिंक पहले ही इस्तेमाल हो चुका है, या इसकी जगह नया लिंक भेजा जा चुका है। नया लिंक माँगें: बस एक पल लगेगा।",
      expired: "इस साइन इन लिंक का समय (15 मिनट) निकल चुका है। नया लिंक माँगें: बस एक पल लगेगा।",
    },
  },
  home: {
    title: "सदस्य क्षेत्र",
    description: "क्लब का सदस्य क्षेत्र।",
    hello: "नमस्ते, {name}।",
    signedInAs: "आप {email} से साइन इन हैं।",
    officials: "पदाधिकारियों की स्क्रीन",
    officialsIntro: "आप क्लब के पदाधिकारी भी हैं:",
    signOut: "साइन आउट करें",
    everywhereIntro: "फ़ोन खो गया या किसी साझा कंप्यूटर पर साइन इन किया था? इस डिवाइस समेत अपने खाते के हर सेशन से साइन आउट करें।",
    signOutEverywhere: "हर डिवाइस से साइन आउट करें",
  },
};

export const membersAreaContent: Record<Locale, MembersAreaContent> = { en, ko, hi };
