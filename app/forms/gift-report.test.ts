import { describe, expect, it } from "vitest";
import { indiaDate } from "~/lib/india-time";
import { parseWithSchema } from "./conform";
import { donorIdOf, giftReportSchema } from "./gift-report";

const valid = {
  reference: "GABCDEFGH2",
  cause: "literacy",
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "+91 98765 43210",
  amount: "₹2,500",
  givenOn: "2026-11-20",
  mode: "upi",
  bankReference: "6123 4567 8901",
};

function check(values: Record<string, string>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return parseWithSchema(form, giftReportSchema);
}

/** The first code of each refused field. */
function errorsOf(values: Record<string, string>) {
  const submission = check(values);
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, codes]) => [field, codes?.[0]]));
}

const daysFromIndiaToday = (days: number) => {
  const day = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

describe("gift report form", () => {
  it("reads a UPI gift: the amount in paise, the UTR upper-cased, no ID needed", () => {
    const submission = check(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      amount: 250_000,
      mode: "upi",
      bankReference: "6123 4567 8901",
      idNumber: "",
      address: "",
      reference: "GABCDEFGH2",
    });
  });

  it("an amount of 0, a negative, a word, three decimals and one over ₹99,99,99,999.99 are refused each with its code", () => {
    expect(errorsOf({ ...valid, amount: "0" })).toEqual({ amount: "notPositive" });
    expect(errorsOf({ ...valid, amount: "0.00" })).toEqual({ amount: "notPositive" });
    expect(errorsOf({ ...valid, amount: "-500" })).toEqual({ amount: "invalidAmount" });
    expect(errorsOf({ ...valid, amount: "five hundred" })).toEqual({ amount: "invalidAmount" });
    expect(errorsOf({ ...valid, amount: "10.005" })).toEqual({ amount: "invalidAmount" });
    expect(errorsOf({ ...valid, amount: "1000000000" })).toEqual({ amount: "tooLarge" });
    expect(errorsOf({ ...valid, amount: "" })).toEqual({ amount: "required" });
    expect(check({ ...valid, amount: "99,99,99,999.99" }).status).toBe("success");
  });

  it("a UPI, bank or cheque gift needs its reference; cash does not", () => {
    for (const mode of ["upi", "bank", "cheque"])
      expect(errorsOf({ ...valid, mode, bankReference: " " })).toEqual({ bankReference: "required" });
    expect(check({ ...valid, mode: "cash", bankReference: "" }).status).toBe("success");
    expect(errorsOf({ ...valid, mode: "kind" })).toEqual({ mode: "required" });
    expect(errorsOf({ ...valid, bankReference: "UTR<script>" })).toEqual({ bankReference: "invalidReference" });
    expect(errorsOf({ ...valid, bankReference: "1".repeat(36) })).toEqual({ bankReference: "tooLong" });
  });

  it("a date that is not a day, or after tomorrow in India, is refused", () => {
    expect(errorsOf({ ...valid, givenOn: "2026-13-45" })).toEqual({ givenOn: "invalidDate" });
    expect(errorsOf({ ...valid, givenOn: "20/11/2026" })).toEqual({ givenOn: "invalidDate" });
    expect(errorsOf({ ...valid, givenOn: daysFromIndiaToday(2) })).toEqual({ givenOn: "inFuture" });
    expect(check({ ...valid, givenOn: daysFromIndiaToday(1) }).status).toBe("success");
  });

  it("a wrong PAN format is refused; a PAN or Aadhaar number needs the address and consent", () => {
    expect(errorsOf({ ...valid, idNumber: "ABCDE1234F", address: "12 MG Road", consent: "yes" })).toEqual({
      idNumber: "invalidId",
    });
    expect(errorsOf({ ...valid, idNumber: "ABCPE1234" })).toMatchObject({ idNumber: "invalidId" });
    expect(errorsOf({ ...valid, idNumber: "abcpe 1234 f" })).toEqual({ address: "required", consent: "required" });
    expect(check({ ...valid, idNumber: "abcpe 1234 f", address: "12 MG Road, Kanpur", consent: "yes" }).status).toBe(
      "success",
    );
  });

  it("every missing field is named at once", () => {
    expect(errorsOf({})).toEqual({
      name: "required",
      email: "required",
      phone: "required",
      amount: "required",
      givenOn: "required",
      mode: "required",
    });
  });

  it("donorIdOf tells a PAN from an Aadhaar number", () => {
    expect(donorIdOf("abcpe1234f")).toEqual({ kind: "pan", number: "ABCPE1234F" });
    expect(donorIdOf("2345 6789 0124")).toEqual({ kind: "aadhaar", number: "234567890124" });
    expect(donorIdOf("2345 6789 0125"), "a wrong check digit").toBeNull();
    expect(donorIdOf("")).toBeNull();
  });
});
