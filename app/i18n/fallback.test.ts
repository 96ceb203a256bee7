import { describe, expect, it } from "vitest";
import { localText } from "./fallback";

describe("translation fallback is per field, not per row", () => {
  it("a field with its own translation is shown in the page's language", () => {
    expect(localText("물탱크", "Water tanks", "ko")).toEqual({ value: "물탱크", lang: "ko" });
  });

  it("a field without a translation falls back to English, marked lang=en, whatever the other fields have", () => {
    expect(localText(null, "Water tanks", "ko")).toEqual({ value: "Water tanks", lang: "en" });
    expect(localText(undefined, "Water tanks", "ko")).toEqual({ value: "Water tanks", lang: "en" });
  });

  it("a blank translation counts as missing", () => {
    expect(localText("   ", "Water tanks", "ko")).toEqual({ value: "Water tanks", lang: "en" });
  });

  it("with neither text, nothing, in the page's language (the page shows its own 'Untitled')", () => {
    expect(localText(null, null, "ko")).toEqual({ value: null, lang: "ko" });
    expect(localText("", "  ", "ko")).toEqual({ value: null, lang: "ko" });
  });

  it("English pages read the English text", () => {
    expect(localText("Water tanks", "Water tanks", "en")).toEqual({ value: "Water tanks", lang: "en" });
  });
});
