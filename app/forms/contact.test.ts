import { describe, expect, it } from "vitest";
import { contactContent } from "~/i18n/content/contact";
import { locales } from "~/i18n/locale";
import { fill } from "~/i18n/types";
import { parseWithSchema } from "./conform";
import { contactErrorCodes, contactErrorWords, contactFields, contactMessageValues, contactSchema } from "./contact";

const valid = {
  name: "Min-ji Park",
  email: "minji@example.org",
  phone: "+82 10-0000-0000",
  message: "When is your next health camp?",
};

/** The contact form as the action checks it: Conform's parse and the schema (parseWithSchema). */
function check(values: Record<string, string>, translate?: (code: string, field: string) => string) {
  return parseWithSchema(new URLSearchParams(values), contactSchema, translate);
}

/** Each refused field's messages, or undefined when the form is accepted. */
function refused(submission: ReturnType<typeof check>) {
  return submission.status === "success" ? undefined : submission.error;
}

/** The first code of each field that has one. */
function errorsOf(values: Partial<typeof valid>) {
  const submission = check({ ...valid, ...values });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(refused(submission) ?? {}).map(([field, codes]) => [field, codes?.[0]]));
}

describe("contact form schema", () => {
  it("accepts a complete message", () => {
    const submission = check(valid);
    expect(submission.status === "success" && submission.value).toEqual(valid);
  });

  it("all fields are required: name, email, phone, message", () => {
    expect(errorsOf({ name: "", email: "", phone: "", message: "" })).toEqual({
      name: "required",
      email: "required",
      phone: "required",
      message: "required",
    });
  });

  it("a field that only holds spaces counts as empty", () => {
    expect(errorsOf({ message: "   \n " })).toEqual({ message: "required" });
  });

  it("a field missing from the submission counts as empty", () => {
    const submission = check({ message: "Hello" });
    expect(refused(submission)).toEqual({ name: ["required"], email: ["required"], phone: ["required"] });
  });

  it("email must be an e-mail address of at most 254 characters", () => {
    expect(errorsOf({ email: "minji.example.org" })).toEqual({ email: "invalidEmail" });
    expect(errorsOf({ email: `${"m".repeat(250)}@example.org` })).toEqual({ email: "tooLong" });
  });

  it("phone allows only digits, spaces, hyphens and a leading +, with 7 to 15 digits", () => {
    expect(errorsOf({ phone: "010 0000 0000" })).toEqual({});
    expect(errorsOf({ phone: "ext. 12" })).toEqual({ phone: "invalidPhone" });
    expect(errorsOf({ phone: "12345" })).toEqual({ phone: "invalidPhone" });
    expect(errorsOf({ phone: "1234567890123456" })).toEqual({ phone: "invalidPhone" });
  });

  it("phone is at most 25 characters", () => {
    expect(errorsOf({ phone: "1 2 3 4 5 6 7 8 9 0 1 2 3 4" })).toEqual({ phone: "tooLong" });
  });

  it("name is at most 100 characters", () => {
    expect(errorsOf({ name: "가".repeat(101) })).toEqual({ name: "tooLong" });
  });

  it("message is at most 2000 characters", () => {
    expect(errorsOf({ message: "a".repeat(2000) })).toEqual({});
    expect(errorsOf({ message: "a".repeat(2001) })).toEqual({ message: "tooLong" });
  });

  it("a name is one line and the values kept are trimmed", () => {
    const submission = check({ ...valid, name: " Min-ji\r\nPark ", email: " minji@example.org " });
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "Min-ji Park",
      email: "minji@example.org",
    });
  });
});

describe("contact form messages", () => {
  it("every error code has words in every language, with nothing left to fill", () => {
    for (const locale of locales) {
      for (const field of contactFields) {
        for (const code of contactErrorCodes[field]) {
          const template = (contactContent[locale].errors[field] as Record<string, string>)[code];
          expect(template, `${locale} ${field}.${code}`).toBeTruthy();
          expect(fill(template ?? "", contactMessageValues[field]), `${locale} ${field}.${code}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it("each code reaches the visitor in the page's language, with {max} filled in", () => {
    const typed = { name: "", email: "minji@", phone: "ext. 12", message: "a".repeat(2001) };
    const words = (locale: "en" | "ko" | "hi") =>
      refused(check(typed, contactErrorWords(contactContent[locale].errors)));
    expect(words("en")).toEqual({
      name: ["Enter your full name."],
      email: ["Enter an e-mail address in the right format, like name@example.com."],
      phone: ["Enter a phone number of 7 to 15 digits, using only digits, spaces, hyphens and a leading +."],
      message: ["Your message must be 2000 characters or fewer."],
    });
    expect(words("ko")).toEqual({
      name: ["이름을 입력해 주세요."],
      email: ["이메일 주소 형식이 올바르지 않습니다. 예: name@example.com"],
      phone: ["전화번호는 숫자 7~15자리로 입력해 주세요. 숫자, 공백, 하이픈(-)과 맨 앞의 +만 쓸 수 있습니다."],
      message: ["문의 내용은 2000자 이내로 입력해 주세요."],
    });
    expect(words("hi")).toEqual({
      name: ["अपना पूरा नाम लिखें।"],
      email: ["ई-मेल पता सही रूप में लिखें, जैसे name@example.com।"],
      phone: ["7 से 15 अंकों का फ़ोन नंबर लिखें; केवल अंक, स्पेस, हाइफ़न और शुरू में + का उपयोग करें।"],
      message: ["संदेश 2000 अक्षरों से ज़्यादा नहीं होना चाहिए।"],
    });
  });
});
