import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear, formatRupees, formatSubmissionTime } from "./format";

describe("money and dates", () => {
  it("groups rupees the Indian way in English (₹1,00,000)", () => {
    expect(formatRupees(100000, "en")).toBe("₹1,00,000");
    expect(formatRupees(3100, "en")).toBe("₹3,100");
    expect(formatRupees(40000, "en")).toBe("₹40,000");
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

  it("writes a form's time field as long date and short time in Indian time: en-IN in English, Korean long format in Korean", () => {
    const sent = new Date("2025-01-02T13:04:05Z");
    expect(formatSubmissionTime(sent, "en")).toBe("2 January 2025 at 6:34 pm IST");
    // The AM/PM marker depends on the ICU data of the runtime ("오후" or "PM").
    expect(formatSubmissionTime(sent, "ko")).toMatch(/^2025년 1월 2일 (오후|PM) 6:34 GMT\+5:30$/);
  });

  it("shows Hindi dates in hi-IN (जुलाई 2017) and rupees with Indian grouping", () => {
    expect(formatMonthYear("2017-07-01", "hi")).toBe("जुलाई 2017");
    expect(formatLongDate("2024-03-05", "hi")).toBe("5 मार्च 2024");
    expect(formatRupees(100000, "hi")).toBe("₹1,00,000");
    expect(formatRupees(12345678, "hi")).toBe("₹1,23,45,678");
  });
});
