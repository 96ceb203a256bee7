import { describe, expect, it } from "vitest";
import { formatRupees } from "~/i18n/format";
import { amountInWords, maxGiftPaise, parseRupees, upiAmount, wholeNumberInWords } from "./indian-money";

describe("amount in words, in the Indian system (lakh, crore)", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1_00, "Rupees One Only"],
    [15_00, "Rupees Fifteen Only"],
    [100_00, "Rupees One Hundred Only"],
    [1_001_00, "Rupees One Thousand One Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [
      12_34_56_789_50,
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only",
    ],
    [
      maxGiftPaise,
      "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only",
    ],
    [25, "Rupees Zero and Twenty-Five Paise Only"],
    [2_500_00, "Rupees Two Thousand Five Hundred Only"],
    [10_10_010_00, "Rupees Ten Lakh Ten Thousand Ten Only"],
  ])("%i paise is %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("says crores above 99 in the same system, as banks print them", () => {
    expect(wholeNumberInWords(1_00_00_00_000)).toBe("One Hundred Crore");
    expect(wholeNumberInWords(1_23_45_00_00_000)).toBe("Twelve Thousand Three Hundred Forty-Five Crore");
  });

  it("refuses what is not a whole, non-negative number of paise", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => amountInWords(bad)).toThrow(RangeError);
  });
});

describe("rupees in figures, grouped the Indian way", () => {
  it("groups lakh and crore (en-IN) and shows paise only when there are some", () => {
    // The site's one rupee formatter (app/i18n/format.ts) takes rupees.
    expect(formatRupees(1_00_000, "en")).toBe("₹1,00,000");
    expect(formatRupees(12_34_56_789.5, "en")).toBe("₹12,34,56,789.50");
    expect(formatRupees(2_500, "en")).toBe("₹2,500");
    expect(formatRupees(0, "en")).toBe("₹0");
  });
});

describe("an amount as people type it", () => {
  it.each([
    ["2500", 2_500_00],
    ["2,500", 2_500_00],
    ["₹ 2,500.50", 2_500_50],
    ["Rs. 1,00,000", 1_00_000_00],
    ["rs 100000", 1_00_000_00],
    ["INR 1,000,000.5", 10_00_000_50],
    ["0.75", 75],
    ["  15 ", 15_00],
  ])("%s is %i paise", (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(["", "-5", "+5", "2.505", "1,0", "12,34,5", "two thousand", "1e5", "५००", "2500₹", ",500", "1..5"])(
    "%j is not an amount",
    (text) => {
      expect(parseRupees(text)).toBeNull();
    },
  );
});

describe("UPI's am parameter", () => {
  it("is rupees with exactly two decimals", () => {
    expect(upiAmount(2_500_00)).toBe("2500.00");
    expect(upiAmount(5)).toBe("0.05");
    expect(upiAmount(1_00_000_50)).toBe("100000.50");
  });
});
