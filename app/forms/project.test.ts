import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { ko } from "~/i18n/ko";
import { locales } from "~/i18n/locales";
import { completeTexts } from "~/models/project-state.server";
import { projectTextFields, projectTextNames } from "~/models/project-texts";
import { localizedField } from "./locale-fields";
import { projectFieldLabel, projectIdSchema, projectSchema } from "./project";

function parse(values: Record<string, string>) {
  return projectSchema.safeParse({ code: "P-1", projectDate: "2025-01-31", ...values });
}

/** The first message for each field of a refused form. */
function errors(values: Record<string, string>) {
  const result = parse(values);
  const first: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) first[String(issue.path[0] ?? "form")] ??= issue.message;
  return first;
}

describe("project form", () => {
  it("needs only the Project ID and the project date", () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      code: "P-1",
      projectDate: "2025-01-31",
      locationEn: null,
      videoUrl: null,
      cost: null,
      manHours: null,
      signature: false,
      titleEn: null,
      titleKo: null,
    });
  });

  it("requires the Project ID and the date, blank counting as empty", () => {
    expect(errors({ code: "   ", projectDate: "" })).toEqual({
      code: "Project ID is required.",
      projectDate: "Project date is required.",
    });
  });

  it("trims the ID, video URL and location (SPEC 5)", () => {
    const result = parse({ code: "  P-2 ", videoUrl: " https://youtu.be/dQw4w9WgXcQ ", locationEn: "  Lucknow " });
    expect(result.data).toMatchObject({ code: "P-2", videoUrl: "https://youtu.be/dQw4w9WgXcQ", locationEn: "Lucknow" });
  });

  it("the location is a text of each language, like the title (issue 20.11)", () => {
    const result = parse({ locationEn: "Lucknow", locationKo: "러크나우", locationHi: "लखनऊ" });
    expect(result.data?.texts).toMatchObject({
      en: { location: "Lucknow" },
      ko: { location: "러크나우" },
      hi: { location: "लखनऊ" },
    });
    expect(projectFieldLabel("locationKo")).toBe("Korean location");
  });

  it("allows letters, digits, - and _ in the ID, nothing else", () => {
    expect(parse({ code: "Eye_Camp-2025" }).success).toBe(true);
    for (const code of ["eye camp", "a/b", "x?y", "프로젝트"])
      expect(errors({ code }).code).toBe("Use only letters, digits, - and _ in the Project ID.");
  });

  it("refuses a date that is not a calendar date", () => {
    expect(errors({ projectDate: "2025-02-30" }).projectDate).toBe("Enter the project date as a date (YYYY-MM-DD).");
    expect(errors({ projectDate: "31/01/2025" }).projectDate).toBeDefined();
  });

  it("takes a video URL only as the address of a YouTube video, refusing anything else with a message naming the field", () => {
    for (const videoUrl of [
      "youtube",
      "javascript:alert(1)",
      "ftp://example.org/v",
      "https://localhost",
      "https://vimeo.com/76979871",
      "https://www.youtube.com/@rotary",
      "https://www.youtube.com/watch?v=short",
    ])
      expect(errors({ videoUrl }).videoUrl, videoUrl).toBe(en.projectForm.videoUrlNotYouTube);
    expect(en.projectForm.videoUrlNotYouTube).toMatch(/^Video URL/);
    expect(ko.projectForm.videoUrlNotYouTube).toMatch(/^동영상 주소/);
    for (const videoUrl of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ?si=x",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "youtu.be/dQw4w9WgXcQ",
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
    ])
      expect(parse({ videoUrl }).success, videoUrl).toBe(true);
  });

  it("takes cost and man hours as whole numbers from 0, with Indian grouping", () => {
    expect(parse({ cost: "1,00,000", manHours: "0" }).data).toMatchObject({ cost: 100000, manHours: 0 });
    expect(errors({ cost: "-5" }).cost).toBe("Cost must be a whole number of rupees, 0 or more.");
    expect(errors({ cost: "12.50" }).cost).toBeDefined();
    expect(errors({ manHours: "ten" }).manHours).toBe("Man hours must be a whole number, 0 or more.");
    expect(errors({ cost: "10000000000" }).cost).toBeDefined();
  });

  it("reads the signature box as checked only when sent", () => {
    expect(parse({ signature: "on" }).data?.signature).toBe(true);
    expect(parse({}).data?.signature).toBe(false);
  });

  it("gathers each language's texts, and reads the media slots' positions and remove boxes", () => {
    const result = parse({ titleEn: " English ", shortNoteHi: "नोट", media2_order: "1", media1_remove: "on" });
    expect(result.data?.texts.en).toEqual(completeTexts({ title: "English" }));
    expect(result.data?.texts.hi.shortNote).toBe("नोट");
    expect(result.data).toMatchObject({ media2_order: "1", media1_remove: true, media3_remove: false });
  });
});

describe("project texts declared once in the model", () => {
  it("the form reads, limits and labels every declared text in every language under the model's name", () => {
    for (const name of projectTextNames)
      for (const locale of locales) {
        const field = localizedField(name, locale);
        const { max, label } = projectTextFields[name];
        expect(parse({ [field]: "x".repeat(max) }).data?.texts[locale][name]).toBe("x".repeat(max));
        expect(errors({ [field]: "x".repeat(max + 1) })[field]).toBeDefined();
        expect(projectFieldLabel(field).toLowerCase()).toContain(label.toLowerCase());
      }
  });
});

describe("project ID of the delete pages", () => {
  it("needs an ID, blank counting as empty", () => {
    for (const code of [undefined, "", "   "]) {
      const result = projectIdSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid Project ID.");
    }
    expect(projectIdSchema.safeParse({ code: " DEMO-TREES " }).data).toEqual({ code: "DEMO-TREES" });
  });
});
