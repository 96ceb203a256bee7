/**
 * Attendance figures as Rotary International's secretary's manual computes
 * them (issue 25; docs/decisions/0078-attendance-figures.md). Pure: the
 * registers, memberships and make-ups come in, the figures go out.
 *
 * For one meeting, each member whose membership covers its day is:
 * - present: counted as present and as expected;
 * - absent: counted as expected; present too when an accepted make-up covers
 *   the absence (see makeUpCover);
 * - excused (a leave of absence the board granted): neither present nor
 *   expected; a member on leave who came is marked present, and counts so;
 * - exempt (the "Rule of 85" or another exemption): left out of the count.
 * A member not marked on a register that was taken counts as absent.
 * A meeting's percentage is present over expected; a period's average is the
 * mean of its meetings' percentages, as the district's monthly form asks.
 */

export type AttendanceMark = "present" | "absent" | "excused" | "exempt";

/** A date of the meeting's schedule: as the rule gives it, cancelled, or moved to another day. */
export interface ScheduledDate {
  id: string;
  /** YYYY-MM-DD, the rule's day. */
  date: string;
  cancelled: boolean;
  /** YYYY-MM-DD, the day it was moved to. */
  movedTo: string | null;
}

/** The meetings held: a cancelled date is none, a moved one counts on its new day (and in that day's month). */
export function heldDates(schedule: readonly ScheduledDate[]): { id: string; date: string }[] {
  return schedule.filter((date) => !date.cancelled).map((date) => ({ id: date.id, date: date.movedTo ?? date.date }));
}

/** A meeting held (cancelled dates are not meetings; a moved date is given on its new day). */
export interface HeldMeeting {
  id: string;
  /** YYYY-MM-DD, India's date. */
  date: string;
  /** Each member's mark; a member missing from it is absent. */
  marks: ReadonlyMap<number, AttendanceMark>;
}

/** A member's membership: from the day they joined until the day they left (exclusive), or still a member. */
export interface Membership {
  memberId: number;
  /** YYYY-MM-DD. */
  from: string;
  /** YYYY-MM-DD, the first day they were no longer a member; null while they are. */
  until: string | null;
}

/** A make-up an official accepted: another club's meeting, a project, a district event… on a day. */
export interface AcceptedMakeUp {
  memberId: number;
  /** YYYY-MM-DD. */
  date: string;
}

/** Which absences a make-up may cover: any of the same Rotary year, or those within N days of it; at most `capPerHalfYear`. */
export interface MakeUpRules {
  window: { kind: "rotary-year" } | { kind: "days"; days: number };
  /** Make-ups counted per member per half of the Rotary year (July–December, January–June); null: no cap. */
  capPerHalfYear: number | null;
}

export interface MeetingFigures {
  meetingId: string;
  date: string;
  expected: number;
  present: number;
  madeUp: number;
  /** Present (make-ups included) over expected, as a percentage; null when nobody was expected. */
  percentage: number | null;
}

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** The Rotary year a date falls in, named by the year it starts: 2026-07-01 … 2027-06-30 is 2026. */
export function rotaryYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year : year - 1;
}

/** "2026-H1" (July–December) or "2026-H2" (January–June) of Rotary year 2026. */
function halfYearOf(date: string): string {
  return `${rotaryYearOf(date)}-${Number(date.slice(5, 7)) >= 7 ? "H1" : "H2"}`;
}

export function isMember(membership: Membership, date: string): boolean {
  return membership.from <= date && (membership.until === null || date < membership.until);
}

/**
 * Which absences each accepted make-up covers, as "memberId meetingId" keys.
 * Each make-up covers one absence; in date order, each goes to the earliest
 * absence it may cover that no earlier make-up took, within the half-year's
 * cap (counted by the absence's half-year). Deterministic, so the figures
 * never change between two readings of the same records.
 */
export function makeUpCover(
  meetings: readonly HeldMeeting[],
  memberships: readonly Membership[],
  makeUps: readonly AcceptedMakeUp[],
  rules: MakeUpRules,
): Set<string> {
  const covered = new Set<string>();
  // Each meeting's day, Rotary year and half-year worked out once, not once per make-up.
  const byDate = [...meetings]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((meeting) => ({
      meeting,
      day: dayNumber(meeting.date),
      year: rotaryYearOf(meeting.date),
      half: halfYearOf(meeting.date),
    }));
  const membershipOf = new Map<number, Membership>();
  for (const membership of memberships)
    if (!membershipOf.has(membership.memberId)) membershipOf.set(membership.memberId, membership);
  const usedPerHalf = new Map<string, number>();
  for (const makeUp of [...makeUps].sort((a, b) => a.date.localeCompare(b.date) || a.memberId - b.memberId)) {
    const membership = membershipOf.get(makeUp.memberId);
    if (!membership) continue;
    const makeUpDay = dayNumber(makeUp.date);
    const makeUpYear = rotaryYearOf(makeUp.date);
    const absence = byDate.find(({ meeting, day, year, half }) => {
      const inWindow =
        rules.window.kind === "rotary-year" ? makeUpYear === year : Math.abs(makeUpDay - day) <= rules.window.days;
      if (!inWindow || !isMember(membership, meeting.date)) return false;
      if ((meeting.marks.get(makeUp.memberId) ?? "absent") !== "absent") return false;
      if (covered.has(`${makeUp.memberId} ${meeting.id}`)) return false;
      return (
        rules.capPerHalfYear === null || (usedPerHalf.get(`${makeUp.memberId} ${half}`) ?? 0) < rules.capPerHalfYear
      );
    });
    if (!absence) continue;
    covered.add(`${makeUp.memberId} ${absence.meeting.id}`);
    const half = `${makeUp.memberId} ${absence.half}`;
    usedPerHalf.set(half, (usedPerHalf.get(half) ?? 0) + 1);
  }
  return covered;
}

/** Adds one member at one meeting to a tally: expected unless excused or exempt, present if they came or made it up. */
function count(
  tally: { expected: number; present: number; madeUp: number },
  membership: Membership,
  meeting: HeldMeeting,
  covered: ReadonlySet<string>,
) {
  if (!isMember(membership, meeting.date)) return;
  const mark = meeting.marks.get(membership.memberId) ?? "absent";
  if (mark === "excused" || mark === "exempt") return;
  tally.expected += 1;
  if (mark === "present") tally.present += 1;
  else if (covered.has(`${membership.memberId} ${meeting.id}`)) {
    tally.present += 1;
    tally.madeUp += 1;
  }
}

const percentage = (present: number, expected: number) =>
  expected === 0 ? null : Math.round((present / expected) * 10_000) / 100;

/**
 * Each meeting's figures: expected, present, made up and the percentage. The
 * make-ups' cover is worked out over all `meetings`; only those `tallied` (a
 * month's, say) are counted.
 */
export function meetingFigures(
  meetings: readonly HeldMeeting[],
  memberships: readonly Membership[],
  makeUps: readonly AcceptedMakeUp[],
  rules: MakeUpRules,
  tallied: readonly HeldMeeting[] = meetings,
  /** makeUpCover's answer for these meetings, when the caller has worked it out already. */
  covered: ReadonlySet<string> = makeUpCover(meetings, memberships, makeUps, rules),
): MeetingFigures[] {
  return tallied.map((meeting) => {
    const tally = { expected: 0, present: 0, madeUp: 0 };
    for (const membership of memberships) count(tally, membership, meeting, covered);
    const { expected, present, madeUp } = tally;
    return {
      meetingId: meeting.id,
      date: meeting.date,
      expected,
      present,
      madeUp,
      percentage: percentage(present, expected),
    };
  });
}

/** A member's record over some meetings: how many they were expected at, how many they attended or made up. */
export interface MemberFigures {
  expected: number;
  present: number;
  madeUp: number;
  percentage: number | null;
}

/**
 * Each member's record over `tallied`, their absences made up where `covered` says. As with
 * meetingFigures, `covered` is makeUpCover's answer for all the meetings the make-ups could go
 * to, not only those `tallied`: a make-up the year gave to last month's absence does not also
 * make up one of this month's.
 */
export function tallyMembers(
  memberships: readonly Membership[],
  tallied: readonly HeldMeeting[],
  covered: ReadonlySet<string>,
): Map<number, MemberFigures> {
  const figures = new Map<number, MemberFigures>();
  for (const membership of memberships) {
    const tally = { expected: 0, present: 0, madeUp: 0 };
    for (const meeting of tallied) count(tally, membership, meeting, covered);
    figures.set(membership.memberId, { ...tally, percentage: percentage(tally.present, tally.expected) });
  }
  return figures;
}

/** The record of a member expected at none of the meetings. */
export const noMemberFigures: Readonly<MemberFigures> = { expected: 0, present: 0, madeUp: 0, percentage: null };

/** The district's monthly form: members at the start and end of the month, new, left, meetings held, average %. */
export interface MonthlyReport {
  /** YYYY-MM. */
  month: string;
  membersAtStart: number;
  membersAtEnd: number;
  newMembers: number;
  membersLeft: number;
  meetingsHeld: number;
  /** The mean of the month's meetings' percentages, to two decimals; null without a meeting anyone was expected at. */
  averagePercentage: number | null;
  meetings: MeetingFigures[];
}

/** The month `by` months after `month` (YYYY-MM; `by` may be negative). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first day of the month after `month` (YYYY-MM). */
const nextMonth = (month: string) => `${shiftMonth(month, 1)}-01`;

export function monthlyReport(
  month: string,
  meetings: readonly HeldMeeting[],
  memberships: readonly Membership[],
  makeUps: readonly AcceptedMakeUp[],
  rules: MakeUpRules,
  /** makeUpCover's answer for these meetings, when the caller has worked it out already. */
  covered: ReadonlySet<string> = makeUpCover(meetings, memberships, makeUps, rules),
): MonthlyReport {
  const first = `${month}-01`;
  const after = nextMonth(month);
  const inMonth = (date: string) => date >= first && date < after;
  // Make-ups may cover meetings of the month from outside it, so all meetings take part in the cover.
  const figures = meetingFigures(
    meetings,
    memberships,
    makeUps,
    rules,
    meetings.filter((meeting) => inMonth(meeting.date)),
    covered,
  );
  const counted = figures.filter((figure) => figure.percentage !== null);
  const average =
    counted.length === 0
      ? null
      : Math.round((counted.reduce((sum, figure) => sum + (figure.percentage ?? 0), 0) / counted.length) * 100) / 100;
  return {
    month,
    // Members at the end of the month before's last day, and of this month's: so that
    // at the end = at the start + new − left, a member joining on the 1st counting as new.
    membersAtStart: memberships.filter((m) => m.from < first && (m.until === null || m.until >= first)).length,
    membersAtEnd: memberships.filter((m) => m.from < after && (m.until === null || m.until >= after)).length,
    newMembers: memberships.filter((m) => inMonth(m.from)).length,
    membersLeft: memberships.filter((m) => m.until !== null && inMonth(m.until)).length,
    meetingsHeld: figures.length,
    averagePercentage: average,
    meetings: figures,
  };
}
