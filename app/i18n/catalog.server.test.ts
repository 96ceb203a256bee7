import { describe, expect, it } from "vitest";
import { frameMessagesFor, messagesFor } from "./catalog.server";
import { languages } from "./locale";

describe("the catalogue a page receives in its root data", () => {
  it("root data carries only the page's language, and no officials' form words or server-only feed and manifest words", () => {
    for (const { code } of languages) {
      const frame = frameMessagesFor(code);
      const text = JSON.stringify(frame);
      for (const other of languages.filter((language) => language.code !== code))
        expect(text, `${code} carries ${other.code}'s skip link`).not.toContain(messagesFor(other.code).skipToContent);
      expect(Object.keys(frame)).not.toContain("photoForm");
      expect(Object.keys(frame)).not.toContain("projectForm");
      expect(frame.meta).toEqual({ siteDescription: messagesFor(code).meta.siteDescription });
      expect(text).not.toContain(messagesFor(code).meta.projectsFeedDescription);
    }
  });

  it("the refusals' words come with officials' screens only", () => {
    for (const { code } of languages) {
      expect(JSON.stringify(frameMessagesFor(code))).not.toContain(messagesFor(code).forbiddenTreasurer.body);
      expect(frameMessagesFor(code, { refusals: true })).toMatchObject({
        forbidden: messagesFor(code).forbidden,
        forbiddenOfficials: messagesFor(code).forbiddenOfficials,
        forbiddenTreasurer: messagesFor(code).forbiddenTreasurer,
      });
    }
  });
});
