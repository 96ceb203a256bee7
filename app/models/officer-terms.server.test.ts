import { describe, expect, it } from "vitest";
import { footerOfficers, yearToAddTo } from "./officer-terms.server";

describe("the footer's officers", () => {
  it("are the year's terms, in the footer's order of offices", () => {
    const terms = [
      { role: "treasurer" as const, name: "T", phone: "", email: "" },
      { role: "president" as const, name: "P", phone: "", email: "" },
    ];
    expect(footerOfficers(terms).map((o) => [o.role, o.name])).toEqual([
      ["president", "P"],
      ["treasurer", "T"],
    ]);
  });

  it("are nobody while the Rotary year has no terms: the club profile keeps no officers of its own (decision 0054)", () => {
    expect(footerOfficers([])).toEqual([]);
  });
});

describe("the Rotary year the add-officer form offers", () => {
  it("is this year while this year has no officers", () => {
    expect(yearToAddTo([], "2025-2026", "2026-2027")).toBe("2025-2026");
    expect(yearToAddTo(["2026-2027"], "2025-2026", "2026-2027")).toBe("2025-2026");
  });

  it("is next year once this year has an officer", () => {
    expect(yearToAddTo(["2025-2026", "2026-2027"], "2025-2026", "2026-2027")).toBe("2026-2027");
  });
});
