import { type Locale, languageOf } from "./locales";

const intlLocale = (locale: Locale) => languageOf(locale).intl;

/** Rupees with the locale's grouping: ₹1,00,000 in English and Hindi (Indian), ₹100,000 in Korean. */
export function formatRupees(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** Parses YYYY-MM-DD as a calendar date at noon UTC, so no time zone moves it a day. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

/** "March 2024" (en-IN), "2024년 3월" (ko-KR), "मार्च 2024" (hi-IN). */
export function formatMonthYear(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "long", timeZone: "UTC" }).format(
    calendarDate(isoDate),
  );
}

/** "5 March 2024" (en-IN), "2024년 3월 5일" (ko-KR), "5 मार्च 2024" (hi-IN). */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(isoDate));
}

/** The club keeps Indian time: a message's time is written in it, whoever sent it from where. */
export const clubTimeZone = "Asia/Kolkata";

/**
 * The time field of the join and contact forms: long date and short time,
 * "2 January 2025 at 6:34 pm IST" in English (en-IN), "2025년 1월 2일 오후 6:34 GMT+5:30" in Korean.
 */
export function formatSubmissionTime(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: clubTimeZone,
    timeZoneName: "short",
  }).format(instant);
}

/** An instant on an officials' screen, in words and India time: "26 November 2026, 4:29 pm". */
export function formatOfficialTime(instant: string | Date): string {
  const parts = new Intl.DateTimeFormat("en-IN", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: clubTimeZone,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}
