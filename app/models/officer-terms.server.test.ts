import { describe, expect, it } from "vitest";
import { footerOfficers } from "./officer-terms.server";

describe("the footer's officers", () => {
  const profile = {
    president: { name: "Profile President", phone: "1", email: "p@example.org" },
    secretary: { name: "Profile Secretary", phone: "2", email: "s@example.org" },
    foundationChair: { name: "Profile Chair", phone: "3", email: "f@example.org" },
  };

  it("are the club profile's while the Rotary year has no terms, as before terms existed", () => {
    expect(footerOfficers([], profile).map((o) => [o.role, o.name])).toEqual([
      ["president", "Profile President"],
      ["secretary", "Profile Secretary"],
      ["foundation_chair", "Profile Chair"],
    ]);
  });

  it("are the year's terms, in the footer's order of offices, once it has any", () => {
    const terms = [
      { role: "treasurer" as const, name: "T", phone: "", email: "" },
      { role: "president" as const, name: "P", phone: "", email: "" },
    ];
    expect(footerOfficers(terms, profile).map((o) => [o.role, o.name])).toEqual([
      ["president", "P"],
      ["treasurer", "T"],
    ]);
  });
});
