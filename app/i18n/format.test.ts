import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/helpers/raw-http";
import {
  dateFormat,
  formatClockTime,
  formatDateWithWeekday,
  formatDayAndMonth,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatOfficialTime,
  formatPercentage,
  formatRupees,
  formatRupeesAndPaise,
  formatSubmissionTime,
  formatWeekdayOf,
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

describe("dates and numbers are written out, not asked of the browser's Intl (decision 0102)", () => {
  const locales = [
    ["en", "en-IN"],
    ["ko", "ko-KR"],
    ["hi", "hi-IN"],
  ] as const;
  const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i, 12)));

  it("every date of three years reads in each language exactly as ICU writes it", () => {
    for (const [locale, intl] of locales) {
      const icu = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(intl, { ...options, timeZone: "UTC" });
      const long = icu({ year: "numeric", month: "long", day: "numeric" });
      const monthYear = icu({ year: "numeric", month: "long" });
      const withWeekday = icu({ weekday: "long", year: "numeric", month: "long", day: "numeric" });
      const weekday = icu({ weekday: "long" });
      const dayMonth = icu({ day: "numeric", month: "long" });
      for (const day of days) {
        const iso = day.toISOString().slice(0, 10);
        expect(formatLongDate(iso, locale)).toBe(long.format(day));
        expect(formatMonthYear(iso, locale)).toBe(monthYear.format(day));
        expect(formatDateWithWeekday(iso, locale)).toBe(withWeekday.format(day));
        expect(formatWeekdayOf(iso, locale)).toBe(weekday.format(day));
        expect(formatDayAndMonth(iso.slice(5), locale)).toBe(dayMonth.format(day));
      }
    }
  });

  it("numbers, rupees and percentages read exactly as ICU writes them, rounding included, over a seeded sample", () => {
    const random = seededRandom(22).next;
    const edges = [
      0, -0, 1, -1, 0.5, 0.05, 0.0005, 0.00049, 1.0005, 2.675, 999.9995, 999_999.5, 99.95, 79.45, 1e15, 12_34_56_789.5,
      1e-7, 1e21,
    ];
    const values = [
      ...edges,
      ...edges.map((v) => -v),
      ...Array.from({ length: 4000 }, (_, i) => {
        const magnitude = 10 ** Math.floor(random() * 14 - 4);
        const value = random() * magnitude * (random() < 0.2 ? -1 : 1);
        return i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
      }),
    ];
    for (const [locale, intl] of locales) {
      const plain = new Intl.NumberFormat(intl);
      const percent = new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 });
      const [wholeRupees, rupeesAndPaise] = [0, 2].map(
        (digits) =>
          new Intl.NumberFormat(intl, {
            style: "currency",
            currency: "INR",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }),
      ) as [Intl.NumberFormat, Intl.NumberFormat];
      for (const value of values) {
        expect(formatNumber(value, locale), `${value}`).toBe(plain.format(value));
        expect(formatPercentage(value, locale), `${value}%`).toBe(percent.format(value / 100));
        expect(formatRupees(value, locale), `₹${value}`).toBe(
          (Number.isInteger(value) ? wholeRupees : rupeesAndPaise).format(value),
        );
        const paise = Math.round(value * 100);
        expect(formatRupeesAndPaise(paise, locale), `${paise} paise`).toBe(rupeesAndPaise.format(paise / 100));
      }
    }
  });

  it("an instant's date and time on an officials' screen reads as en-IN writes it in India time", () => {
    const icu = new Intl.DateTimeFormat("en-IN", {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "Asia/Kolkata",
    });
    for (let minutes = 0; minutes < 2 * 24 * 60; minutes += 7) {
      const instant = new Date(Date.UTC(2026, 11, 31, 0, minutes));
      const parts = icu.formatToParts(instant);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
      expect(formatOfficialTime(instant)).toBe(
        `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`,
      );
    }
  });
});
