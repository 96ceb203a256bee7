/**
 * The characters no stored text keeps, and no generated file writes
 * (docs/decisions/0042-text-hygiene.md): C0 controls but tab, line feed and
 * carriage return; DEL and the C1 controls; Unicode's non-characters
 * (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE among
 * them); and lone surrogate halves. None is typed by a person, and each makes
 * XML (feeds, the SVG drawn into previews) invalid.
 * Browser-safe, no imports: form schemas and JSON-LD use it too.
 */

const planeEnds = Array.from({ length: 17 }, (_, plane) => {
  const base = (plane * 0x10000 + 0xfffe).toString(16);
  const last = (plane * 0x10000 + 0xffff).toString(16);
  return `\\u{${base}}\\u{${last}}`;
}).join("");

/** With the `u` flag, [\uD800-\uDFFF] matches only a surrogate that is not half of a pair. */
const forbidden = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u{FDD0}-\\u{FDEF}${planeEnds}\\uD800-\\uDFFF]`,
  "gu",
);
const printableAscii = /^[\x20-\x7e]*$/;
/** What ends a line or moves to a tab stop: in a one-line field each run becomes one space. */
const lineBreaks = /[\t\n\r\u2028\u2029]+/g;

/** Whether `text` holds a character `cleanText` removes. */
export function hasForbiddenCharacters(text: string): boolean {
  forbidden.lastIndex = 0;
  return forbidden.test(text);
}

/**
 * `text` without the forbidden characters; a one-line field (the default)
 * also has its tabs and line breaks turned into spaces. Everything else,
 * Korean, Hindi, emoji, stays as it is.
 */
export function cleanText(text: string, options: { multiLine?: boolean } = {}): string {
  // Printable ASCII, the bulk of what exports write, has nothing to remove: a far cheaper scan than `forbidden`'s.
  if (printableAscii.test(text)) return text;
  const kept = text.replace(forbidden, "");
  return options.multiLine ? kept : kept.replace(lineBreaks, " ");
}

/** `cleanText` for optional values: null and undefined stay. */
export function cleanOptional<T extends string | null | undefined>(text: T, options?: { multiLine?: boolean }): T {
  return (typeof text === "string" ? cleanText(text, options) : text) as T;
}

/** Plain text written into HTML as text: the five characters HTML could read as markup, as entities. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}
