import type { SignInErrorCode } from "~/forms/sign-in";
import type { Locale } from "../locale";
import type { Widen } from "../types";

const en = {
  title: "Sign in",
  description: "Sign-in for club officials.",
  intro: "For club officials only.",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in...",
  forgotPassword: "Forgot your password?",
  needSignIn: "You need to sign in.",
  /** When the form they sent after their session ended is kept for them (decision 0055). */
  keptSignIn:
    "You were signed out before your changes were saved. Sign in again and they will be filled in for you to check and save.",
  welcome: "Welcome",
  signedInAs: "You are signed in as {email}.",
  logout: "Logout",
  signedOut: "You are signed out.",
  errors: {
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Invalid email format.",
    passwordRequired: "Please enter your password.",
    "wrong-credentials": "Wrong e-mail or password. Please try again.",
    "access-ended": "Your access ended with your term as an officer. Please ask a club official if you still need it.",
    throttled: "Too many failed attempts. Please wait a few minutes and try again.",
    failed: "Login failed. Please try again.",
  },
} as const;

export type SignInContent = Widen<typeof en>;

// Every code the schema can report has words: a missing one fails the type check.
en.errors satisfies Record<SignInErrorCode, string>;

const ko: SignInContent = {
  title: "로그인",
  description: "클럽 임원 전용 로그인",
  intro: "클럽 임원만 이용할 수 있습니다.",
  email: "이메일",
  password: "비밀번호",
  submit: "로그인",
  submitting: "로그인 중...",
  forgotPassword: "비밀번호를 잊으셨나요?",
  needSignIn: "로그인이 필요합니다.",
  keptSignIn:
    "변경 사항이 저장되기 전에 로그아웃되었습니다. 다시 로그인하면 입력하신 내용이 채워진 채로 열리니, 확인한 뒤 저장해 주세요.",
  welcome: "환영합니다",
  signedInAs: "{email} 계정으로 로그인했습니다.",
  logout: "로그아웃",
  signedOut: "로그아웃했습니다.",
  errors: {
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailInvalid: "이메일 형식이 올바르지 않습니다.",
    passwordRequired: "비밀번호를 입력해 주세요.",
    "wrong-credentials": "이메일 또는 비밀번호가 올바르지 않습니다. 다시 시도해 주세요.",
    "access-ended": "임원 임기가 끝나 접근 권한이 종료되었습니다. 계속 필요하시면 클럽 임원에게 요청해 주세요.",
    throttled: "로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.",
    failed: "로그인에 실패했습니다. 다시 시도해 주세요.",
  },
};

const hi: SignInContent = {
  title: "साइन इन",
  description: "क्लब पदाधिकारियों के लिए साइन इन।",
  intro: "केवल क्लब पदाधिकारियों के लिए।",
  email: "ई-मेल",
  password: "पासवर्ड",
  submit: "साइन इन करें",
  submitting: "साइन इन हो रहा है...",
  forgotPassword: "पासवर्ड भूल गए?",
  needSignIn: "कृपया साइन इन करें।",
  keptSignIn: "आपके बदलाव सेव होने से पहले आप साइन आउट हो गए थे। फिर से साइन इन करें: बदलाव भरे हुए मिलेंगे, उन्हें जाँचकर सेव करें।",
  welcome: "स्वागत है",
  signedInAs: "आप {email} के रूप में साइन इन हैं।",
  logout: "लॉग आउट",
  signedOut: "आप साइन आउट हो गए हैं।",
  errors: {
    emailRequired: "कृपया अपना ई-मेल पता लिखें।",
    emailInvalid: "ई-मेल पता सही रूप में नहीं है।",
    passwordRequired: "कृपया अपना पासवर्ड लिखें।",
    "wrong-credentials": "ई-मेल या पासवर्ड ग़लत है। कृपया फिर से कोशिश करें।",
    "access-ended":
      "पदाधिकारी के रूप में आपका कार्यकाल पूरा होने के साथ आपकी पहुँच समाप्त हो गई है। अगर आपको अब भी इसकी ज़रूरत है, तो कृपया क्लब के किसी पदाधिकारी से कहें।",
    throttled: "बहुत बार ग़लत कोशिश हुई है। कृपया कुछ मिनट रुककर फिर से कोशिश करें।",
    failed: "साइन इन नहीं हो सका। कृपया फिर से कोशिश करें।",
  },
};

export const signInContent: Record<Locale, SignInContent> = { en, ko, hi };
