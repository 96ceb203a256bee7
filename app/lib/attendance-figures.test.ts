import { describe, expect, it } from "vitest";
import {
  type AttendanceMark,
  type HeldMeeting,
  heldDates,
  type MakeUpRules,
  type MemberFigures,
  type Membership,
  makeUpCover,
  monthlyReport,
  noMemberFigures,
  rotaryYearOf,
  tallyMembers,
} from "./attendance-figures";

/*
 * The written example (issue 25's must-show), August 2026, Rotary year 2026-27.
 *
 * The weekly meeting is on Tuesdays: 4, 11, 18 and 25 August. The 18th is
 * cancelled (no meeting: not held, not counted); the 25th is moved to Thursday
 * the 27th (held, on the 27th). So three meetings are held: M1 (4th), M2 (11th), M3 (27th).
 *
 * Members:
 *   A (1) present at all three.
 *   B (2) absent at all three, no make-up.
 *   C (3) absent at M1 and M2, present at M3. Two accepted make-ups: 6 August
 *         (two days after M1, inside the 14-day window: it covers M1) and
 *         1 July (34 and 41 days before M1 and M2, outside the window: it covers nothing).
 *   D (4) on leave (excused) at M1 and M2 and did not come; came to M3 while on
 *         leave, so the secretary marked D present there.
 *   E (5) exempt (Rule of 85) at all three: left out of every count.
 *   F (6) joined on 15 August: not a member at M1 and M2; present at M3.
 *   G (7) left on 20 August (membership until the 20th): present at M1, absent at M2,
 *         not a member at M3.
 *
 * M1: expected A, B, C, G (D excused, E exempt, F not yet a member) = 4;
 *     present A, G and C by make-up = 3; 3/4 = 75 %.
 * M2: expected A, B, C, G = 4; present A = 1 (C's 1 July make-up is outside
 *     the window, the 6 August one is used by M1); 1/4 = 25 %.
 * M3: expected A, B, C, D, F (E exempt, G gone) = 5; present A, C, D, F = 4; 4/5 = 80 %.
 * The month's average: (75 + 25 + 80) / 3 = 60 %.
 * Members at the end of July: A, B, C, D, E, G = 6; new: F = 1; left: G = 1;
 * at the end of August: A, B, C, D, E, F = 6 (= 6 + 1 − 1).
 * C over the month: expected 3, present 2 (one by make-up): 66.67 %.
 * D: expected 1 (M3), present 1: 100 %. E: expected at none: no percentage.
 */

const rules: MakeUpRules = { window: { kind: "days", days: 14 }, capPerHalfYear: null };

const schedule = [
  { id: "M1", date: "2026-08-04", cancelled: false, movedTo: null },
  { id: "M2", date: "2026-08-11", cancelled: false, movedTo: null },
  { id: "cancelled", date: "2026-08-18", cancelled: true, movedTo: null },
  { id: "M3", date: "2026-08-25", cancelled: false, movedTo: "2026-08-27" },
];

const marks: Record<string, [number, AttendanceMark][]> = {
  M1: [
    [1, "present"],
    [2, "absent"],
    [3, "absent"],
    [4, "excused"],
    [5, "exempt"],
    [7, "present"],
  ],
  M2: [
    [1, "present"],
    [2, "absent"],
    // C not marked at all on a register that was taken: absent.
    [4, "excused"],
    [5, "exempt"],
    [7, "absent"],
  ],
  M3: [
    [1, "present"],
    [2, "absent"],
    [3, "present"],
    [4, "present"],
    [5, "exempt"],
    [6, "present"],
  ],
};

const meetings: HeldMeeting[] = heldDates(schedule).map(({ id, date }) => ({
  id,
  date,
  marks: new Map(marks[id]),
}));

const memberships: Membership[] = [
  { memberId: 1, from: "2020-07-01", until: null },
  { memberId: 2, from: "2020-07-01", until: null },
  { memberId: 3, from: "2020-07-01", until: null },
  { memberId: 4, from: "2020-07-01", until: null },
  { memberId: 5, from: "2020-07-01", until: null },
  { memberId: 6, from: "2026-08-15", until: null },
  { memberId: 7, from: "2019-07-01", until: "2026-08-20" },
];

const makeUps = [
  { memberId: 3, date: "2026-08-06" },
  { memberId: 3, date: "2026-07-01" },
];

/** One member's figures over `tallied`, the make-ups' cover worked out over `year`, as the member's own record does. */
function memberFigures(
  memberId: number,
  year: readonly HeldMeeting[],
  makeUpsOfYear: typeof makeUps,
  rulesOfYear: MakeUpRules,
  tallied: readonly HeldMeeting[] = year,
): MemberFigures {
  const covered = makeUpCover(year, memberships, makeUpsOfYear, rulesOfYear);
  return tallyMembers(memberships, tallied, covered).get(memberId) ?? noMemberFigures;
}

describe("attendance figures, as the written example above works them out", () => {
  it("a cancelled date is not a meeting held; a moved one counts on its new day", () => {
    expect(heldDates(schedule)).toEqual([
      { id: "M1", date: "2026-08-04" },
      { id: "M2", date: "2026-08-11" },
      { id: "M3", date: "2026-08-27" },
    ]);
  });

  it("each meeting's percentage: present and made up over expected, excused and exempt members left out", () => {
    const report = monthlyReport("2026-08", meetings, memberships, makeUps, rules);
    expect(report.meetings).toEqual([
      { meetingId: "M1", date: "2026-08-04", expected: 4, present: 3, madeUp: 1, percentage: 75 },
      { meetingId: "M2", date: "2026-08-11", expected: 4, present: 1, madeUp: 0, percentage: 25 },
      { meetingId: "M3", date: "2026-08-27", expected: 5, present: 4, madeUp: 0, percentage: 80 },
    ]);
  });

  it("the month's report: members at its start and end, new, left, meetings held and the average", () => {
    const { meetings: _, ...report } = monthlyReport("2026-08", meetings, memberships, makeUps, rules);
    expect(report).toEqual({
      month: "2026-08",
      membersAtStart: 6,
      membersAtEnd: 6,
      newMembers: 1,
      membersLeft: 1,
      meetingsHeld: 3,
      averagePercentage: 60,
    });
  });

  it("a member's own percentage over the month, make-ups included; none for a member expected nowhere", () => {
    expect(memberFigures(3, meetings, makeUps, rules)).toEqual({
      expected: 3,
      present: 2,
      madeUp: 1,
      percentage: 66.67,
    });
    expect(memberFigures(4, meetings, makeUps, rules)).toMatchObject({ expected: 1, percentage: 100 });
    expect(memberFigures(5, meetings, makeUps, rules)).toMatchObject({ expected: 0, percentage: null });
    expect(memberFigures(6, meetings, makeUps, rules)).toMatchObject({ expected: 1, percentage: 100 });
  });

  it("a member's figures over a month count a make-up only where the year's cover put it: one that made up July's absence does not make up August's too", () => {
    const july: HeldMeeting = { id: "M0", date: "2026-07-28", marks: new Map([[3, "absent"]]) };
    const year = [july, ...meetings];
    // Within 14 days of both the 28th of July and the 4th of August: it goes to the earlier absence.
    const early = [{ memberId: 3, date: "2026-08-01" }];
    expect(monthlyReport("2026-08", year, memberships, early, rules).meetings.map((m) => m.madeUp)).toEqual([0, 0, 0]);
    expect(memberFigures(3, year, early, rules, meetings)).toEqual({
      expected: 3,
      present: 1,
      madeUp: 0,
      percentage: 33.33,
    });
    // August's meetings alone would give the same make-up to the 4th.
    expect(memberFigures(3, meetings, early, rules)).toMatchObject({ present: 2, madeUp: 1 });
  });

  it("with the Rotary year as the window, the 1 July make-up covers M2 too; June's belongs to the year before", () => {
    const yearly: MakeUpRules = { window: { kind: "rotary-year" }, capPerHalfYear: null };
    const july = monthlyReport("2026-08", meetings, memberships, makeUps, yearly);
    // In date order: 1 July takes the earliest absence (M1), 6 August the next (M2).
    expect(july.meetings.map((m) => m.present)).toEqual([3, 2, 4]);
    const june = monthlyReport("2026-08", meetings, memberships, [{ memberId: 3, date: "2026-06-30" }], yearly);
    expect(june.meetings.map((m) => m.madeUp)).toEqual([0, 0, 0]);
  });

  it("a cap of one make-up per half-year counts only the first", () => {
    const capped: MakeUpRules = { window: { kind: "rotary-year" }, capPerHalfYear: 1 };
    const report = monthlyReport("2026-08", meetings, memberships, makeUps, capped);
    expect(report.meetings.map((m) => m.madeUp)).toEqual([1, 0, 0]);
  });

  it("a make-up never covers a meeting the member attended, was excused from or was not yet a member at", () => {
    const report = monthlyReport(
      "2026-08",
      meetings,
      memberships,
      [
        { memberId: 1, date: "2026-08-05" },
        { memberId: 4, date: "2026-08-05" },
        { memberId: 6, date: "2026-08-05" },
      ],
      rules,
    );
    expect(report.meetings.map((m) => m.madeUp)).toEqual([0, 0, 0]);
  });
});

/** The rule as the comment above makeUpCover states it, written the plain way: the specification the quick one must match. */
function plainMakeUpCover(
  meetings: readonly HeldMeeting[],
  memberships: readonly Membership[],
  makeUps: readonly { memberId: number; date: string }[],
  rules: MakeUpRules,
): Set<string> {
  const covered = new Set<string>();
  const used = new Map<string, number>();
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const half = (date: string) => `${rotaryYearOf(date)}-${Number(date.slice(5, 7)) >= 7 ? "H1" : "H2"}`;
  const byDate = [...meetings].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (const makeUp of [...makeUps].sort((a, b) => a.date.localeCompare(b.date) || a.memberId - b.memberId)) {
    const membership = memberships.find((m) => m.memberId === makeUp.memberId);
    if (!membership) continue;
    const absence = byDate.find(
      (meeting) =>
        !covered.has(`${makeUp.memberId} ${meeting.id}`) &&
        membership.from <= meeting.date &&
        (membership.until === null || meeting.date < membership.until) &&
        (meeting.marks.get(makeUp.memberId) ?? "absent") === "absent" &&
        (rules.window.kind === "rotary-year"
          ? rotaryYearOf(makeUp.date) === rotaryYearOf(meeting.date)
          : Math.abs(day(makeUp.date) - day(meeting.date)) <= rules.window.days) &&
        (rules.capPerHalfYear === null ||
          (used.get(`${makeUp.memberId} ${half(meeting.date)}`) ?? 0) < rules.capPerHalfYear),
    );
    if (!absence) continue;
    covered.add(`${makeUp.memberId} ${absence.id}`);
    const key = `${makeUp.memberId} ${half(absence.date)}`;
    used.set(key, (used.get(key) ?? 0) + 1);
  }
  return covered;
}

describe("make-up cover at a big club's scale", () => {
  it("makeUpCover gives what the plain reading of the rule gives, for 200 seeded clubs and every kind of rule", () => {
    let seed = 88838;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const isoDay = (offset: number) => new Date(Date.UTC(2025, 6, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const marks: AttendanceMark[] = ["present", "absent", "absent", "excused", "exempt"];
    for (let club = 0; club < 200; club++) {
      const members: Membership[] = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, index) => ({
        memberId: index + 1,
        from: isoDay(Math.floor(random() * 200) - 100),
        until: random() < 0.3 ? isoDay(Math.floor(random() * 700)) : null,
      }));
      const meetings: HeldMeeting[] = Array.from({ length: Math.floor(random() * 30) }, (_, index) => ({
        id: `m${index}`,
        date: isoDay(Math.floor(random() * 730)),
        marks: new Map(
          members.filter(() => random() < 0.8).map((m) => [m.memberId, marks[Math.floor(random() * marks.length)]]),
        ) as Map<number, AttendanceMark>,
      }));
      const makeUps = Array.from({ length: Math.floor(random() * 25) }, () => ({
        memberId: 1 + Math.floor(random() * 14),
        date: isoDay(Math.floor(random() * 760) - 15),
      }));
      const rules: MakeUpRules = {
        window: random() < 0.5 ? { kind: "rotary-year" } : { kind: "days", days: Math.floor(random() * 30) },
        capPerHalfYear: random() < 0.4 ? null : Math.floor(random() * 4),
      };
      expect([...makeUpCover(meetings, members, makeUps, rules)].sort(), `club ${club}`).toEqual(
        [...plainMakeUpCover(meetings, members, makeUps, rules)].sort(),
      );
    }
  });
});
