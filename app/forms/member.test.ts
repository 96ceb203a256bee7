import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { localizedField } from "./locale-fields";
import { memberEditSchema, memberFormErrors, memberSchema, nameIdYearRequired, photoRequired } from "./member";

const empty = { name: "", memberNo: "", joinedOn: "", position: "", designationEn: "", messageEn: "" };
const noTexts = Object.fromEntries(locales.map((locale) => [locale, { designation: null, message: null }]));

describe("member form errors", () => {
  it("an empty add-member form reports every error at once: photo, name, member ID, joining date and position", () => {
    const result = memberFormErrors(memberSchema.safeParse(empty), photoRequired);
    expect(Object.keys(result?.errors ?? {}).sort()).toEqual(["joinedOn", "memberNo", "name", "photo", "position"]);
    expect(result?.errors.photo).toBe(photoRequired);
    // Above the form, each problem once, the three required fields in the specification's words.
    expect(result?.message).toBe(`${photoRequired} ${nameIdYearRequired} Position is required.`);
  });

  it("each missing field says which one it is", () => {
    const result = memberFormErrors(memberSchema.safeParse(empty), null);
    expect(result?.errors.name).toBe("Enter the member's name.");
    expect(result?.errors.memberNo).toBe("Enter the Member ID.");
    expect(result?.errors.joinedOn).toBe("Enter the joining date.");
  });

  it("a complete form with its photo has no errors", () => {
    const filled = { ...empty, name: "A", memberNo: "M-1", joinedOn: "2024-05-01", position: "3" };
    expect(memberFormErrors(memberSchema.safeParse(filled), null)).toBeNull();
  });

  it("the edit dialog reports a bad upload and the field errors together; its photo is optional", () => {
    const result = memberFormErrors(memberEditSchema.safeParse({ ...empty, position: "x" }), "Upload failed");
    expect(result?.message).toBe(`Upload failed ${nameIdYearRequired} Position must be a whole number.`);
    expect(
      memberFormErrors(memberEditSchema.safeParse({ ...empty, name: "A", memberNo: "1", joinedOn: "2024-01" }), null),
    ).toBeNull();
  });
});

describe("member schema", () => {
  it("a field left out of the post counts as empty, so it gets its own error rather than a malformed-form one", () => {
    const result = memberFormErrors(memberSchema.safeParse({ name: "A", memberNo: "M-1" }), null);
    expect(result?.errors).toEqual({ joinedOn: "Enter the joining date.", position: "Position is required." });
    const parsed = memberSchema.safeParse({ name: "A", memberNo: "M-1", joinedOn: "2024-05", position: "2" });
    expect(parsed.success && parsed.data).toEqual({
      name: "A",
      memberNo: "M-1",
      joinedOn: "2024-05-01",
      position: 2,
      texts: noTexts,
    });
  });
});

describe("member texts: one group per language of the registry", () => {
  const filled = { name: "A", memberNo: "M-1", joinedOn: "2024-05-01", position: "3" };

  it("the form has a designation and a message field for every language of the registry, read by language", () => {
    const values = Object.fromEntries(
      locales.flatMap((locale) => [
        [localizedField("designation", locale), ` Designation ${locale} `],
        [localizedField("message", locale), `Message ${locale}`],
      ]),
    );
    const parsed = memberSchema.safeParse({ ...filled, ...values });
    expect(parsed.success && parsed.data.texts).toEqual(
      Object.fromEntries(
        locales.map((locale) => [locale, { designation: `Designation ${locale}`, message: `Message ${locale}` }]),
      ),
    );
  });

  it("every text is optional, in English too; a blank one is no text (the page falls back)", () => {
    const parsed = memberSchema.safeParse({ ...filled, designationKo: "총무", messageHi: "   ", designationEn: " " });
    expect(parsed.success && parsed.data.texts).toEqual({
      ...noTexts,
      ko: { designation: "총무", message: null },
    });
  });

  it("a text too long is reported under its own language's field, with the other problems", () => {
    const result = memberFormErrors(
      memberEditSchema.safeParse({ ...filled, designationHi: "क".repeat(81), messageKo: "가".repeat(601) }),
      null,
    );
    expect(result?.errors).toEqual({
      designationHi: "Keep it under 80 characters.",
      messageKo: "Keep it under 600 characters.",
    });
    expect(memberEditSchema.safeParse({ ...filled, designationHi: "क".repeat(80) }).success).toBe(true);
  });

  it("the parsed form holds the facts and the texts, not the raw per-language fields", () => {
    const parsed = memberEditSchema.safeParse({ ...filled, position: "", messageEn: "Hello" });
    expect(parsed.success && Object.keys(parsed.data).sort()).toEqual([
      "joinedOn",
      "memberNo",
      "name",
      "position",
      "texts",
    ]);
    expect(parsed.success && parsed.data.position).toBeNull();
  });
});
