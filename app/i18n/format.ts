import { indiaDate, instantToIndiaLocal } from "~/lib/india-time";
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

/**
 * The site's own languages' words for dates and their grouping of digits, as ICU 78 (CLDR 48)
 * writes them, written out so that neither the server nor a visitor's browser needs Intl for
 * them (decision 0102): a browser's first Intl formatter costs 30 to 120 ms of main thread while
 * the page hydrates, and another browser's ICU could word a date differently from the server's.
 * A language not here (a fourth one added to languages.ts) is formatted by Intl.
 */
interface WrittenForm {
  months: readonly string[];
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: readonly string[];
  monthYear: (month: string, year: number) => string;
  longDate: (day: number, month: string, year: number) => string;
  dayAndMonth: (day: number, month: string) => string;
  withWeekday: (weekday: string, longDate: string) => string;
  /** Indian grouping (12,34,567) or groups of three (1,234,567). */
  indianGrouping: boolean;
}

/** English and Hindi in India write the day first and group digits the Indian way: "5 March 2024", 12,34,567. */
const dayFirstIndian: Omit<WrittenForm, "months" | "weekdays"> = {
  monthYear: (month, year) => `${month} ${year}`,
  longDate: (day, month, year) => `${day} ${month} ${year}`,
  dayAndMonth: (day, month) => `${day} ${month}`,
  withWeekday: (weekday, date) => `${weekday}, ${date}`,
  indianGrouping: true,
};

const writtenForms: Record<string, WrittenForm> = {
  "en-IN": {
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    ...dayFirstIndian,
  },
  "ko-KR": {
    months: ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
    weekdays: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"],
    monthYear: (month, year) => `${year}년 ${month}`,
    longDate: (day, month, year) => `${year}년 ${month} ${day}일`,
    dayAndMonth: (day, month) => `${month} ${day}일`,
    withWeekday: (weekday, date) => `${date} ${weekday}`,
    indianGrouping: false,
  },
  "hi-IN": {
    months: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
    ...dayFirstIndian,
  },
};

const writtenFormOf = (locale: Locale): WrittenForm | undefined => writtenForms[intlLocale(locale)];

/** YYYY-MM-DD as noon UTC on that day, so no time zone moves it a day. */
const calendarNoon = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

/** A calendar date's day, month (0-11), year and weekday (0 Sunday), from its YYYY-MM-DD. */
function calendarParts(isoDate: string) {
  const date = calendarNoon(isoDate);
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear(), weekday: date.getUTCDay() };
}

/**
 * A number's digits as ICU rounds them: the shortest decimal that reads back as the same double
 * (what Number#toString gives), rounded half away from zero to `maxFraction` places, with
 * trailing zeros dropped down to `minFraction`; `shift` moves the point right (a percentage).
 * Null when toString would use an exponent: Intl formats those.
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number, shift = 0) {
  const text = Math.abs(value).toString();
  if (!Number.isFinite(value) || text.includes("e")) return null;
  const [whole = "", fraction = ""] = text.split(".");
  const digits = (whole + fraction).padEnd(whole.length + shift, "0");
  let point = whole.length + shift;
  let kept = digits.slice(0, point + maxFraction);
  if ((digits[point + maxFraction] ?? "0") >= "5") {
    const rounded = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
    point += rounded.length - kept.length;
    kept = rounded;
  }
  const integer = kept.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  let decimals = kept.slice(point).replace(/0+$/, "");
  decimals = decimals.padEnd(minFraction, "0");
  return { integer, decimals, negative: value < 0 || Object.is(value, -0) };
}

/** 1234567 as 12,34,567 (Indian) or 1,234,567. */
function grouped(integer: string, indian: boolean): string {
  const last = integer.slice(-3);
  const rest = integer.slice(0, -3);
  if (rest === "") return last;
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(",")},${last}`;
}

/** A number written out in a written form's grouping, with a prefix after the sign and a suffix; null: ask Intl. */
function writtenNumber(
  value: number,
  locale: Locale,
  { minFraction = 0, maxFraction = 3, shift = 0, prefix = "", suffix = "" } = {},
): string | null {
  const form = writtenFormOf(locale);
  const digits = form && decimalDigits(value, minFraction, maxFraction, shift);
  if (!form || !digits) return null;
  const decimals = digits.decimals === "" ? "" : `.${digits.decimals}`;
  return `${digits.negative ? "-" : ""}${prefix}${grouped(digits.integer, form.indianGrouping)}${decimals}${suffix}`;
}

/** Rupees with exactly `fraction` decimals, in the locale's grouping. */
function rupeesWith(amount: number, locale: Locale, fraction: 0 | 2): string {
  return (
    writtenNumber(amount, locale, { minFraction: fraction, maxFraction: fraction, prefix: "₹" }) ??
    numberFormat(intlLocale(locale), {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(amount)
  );
}

/** Rupees with the locale's grouping: ₹1,00,000 in English and Hindi (Indian), ₹100,000 in Korean. */
export function formatRupees(amount: number, locale: Locale): string {
  return rupeesWith(amount, locale, Number.isInteger(amount) ? 0 : 2);
}

/** Rupees and paise, always with two decimals, as a receipt prints them: ₹2,500.00, ₹12,34,56,789.50. */
export function formatRupeesAndPaise(paise: number, locale: Locale): string {
  return rupeesWith(paise / 100, locale, 2);
}

export function formatNumber(value: number, locale: Locale): string {
  return writtenNumber(value, locale) ?? numberFormat(intlLocale(locale)).format(value);
}

/** A percentage (0–100) with at most one decimal: "79.5%" in English, "79.5%" in Korean, "79.5%" in Hindi. */
export function formatPercentage(value: number, locale: Locale): string {
  return (
    writtenNumber(value / 100, locale, { maxFraction: 1, shift: 2, suffix: "%" }) ??
    numberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 1 }).format(value / 100)
  );
}

/** A calendar date from Intl, for a language with no written form. */
function intlCalendarDate(isoDate: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(intlLocale(locale), { ...options, timeZone: "UTC" }).format(calendarNoon(isoDate));
}

/** "March 2024" (en-IN), "2024년 3월" (ko-KR), "मार्च 2024" (hi-IN). */
export function formatMonthYear(isoDate: string, locale: Locale): string {
  const form = writtenFormOf(locale);
  if (form) {
    const { month, year } = calendarParts(isoDate);
    return form.monthYear(form.months[month] as string, year);
  }
  return intlCalendarDate(isoDate, locale, { year: "numeric", month: "long" });
}

/** "5 March 2024" (en-IN), "2024년 3월 5일" (ko-KR), "5 मार्च 2024" (hi-IN). */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const form = writtenFormOf(locale);
  if (form) {
    const { day, month, year } = calendarParts(isoDate);
    return form.longDate(day, form.months[month] as string, year);
  }
  return intlCalendarDate(isoDate, locale, { year: "numeric", month: "long", day: "numeric" });
}

/** "Tuesday, 1 December 2026" (en-IN), "2026년 12월 1일 화요일" (ko-KR), "मंगलवार, 1 दिसंबर 2026" (hi-IN). */
export function formatDateWithWeekday(isoDate: string, locale: Locale): string {
  const form = writtenFormOf(locale);
  if (form) {
    const { day, month, year, weekday } = calendarParts(isoDate);
    return form.withWeekday(form.weekdays[weekday] as string, form.longDate(day, form.months[month] as string, year));
  }
  return intlCalendarDate(isoDate, locale, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

/** "Tuesday", "화요일", "मंगलवार": a calendar date's day of the week. */
export function formatWeekdayOf(isoDate: string, locale: Locale): string {
  const form = writtenFormOf(locale);
  if (form) return form.weekdays[calendarParts(isoDate).weekday] as string;
  return intlCalendarDate(isoDate, locale, { weekday: "long" });
}

/** "15 April", "4월 15일", "15 अप्रैल" from MM-DD: a birthday or anniversary, never its year. */
export function formatDayAndMonth(monthDay: string, locale: Locale): string {
  const form = writtenFormOf(locale);
  if (form) {
    const { day, month } = calendarParts(`2000-${monthDay}`);
    return form.dayAndMonth(day, form.months[month] as string);
  }
  return intlCalendarDate(`2000-${monthDay}`, locale, { day: "numeric", month: "long" });
}

/** The club keeps Indian time: a message's time is written in it, whoever sent it from where. */
export const clubTimeZone = "Asia/Kolkata";

/** The hour (0-23) and minute of an instant on India's clock (a fixed UTC+05:30, lib/india-time). */
function indiaClock(instant: Date): { hour: number; minute: string } {
  const local = instantToIndiaLocal(instant);
  return { hour: Number(local.slice(11, 13)), minute: local.slice(14, 16) };
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

/** "26 November 2026": the day an instant fell on in India, in the language. */
export function formatIndiaDay(instant: string | Date, locale: Locale): string {
  return formatLongDate(indiaDate(instant), locale);
}

/**
 * An instant with India time named once, as the join and contact forms' time field and the
 * handover's access times give it:
 * "2 January 2025 at 6:34 pm IST" (en-IN, as English-speaking India writes it),
 * "2025년 1월 2일 오후 6:34 (인도 시간)", "2 जनवरी 2025, शाम 6:34 बजे (भारतीय समय)".
 */
export function formatSubmissionTime(instant: Date, locale: Locale): string {
  const date = formatIndiaDay(instant, locale);
  const time = formatClockTime(instant, locale);
  if (locale === "ko") return `${date} ${time} (인도 시간)`;
  if (locale === "hi") return `${date}, ${time} (भारतीय समय)`;
  return `${date} at ${time} IST`;
}

/** An instant on an officials' screen, in words and India time: "26 November 2026, 4:29 pm". */
export function formatOfficialTime(instant: string | Date): string {
  return `${formatIndiaDay(instant, "en")}, ${formatClockTime(new Date(instant), "en")}`;
}

/** An instant on an officials' screen in the official's language: "26 November 2026, 4:29 pm" in English. */
export function formatOfficialTimeIn(instant: string | Date, locale: Locale): string {
  if (locale === defaultLocale) return formatOfficialTime(instant);
  const day = formatIndiaDay(instant, locale);
  const time = formatClockTime(new Date(instant), locale);
  return locale === "ko" ? `${day} ${time}` : `${day}, ${time}`;
}
