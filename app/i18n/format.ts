import { indiaDate } from "~/lib/india-time";
import { defaultLocale, type Locale, languageOf } from "./locales";

const intlLocale = (locale: Locale) => languageOf(locale).intl;

const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * A shared Intl.DateTimeFormat for these locale and options. Making one costs
 * far more than using it (the public members page, one per card, spent some
 * 9 ms of each render on them, bench/scale.mjs); a formatter holds no state
 * between calls.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  const format = (kept.get(key) as Intl.DateTimeFormat | undefined) ?? new Intl.DateTimeFormat(locale, options);
  kept.set(key, format);
  return format;
}

/** A shared Intl.NumberFormat for these locale and options (see dateFormat). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  const format = (kept.get(key) as Intl.NumberFormat | undefined) ?? new Intl.NumberFormat(locale, options);
  kept.set(key, format);
  return format;
}

/** Rupees with the locale's grouping: ₹1,00,000 in English and Hindi (Indian), ₹100,000 in Korean. */
export function formatRupees(amount: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Rupees and paise, always with two decimals, as a receipt prints them: ₹2,500.00, ₹12,34,56,789.50. */
export function formatRupeesAndPaise(paise: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale)).format(value);
}

/** A percentage (0–100) with at most one decimal: "79.5%" in English, "79.5%" in Korean, "79.5%" in Hindi. */
export function formatPercentage(value: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

/** Parses YYYY-MM-DD as a calendar date at noon UTC, so no time zone moves it a day. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

/** "March 2024" (en-IN), "2024년 3월" (ko-KR), "मार्च 2024" (hi-IN). */
export function formatMonthYear(isoDate: string, locale: Locale): string {
  return dateFormat(intlLocale(locale), { year: "numeric", month: "long", timeZone: "UTC" }).format(
    calendarDate(isoDate),
  );
}

/** "5 March 2024" (en-IN), "2024년 3월 5일" (ko-KR), "5 मार्च 2024" (hi-IN). */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return dateFormat(intlLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(isoDate));
}

/** The club keeps Indian time: a message's time is written in it, whoever sent it from where. */
export const clubTimeZone = "Asia/Kolkata";

/** The hour (0-23) and minute of an instant on India's clock. */
function indiaClock(instant: Date): { hour: number; minute: string } {
  const parts = dateFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: clubTimeZone,
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return { hour: Number(part("hour")) % 24, minute: part("minute") };
}

/** The part of the day a Hindi speaker names with a time: सुबह 4-11, दोपहर 12-15, शाम 16-19, रात 20-3. */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह";
  if (hour >= 12 && hour < 16) return "दोपहर";
  if (hour >= 16 && hour < 20) return "शाम";
  return "रात";
}

/**
 * A time of day on India's clock, as each language writes it: "7:00 pm" (English), "오후 7:00"
 * (Korean: ICU's ko-KR says "PM" in some versions), "शाम 7:00 बजे" (Hindi: the part of the day
 * and बजे, not "pm"). Written out here, not left to ICU, so it reads the same on every machine.
 */
export function formatClockTime(instant: Date, locale: Locale): string {
  const { hour, minute } = indiaClock(instant);
  const twelve = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}`;
  if (locale === "ko") return `${hour < 12 ? "오전" : "오후"} ${twelve}`;
  if (locale === "hi") return `${hindiDayPart(hour)} ${twelve} बजे`;
  if (locale === "en") return `${twelve} ${hour < 12 ? "am" : "pm"}`;
  return dateFormat(intlLocale(locale), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: clubTimeZone,
  }).format(instant);
}

/**
 * The time field of the join and contact forms, India time named once:
 * "2 January 2025 at 6:34 pm IST" (en-IN, as English-speaking India writes it),
 * "2025년 1월 2일 오후 6:34 (인도 시간)", "2 जनवरी 2025, शाम 6:34 बजे (भारतीय समय)".
 */
export function formatSubmissionTime(instant: Date, locale: Locale): string {
  const date = dateFormat(intlLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: clubTimeZone,
  }).format(instant);
  const time = formatClockTime(instant, locale);
  if (locale === "ko") return `${date} ${time} (인도 시간)`;
  if (locale === "hi") return `${date}, ${time} (भारतीय समय)`;
  return `${date} at ${time} IST`;
}

/** An instant on an officials' screen, in words and India time: "26 November 2026, 4:29 pm". */
export function formatOfficialTime(instant: string | Date): string {
  const parts = dateFormat("en-IN", {
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

/** An instant on an officials' screen in the official's language: "26 November 2026, 4:29 pm" in English. */
export function formatOfficialTimeIn(instant: string | Date, locale: Locale): string {
  if (locale === defaultLocale) return formatOfficialTime(instant);
  const day = formatLongDate(indiaDate(instant), locale);
  const time = formatClockTime(new Date(instant), locale);
  return locale === "ko" ? `${day} ${time}` : `${day}, ${time}`;
}
