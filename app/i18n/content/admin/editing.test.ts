import { describe, expect, it } from "vitest";
import { contentDocuments } from "~/content/fields";
import { parseWithSchema } from "~/forms/conform";
import { contentEditorMessages } from "~/forms/content-editor";
import { eventFormMessages, eventSchema } from "~/forms/event";
import { projectFormMessages, projectSchema } from "~/forms/project";
import { parseTimeOfDay } from "~/forms/time-of-day";
import { uploadErrorText } from "~/media/upload-messages";
import { contentCopy, contentLabelOf, contentLabelsEnglish, editorLabelIn } from "./content";
import { translatorOf } from "./editing";
import { eventFieldLabelIn, eventsCopy } from "./events";
import { projectFieldLabelIn, projectsCopy } from "./projects";

describe("the officials' editing screens in Korean and Hindi", () => {
  it("name every label and hint the editable pages declare", () => {
    const declared = new Set<string>();
    for (const document of contentDocuments) {
      declared.add(document.label);
      for (const field of document.fields) {
        declared.add(field.label);
        if ("hint" in field && field.hint) declared.add(field.hint);
        if (field.kind === "list") {
          declared.add(field.itemLabel);
          for (const item of field.fields) {
            declared.add(item.label);
            if ("hint" in item && item.hint) declared.add(item.hint);
          }
        }
      }
    }
    expect([...declared].filter((label) => !(contentLabelsEnglish as readonly string[]).includes(label))).toEqual([]);
    const ko = contentLabelOf(contentCopy.ko.labels);
    expect(ko("Slide 2: Caption title")).toBe("슬라이드 2: 사진 제목");
    expect(contentLabelOf(contentCopy.en.labels)("Slides: order")).toBe("Slides: order");
  });

  it("turn the schemas' sentences, with their values, into the official's language", () => {
    const hi = translatorOf(projectFormMessages, projectsCopy.hi.messages);
    expect(hi("Keep it under 200 characters.")).toBe("इसे 200 अक्षरों से कम रखें।");
    expect(hi("A project with the ID P-1 already exists.")).toBe("P-1 ID वाली परियोजना पहले से मौजूद है।");
    expect(hi(uploadErrorText("too-large", "well.jpg"))).toBe("“well.jpg” 10 MB से बड़ी है। कोई छोटी फ़ाइल चुनें।");
    expect(hi("Something else.")).toBe("Something else.");
    const ko = translatorOf(eventFormMessages, eventsCopy.ko.messages);
    const reading = parseTimeOfDay("7");
    expect(reading.ok ? "" : ko(reading.error)).toBe("오전인지 오후인지 붙여 주세요: 7 am 또는 7 pm.");
    expect(translatorOf(contentEditorMessages, contentCopy.ko.messages)("Keep it under 300 characters.")).toBe(
      "300자 이내로 입력해 주세요.",
    );
  });

  it("leave no English message on a refused project or event form", () => {
    for (const locale of ["ko", "hi"] as const) {
      const project = parseWithSchema(
        new URLSearchParams({ code: "bad id!", projectDate: "2025-02-30", cost: "a", videoUrl: "https://x.org" }),
        projectSchema,
        translatorOf(projectFormMessages, projectsCopy[locale].messages),
      );
      const event = parseWithSchema(
        new URLSearchParams({ kind: "x", startDate: "", startTime: "25:00", mapUrl: "http://x" }),
        eventSchema,
        translatorOf(eventFormMessages, eventsCopy[locale].messages),
      );
      const errors = (submission: object) =>
        Object.values(("error" in submission ? submission.error : null) ?? {}) as string[][];
      const messages = [...errors(project), ...errors(event)].flat();
      expect(messages.length).toBeGreaterThan(5);
      for (const message of messages) expect(message, locale).not.toMatch(/\b(the|Enter|Keep|Choose|must)\b/);
    }
  });

  it("name the fields of a save conflict in the official's language, and as before in English", () => {
    expect(projectFieldLabelIn("titleKo", "en")).toBe("Korean title");
    expect(projectFieldLabelIn("media2_altHi", "en")).toBe("Photo or video 2: Hindi description");
    expect(projectFieldLabelIn("titleKo", "hi")).toBe("शीर्षक (कोरियाई)");
    expect(projectFieldLabelIn("media2_order", "ko")).toBe("사진 또는 동영상 2의 순서");
    expect(eventFieldLabelIn("venueNameHi", "en")).toBe("Hindi venue name");
    expect(eventFieldLabelIn("venueNameHi", "ko")).toBe("힌디어 장소 이름");
    expect(editorLabelIn("Slide 2: Caption title (Korean)", contentCopy.hi)).toBe("स्लाइड 2: कैप्शन का शीर्षक (कोरियाई)");
    expect(editorLabelIn("Slide 2: Caption title (Korean)", contentCopy.en)).toBe("Slide 2: Caption title (Korean)");
  });

  it("keep a file's name as it is, whatever it holds", () => {
    expect(uploadErrorText("failed", "$&.jpg")).toBe('Upload failed for "$&.jpg". Please try again.');
  });
});
