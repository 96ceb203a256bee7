import { describe, expect, it } from "vitest";
import { impactByYear, shortRotaryYear } from "./impact.server";

describe("impact per Rotary year", () => {
  it("counts each published project in the Rotary year of its date (1 July, India), adding only known costs and man-hours", () => {
    const years = impactByYear([
      { projectDate: "2025-06-30", createdAt: "2025-07-10T00:00:00.000Z", cost: 1000, manHours: 10 },
      { projectDate: "2025-07-01", createdAt: "2025-07-10T00:00:00.000Z", cost: null, manHours: 5 },
      { projectDate: "2025-12-31", createdAt: "2025-07-10T00:00:00.000Z", cost: 123456, manHours: null },
      // No date: the year it was created in (30 June 20:00 UTC is 1 July in India).
      { projectDate: null, createdAt: "2023-06-30T20:00:00.000Z", cost: 1, manHours: 1 },
    ]);
    expect(years).toEqual([
      { start: 2023, projects: 1, manHours: 1, rupees: 1 },
      { start: 2024, projects: 1, manHours: 10, rupees: 1000 },
      { start: 2025, projects: 2, manHours: 5, rupees: 123456 },
    ]);
    expect(shortRotaryYear(2025)).toBe("2025-26");
    expect(shortRotaryYear(2099)).toBe("2099-00");
  });
});
