import { describe, expect, it } from "vitest";
import { officerTermSchema } from "./officer-term";

const base = { rotaryYear: "2026-27", role: "president", roleLabel: "", name: "A. Person", phone: "", email: "" };

describe("an officer's term as entered", () => {
  it("stores the year in its one form and the e-mail in lower case", () => {
    expect(officerTermSchema.parse({ ...base, email: " Priya.Sharma@Example.ORG " })).toMatchObject({
      rotaryYear: "2026-2027",
      email: "priya.sharma@example.org",
    });
  });

  it("refuses a year that is not one Rotary year, an unknown office, a missing name and a bad e-mail, each on its field", () => {
    const result = officerTermSchema.safeParse({ ...base, rotaryYear: "2026", role: "chief", name: " ", email: "x@" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["rotaryYear", "Enter the Rotary year as 2025-26 or 2025-2026."],
      ["role", "Choose the office."],
      ["name", "Enter the officer's name."],
      ["email", "Enter a valid e-mail address."],
    ]);
  });

  it("an other office must be named; its name is one line", () => {
    expect(officerTermSchema.safeParse({ ...base, role: "other" }).error?.issues[0]).toMatchObject({
      path: ["roleLabel"],
      message: "Name the office, e.g. Joint Secretary.",
    });
    expect(officerTermSchema.parse({ ...base, role: "other", roleLabel: " Joint \n Secretary " }).roleLabel).toBe(
      "Joint Secretary",
    );
  });
});
