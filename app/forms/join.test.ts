import { describe, expect, it } from "vitest";
import { readJoinValues, validateJoin } from "./join";

const valid = {
  name: "Asha Verma",
  age: "34",
  phone: "+91 90000 00000",
  email: "asha@example.org",
  reason: "I would like to serve my community.",
};

function errorsOf(values: Partial<typeof valid>) {
  const result = validateJoin({ ...valid, ...values });
  return result.success ? {} : result.errors;
}

describe("join form schema", () => {
  it("accepts a complete request and reads the age as a number", () => {
    const result = validateJoin(valid);
    expect(result).toEqual({ success: true, data: { ...valid, age: 34 } });
  });

  it("all fields are required: name, age, phone, email, reason", () => {
    const result = validateJoin({ name: "", age: "", phone: "", email: "", reason: "" });
    expect(result).toEqual({
      success: false,
      errors: { name: "required", age: "required", phone: "required", email: "required", reason: "required" },
    });
  });

  it("a name is one line: line breaks and runs of spaces become one space (no mail header can hide in it)", () => {
    const result = validateJoin({ ...valid, name: "Asha\r\nBcc: victim@example.org  Verma" });
    expect(result.success && result.data.name).toBe("Asha Bcc: victim@example.org Verma");
  });

  it("a field that only holds spaces counts as empty", () => {
    expect(errorsOf({ name: "   ", reason: "\n\t " })).toEqual({ name: "required", reason: "required" });
  });

  it("a field missing from the submission counts as empty", () => {
    const form = new FormData();
    form.set("name", "Asha");
    const values = readJoinValues(form);
    expect(values).toEqual({ name: "Asha", age: "", phone: "", email: "", reason: "" });
    expect(validateJoin(values).success).toBe(false);
  });

  it("trims the values it keeps", () => {
    const result = validateJoin({ ...valid, name: "  Asha Verma  ", email: " asha@example.org " });
    expect(result.success && result.data.name).toBe("Asha Verma");
    expect(result.success && result.data.email).toBe("asha@example.org");
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
      const result = validateJoin({ ...valid, age: "３５" });
      expect(result.success && result.data.age).toBe(35);
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

  it("reports one code per field, in the form's order", () => {
    const result = validateJoin({ reason: "", email: "x", phone: "", age: "abc", name: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.entries(result.errors)).toEqual([
      ["name", "required"],
      ["age", "notWholeNumber"],
      ["phone", "required"],
      ["email", "invalidEmail"],
      ["reason", "required"],
    ]);
  });
});
