import { describe, expect, it } from "vitest";
import { celebrationsWithin, daysUntil } from "./celebrations";

describe("birthdays and anniversaries this week and next", () => {
  it("counts the days to the next date, across the new year, with 29 February on the 28th in other years", () => {
    expect(daysUntil("2026-11-28", "11-28")).toBe(0);
    expect(daysUntil("2026-11-28", "12-05")).toBe(7);
    expect(daysUntil("2026-12-30", "01-02")).toBe(3);
    expect(daysUntil("2026-11-29", "11-28")).toBe(364);
    expect(daysUntil("2027-02-27", "02-29")).toBe(1);
    expect(daysUntil("2028-02-27", "02-29")).toBe(2);
  });

  it("lists only the next fourteen days, soonest first, both kinds, and nothing a member hid", () => {
    const members = [
      { id: 1, name: "Asha", birthday: "12-10", anniversary: "11-30" },
      { id: 2, name: "Bela", birthday: "12-13" },
      { id: 3, name: "Chitra" },
      { id: 4, name: "Dev", anniversary: "11-27" },
    ];
    expect(celebrationsWithin(members, "2026-11-28", 14)).toEqual([
      { memberId: 1, name: "Asha", kind: "anniversary", monthDay: "11-30", inDays: 2 },
      { memberId: 1, name: "Asha", kind: "birthday", monthDay: "12-10", inDays: 12 },
    ]);
    expect(celebrationsWithin(members, "2026-11-28", 16).map((found) => found.name)).toEqual(["Asha", "Asha", "Bela"]);
  });
});
