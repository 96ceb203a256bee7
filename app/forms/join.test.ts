import { describe, expect, it } from "vitest";
import { joinContent } from "~/i18n/content/join";
import { locales } from "~/i18n/locale";
import { fill } from "~/i18n/types";
import { parseWithSchema } from "./conform";
import { joinErrorCodes, joinErrorWords, joinFields, joinMessageValues, joinSchema } from "./join";

const valid = {
  name: "Asha Verma",
  age: "34",
  phone: "+91 90000 00000",
  email: "asha@example.org",
  reason: "I would like to serve my community.",
};

/** The join form as the action checks it: Conform's parse and the schema (parseWithSchema). */
function check(values: Record<string, string>, translate?: (code: string, field: string) => string) {
  return parseWithSchema(new URLSearchParams(values), joinSchema, translate);
}

/** Each refused field's messages, or undefined when the form is accepted. */
function refused(submission: ReturnType<typeof check>) {
  return submission.status === "success" ? undefined : submission.error;
}

/** The first code of each field that has one, in the order the schema reported them. */
function errorsOf(values: Partial<typeof valid>) {
  const submission = check({ ...valid, ...values });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(refused(submission) ?? {}).map(([field, codes]) => [field, codes?.[0]]));
}

function acceptedValue(values: Partial<typeof valid>) {
  const submission = check({ ...valid, ...values });
  return submission.status === "success" ? submission.value : null;
}

describe("join form schema", () => {
  it("accepts a complete request and reads the age as a number", () => {
    expect(acceptedValue({})).toEqual({ ...valid, age: 34 });
  });

  it("all fields are required: name, age, phone, email, reason", () => {
    expect(errorsOf({ name: "", age: "", phone: "", email: "", reason: "" })).toEqual({
      name: "required",
      age: "required",
      phone: "required",
      email: "required",
      reason: "required",
    });
  });

  it("a name is one line: line breaks and runs of spaces become one space (no mail header can hide in it)", () => {
    expect(acceptedValue({ name: "Asha\r\nBcc: victim@example.org  Verma" })?.name).toBe(
      "Asha Bcc: victim@example.org Verma",
    );
  });

  it("a field that only holds spaces counts as empty", () => {
    expect(errorsOf({ name: "   ", reason: "\n\t " })).toEqual({ name: "required", reason: "required" });
  });

  it("a field missing from the submission counts as empty", () => {
    const submission = check({ name: "Asha" });
    expect(submission.status).toBe("error");
    expect(Object.keys(refused(submission) ?? {})).toEqual(["age", "phone", "email", "reason"]);
    for (const codes of Object.values(refused(submission) ?? {})) expect(codes).toEqual(["required"]);
  });

  it("trims the values it keeps", () => {
    const value = acceptedValue({ name: "  Asha Verma  ", email: " asha@example.org " });
    expect(value?.name).toBe("Asha Verma");
    expect(value?.email).toBe("asha@example.org");
  });

  describe("age", () => {
    it("must be a whole number", () => {
      for (const age of ["thirty", "34.5", "-20", "3e1", "1,000"]) {
        expect(errorsOf({ age }), age).toEqual({ age: "notWholeNumber" });
      }
    });

    it("must be 18 or more", () => {
      expect(errorsOf({ age: "17" })).toEqual({ age: "tooYoung" });
      expect(errorsOf({ age: "0" })).toEqual({ age: "tooYoung" });
      expect(errorsOf({ age: "18" })).toEqual({});
    });

    it("must be 120 or less", () => {
      expect(errorsOf({ age: "121" })).toEqual({ age: "tooOld" });
      expect(errorsOf({ age: "120" })).toEqual({});
    });

    it("accepts full-width digits from a Korean keyboard", () => {
      expect(acceptedValue({ age: "３５" })?.age).toBe(35);
    });
  });

  describe("phone", () => {
    it("accepts Indian and international numbers with spaces, + and -", () => {
      for (const phone of ["9000000000", "+91 90000 00000", "0522-400000", "+82 10-0000-0000", "+1 555 010 0000"]) {
        expect(errorsOf({ phone }), phone).toEqual({});
      }
    });

    it("allows only digits, spaces, hyphens and a leading +", () => {
      for (const phone of ["call me", "90000 0000x", "(0522) 400000", "+91+90000000", "90000.00000"]) {
        expect(errorsOf({ phone }), phone).toEqual({ phone: "invalidPhone" });
      }
    });

    it("must have 7 to 15 digits", () => {
      expect(errorsOf({ phone: "123456" })).toEqual({ phone: "invalidPhone" });
      expect(errorsOf({ phone: "1234567" })).toEqual({});
      expect(errorsOf({ phone: "123456789012345" })).toEqual({});
      expect(errorsOf({ phone: "1234567890123456" })).toEqual({ phone: "invalidPhone" });
    });

    it("is at most 25 characters", () => {
      expect(errorsOf({ phone: "+91 9 0 0 0 0 0 0 0 0 0 0 0" })).toEqual({ phone: "tooLong" });
    });
  });

  describe("email", () => {
    it("must be an e-mail address", () => {
      for (const email of ["asha", "asha@", "@example.org", "asha@example", "asha example@example.org"]) {
        expect(errorsOf({ email }), email).toEqual({ email: "invalidEmail" });
      }
    });

    it("is at most 254 characters", () => {
      expect(errorsOf({ email: `${"a".repeat(250)}@example.org` })).toEqual({ email: "tooLong" });
    });
  });

  it("name is at most 100 characters", () => {
    expect(errorsOf({ name: "a".repeat(100) })).toEqual({});
    expect(errorsOf({ name: "a".repeat(101) })).toEqual({ name: "tooLong" });
  });

  it("reason is at most 2000 characters", () => {
    expect(errorsOf({ reason: "a".repeat(2000) })).toEqual({});
    expect(errorsOf({ reason: "a".repeat(2001) })).toEqual({ reason: "tooLong" });
  });

  it("reports the fields in the form's order, each field's first code first", () => {
    expect(Object.entries(errorsOf({ reason: "", email: "x", phone: "", age: "abc", name: "" }))).toEqual([
      ["name", "required"],
      ["age", "notWholeNumber"],
      ["phone", "required"],
      ["email", "invalidEmail"],
      ["reason", "required"],
    ]);
  });

  it("reports only the codes joinErrorCodes declares for each field", () => {
    const submission = check({
      name: "a".repeat(101),
      age: "x",
      phone: `call me ${"9".repeat(30)}`,
      email: "",
      reason: "",
    });
    for (const [field, codes] of Object.entries(refused(submission) ?? {})) {
      const declared: readonly string[] = joinErrorCodes[field as keyof typeof joinErrorCodes];
      for (const code of codes ?? []) expect(declared, `${field}: ${code}`).toContain(code);
    }
  });
});

describe("join form messages", () => {
  it("every error code has words in every language, with nothing left to fill", () => {
    for (const locale of locales) {
      for (const field of joinFields) {
        for (const code of joinErrorCodes[field]) {
          const template = (joinContent[locale].errors[field] as Record<string, string>)[code];
          expect(template, `${locale} ${field}.${code}`).toBeTruthy();
          expect(fill(template ?? "", joinMessageValues[field]), `${locale} ${field}.${code}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it("each code reaches the visitor in the page's language, with {min} and {max} filled in", () => {
    const typed = { name: "a".repeat(101), age: "17", phone: "12345", email: "asha@", reason: "" };
    const words = (locale: "en" | "ko" | "hi") => refused(check(typed, joinErrorWords(joinContent[locale].errors)));
    expect(words("en")).toEqual({
      name: ["Your name must be 100 characters or fewer."],
      age: ["Members must be at least 18 years old."],
      phone: ["Enter a phone number of 7 to 15 digits, using only digits, spaces, hyphens and a leading +."],
      email: ["Enter an e-mail address in the right format, like name@example.com."],
      reason: ["Tell us why you would like to join."],
    });
    expect(words("ko")).toEqual({
      name: ["이름은 100자 이내로 입력해 주세요."],
      age: ["회원은 만 18세 이상이어야 합니다."],
      phone: ["전화번호는 숫자 7~15자리로 입력해 주세요. 숫자, 공백, 하이픈(-)과 맨 앞의 +만 쓸 수 있습니다."],
      email: ["이메일 주소 형식이 올바르지 않습니다. 예: name@example.com"],
      reason: ["가입하고 싶은 이유를 적어 주세요."],
    });
    expect(words("hi")).toEqual({
      name: ["नाम 100 अक्षरों से ज़्यादा नहीं होना चाहिए।"],
      age: ["सदस्य की उम्र कम से कम 18 वर्ष होनी चाहिए।"],
      phone: ["7 से 15 अंकों का फ़ोन नंबर लिखें; केवल अंक, स्पेस, हाइफ़न और शुरू में + का उपयोग करें।"],
      email: ["ई-मेल पता सही रूप में लिखें, जैसे name@example.com।"],
      reason: ["हमें बताइए कि आप क्यों जुड़ना चाहते हैं।"],
    });
    expect(refused(check({ ...valid, age: "121" }, joinErrorWords(joinContent.en.errors)))).toEqual({
      age: ["Enter an age of 120 or less."],
    });
  });

  it("a code a field does not declare reads as that field's first message, never as a code", () => {
    const translate = joinErrorWords(joinContent.en.errors);
    expect(translate("invalid_type", "age")).toBe("Enter your age.");
    expect(translate("tooYoung", "age")).toBe("Members must be at least 18 years old.");
  });
});
