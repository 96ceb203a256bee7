import type { LinkProblem } from "~/auth/one-time-links.server";
import type { AccountRole } from "~/db/schema";
import type { PasswordProblem } from "~/lib/password-rules";
import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * The officials' pages for someone not signed in, in every language: a
 * forgotten password, the reset link's page and the invitation's page
 * (docs/decisions/0057). The English words are the ones these pages always had.
 */
const en = {
  forgot: {
    title: "Forgot your password?",
    description: "Ask for a link to choose a new password for your club official's account.",
    intro:
      "Type the e-mail address you sign in with. If it is an official's, we e-mail a link to choose a new password.",
    email: "E-mail",
    submit: "Send the link",
    submitting: "Sending...",
    backToSignIn: "Back to sign in",
    sent: "If that address belongs to one of the club's officials, a link to choose a new password is on its way. It works once, for one hour. Check your spam folder too.",
    throttled:
      "Too many links were asked for this address or from your network. Please wait an hour, or ask an administrator for help.",
  },
  reset: {
    title: "Choose a new password",
    description: "Choose a new password for your club official's account with the link from your e-mail.",
    forEmail: "For {email}. Once it is set, you are signed out everywhere.",
    submit: "Set the new password",
    submitting: "Saving...",
    doneTitle: "Password changed",
    done: "Your new password is set, and every session of your account has ended.",
    signIn: "Sign in with the new password",
    refusedTitle: "This link does not work",
    askAgain: "Ask for a new link",
    problems: {
      unknown:
        "This password reset link is not valid. Check that you opened the whole link from the e-mail. You can ask for a new one on the sign-in page (Forgot your password?).",
      used: "This password reset link has already been used, or a newer one replaced it. You can ask for a new one on the sign-in page (Forgot your password?).",
      expired:
        "This password reset link has expired: it worked for one hour. You can ask for a new one on the sign-in page (Forgot your password?).",
    },
  },
  accept: {
    documentTitle: "Accept the invitation",
    title: "Welcome to the club's website team",
    description: "Accept your invitation to help run the club's website: choose your name and password.",
    invited:
      "You are invited as {role} for {email}. Choose the name other officials will see and your password; then you are signed in.",
    roles: { administrator: "an administrator", treasurer: "a treasurer", editor: "an editor", member: "a member" },
    name: "Your name",
    submit: "Accept and sign in",
    submitting: "Saving...",
    refusedTitle: "This invitation does not work",
    goToSignIn: "Go to sign in",
    alreadyOfficial:
      "That address is already an official's. Sign in, or use Forgot your password? on the sign-in page.",
    problems: {
      unknown:
        "This invitation link is not valid. Check that you opened the whole link from the e-mail. Ask the administrator who invited you to send a new invitation.",
      used: "This invitation link has already been used, or a newer one replaced it. Ask the administrator who invited you to send a new invitation.",
      expired:
        "This invitation link has expired: it worked for 72 hours. Ask the administrator who invited you to send a new invitation.",
    },
  },
  /** The new-password fields: "New password" on the reset page, "Password" on the invitation's. */
  password: {
    newPassword: "New password",
    newPasswordAgain: "New password again",
    password: "Password",
    passwordAgain: "Password again",
    hint: "At least 8 characters; a few words you will remember make a good one.",
  },
  /** What the forms say about what was typed (the schemas' English messages, app/forms/officials.ts). */
  messages: {
    emailRequired: "Enter an e-mail address.",
    emailTooLong: "That e-mail address is too long.",
    emailInvalid: "Enter an e-mail address like name@example.org.",
    nameRequired: "Enter your name.",
    nameTooLong: "Keep your name under 100 characters.",
    passwordsDiffer: "The two passwords differ. Type the same password twice.",
    passwordProblems: {
      "too-short": "The password must be at least 8 characters.",
      "too-long": "The password must be at most 256 characters.",
      blank: "The password must not be only spaces.",
      email: "The password must not be your e-mail address or the part before the @.",
      repeated: "The password must not be one character or a short group repeated (like aaaaaaaa or abababab).",
      sequential:
        "The password must not be a run of letters, digits or keys in a row (like abcdefgh, 12345678 or qwertyui).",
      common: "The password is one of the most common passwords; choose another.",
    },
  },
} as const;

export type AccountContent = Widen<typeof en> & {
  readonly accept: { readonly roles: Readonly<Record<AccountRole, string>> };
  readonly reset: { readonly problems: Readonly<Record<LinkProblem, string>> };
  readonly messages: { readonly passwordProblems: Readonly<Record<PasswordProblem, string>> };
};

const ko: AccountContent = {
  forgot: {
    title: "비밀번호를 잊으셨나요?",
    description: "클럽 임원 계정의 새 비밀번호를 정할 수 있는 링크를 이메일로 받으세요.",
    intro:
      "로그인할 때 쓰는 이메일 주소를 입력해 주세요. 클럽 임원의 주소이면 새 비밀번호를 정할 수 있는 링크를 이메일로 보내 드립니다.",
    email: "이메일",
    submit: "링크 보내기",
    submitting: "보내는 중...",
    backToSignIn: "로그인 페이지로 돌아가기",
    sent: "입력하신 주소가 클럽 임원의 주소라면 새 비밀번호를 정할 수 있는 링크를 보내 드렸습니다. 링크는 1시간 동안 한 번만 쓸 수 있습니다. 스팸 메일함도 확인해 주세요.",
    throttled:
      "이 주소나 지금 쓰시는 네트워크에서 링크를 너무 많이 요청했습니다. 1시간 뒤에 다시 시도하시거나 관리자에게 도움을 요청해 주세요.",
  },
  reset: {
    title: "새 비밀번호 정하기",
    description: "이메일로 받은 링크로 클럽 임원 계정의 새 비밀번호를 정하세요.",
    forEmail: "{email} 계정의 새 비밀번호를 정합니다. 저장하면 모든 기기에서 로그아웃됩니다.",
    submit: "새 비밀번호 저장",
    submitting: "저장하는 중...",
    doneTitle: "비밀번호를 바꿨습니다",
    done: "새 비밀번호가 저장되었고, 이 계정으로 로그인되어 있던 모든 기기에서 로그아웃되었습니다.",
    signIn: "새 비밀번호로 로그인",
    refusedTitle: "이 링크는 쓸 수 없습니다",
    askAgain: "새 링크 요청하기",
    problems: {
      unknown:
        "올바른 비밀번호 재설정 링크가 아닙니다. 이메일에 있는 링크를 끝까지 모두 열었는지 확인해 주세요. 로그인 페이지의 '비밀번호를 잊으셨나요?'에서 새 링크를 요청할 수 있습니다.",
      used: "이미 사용했거나 더 새로운 링크로 바뀐 비밀번호 재설정 링크입니다. 로그인 페이지의 '비밀번호를 잊으셨나요?'에서 새 링크를 요청할 수 있습니다.",
      expired:
        "비밀번호 재설정 링크의 사용 기간(1시간)이 지났습니다. 로그인 페이지의 '비밀번호를 잊으셨나요?'에서 새 링크를 요청할 수 있습니다.",
    },
  },
  accept: {
    documentTitle: "초대 수락",
    title: "클럽 웹사이트 팀에 오신 것을 환영합니다",
    description: "클럽 웹사이트 관리에 함께해 달라는 초대를 수락하고 이름과 비밀번호를 정하세요.",
    invited:
      "{email} 주소로 {role}로 초대받으셨습니다. 다른 임원에게 보일 이름과 비밀번호를 정하시면 바로 로그인됩니다.",
    roles: { administrator: "관리자", treasurer: "재무 담당자", editor: "편집자", member: "회원" },
    name: "이름",
    submit: "수락하고 로그인",
    submitting: "저장하는 중...",
    refusedTitle: "이 초대는 쓸 수 없습니다",
    goToSignIn: "로그인 페이지로 가기",
    alreadyOfficial:
      "이미 임원으로 등록된 주소입니다. 로그인하시거나, 로그인 페이지의 '비밀번호를 잊으셨나요?'를 이용해 주세요.",
    problems: {
      unknown:
        "올바른 초대 링크가 아닙니다. 이메일에 있는 링크를 끝까지 모두 열었는지 확인해 주세요. 초대한 관리자에게 초대를 다시 보내 달라고 요청해 주세요.",
      used: "이미 사용했거나 더 새로운 링크로 바뀐 초대 링크입니다. 초대한 관리자에게 초대를 다시 보내 달라고 요청해 주세요.",
      expired: "초대 링크의 사용 기간(72시간)이 지났습니다. 초대한 관리자에게 초대를 다시 보내 달라고 요청해 주세요.",
    },
  },
  password: {
    newPassword: "새 비밀번호",
    newPasswordAgain: "새 비밀번호 확인",
    password: "비밀번호",
    passwordAgain: "비밀번호 확인",
    hint: "8자 이상이어야 합니다. 기억하기 쉬운 단어 몇 개를 이어 쓰면 좋은 비밀번호가 됩니다.",
  },
  messages: {
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailTooLong: "이메일 주소가 너무 깁니다.",
    emailInvalid: "name@example.org와 같은 형식으로 이메일 주소를 입력해 주세요.",
    nameRequired: "이름을 입력해 주세요.",
    nameTooLong: "이름은 100자 이내로 입력해 주세요.",
    passwordsDiffer: "두 비밀번호가 다릅니다. 같은 비밀번호를 두 번 입력해 주세요.",
    passwordProblems: {
      "too-short": "비밀번호는 8자 이상이어야 합니다.",
      "too-long": "비밀번호는 256자 이하여야 합니다.",
      blank: "비밀번호를 공백만으로 정할 수는 없습니다.",
      email: "이메일 주소나 @ 앞부분은 비밀번호로 쓸 수 없습니다.",
      repeated: "한 글자나 짧은 글자 묶음을 되풀이한 비밀번호(aaaaaaaa, abababab 등)는 쓸 수 없습니다.",
      sequential: "연속된 문자, 숫자, 자판 배열(abcdefgh, 12345678, qwertyui 등)은 비밀번호로 쓸 수 없습니다.",
      common: "너무 흔한 비밀번호입니다. 다른 비밀번호를 정해 주세요.",
    },
  },
};

const hi: AccountContent = {
  forgot: {
    title: "पासवर्ड भूल गए?",
    description: "क्लब पदाधिकारी के अपने खाते का नया पासवर्ड चुनने के लिए ई-मेल पर लिंक मँगाएँ।",
    intro:
      "वह ई-मेल पता लिखें जिससे आप साइन इन करते हैं। अगर वह किसी पदाधिकारी का पता है, तो हम नया पासवर्ड चुनने का लिंक ई-मेल करेंगे।",
    email: "ई-मेल",
    submit: "लिंक भेजें",
    submitting: "भेजा जा रहा है...",
    backToSignIn: "साइन इन पेज पर वापस जाएँ",
    sent: "अगर यह पता क्लब के किसी पदाधिकारी का है, तो नया पासवर्ड चुनने का लिंक भेज दिया गया है। यह लिंक एक घंटे तक, केवल एक बार काम करेगा। अपना स्पैम फ़ोल्डर भी देख लें।",
    throttled:
      "इस पते के लिए या आपके नेटवर्क से बहुत बार लिंक माँगा गया है। कृपया एक घंटा रुककर फिर से कोशिश करें, या मदद के लिए किसी प्रशासक से कहें।",
  },
  reset: {
    title: "नया पासवर्ड चुनें",
    description: "ई-मेल में आए लिंक से क्लब पदाधिकारी के अपने खाते का नया पासवर्ड चुनें।",
    forEmail: "{email} के लिए। नया पासवर्ड रखते ही आप हर जगह से साइन आउट हो जाएँगे।",
    submit: "नया पासवर्ड रखें",
    submitting: "सहेजा जा रहा है...",
    doneTitle: "पासवर्ड बदल गया",
    done: "आपका नया पासवर्ड रख दिया गया है, और आप हर डिवाइस पर साइन आउट हो गए हैं।",
    signIn: "नए पासवर्ड से साइन इन करें",
    refusedTitle: "यह लिंक काम नहीं कर रहा",
    askAgain: "नया लिंक मँगाएँ",
    problems: {
      unknown:
        "पासवर्ड बदलने का यह लिंक सही नहीं है। देख लें कि आपने ई-मेल से पूरा लिंक खोला है। साइन इन पेज पर “पासवर्ड भूल गए?” से आप नया लिंक मँगा सकते हैं।",
      used: "पासवर्ड बदलने का यह लिंक पहले ही इस्तेमाल हो चुका है, या उसकी जगह नया लिंक भेजा जा चुका है। साइन इन पेज पर “पासवर्ड भूल गए?” से आप नया लिंक मँगा सकते हैं।",
      expired:
        "पासवर्ड बदलने के इस लिंक की समय-सीमा ख़त्म हो गई है: यह एक घंटे तक ही काम करता था। साइन इन पेज पर “पासवर्ड भूल गए?” से आप नया लिंक मँगा सकते हैं।",
    },
  },
  accept: {
    documentTitle: "निमंत्रण स्वीकार करें",
    title: "क्लब की वेबसाइट टीम में आपका स्वागत है",
    description: "क्लब की वेबसाइट सँभालने का निमंत्रण स्वीकार करें: अपना नाम और पासवर्ड चुनें।",
    invited:
      "आपको {email} पते के लिए {role} के रूप में आमंत्रित किया गया है। वह नाम चुनें जो दूसरे पदाधिकारियों को दिखेगा, और अपना पासवर्ड; इसके बाद आप साइन इन हो जाएँगे।",
    roles: { administrator: "प्रशासक", treasurer: "कोषाध्यक्ष", editor: "संपादक", member: "सदस्य" },
    name: "आपका नाम",
    submit: "स्वीकार करें और साइन इन करें",
    submitting: "सहेजा जा रहा है...",
    refusedTitle: "यह निमंत्रण काम नहीं कर रहा",
    goToSignIn: "साइन इन पेज पर जाएँ",
    alreadyOfficial: "यह पता पहले से किसी पदाधिकारी का है। साइन इन करें, या साइन इन पेज पर “पासवर्ड भूल गए?” का इस्तेमाल करें।",
    problems: {
      unknown:
        "यह निमंत्रण लिंक सही नहीं है। देख लें कि आपने ई-मेल से पूरा लिंक खोला है। जिस प्रशासक ने आपको आमंत्रित किया था, उनसे नया निमंत्रण भेजने को कहें।",
      used: "यह निमंत्रण लिंक पहले ही इस्तेमाल हो चुका है, या उसकी जगह नया लिंक भेजा जा चुका है। जिस प्रशासक ने आपको आमंत्रित किया था, उनसे नया निमंत्रण भेजने को कहें।",
      expired:
        "इस निमंत्रण लिंक की समय-सीमा ख़त्म हो गई है: यह 72 घंटे तक ही काम करता था। जिस प्रशासक ने आपको आमंत्रित किया था, उनसे नया निमंत्रण भेजने को कहें।",
    },
  },
  password: {
    newPassword: "नया पासवर्ड",
    newPasswordAgain: "नया पासवर्ड दोबारा",
    password: "पासवर्ड",
    passwordAgain: "पासवर्ड दोबारा",
    hint: "कम से कम 8 अक्षर; याद रहने वाले कुछ शब्द मिलाकर अच्छा पासवर्ड बनता है।",
  },
  messages: {
    emailRequired: "ई-मेल पता लिखें।",
    emailTooLong: "यह ई-मेल पता बहुत लंबा है।",
    emailInvalid: "ई-मेल पता name@example.org जैसे रूप में लिखें।",
    nameRequired: "अपना नाम लिखें।",
    nameTooLong: "नाम 100 अक्षरों से छोटा रखें।",
    passwordsDiffer: "दोनों पासवर्ड अलग हैं। एक ही पासवर्ड दो बार लिखें।",
    passwordProblems: {
      "too-short": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
      "too-long": "पासवर्ड 256 अक्षरों से लंबा नहीं हो सकता।",
      blank: "पासवर्ड में केवल खाली जगह (स्पेस) नहीं हो सकती।",
      email: "पासवर्ड आपका ई-मेल पता या उसका @ से पहले वाला हिस्सा नहीं हो सकता।",
      repeated: "पासवर्ड एक ही अक्षर या छोटे समूह को दोहराकर नहीं बन सकता (जैसे aaaaaaaa या abababab)।",
      sequential:
        "पासवर्ड लगातार अक्षरों, अंकों या कीबोर्ड की कुंजियों की कतार नहीं हो सकता (जैसे abcdefgh, 12345678 या qwertyui)।",
      common: "यह सबसे आम पासवर्डों में से एक है; कोई दूसरा चुनें।",
    },
  },
};

export const accountContent: Record<Locale, AccountContent> = { en, ko, hi };
