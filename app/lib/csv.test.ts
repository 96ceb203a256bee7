import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-text";
import { csvCell, csvRow, utf8Bom } from "./csv";

describe("CSV for spreadsheets", () => {
  it("starts with the UTF-8 byte-order mark EF BB BF", () => {
    expect([...Buffer.from(utf8Bom, "utf8")]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes every cell, doubles quotes, keeps line breaks and Korean inside the cell, ends rows with CRLF", () => {
    expect(csvRow(["김민지", 'say "hi"', "two\nlines", 34, null])).toBe(
      '"김민지","say ""hi""","two\nlines","34",""\r\n',
    );
  });

  it("turns text that a spreadsheet would run as a formula into plain text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+91 90000 00000")).toBe('"\'+91 90000 00000"');
    expect(csvCell("-1")).toBe('"\'-1"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell(-1)).toBe('"-1"');
    expect(csvCell("Asha")).toBe('"Asha"');
  });

  it("a cell holds no control character or non-character, and a formula hidden behind one is still caught", () => {
    expect(csvCell("A\u0001B\u001b\uFFFEC")).toBe('"ABC"');
    expect(csvCell("\u0001=SUM(A1)")).toBe('"\'=SUM(A1)"');
  });

  it("the shortcut for plain ASCII cells writes what cleaning, the formula check and quote doubling write", () => {
    const byTheRules = (text: string) => {
      const cleaned = cleanText(text, { multiLine: true });
      return `"${(/^[=+\-@\t\r]/.test(cleaned) ? `'${cleaned}` : cleaned).replaceAll('"', '""')}"`;
    };
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), "é", "김", "\u2028"];
    for (const first of ["", ...characters])
      for (const second of ["", ...characters]) {
        const text = `${first}${second}x`;
        expect(csvCell(text), JSON.stringify(text)).toBe(byTheRules(text));
      }
  });
});
