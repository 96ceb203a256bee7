import { describe, expect, it } from "vitest";
import {
  dateFormat,
  formatClockTime,
  formatLongDate,
  formatMonthYear,
  formatRupees,
  formatRupeesAndPaise,
  formatSubmissionTime,
  numberFormat,
} from "./format";

describe("money and dates", () => {
  it("groups rupees the Indian way in English (₹1,00,000)", () => {
    expect(formatRupees(100000, "en")).toBe("₹1,00,000");
    expect(formatRupees(3100, "en")).toBe("₹3,100");
    expect(formatRupees(40000, "en")).toBe("₹40,000");
  });

  it("prints rupees and paise with two decimals, as a receipt does", () => {
    expect(formatRupeesAndPaise(2_500_00, "en")).toBe("₹2,500.00");
    expect(formatRupeesAndPaise(12_34_56_789_50, "en")).toBe("₹12,34,56,789.50");
    expect(formatRupeesAndPaise(5, "en")).toBe("₹0.05");
  });

  it("shows rupees with Korean grouping in Korean", () => {
    expect(formatRupees(100000, "ko")).toMatch(/^₹\s?100,000$/);
  });

  it("shows joining month and year as en-IN long month and year, and Korean long form", () => {
    expect(formatMonthYear("2024-03-05", "en")).toBe("March 2024");
    expect(formatMonthYear("2024-03-05", "ko")).toBe("2024년 3월");
  });

  it("does not shift a calendar date across time zones", () => {
    expect(formatLongDate("2024-01-01", "en")).toBe("1 January 2024");
    expect(formatLongDate("2024-01-01", "ko")).toBe("2024년 1월 1일");
  });

  it("writes a form's time field as long date and short time in India time, named once, in each language's own words", () => {
    const sent = new Date("2025-01-02T13:04:05Z");
    expect(formatSubmissionTime(sent, "en")).toBe("2 January 2025 at 6:34 pm IST");
    expect(formatSubmissionTime(sent, "ko")).toBe("2025년 1월 2일 오후 6:34 (인도 시간)");
    expect(formatSubmissionTime(sent, "hi")).toBe("2 जनवरी 2025, शाम 6:34 बजे (भारतीय समय)");
    const morning = new Date("2025-01-02T06:21:00Z");
    expect(formatSubmissionTime(morning, "ko")).toBe("2025년 1월 2일 오전 11:51 (인도 시간)");
    expect(formatSubmissionTime(morning, "hi")).toBe("2 जनवरी 2025, सुबह 11:51 बजे (भारतीय समय)");
    for (const locale of ["en", "ko", "hi"] as const) {
      expect(formatSubmissionTime(sent, locale)).not.toMatch(/GMT|\b[AP]M\b|am IST बजे/);
    }
  });

  it("a time of day reads as each language says it: 7:00 pm, 오후 7:00, शाम 7:00 बजे, on India's clock", () => {
    const at = (utc: string) => new Date(`2027-01-05T${utc}:00Z`);
    // 19:00, 00:30, 12:00, 09:15 and 14:45 in India (UTC+5:30).
    expect(formatClockTime(at("13:30"), "en")).toBe("7:00 pm");
    expect(formatClockTime(at("13:30"), "ko")).toBe("오후 7:00");
    expect(formatClockTime(at("13:30"), "hi")).toBe("शाम 7:00 बजे");
    expect(formatClockTime(at("19:00"), "en")).toBe("12:30 am");
    expect(formatClockTime(at("19:00"), "ko")).toBe("오전 12:30");
    expect(formatClockTime(at("19:00"), "hi")).toBe("रात 12:30 बजे");
    expect(formatClockTime(at("06:30"), "ko")).toBe("오후 12:00");
    expect(formatClockTime(at("06:30"), "hi")).toBe("दोपहर 12:00 बजे");
    expect(formatClockTime(at("03:45"), "hi")).toBe("सुबह 9:15 बजे");
    expect(formatClockTime(at("09:15"), "hi")).toBe("दोपहर 2:45 बजे");
    expect(formatClockTime(at("15:00"), "hi")).toBe("रात 8:30 बजे");
  });

  it("shows Hindi dates in hi-IN (जुलाई 2017) and rupees with Indian grouping", () => {
    expect(formatMonthYear("2017-07-01", "hi")).toBe("जुलाई 2017");
    expect(formatLongDate("2024-03-05", "hi")).toBe("5 मार्च 2024");
    expect(formatRupees(100000, "hi")).toBe("₹1,00,000");
    expect(formatRupees(12345678, "hi")).toBe("₹1,23,45,678");
  });
});

describe("formatters are made once and shared", () => {
  it("dateFormat and numberFormat give the same formatter for the same locale and options, another for others", () => {
    const long = dateFormat("hi-IN", { month: "long", timeZone: "UTC" });
    expect(dateFormat("hi-IN", { month: "long", timeZone: "UTC" })).toBe(long);
    expect(dateFormat("ko-KR", { month: "long", timeZone: "UTC" })).not.toBe(long);
    expect(dateFormat("hi-IN", { month: "short", timeZone: "UTC" })).not.toBe(long);
    expect(numberFormat("en-IN")).toBe(numberFormat("en-IN", {}));
    expect(numberFormat("en-IN", { style: "percent" })).not.toBe(numberFormat("en-IN"));
    // Shared, yet each answer is the one asked for.
    expect(formatMonthYear("2024-03-05", "hi")).toBe("मार्च 2024");
    expect(formatMonthYear("2024-03-05", "ko")).toBe("2024년 3월");
  });
});
