import { cleanText } from "~/lib/clean-text";

/**
 * Reading the values of a Firestore export: timestamps as the export tools
 * write them, the old site's day-month-year dates, numbers typed as text.
 * Each reader returns null for a value it cannot read, so the caller reports
 * the record instead of stopping.
 */

/** India Standard Time, UTC+05:30 all year: the old site built its timestamps from dates in India. */
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function fromSeconds(seconds: unknown, nanoseconds: unknown): Date | null {
  const s = Number(seconds);
  const ns = nanoseconds === undefined ? 0 : Number(nanoseconds);
  if (!Number.isFinite(s) || !Number.isFinite(ns)) return null;
  return validDate(new Date(s * 1000 + Math.floor(ns / 1_000_000)));
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant in any form the export tools write: `{_seconds, _nanoseconds}`,
 * `{seconds, nanoseconds}`, `{__datatype__: "timestamp", value}` (whose value
 * is either of those or ISO text), ISO text, or milliseconds since 1970.
 */
export function readInstant(value: unknown): Date | null {
  if (typeof value === "number") return Number.isFinite(value) ? validDate(new Date(value)) : null;
  if (typeof value === "string") {
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return validDate(new Date(text));
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.__datatype__ === "timestamp") return readInstant(record.value);
  if ("_seconds" in record) return fromSeconds(record._seconds, record._nanoseconds);
  if ("seconds" in record) return fromSeconds(record.seconds, record.nanoseconds);
  return null;
}

/** The calendar date (YYYY-MM-DD) of an instant in India. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 9999) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A project date as YYYY-MM-DD: the old site stored day-month-year text
 * (25-03-2023, 25/03/2023, 25.3.2023); ISO dates (2023-03-25) and timestamps
 * (their date in India) are read too. Null when it is none of these or not a real date.
 */
export function readCalendarDate(value: unknown): string | null {
  if (typeof value === "string") {
    const text = value.trim();
    const dayFirst = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(text);
    if (dayFirst) return calendarDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
    const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
    if (yearFirst) return calendarDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
    const instant = readInstant(text);
    return instant ? indiaDate(instant) : null;
  }
  if (typeof value === "object" && value !== null) {
    const instant = readInstant(value);
    return instant ? indiaDate(instant) : null;
  }
  return null;
}

/**
 * A whole number of rupees or hours, 0 or more: a number, or text such as
 * "1,00,000" or "₹ 5000". Null when missing or unreadable; `readable` tells
 * the two apart.
 */
export function readWholeNumber(value: unknown): { value: number | null; readable: boolean } {
  if (isMissing(value)) return { value: null, readable: true };
  const number =
    typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/[₹,\s]|rs\.?/gi, "")) : NaN;
  if (!Number.isFinite(number) || number < 0) return { value: null, readable: false };
  return { value: Math.round(number), readable: true };
}

/**
 * Trimmed text, or null when missing or empty; numbers become their text.
 * Cleaned as the database will store it (app/lib/clean-text.ts, app/db/clean-text-plugin.ts):
 * no control characters or non-characters, and one line unless `multiLine`, so a
 * second import compares equal to what the first one stored.
 */
export function readText(value: unknown, options: { multiLine?: boolean } = {}): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = cleanText(value, options).trim();
  return text === "" ? null : text;
}
