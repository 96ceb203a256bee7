/**
 * The identifiers and the year that India's income-tax rules for gifts use
 * (80G receipts, Form 10BD). Browser-safe: the giving form checks as people type.
 */
import { indiaDate } from "./india-time";

/**
 * A PAN: 5 letters, 4 digits, 1 letter, the fourth letter saying whose it is
 * (P a person, C a company, H a Hindu undivided family, F a firm, A an
 * association of persons, T a trust, B a body of individuals, L a local
 * authority, J an artificial juridical person, G a government). Spaces and
 * lower case as typed are forgiven; null when it is not one.
 */
export function normalizePan(text: string): string | null {
  const pan = text.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/.test(pan) ? pan : null;
}

// Verhoeff's dihedral-group tables, as UIDAI uses for the Aadhaar number's last digit.
const multiplication = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    const row = permutation[i % 8]?.[Number(reversed[i])] ?? 0;
    check = multiplication[check]?.[row] ?? 0;
  }
  return check === 0;
}

/**
 * An Aadhaar number: 12 digits, not starting with 0 or 1, the last a Verhoeff
 * check digit. Spaces and hyphens as printed on the card are forgiven.
 */
export function normalizeAadhaar(text: string): string | null {
  const digits = text.replace(/[\s-]+/g, "");
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits) ? digits : null;
}

/** An Aadhaar number as it may be shown before it is revealed: only its last four digits. */
export function maskAadhaar(aadhaar: string): string {
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

/** A PAN as it may be shown before it is revealed: its first two and last two characters. */
export function maskPan(pan: string): string {
  return `${pan.slice(0, 2)}XXXXXX${pan.slice(-2)}`;
}

/** An 80G Unique Registration Number: 16 letters and digits, upper-cased; null when it is not one. */
export function normalizeUrn(text: string): string | null {
  const urn = text.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9]{16}$/.test(urn) ? urn : null;
}

/**
 * India's financial year (1 April to 31 March, in India's time) that an
 * instant or a date ("2026-05-31") falls in, written as the tax portal
 * writes it: "2026-27".
 */
export function financialYearOf(when: string | Date): string {
  const date = typeof when === "string" && /^\d{4}-\d{2}-\d{2}$/.test(when) ? when : indiaDate(when);
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first and last dates of a financial year written "2026-27", or null when it is not one. */
export function financialYearDates(label: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label.trim());
  if (!match) return null;
  const start = Number(match[1]);
  if (Number(match[2]) !== (start + 1) % 100 || start < 1990 || start > 9998) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
