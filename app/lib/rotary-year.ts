/**
 * A Rotary year runs from 1 July to 30 June, in India's time (Asia/Kolkata).
 * It is known by its starting calendar year (2025 for 2025-26) and stored in
 * one form, "2025-2026" (docs/decisions/0021-rotary-year-handover.md).
 * Browser-safe: the add forms check a year as it is typed.
 */

/** India Standard Time is UTC+05:30 all year: India has had no daylight saving since 1945. */
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;
/** Rotary International was founded in 1905; a year before it is a typing slip. */
const firstYear = 1905;
const lastYear = 9998;

/** What an official is told when a year cannot be read. */
export const rotaryYearHint = "Enter the Rotary year as 2025-26 or 2025-2026.";

/** The first 4-digit year in a Rotary year such as "2024-2025"; 0 when there is none. */
export function rotaryYearSortKey(rotaryYear: string): number {
  const match = /\d{4}/.exec(rotaryYear);
  return match ? Number(match[0]) : 0;
}

/**
 * The starting year of a Rotary year as people write it: "2025-26",
 * "2025-2026", "2025–26", "2025/26", "2025 to 2026", "RY 2025-26",
 * "Rotary year 2025-26"; the second year must follow the first. Null when the
 * text is not one Rotary year (a lone "2025" could be either of two).
 */
export function parseRotaryYear(text: string): number | null {
  const tidy = text
    .normalize("NFKC")
    .trim()
    .replace(/^(?:rotary\s+year|ry)\s*:?\s*/i, "");
  const match = /^(\d{4})\s*(?:[-‐‑‒–—/]|to)\s*(\d{2}|\d{4})$/i.exec(tidy);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] as string;
  if (start < firstYear || start > lastYear) return null;
  const next = start + 1;
  const follows = end.length === 4 ? Number(end) === next : end === String(next % 100).padStart(2, "0");
  return follows ? start : null;
}

/** The stored form of the Rotary year starting in `start`: "2025-2026". */
export function formatRotaryYear(start: number): string {
  return `${start}-${start + 1}`;
}

/** The stored form of a Rotary year as typed, or null when it cannot be read. */
export function canonicalRotaryYear(text: string): string | null {
  const start = parseRotaryYear(text);
  return start === null ? null : formatRotaryYear(start);
}

/** The Rotary year (its starting year) that `instant` falls in, in India's time. */
export function rotaryYearAt(instant: Date): number {
  const india = new Date(instant.getTime() + istOffsetMs);
  const year = india.getUTCFullYear();
  // Months count from 0: July is 6.
  return india.getUTCMonth() >= 6 ? year : year - 1;
}

/** The instant the Rotary year starting in `start` begins: 1 July, 00:00 in India. */
export function rotaryYearStartsAt(start: number): Date {
  return new Date(Date.UTC(start, 6, 1) - istOffsetMs);
}

/** The instant the Rotary year starting in `start` ends (the next one begins). */
export function rotaryYearEndsAt(start: number): Date {
  return rotaryYearStartsAt(start + 1);
}
