import { cleanText } from "./clean-text";

/**
 * CSV as spreadsheet programs read it: UTF-8 with a byte-order mark, so Excel
 * opens Korean and Hindi text correctly; CRLF line ends (RFC 4180); every cell quoted.
 */
export const utf8Bom = "\uFEFF";

/** Printable ASCII without a double quote, not starting as a formula would: a cell as it is, in quotes. */
const plainCell = /^(?![=+\-@])[\x20\x21\x23-\x7e]*$/;

/**
 * One quoted cell. Text that a spreadsheet would run as a formula (=, +, -, @,
 * or a tab or carriage return first) gets a leading apostrophe, which
 * spreadsheets show as text: a visitor's "=HYPERLINK(…)" stays words
 * (OWASP, CSV injection). A phone number such as +91 … is shown as '+91 ….
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  // A number's digits need no cleaning, and a spreadsheet reads a minus sign before them as a number, not a formula.
  if (typeof value === "number") return `"${value}"`;
  // Most of an export's cells: one test instead of cleaning, a formula check and a quote search, each a pass.
  if (typeof value === "string" && plainCell.test(value)) return `"${value}"`;
  // No control character or non-character a spreadsheet could choke on (app/lib/clean-text.ts).
  let text = cleanText(String(value), { multiLine: true });
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return csvLine(values.map(csvCell));
}

/** Cells already quoted by `csvCell`, as one line of the file. */
export function csvLine(cells: string[]): string {
  return `${cells.join(",")}\r\n`;
}
