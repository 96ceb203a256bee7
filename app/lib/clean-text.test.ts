import { describe, expect, it } from "vitest";
import { cleanText, escapeHtml, hasForbiddenCharacters } from "./clean-text";

describe("clean text (issue 28, item 2)", () => {
  it("C0 and C1 controls, DEL, non-characters of every plane and lone surrogates are removed", () => {
    const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("");
    const c1 = Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)).join("");
    expect(cleanText(`a${controls}b${c1}c`, { multiLine: true })).toBe("a\t\n\rbc");
    expect(cleanText("x\uFFFE\uFFFF\uFDD0\uFDEF\u{1FFFE}\u{10FFFF}y")).toBe("xy");
    expect(cleanText("lone \uD800 and \uDC00 halves")).toBe("lone  and  halves");
    expect(hasForbiddenCharacters("\u001b")).toBe(true);
  });

  it("tabs and line breaks stay only in multi-line text; one-line text gets one space for each run", () => {
    expect(cleanText("a\t\tb\r\nc\u2028d", { multiLine: true })).toBe("a\t\tb\r\nc\u2028d");
    expect(cleanText("a\t\tb\r\nc\u2028d")).toBe("a b c d");
  });

  it("every other character stays: Korean, Hindi, emoji, pairs of surrogates, joiners", () => {
    const text = "한국어 हिन्दी 😀 👩‍👩‍👧 \u200d\uFFFD";
    expect(cleanText(text)).toBe(text);
    expect(hasForbiddenCharacters(text)).toBe(false);
  });

  it("escapeHtml writes markup as text", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });
});
