import { describe, expect, it } from "vitest";
import { type RecurringTimes, ruleStarts } from "./recurrence.server";

const weekly: RecurringTimes = {
  startsAt: "2021-07-04T13:30:00.000Z",
  endsAt: "2021-07-04T15:00:00.000Z",
  recurrence: "FREQ=WEEKLY",
  repeatUntil: null,
};
const year = [new Date("2026-07-01T00:00:00Z"), new Date("2027-06-30T23:59:59Z")] as const;

describe("ruleStarts", () => {
  it("gives a weekly meeting's starts of a window, the same when asked again", () => {
    const starts = ruleStarts(weekly, ...year);
    expect(starts).toHaveLength(52);
    expect(starts[0]).toBe("2026-07-05T13:30:00.000Z");
    expect(starts.every((start) => new Date(start).getUTCDay() === 0)).toBe(true);
    expect(ruleStarts(weekly, ...year)).toEqual(starts);
  });

  it("a remembered window is not given for a rule that ends sooner, starts elsewhere, or another window", () => {
    ruleStarts(weekly, ...year);
    expect(ruleStarts({ ...weekly, repeatUntil: "2026-12-31" }, ...year)).toHaveLength(26);
    expect(ruleStarts({ ...weekly, startsAt: "2021-07-05T13:30:00.000Z" }, ...year)[0]).toBe(
      "2026-07-06T13:30:00.000Z",
    );
    expect(ruleStarts(weekly, year[0], new Date("2026-07-31T23:59:59Z"))).toHaveLength(4);
  });

  it("remembers a bounded number of windows: the oldest are made again, and still right", () => {
    const first = ruleStarts(weekly, ...year);
    for (let day = 1; day <= 600; day++) ruleStarts(weekly, new Date(Date.UTC(2026, 0, day)), year[1]);
    expect(ruleStarts(weekly, ...year)).toEqual(first);
    expect(ruleStarts(weekly, ...year)).not.toBe(first);
  });
});
