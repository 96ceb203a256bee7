import { describe, expect, it } from "vitest";
import { signInContent } from "~/i18n/content/sign-in";
import { locales } from "~/i18n/locale";
import { parseWithSchema } from "./conform";
import { signInErrorCodes, signInErrorWords, signInSchema } from "./sign-in";

const valid = { email: "secretary@example.org", password: "a long passphrase" };

function check(values: Record<string, string>, translate?: (code: string, field: string) => string) {
  return parseWithSchema(new URLSearchParams(values), signInSchema, translate);
}

/** Each refused field's messages, or undefined when the form is accepted. */
function refused(submission: ReturnType<typeof check>) {
  return submission.status === "success" ? undefined : submission.error;
}

function errorsOf(values: Partial<typeof valid>) {
  const submission = check({ ...valid, ...values });
  return submission.status === "success" ? {} : submission.error;
}

describe("sign-in form schema", () => {
  it("accepts an e-mail address and a password, the address trimmed", () => {
    const submission = check({ ...valid, email: "  secretary@example.org " });
    expect(submission.status === "success" && submission.value).toEqual(valid);
  });

  it("the e-mail address is required (spaces alone count as empty)", () => {
    expect(errorsOf({ email: "" })).toEqual({ email: ["emailRequired"] });
    expect(errorsOf({ email: "   " })).toEqual({ email: ["emailRequired"] });
    expect(refused(check({ password: "x" }))).toEqual({ email: ["emailRequired"] });
  });

  it("the e-mail address must be in an e-mail address's format", () => {
    for (const email of ["not-an-address", "a@", "@example.org", "a b@example.org", "잘못된 주소"])
      expect(errorsOf({ email }), email).toEqual({ email: ["emailInvalid"] });
  });

  it("an e-mail address over 254 characters is not one", () => {
    expect(errorsOf({ email: `${"a".repeat(243)}@example.org` })).toEqual({ email: ["emailInvalid"] });
  });

  it("the password is required, and spaces are a password", () => {
    expect(errorsOf({ password: "" })).toEqual({ password: ["passwordRequired"] });
    expect(refused(check({ email: valid.email }))).toEqual({ password: ["passwordRequired"] });
    expect(errorsOf({ password: "        " })).toEqual({});
  });

  it("a password over 1024 characters is refused before it is hashed", () => {
    expect(errorsOf({ password: "p".repeat(1024) })).toEqual({});
    expect(errorsOf({ password: "p".repeat(1025) })).toEqual({ password: ["passwordRequired"] });
  });
});

describe("sign-in form messages", () => {
  it("every error code has words in every language", () => {
    for (const locale of locales)
      for (const codes of Object.values(signInErrorCodes))
        for (const code of codes) expect(signInContent[locale].errors[code], `${locale} ${code}`).toBeTruthy();
  });

  it("each code reaches the visitor in the page's language, as before", () => {
    const words = (locale: "en" | "ko" | "hi") =>
      refused(check({ email: "잘못된 주소", password: "" }, signInErrorWords(signInContent[locale].errors)));
    expect(words("en")).toEqual({ email: ["Invalid email format."], password: ["Please enter your password."] });
    expect(words("ko")).toEqual({
      email: ["이메일 형식이 올바르지 않습니다."],
      password: ["비밀번호를 입력해 주세요."],
    });
    expect(words("hi")).toEqual({ email: ["ई-मेल पता सही रूप में नहीं है।"], password: ["कृपया अपना पासवर्ड लिखें।"] });
    expect(refused(check({ email: "", password: "x" }, signInErrorWords(signInContent.en.errors)))).toEqual({
      email: ["Please enter your e-mail address."],
    });
  });
});
