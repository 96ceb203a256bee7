import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appFolder = path.dirname(import.meta.dirname);
const format = path.join(appFolder, "i18n", "format.ts");

/** A date or a number asked of ICU: a formatter, or a locale method that makes one. */
const asksIntl =
  /\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat|PluralRules)\b|\.toLocale(Date|Time)?String\(/;

function sourcesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("dates and numbers are written by format.ts alone (decision 0102)", () => {
  it("only app/i18n/format.ts asks Intl for a date or a number: a page, a member's screen or an official's screen uses its functions", () => {
    const askers = sourcesUnder(appFolder)
      .filter((file) => file !== format)
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            asksIntl.test(line) ? [`${path.relative(appFolder, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(askers).toEqual([]);
  });

  it("finds a formatter made outside format.ts", () => {
    expect(asksIntl.test('const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "long" });')).toBe(true);
    expect(asksIntl.test("amount.toLocaleString('hi-IN')")).toBe(true);
    expect(asksIntl.test("a.name.localeCompare(b.name)")).toBe(false);
  });
});
