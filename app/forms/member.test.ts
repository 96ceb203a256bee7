import { describe, expect, it } from "vitest";
import { memberEditSchema, memberFormErrors, memberSchema, nameIdYearRequired, photoRequired } from "./member";

const empty = { name: "", memberNo: "", joinedOn: "", designation: "", position: "", message: "" };

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
      designation: null,
      message: null,
      position: 2,
    });
  });
});
