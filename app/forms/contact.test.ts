import { describe, expect, it } from "vitest";
import { readContactValues, validateContact } from "./contact";

const valid = {
  name: "Min-ji Park",
  email: "minji@example.org",
  phone: "+82 10-0000-0000",
  message: "When is your next health camp?",
};

function errorsOf(values: Partial<typeof valid>) {
  const result = validateContact({ ...valid, ...values });
  return result.success ? {} : result.errors;
}

describe("contact form schema", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({ success: true, data: valid });
  });

  it("all fields are required: name, email, phone, message", () => {
    expect(validateContact({ name: "", email: "", phone: "", message: "" })).toEqual({
      success: false,
      errors: { name: "required", email: "required", phone: "required", message: "required" },
    });
  });

  it("a field that only holds spaces counts as empty", () => {
    expect(errorsOf({ message: "   \n " })).toEqual({ message: "required" });
  });

  it("a field missing from the submission counts as empty", () => {
    const form = new FormData();
    form.set("message", "Hello");
    expect(readContactValues(form)).toEqual({ name: "", email: "", phone: "", message: "Hello" });
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
});
