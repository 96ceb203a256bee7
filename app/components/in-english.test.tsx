import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Venue } from "./event-card";
import { InEnglishMark } from "./in-english";

describe("English shown for want of a translation is marked (issue 20.11)", () => {
  it("the mark shows on the Korean and Hindi pages in their words, never on the English page or for a translated text", () => {
    expect(renderToStaticMarkup(<InEnglishMark lang="en" locale="ko" />)).toBe(
      '<span class="in-english" lang="ko">영어 원문</span> ',
    );
    expect(renderToStaticMarkup(<InEnglishMark lang="en" locale="hi" />)).toContain("अंग्रेज़ी में");
    expect(renderToStaticMarkup(<InEnglishMark lang="en" locale="en" />)).toBe("");
    expect(renderToStaticMarkup(<InEnglishMark lang="ko" locale="ko" />)).toBe("");
  });

  it("a venue shown in English on the Hindi page for want of a Hindi one carries lang=en and the mark; a Hindi one neither", () => {
    expect(renderToStaticMarkup(<Venue venue={{ text: "Rotary Hall", lang: "en" }} locale="hi" />)).toBe(
      '<span lang="en"><span class="in-english" lang="hi">अंग्रेज़ी में</span> Rotary Hall</span>',
    );
    expect(renderToStaticMarkup(<Venue venue={{ text: "रोटरी भवन", lang: "hi" }} locale="hi" />)).toBe(
      '<span lang="hi">रोटरी भवन</span>',
    );
  });
});
