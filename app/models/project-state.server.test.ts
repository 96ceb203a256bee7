import { describe, expect, it } from "vitest";
import { completeTextsByLocale, parseProjectWrite, projectTextFields } from "./project-state.server";

describe("a project's texts are declared once (issue 21, build 3)", () => {
  it("a state saved before a text existed reads that text as null in every language", () => {
    const texts = completeTextsByLocale({ en: { title: "Wells" }, ko: {} } as never);
    expect(texts.en).toEqual({ title: "Wells", shortNote: null, location: null, description: null });
    expect(texts.ko).toEqual({ title: null, shortNote: null, location: null, description: null });
    expect(texts.hi).toEqual({ title: null, shortNote: null, location: null, description: null });
    const draft = parseProjectWrite(JSON.stringify({ code: "W-1", texts: { en: { title: "Wells" } }, mediaIds: [] }));
    expect(draft.texts.hi).toEqual({ title: null, shortNote: null, location: null, description: null });
    expect(JSON.stringify(draft)).not.toContain("undefined");
  });

  it("each text goes to its own column of project_texts, and every declared text has one", () => {
    expect(Object.values(projectTextFields).map((field) => field.column)).toEqual([
      "title",
      "short_note",
      "location",
      "description",
    ]);
    expect(Object.values(projectTextFields).map((field) => field.label)).toEqual([
      "Title",
      "Short note",
      "Location",
      "Description",
    ]);
  });
});
