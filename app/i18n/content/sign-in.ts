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
  needSignIn: "You need to sign in.",
  welcome: "Welcome",
  signedInAs: "You are signed in as {email}.",
  logout: "Logout",
  signedOut: "You are signed out.",
  errors: {
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Invalid email format.",
    passwordRequired: "Please enter your password.",
    "wrong-credentials": "Wrong e-mail or password. Please try again.",
    throttled: "Too many failed attempts. Please wait a few minutes and try again.",
    failed: "Login failed. Please try again.",
  },
} as const;

export type SignInContent = Widen<typeof en>;

const ko: SignInContent = {
  title: "로그인",
  description: "클럽 임원 전용 로그인",
  intro: "클럽 임원만 이용할 수 있습니다.",
  email: "이메일",
  password: "비밀번호",
  submit: "로그인",
  submitting: "로그인 중...",
  needSignIn: "로그인이 필요합니다.",
  welcome: "환영합니다",
  signedInAs: "{email} 계정으로 로그인했습니다.",
  logout: "로그아웃",
  signedOut: "로그아웃했습니다.",
  errors: {
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailInvalid: "이메일 형식이 올바르지 않습니다.",
    passwordRequired: "비밀번호를 입력해 주세요.",
    "wrong-credentials": "이메일 또는 비밀번호가 올바르지 않습니다. 다시 시도해 주세요.",
    throttled: "로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.",
    failed: "로그인에 실패했습니다. 다시 시도해 주세요.",
  },
};

export const signInContent: Record<Locale, SignInContent> = { en, ko };
