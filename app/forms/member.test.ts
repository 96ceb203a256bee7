import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { parseWithSchema } from "./conform";
import { localizedField } from "./locale-fields";
import { memberEditSchema, memberErrorSummary, memberSchema, nameIdYearRequired, photoRequired } from "./member";

/** The form as the browser's check and the action read it: Conform's parse with the schema. */
function check(schema: typeof memberSchema | typeof memberEditSchema, values: Record<string, string>) {
  const submission = parseWithSchema(new URLSearchParams(values), schema);
  const error = submission.status === "error" ? submission.error : {};
  const errors = Object.fromEntries(Object.entries(error ?? {}).map(([name, list]) => [name, list?.[0]]));
  return {
    errors,
    message: memberErrorSummary(error),
    value: submission.status === "success" ? submission.value : null,
  };
}

const empty = { name: "", memberNo: "", joinedOn: "", position: "", designationEn: "", messageEn: "" };
const noTexts = Object.fromEntries(locales.map((locale) => [locale, { designation: null, message: null }]));

describe("member form errors", () => {
  it("an empty add-member form reports every error at once: photo, name, member ID, joining date and position", () => {
    const result = check(memberSchema, empty);
    expect(Object.keys(result.errors)).toEqual(["photo", "name", "memberNo", "joinedOn", "position"]);
    expect(result.errors.photo).toBe(photoRequired);
    // Above the form, each problem once, the three required fields in the specification's words.
    expect(result.message).toBe(`${photoRequired} ${nameIdYearRequired} Position is required.`);
  });

  it("each missing field says which one it is", () => {
    const result = check(memberSchema, empty);
    expect(result.errors.name).toBe("Enter the member's name.");
    expect(result.errors.memberNo).toBe("Enter the Member ID.");
    expect(result.errors.joinedOn).toBe("Enter the joining date.");
  });

  it("a complete form with its photo has no errors", () => {
    const filled = { ...empty, photo: "12", name: "A", memberNo: "M-1", joinedOn: "2024-05-01", position: "3" };
    expect(check(memberSchema, filled)).toMatchObject({ errors: {}, message: null });
  });

  it("the edit dialog's photo is optional; a bad upload reported by the action joins the field errors", () => {
    const result = check(memberEditSchema, { ...empty, position: "x" });
    expect(result.errors.photo).toBeUndefined();
    expect(memberErrorSummary({ photo: ["Upload failed"], name: ["Enter the member's name."], memberNo: null })).toBe(
      `Upload failed ${nameIdYearRequired}`,
    );
    expect(result.message).toBe(`${nameIdYearRequired} Position must be a whole number.`);
    expect(check(memberEditSchema, { ...empty, name: "A", memberNo: "1", joinedOn: "2024-01" }).value).not.toBeNull();
  });
});

describe("member schema", () => {
  it("a field left out of the post counts as empty, so it gets its own error rather than a malformed-form one", () => {
    const result = check(memberSchema, { photo: "3", name: "A", memberNo: "M-1" });
    expect(result.errors).toEqual({ joinedOn: "Enter the joining date.", position: "Position is required." });
    const parsed = check(memberSchema, {
      photo: "3",
      name: " A ",
      memberNo: "M-1",
      joinedOn: "2024-05",
      position: "2",
    });
    expect(parsed.value).toEqual({
      name: "A",
      memberNo: "M-1",
      joinedOn: "2024-05-01",
      position: 2,
      texts: noTexts,
    });
  });

  it("Position must be a whole number; the edit dialog reads an empty one as none", () => {
    const filled = { photo: "3", name: "A", memberNo: "M-1", joinedOn: "2024-05-01" };
    expect(check(memberSchema, { ...filled, position: "first" }).errors.position).toBe(
      "Position must be a whole number.",
    );
    expect(check(memberSchema, { ...filled, position: " 7 " }).value?.position).toBe(7);
    expect(check(memberEditSchema, { ...filled, position: "" }).value?.position).toBeNull();
    expect(check(memberEditSchema, { ...filled, position: "1.5" }).errors.position).toBe(
      "Position must be a whole number.",
    );
  });
});

describe("member texts: one group per language of the registry", () => {
  const filled = { photo: "3", name: "A", memberNo: "M-1", joinedOn: "2024-05-01", position: "3" };

  it("the form has a designation and a message field for every language of the registry, read by language", () => {
    const values = Object.fromEntries(
      locales.flatMap((locale) => [
        [localizedField("designation", locale), ` Designation ${locale} `],
        [localizedField("message", locale), `Message ${locale}`],
      ]),
    );
    expect(check(memberSchema, { ...filled, ...values }).value?.texts).toEqual(
      Object.fromEntries(
        locales.map((locale) => [locale, { designation: `Designation ${locale}`, message: `Message ${locale}` }]),
      ),
    );
  });

  it("every text is optional, in English too; a blank one is no text (the page falls back)", () => {
    const parsed = check(memberSchema, { ...filled, designationKo: "총무", messageHi: "   ", designationEn: " " });
    expect(parsed.value?.texts).toEqual({ ...noTexts, ko: { designation: "총무", message: null } });
  });

  it("a text too long is reported under its own language's field, with the other problems", () => {
    const result = check(memberEditSchema, { ...filled, designationHi: "क".repeat(81), messageKo: "가".repeat(601) });
    expect(result.errors).toEqual({
      designationHi: "Keep it under 80 characters.",
      messageKo: "Keep it under 600 characters.",
    });
    expect(check(memberEditSchema, { ...filled, designationHi: "क".repeat(80) }).value).not.toBeNull();
  });

  it("the parsed form holds the facts and the texts, not the photo field or the raw per-language fields", () => {
    const parsed = check(memberEditSchema, { ...filled, position: "", messageEn: "Hello" });
    expect(Object.keys(parsed.value ?? {}).sort()).toEqual(["joinedOn", "memberNo", "name", "position", "texts"]);
    expect(parsed.value?.position).toBeNull();
  });
});
