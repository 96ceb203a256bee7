import { describe, expect, it } from "vitest";
import { linkUrl } from "~/auth/one-time-links.server";
import { parseWithSchema } from "~/forms/conform";
import {
  accountFormMessages,
  accountMessages,
  forgotPasswordSchema,
  passwordMessage,
  resetPasswordSchema,
} from "~/forms/officials";
import { pathIn } from "~/i18n/locale";
import { passwordProblemText } from "~/lib/password-rules";
import { passwordResetEmail } from "~/mail/account-templates";
import { robotsPaths } from "~/routes/robots-txt";
import { isPrivatePath } from "../../../server/private-pages";
import { accountContent } from "./account";

const errorsOf = (submission: ReturnType<typeof parseWithSchema>) =>
  submission.status === "error" ? submission.error : null;

describe("the account pages in every language (docs/decisions/0057)", () => {
  it("the English pages keep the schemas' own sentences: the English catalogue is the schemas' words", () => {
    const { passwordProblems, ...rest } = accountContent.en.messages;
    expect(rest).toEqual(accountFormMessages);
    for (const problem of Object.keys(passwordProblemText) as (keyof typeof passwordProblemText)[])
      expect(passwordProblems[problem]).toBe(passwordMessage(problem));
  });

  it("every form message of the account pages is in Korean and in Hindi, none left in English", () => {
    for (const locale of ["ko", "hi"] as const) {
      const translate = accountMessages(accountContent[locale].messages);
      for (const message of Object.values(accountFormMessages))
        expect(translate(message), `${locale}: ${message}`).not.toBe(message);
      for (const problem of Object.keys(passwordProblemText) as (keyof typeof passwordProblemText)[])
        expect(translate(passwordMessage(problem)), `${locale}: ${problem}`).not.toBe(passwordMessage(problem));
    }
  });

  it("a form on the Hindi page is refused in Hindi, in the browser and in the action alike", () => {
    const hindi = accountMessages(accountContent.hi.messages);
    expect(errorsOf(parseWithSchema(new URLSearchParams({ email: "asha" }), forgotPasswordSchema, hindi))).toEqual({
      email: ["ई-मेल पता name@example.org जैसे रूप में लिखें।"],
    });
    const differ = parseWithSchema(
      new URLSearchParams({ token: "t", password: "monsoon teapot ridge", passwordAgain: "monsoon teapot" }),
      resetPasswordSchema,
      accountMessages(accountContent.ko.messages),
    );
    expect(errorsOf(differ)).toEqual({
      passwordAgain: ["두 비밀번호가 다릅니다. 같은 비밀번호를 두 번 입력해 주세요."],
    });
  });

  it("a reset link asked for on the Hindi page opens the Hindi reset page; English links stay unprefixed", () => {
    expect(linkUrl("https://club.test", "reset", "abc", "hi")).toBe("https://club.test/hindi/reset-password?token=abc");
    expect(linkUrl("https://club.test", "reset", "abc", "ko")).toBe(
      "https://club.test/korean/reset-password?token=abc",
    );
    expect(linkUrl("https://club.test", "reset", "abc")).toBe("https://club.test/reset-password?token=abc");
    expect(linkUrl("https://club.test", "invite", "abc")).toBe("https://club.test/accept-invite?token=abc");
  });

  it("the reset e-mail is in the language it was asked in, the link on a line of its own", () => {
    const link = "https://club.test/hindi/reset-password?token=abc";
    const hindi = passwordResetEmail({ clubName: "रोटरी क्लब", link, validForMs: 3_600_000, locale: "hi" });
    expect(hindi.subject).toContain("पासवर्ड");
    expect(hindi.text).toContain("60 मिनट");
    expect(hindi.text.split("\n\n")).toContain(link);
    const korean = passwordResetEmail({ clubName: "로타리클럽", link, validForMs: 3_600_000, locale: "ko" });
    expect(korean.text).toContain("60분");
    const english = passwordResetEmail({ clubName: "Club", link, validForMs: 3_600_000 });
    expect(english.subject).toBe("Reset your password for the website of Club");
  });

  it("the language menu leads to the same account page in the other language, the link's token kept", () => {
    expect(pathIn("/hindi/forgot-password", "", "ko")).toBe("/korean/forgot-password");
    expect(pathIn("/reset-password", "?token=abc", "hi")).toBe("/hindi/reset-password?token=abc");
    expect(pathIn("/korean/accept-invite", "?token=abc", "en")).toBe("/accept-invite?token=abc");
  });

  it("the account pages in every language are private (no-store, never cached) and kept from robots", () => {
    for (const page of ["/forgot-password", "/reset-password", "/accept-invite"])
      for (const path of [page, `/korean${page}`, `/hindi${page}`]) {
        expect(isPrivatePath(path), path).toBe(true);
        expect(robotsPaths, path).toContain(path);
      }
  });
});
