import { describe, expect, it } from "vitest";
import {
  financialYearDates,
  financialYearOf,
  maskAadhaar,
  maskPan,
  normalizeAadhaar,
  normalizePan,
  normalizeUrn,
  verhoeffValid,
} from "./indian-tax";

describe("PAN", () => {
  it("is 5 letters, 4 digits and a letter, the fourth letter saying whose; typed spaces and case forgiven", () => {
    expect(normalizePan("abcpe1234f")).toBe("ABCPE1234F");
    expect(normalizePan(" AAATR 1234 Q ")).toBe("AAATR1234Q");
  });

  it.each(["ABCDE1234F", "ABCP1234F", "ABCPE12345", "1BCPE1234F", "ABCPE1234", "ABCPE-1234-F", ""])(
    "%j is not a PAN",
    (text) => {
      expect(normalizePan(text)).toBeNull();
    },
  );

  it("is masked to its first two and last two characters", () => {
    expect(maskPan("ABCPE1234F")).toBe("ABXXXXXX4F");
  });
});

describe("Aadhaar", () => {
  it("checks Verhoeff's digit (the published examples: 236 → 2363, 12345 → 123451)", () => {
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("123451")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
  });

  it("takes exactly one last digit for 11 given ones, and forgives the card's spaces", () => {
    const body = "49918233567";
    const valid = [..."0123456789"].filter((digit) => normalizeAadhaar(body + digit) !== null);
    expect(valid).toHaveLength(1);
    const number = body + valid[0];
    expect(normalizeAadhaar(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).toBe(number);
    expect(maskAadhaar(number)).toBe(`XXXX XXXX ${number.slice(8)}`);
  });

  it("refuses 11 or 13 digits and a first digit of 0 or 1", () => {
    expect(normalizeAadhaar("23632363236")).toBeNull();
    expect(normalizeAadhaar("2363236323631")).toBeNull();
    const startsWithOne = [..."0123456789"].map((d) => `1991823356${d}7`).find((n) => verhoeffValid(n));
    expect(startsWithOne).toBeDefined();
    expect(normalizeAadhaar(startsWithOne ?? "")).toBeNull();
  });
});

describe("80G Unique Registration Number", () => {
  it("is 16 letters and digits", () => {
    expect(normalizeUrn("aaatr1234qf20214")).toBe("AAATR1234QF20214");
    expect(normalizeUrn("AAATR1234QF2021")).toBeNull();
    expect(normalizeUrn("AAATR1234QF2021-")).toBeNull();
  });
});

describe("financial year (1 April to 31 March, India's time)", () => {
  it("turns on 1 April in India, not in UTC", () => {
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    // 31 March 2026, 19:00 UTC is already 1 April 00:30 in India.
    expect(financialYearOf(new Date("2026-03-31T19:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-03-31T18:00:00Z"))).toBe("2025-26");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });

  it("reads back its dates, and refuses a label whose years do not follow", () => {
    expect(financialYearDates("2026-27")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(financialYearDates("2099-00")).toEqual({ from: "2099-04-01", to: "2100-03-31" });
    for (const bad of ["2026-28", "2026", "2026-2027", "26-27", "x"]) expect(financialYearDates(bad)).toBeNull();
  });
});
