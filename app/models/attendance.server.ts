import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import type { Locale, MakeUpKind } from "~/db/schema";
import { nowIso } from "~/db/time";
import { occurrencesBetween } from "~/events/recurrence.server";
import { localText } from "~/i18n/fallback";
import {
  type AcceptedMakeUp,
  type AttendanceMark,
  type HeldMeeting,
  type MakeUpRules,
  type MeetingFigures,
  type MemberFigures,
  type Membership,
  type MonthlyReport,
  makeUpCover,
  meetingFigures,
  monthlyReport,
  noMemberFigures,
  rotaryYearOf,
  shiftMonth,
  tallyMembers,
} from "~/lib/attendance-figures";
import { addDays, indiaDate, indiaLocalToInstant } from "~/lib/india-time";
import { formatRotaryYear } from "~/lib/rotary-year";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "./audit.server";
import { membersComing } from "./event-replies.server";
import { exceptionsOf } from "./events.server";
import { membershipStart } from "./membership-start";
import { appSecret } from "./secrets.server";

/**
 * The meetings' registers, leaves, make-ups and the figures made from them
 * (issue 25; docs/decisions/0079-attendance-registers.md). The figures
 * themselves are computed by the pure lib/attendance-figures.ts.
 */

/** One meeting: a date of the weekly meeting, or a one-off event that counts. */
export interface Meeting {
  eventId: number;
  /** The date the rule gave it (RECURRENCE-ID); with eventId, the register's key. */
  occurrenceAt: string;
  /** "12-2026-08-06": the event and the India date the rule gave; the register's address. */
  key: string;
  /** The India date it is held on (a moved date's new day). */
  heldOn: string;
  startsAt: string;
  title: string;
}

/** A register's address: the event and the India date its rule gave the meeting. */
function meetingKey(eventId: number, occurrenceAt: string): string {
  return `${eventId}-${indiaDate(occurrenceAt)}`;
}

function parseMeetingKey(key: string): { eventId: number; date: string } | null {
  const match = /^(\d{1,9})-(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!match || !indiaLocalToInstant(match[2] as string)) return null;
  return { eventId: Number(match[1]), date: match[2] as string };
}

/** The meetings held (or to be held) from `from` to `until`, India dates, both included, in date order. */
export async function meetingsBetween(db: Db, from: string, until: string, locale: Locale = "en"): Promise<Meeting[]> {
  const events = await db
    .selectFrom("events as e")
    .leftJoin("event_texts as own", (j) => j.onRef("own.event_id", "=", "e.id").on("own.locale", "=", locale))
    .leftJoin("event_texts as en", (j) => j.onRef("en.event_id", "=", "e.id").on("en.locale", "=", "en"))
    .select([
      "e.id",
      "e.starts_at",
      "e.ends_at",
      "e.recurrence",
      "e.repeat_until",
      "e.status",
      "own.title as own_title",
      "en.title as en_title",
    ])
    .where("e.is_draft", "=", 0)
    .where("e.status", "!=", "cancelled")
    .where((eb) =>
      eb.or([
        eb.and([eb("e.kind", "=", "club-meeting"), eb("e.recurrence", "is not", null)]),
        eb("e.counts_for_attendance", "=", 1),
      ]),
    )
    .execute();
  const exceptions = await exceptionsOf(
    db,
    events.filter((event) => event.recurrence).map((event) => event.id),
  );
  const start = new Date(indiaLocalToInstant(from) ?? from);
  const end = new Date(indiaLocalToInstant(addDays(until, 1)) ?? until);
  const meetings: Meeting[] = [];
  for (const event of events) {
    const times = {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      recurrence: event.recurrence,
      repeatUntil: event.repeat_until,
    };
    for (const occurrence of occurrencesBetween(times, exceptions.get(event.id) ?? [], start, end)) {
      if (occurrence.status === "cancelled") continue;
      meetings.push({
        eventId: event.id,
        occurrenceAt: occurrence.occurrenceAt,
        key: meetingKey(event.id, occurrence.occurrenceAt),
        heldOn: indiaDate(occurrence.startsAt),
        startsAt: occurrence.startsAt,
        title: localText(event.own_title, event.en_title, locale).value ?? "",
      });
    }
  }
  return meetings.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId - b.eventId);
}

/** The meeting a register's address names, or null when there is none (cancelled, a draft, no such date). */
export async function meetingAt(db: Db, key: string, locale: Locale = "en"): Promise<Meeting | null> {
  const parsed = parseMeetingKey(key);
  if (!parsed) return null;
  // A moved date may be held weeks from the rule's date: look around it.
  const meetings = await meetingsBetween(db, addDays(parsed.date, -62), addDays(parsed.date, 62), locale);
  return meetings.find((meeting) => meeting.key === key) ?? null;
}

export interface Leave {
  id: number;
  memberId: number;
  kind: "leave" | "exempt";
  startsOn: string;
  endsOn: string | null;
  note: string;
}

async function leavesOf(db: Db): Promise<Leave[]> {
  const rows = await db
    .selectFrom("attendance_leaves")
    .select(["id", "member_id", "kind", "starts_on", "ends_on", "note"])
    .orderBy("starts_on")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    kind: row.kind,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    note: row.note,
  }));
}

/** Each reading's leaves by member, made on first use: a register looks up every member at every meeting. */
const leavesByMember = new WeakMap<readonly Leave[], Map<number, Leave[]>>();

/** The mark a member's leave or exemption gives them on a day: excused, exempt, or none. */
function leaveMark(leaves: readonly Leave[], memberId: number, day: string): AttendanceMark | null {
  let byMember = leavesByMember.get(leaves);
  if (!byMember) {
    byMember = new Map();
    for (const leave of leaves) byMember.set(leave.memberId, [...(byMember.get(leave.memberId) ?? []), leave]);
    leavesByMember.set(leaves, byMember);
  }
  const leave = byMember.get(memberId)?.find((l) => l.startsOn <= day && (l.endsOn === null || day <= l.endsOn));
  if (!leave) return null;
  return leave.kind === "leave" ? "excused" : "exempt";
}

/** Today's members as the figures count them: each one's id and the day they joined, in no order. */
function memberStarts(db: Db) {
  return db.selectFrom("members").select(["id", "joined_on", "created_at"]).execute();
}

type MemberStart = Awaited<ReturnType<typeof memberStarts>>[number];

/** Today's members by name, as a register lists them (it counts their memberships from the same read). */
function clubMembers(db: Db) {
  return db
    .selectFrom("members")
    .select(["id", "name", "member_no", "joined_on", "created_at"])
    .orderBy("name")
    .orderBy("id")
    .execute();
}

type ClubMember = Awaited<ReturnType<typeof clubMembers>>[number];

function membershipDepartures(db: Db) {
  return db.selectFrom("membership_departures").select(["member_id", "joined_on", "left_on"]).execute();
}

/** Every membership the figures need: today's members, from the day they joined, and those who left. */
function memberships(
  members: readonly MemberStart[],
  departures: Awaited<ReturnType<typeof membershipDepartures>>,
): Membership[] {
  const current = new Set(members.map((m) => m.id));
  return [
    ...members.map((m) => ({ memberId: m.id, from: membershipStart(m), until: null })),
    // A member restored from the trash is a member again: their departure no longer counts.
    ...departures
      .filter((d) => !current.has(d.member_id))
      .map((d) => ({ memberId: d.member_id, from: d.joined_on, until: d.left_on })),
  ];
}

/** The club's attendance settings, with their defaults before anyone saved them. */
export async function attendanceSettings(db: Db): Promise<AttendanceSettings> {
  const row = await db.selectFrom("attendance_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return {
    makeUpDays: row?.make_up_days ?? null,
    makeUpCap: row?.make_up_cap ?? null,
    districtEmail: row?.district_email ?? "",
    reportLocale: row?.report_locale ?? "en",
  };
}

export interface AttendanceSettings {
  makeUpDays: number | null;
  makeUpCap: number | null;
  districtEmail: string;
  reportLocale: Locale;
}

export async function saveAttendanceSettings(db: Db, officialId: number, settings: AttendanceSettings) {
  await db.transaction().execute(async (trx) => {
    const values = {
      make_up_days: settings.makeUpDays,
      make_up_cap: settings.makeUpCap,
      district_email: settings.districtEmail,
      report_locale: settings.reportLocale,
      updated_at: nowIso(),
    };
    await trx
      .insertInto("attendance_settings")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, officialId, "update", "attendance", null, "Attendance settings");
  });
}

function rulesOf(settings: AttendanceSettings): MakeUpRules {
  return {
    window: settings.makeUpDays === null ? { kind: "rotary-year" } : { kind: "days", days: settings.makeUpDays },
    capPerHalfYear: settings.makeUpCap,
  };
}

interface StoredRegister {
  counts: GuestCounts;
  marks: Map<number, { mark: AttendanceMark; source: "official" | "self" }>;
}

export interface GuestCounts {
  spouses: number;
  children: number;
  visitors: number;
  visitingRotarians: number;
  districtDelegates: number;
}

const registerKey = (eventId: number, occurrenceAt: string) => `${eventId} ${occurrenceAt}`;

/**
 * Whose marks a reading needs: everyone's at the meetings from `from` to
 * `until` (India dates), and at the others only those of `members`. Figures
 * asked for a month need the rest of the Rotary year only for the members
 * whose make-ups may cover one of its absences; a big club's years of marks
 * stay on disk.
 */
interface MarkScope {
  from?: string;
  until?: string;
  /** Some members, or a read of their ids (those with make-ups in a window: `makeUpMembers`). */
  members: readonly number[] | ReturnType<typeof makeUpMembers>;
}

/** The registers taken for these meetings, by registerKey, with the marks `scope` asks for. */
async function storedRegisters(
  db: Db,
  meetings: readonly Meeting[],
  scope: MarkScope = { members: [] },
): Promise<Map<string, StoredRegister>> {
  const found = new Map<string, StoredRegister>();
  if (meetings.length === 0) return found;
  const eventIds = [...new Set(meetings.map((m) => m.eventId))];
  const wanted = new Set(meetings.map((m) => registerKey(m.eventId, m.occurrenceAt)));
  // Only the registers of these dates: a weekly meeting's years of registers stay on disk.
  const starts = meetings.map((m) => m.occurrenceAt).sort();
  const [first, last] = [starts[0] as string, starts.at(-1) as string];
  // One row per meeting, mark and source with its members' ids joined, not one per member:
  // a month of a 2,000-member club is some 20 rows instead of 10,000 (bench/scale.mjs).
  const marksOf = () =>
    db
      .selectFrom("attendance_marks")
      .select([
        "event_id",
        "occurrence_at",
        "mark",
        "source",
        sql<string>`string_agg(cast(member_id as text), ',')`.as("member_ids"),
      ])
      .where("event_id", "in", eventIds);
  // Two reads, each on its own index: everyone's marks within the scope's days (by meeting), and
  // the scope's members' marks over the whole span (by member). One read with an OR of the two
  // walked every mark of the span.
  const scoped = scopeStarts(meetings, scope);
  const others = scope.members;
  const [registers, everyone, some] = await Promise.all([
    db
      .selectFrom("attendance_registers")
      .selectAll()
      .where("event_id", "in", eventIds)
      .where("occurrence_at", ">=", first)
      .where("occurrence_at", "<=", last)
      .execute(),
    scoped
      ? marksOf()
          .where("occurrence_at", ">=", scoped.first)
          .where("occurrence_at", "<=", scoped.last)
          .groupBy(["event_id", "occurrence_at", "mark", "source"])
          .execute()
      : Promise.resolve([]),
    !Array.isArray(others) || others.length > 0
      ? marksOf()
          .where("member_id", "in", others)
          .where("occurrence_at", ">=", first)
          .where("occurrence_at", "<=", last)
          .groupBy(["event_id", "occurrence_at", "mark", "source"])
          .execute()
      : Promise.resolve([]),
  ]);
  for (const row of registers) {
    const key = registerKey(row.event_id, row.occurrence_at);
    if (!wanted.has(key)) continue;
    found.set(key, {
      counts: {
        spouses: row.spouses,
        children: row.children,
        visitors: row.visitors,
        visitingRotarians: row.visiting_rotarians,
        districtDelegates: row.district_delegates,
      },
      marks: new Map(),
    });
  }
  for (const row of [...everyone, ...some]) {
    const marks = found.get(registerKey(row.event_id, row.occurrence_at))?.marks;
    if (!marks) continue;
    const stored = { mark: row.mark, source: row.source };
    for (const id of row.member_ids.split(",")) marks.set(Number(id), stored);
  }
  return found;
}

/** The meetings held within some days; none when the days are not given. */
function meetingsWithin(meetings: readonly Meeting[], days: { from?: string; until?: string }): Meeting[] {
  const { from, until } = days;
  if (from === undefined || until === undefined) return [];
  return meetings.filter((m) => m.heldOn >= from && m.heldOn <= until);
}

/** The first and last RECURRENCE-ID of the meetings held within the scope's days; null: none (or no days). */
function scopeStarts(meetings: readonly Meeting[], scope: MarkScope) {
  const starts = meetingsWithin(meetings, scope)
    .map((m) => m.occurrenceAt)
    .sort();
  return starts.length === 0 ? null : { first: starts[0] as string, last: starts.at(-1) as string };
}

/** A taken register as the figures read it: stored marks, then each leave's mark; the rest absent. */
function heldMeeting(meeting: Meeting, register: StoredRegister, leaves: readonly Leave[], members: Membership[]) {
  const marks = new Map<number, AttendanceMark>();
  for (const membership of members) {
    const stored = register.marks.get(membership.memberId)?.mark;
    const mark = stored ?? leaveMark(leaves, membership.memberId, meeting.heldOn);
    if (mark) marks.set(membership.memberId, mark);
  }
  return { id: meeting.key, date: meeting.heldOn, marks } satisfies HeldMeeting;
}

/**
 * The accepted make-ups that may cover an absence between two days (India
 * dates): those within the rules' window of them (so many days, or the same
 * Rotary years). The others cannot change the figures, and a club's years of
 * them stay on disk.
 */
function acceptedMakeUpsQuery(db: Db, from: string, until: string, rules: MakeUpRules) {
  const [first, last] =
    rules.window.kind === "days"
      ? [addDays(from, -rules.window.days), addDays(until, rules.window.days)]
      : [rotaryYearDays(from).from, rotaryYearDays(until).until];
  return db
    .selectFrom("attendance_make_ups")
    .where("status", "=", "accepted")
    .where("held_on", ">=", first)
    .where("held_on", "<=", last);
}

async function acceptedMakeUps(db: Db, from: string, until: string, rules: MakeUpRules): Promise<AcceptedMakeUp[]> {
  const rows = await acceptedMakeUpsQuery(db, from, until, rules).select(["member_id", "held_on"]).execute();
  return rows.map((row) => ({ memberId: row.member_id, date: row.held_on }));
}

/**
 * The ids of the members whose accepted make-ups `acceptedMakeUps` reads, as a
 * read within another. Asked as a list of hundreds of ids, SQLite walked every
 * mark of the span on the meetings' index; asked so, it reads those members'
 * marks from their covering index, in half the time (decision 0090).
 *
 * For one meeting's figures (a register), members marked other than absent
 * there are left out: a member's make-ups cover only their own absences, so
 * theirs cannot change that meeting's figures (a register: 5 ms to 2 on the
 * bench). For a month's meetings the same rule left out a quarter of them
 * and cost more than it saved.
 */
function makeUpMembers(db: Db, from: string, until: string, rules: MakeUpRules, only: Meeting | null) {
  const members = acceptedMakeUpsQuery(db, from, until, rules).select("member_id");
  if (!only) return members;
  const notAbsent = db
    .selectFrom("attendance_marks")
    .select("member_id")
    .where("event_id", "=", only.eventId)
    .where("occurrence_at", "=", only.occurrenceAt)
    .where("mark", "<>", "absent");
  return members.where("member_id", "not in", notAbsent);
}

/** What the figures need for the meetings between two days: the taken registers, memberships, make-ups, rules. */
async function figuresInput<Roll extends MemberStart>(
  db: Db,
  /**
   * Today's members: `memberStarts`, or `clubMembers` for a register, whose rows need their
   * names in order (for 2,000 members on the bench, 1.9 ms against 4.8 read by name).
   */
  readRoll: (db: Db) => Promise<Roll[]>,
  from: string,
  until: string,
  locale: Locale,
  /**
   * Everyone's marks only on these days (a month, a meeting's day); by default the whole span.
   * `meeting`: the one meeting whose figures are asked, when its day holds others too.
   */
  focus: { from?: string; until?: string; member?: number; meeting?: Meeting } = { from, until },
) {
  // Two rounds of reads, each all at once: what the rules and meetings do not decide, then what they do.
  const [settings, meetings, roll, departures, leaves] = await Promise.all([
    attendanceSettings(db),
    meetingsBetween(db, from, until, locale),
    readRoll(db),
    membershipDepartures(db),
    leavesOf(db),
  ]);
  const rules = rulesOf(settings);
  const members = memberships(roll, departures);
  // Outside the focus, only the marks a make-up may cover count (or the one member's own).
  const inFocus = meetingsWithin(meetings, focus);
  const others =
    focus.member !== undefined
      ? [focus.member]
      : makeUpMembers(db, from, until, rules, focus.meeting ?? (inFocus.length === 1 ? (inFocus[0] as Meeting) : null));
  const [makeUps, registers] = await Promise.all([
    acceptedMakeUps(db, from, until, rules),
    storedRegisters(db, meetings, { from: focus.from, until: focus.until, members: others }),
  ]);
  const held = meetings.flatMap((meeting) => {
    const register = registers.get(registerKey(meeting.eventId, meeting.occurrenceAt));
    return register ? [heldMeeting(meeting, register, leaves, members)] : [];
  });
  return { meetings, registers, held, roll, members, leaves, makeUps, rules };
}

/** The first and last day of the Rotary year a day falls in. */
function rotaryYearDays(day: string): { from: string; until: string } {
  const start = rotaryYearOf(day);
  return { from: `${start}-07-01`, until: `${start + 1}-06-30` };
}

export interface MeetingSummary extends Meeting {
  taken: boolean;
  figures: MeetingFigures | null;
}

/**
 * The meetings of a month with each one's figures (null until its register
 * is taken). Make-ups may cover a meeting from outside the month, so the
 * cover is worked out over the whole Rotary year.
 */
export async function meetingsOfMonth(db: Db, month: string, locale: Locale): Promise<MeetingSummary[]> {
  const { from, until } = rotaryYearDays(`${month}-01`);
  const input = await figuresInput(db, memberStarts, from, until, locale, {
    from: `${month}-01`,
    until: `${month}-31`,
  });
  const figures = new Map(
    meetingFigures(
      input.held,
      input.members,
      input.makeUps,
      input.rules,
      input.held.filter((meeting) => meeting.date.startsWith(month)),
    ).map((f) => [f.meetingId, f]),
  );
  return input.meetings
    .filter((meeting) => meeting.heldOn.startsWith(month))
    .map((meeting) => ({
      ...meeting,
      taken: input.registers.has(registerKey(meeting.eventId, meeting.occurrenceAt)),
      figures: figures.get(meeting.key) ?? null,
    }));
}

export interface AttendanceReport extends MonthlyReport {
  /** Meetings of the month whose register nobody has taken yet (left out of the average). */
  untaken: Meeting[];
  /** Members who attended every meeting of the month they were expected at (make-ups included). */
  fullAttendance: number;
  /** When it was sent to the district, and to whom. */
  sent: { at: string; to: string } | null;
}

/** The monthly report to the district (issue 25, build 5): held meetings' registers, members, make-ups. */
export async function attendanceReport(db: Db, month: string): Promise<AttendanceReport> {
  const { from, until } = rotaryYearDays(`${month}-01`);
  const [input, sent] = await Promise.all([
    figuresInput(db, memberStarts, from, until, "en", { from: `${month}-01`, until: `${month}-31` }),
    db.selectFrom("attendance_reports").select(["sent_at", "sent_to"]).where("month", "=", month).executeTakeFirst(),
  ]);
  // The year's cover, worked out once for the meetings' figures and the members'.
  const covered = makeUpCover(input.held, input.members, input.makeUps, input.rules);
  const report = monthlyReport(month, input.held, input.members, input.makeUps, input.rules, covered);
  const inMonth = input.held.filter((meeting) => meeting.date.startsWith(month));
  const fullAttendance = [...tallyMembers(input.members, inMonth, covered).values()].filter(
    (own) => own.expected > 0 && own.present === own.expected,
  ).length;
  const untaken = input.meetings.filter(
    (meeting) =>
      meeting.heldOn.startsWith(month) && !input.registers.has(registerKey(meeting.eventId, meeting.occurrenceAt)),
  );
  return {
    ...report,
    meetingsHeld: report.meetingsHeld + untaken.length,
    untaken,
    fullAttendance,
    sent: sent ? { at: sent.sent_at, to: sent.sent_to } : null,
  };
}

export interface RegisterRow {
  memberId: number;
  name: string;
  memberNo: string;
  /** The stored mark, or the leave's, or null: not marked yet. */
  mark: AttendanceMark | null;
  /** Where the mark came from: an official, the member's own check-in, or their leave. */
  source: "official" | "self" | "leave" | null;
}

export interface Register {
  meeting: Meeting;
  taken: boolean;
  counts: GuestCounts;
  rows: RegisterRow[];
  figures: MeetingFigures | null;
}

const noGuests: GuestCounts = { spouses: 0, children: 0, visitors: 0, visitingRotarians: 0, districtDelegates: 0 };

/** The members of the club on a day, in the order given: by name, the ones a register lists. */
function membersOn<Member extends MemberStart>(members: readonly Member[], day: string): Member[] {
  return members.filter((member) => membershipStart(member) <= day);
}

/** A meeting's rows: every member of that day with their stored mark, or their leave's. */
function registerRows(
  members: readonly ClubMember[],
  meeting: Meeting,
  register: StoredRegister | undefined,
  leaves: readonly Leave[],
) {
  return membersOn(members, meeting.heldOn).map((member): RegisterRow => {
    const stored = register?.marks.get(member.id);
    const fromLeave = leaveMark(leaves, member.id, meeting.heldOn);
    return {
      memberId: member.id,
      name: member.name,
      memberNo: member.member_no,
      mark: stored?.mark ?? fromLeave,
      source: stored?.source ?? (fromLeave ? "leave" : null),
    };
  });
}

async function isTaken(db: Db, meeting: Meeting): Promise<boolean> {
  const row = await db
    .selectFrom("attendance_registers")
    .select("event_id")
    .where("event_id", "=", meeting.eventId)
    .where("occurrence_at", "=", meeting.occurrenceAt)
    .executeTakeFirst();
  return row !== undefined;
}

/** One meeting's register: every member of that day with their mark, the guests and the figures. */
export async function registerOf(db: Db, meeting: Meeting): Promise<Register> {
  // A register not taken yet (today's, before the first save) has no figures: its rows are the members and their leaves.
  if (!(await isTaken(db, meeting))) {
    const [members, leaves] = await Promise.all([clubMembers(db), leavesOf(db)]);
    const rows = registerRows(members, meeting, undefined, leaves);
    return { meeting, taken: false, counts: noGuests, rows, figures: null };
  }
  const { from, until } = rotaryYearDays(meeting.heldOn);
  // The whole Rotary year, because a make-up may cover this meeting from another month.
  // Only this meeting's figures are asked: the year's marks are read only for its absentees with make-ups.
  const input = await figuresInput(db, clubMembers, from, until, "en", {
    from: meeting.heldOn,
    until: meeting.heldOn,
    meeting,
  });
  const register = input.registers.get(registerKey(meeting.eventId, meeting.occurrenceAt));
  const held = input.held.filter((h) => h.id === meeting.key);
  const figures = register
    ? (meetingFigures(input.held, input.members, input.makeUps, input.rules, held)[0] ?? null)
    : null;
  return {
    meeting,
    taken: Boolean(register),
    counts: register?.counts ?? noGuests,
    rows: registerRows(input.roll, meeting, register, input.leaves),
    figures,
  };
}

export type MarkChange = { memberId: number; mark: AttendanceMark };

/** Thrown when a register cannot take a change: a meeting still to come, or someone who is not a member that day. */
export class RegisterRefused extends Error {
  override name = "RegisterRefused";
  constructor(readonly reason: "future" | "not-a-member") {
    super(reason);
  }
}

/** The activity log's line for a change to a meeting's register. */
function auditMeeting(trx: Db, officialId: number, meeting: Meeting, what: string) {
  return recordAudit(
    trx,
    officialId,
    "update",
    "attendance",
    meeting.key,
    `${meeting.title} on ${meeting.heldOn}: ${what}`,
  );
}

async function ensureRegister(trx: Db, meeting: Meeting, officialId: number | null, at: string) {
  await trx
    .insertInto("attendance_registers")
    .values({
      event_id: meeting.eventId,
      occurrence_at: meeting.occurrenceAt,
      held_on: meeting.heldOn,
      created_at: at,
      updated_at: at,
      updated_by: officialId,
    })
    .onConflict((oc) =>
      oc
        .columns(["event_id", "occurrence_at"])
        .doUpdateSet({ updated_at: at, updated_by: officialId, held_on: meeting.heldOn }),
    )
    .execute();
}

/** Stores one member's mark on a meeting's register (made already): a mark sent again is the same row. */
async function upsertMark(
  trx: Db,
  meeting: Meeting,
  mark: { memberId: number; mark: AttendanceMark; source: "official" | "self" },
  at: string,
) {
  await trx
    .insertInto("attendance_marks")
    .values({
      event_id: meeting.eventId,
      occurrence_at: meeting.occurrenceAt,
      member_id: mark.memberId,
      mark: mark.mark,
      source: mark.source,
      marked_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(["event_id", "occurrence_at", "member_id"])
        .doUpdateSet({ mark: mark.mark, source: mark.source, marked_at: at }),
    )
    .execute();
}

/**
 * Sets members' marks on a meeting's register (made on its first mark). A
 * change is a mark, not a toggle, so a change sent twice (a phone that lost
 * its signal before the answer came) stores the same thing once.
 */
export async function setMarks(
  db: Db,
  officialId: number,
  meeting: Meeting,
  changes: readonly MarkChange[],
  today: string,
): Promise<number> {
  if (meeting.heldOn > today) throw new RegisterRefused("future");
  const members = new Set(membersOn(await memberStarts(db), meeting.heldOn).map((m) => m.id));
  if (changes.some((change) => !members.has(change.memberId))) throw new RegisterRefused("not-a-member");
  if (changes.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    await ensureRegister(trx, meeting, officialId, at);
    for (const change of changes) await upsertMark(trx, meeting, { ...change, source: "official" }, at);
    await auditMeeting(trx, officialId, meeting, changes.length === 1 ? "1 mark" : `${changes.length} marks`);
    return changes.length;
  });
}

/** "Everyone present": every member not yet marked and not on leave or exempt that day. */
export async function markEveryonePresent(db: Db, officialId: number, meeting: Meeting, today: string) {
  if (meeting.heldOn > today) throw new RegisterRefused("future");
  const register = await registerOf(db, meeting);
  const changes = register.rows
    .filter((row) => row.mark === null)
    .map((row) => ({ memberId: row.memberId, mark: "present" as const }));
  if (changes.length > 0) return setMarks(db, officialId, meeting, changes, today);
  // Everyone has a mark already (a leave, say): the register is taken all the same.
  if (!register.taken)
    await db.transaction().execute(async (trx) => ensureRegister(trx, meeting, officialId, nowIso()));
  return 0;
}

/**
 * "Start from the replies": every member who replied that they are coming
 * to this event and has no mark yet is present (decision 0080); the
 * secretary then taps those who did not come.
 */
export async function markRepliesPresent(db: Db, officialId: number, meeting: Meeting, today: string) {
  if (meeting.heldOn > today) throw new RegisterRefused("future");
  const { replied } = await registerAndReplies(db, meeting);
  const changes = replied.map((row) => ({ memberId: row.memberId, mark: "present" as const }));
  return changes.length > 0 ? setMarks(db, officialId, meeting, changes, today) : 0;
}

/**
 * A meeting's register, and its rows of the members who replied that they are coming and have
 * no mark yet: both read at once (on PostgreSQL, one round trip fewer than one after the other).
 */
export async function registerAndReplies(
  db: Db,
  meeting: Meeting,
): Promise<{ register: Register; replied: RegisterRow[] }> {
  const [register, coming] = await Promise.all([registerOf(db, meeting), membersComing(db, meeting.eventId)]);
  const comingIds = new Set(coming);
  return { register, replied: register.rows.filter((row) => row.mark === null && comingIds.has(row.memberId)) };
}

export async function setGuestCounts(db: Db, officialId: number, meeting: Meeting, counts: GuestCounts, today: string) {
  if (meeting.heldOn > today) throw new RegisterRefused("future");
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await ensureRegister(trx, meeting, officialId, at);
    await trx
      .updateTable("attendance_registers")
      .set({
        spouses: counts.spouses,
        children: counts.children,
        visitors: counts.visitors,
        visiting_rotarians: counts.visitingRotarians,
        district_delegates: counts.districtDelegates,
      })
      .where("event_id", "=", meeting.eventId)
      .where("occurrence_at", "=", meeting.occurrenceAt)
      .execute();
    await auditMeeting(trx, officialId, meeting, "guests");
  });
}

/**
 * The meeting's self check-in code: a signed token naming the meeting. The
 * check-in page (routes/my/check-in.tsx) takes it only on the day the
 * meeting is held, so last week's code, photographed or forwarded, is refused.
 */
export async function checkInToken(db: Db, meeting: Meeting): Promise<string> {
  const secret = await appSecret(db, "attendance-check-in");
  const payload = `${meeting.eventId}.${indiaDate(meeting.occurrenceAt)}`;
  const signature = crypto.createHmac("sha256", secret).update(payload).digest("base64url").slice(0, 22);
  return `${payload}.${signature}`;
}

/** The meeting a check-in token names, when its signature is right; whether today is its day is the caller's. */
export async function meetingOfToken(db: Db, token: string, locale: Locale): Promise<Meeting | null> {
  const match = /^(\d{1,9})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const meeting = await meetingAt(db, `${match[1]}-${match[2]}`, locale);
  if (!meeting) return null;
  const expected = Buffer.from(await checkInToken(db, meeting));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? meeting : null;
}

/**
 * A member checks themselves in: present ("already" when they were marked
 * present; a member marked absent who comes late is present now).
 */
export async function checkIn(db: Db, memberId: number, meeting: Meeting): Promise<"checked-in" | "already"> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    await ensureRegister(trx, meeting, null, at);
    const existing = await trx
      .selectFrom("attendance_marks")
      .select(["mark"])
      .where("event_id", "=", meeting.eventId)
      .where("occurrence_at", "=", meeting.occurrenceAt)
      .where("member_id", "=", memberId)
      .executeTakeFirst();
    if (existing?.mark === "present") return "already";
    await upsertMark(trx, meeting, { memberId, mark: "present", source: "self" }, at);
    return "checked-in";
  });
}

export interface MakeUp {
  id: number;
  memberId: number;
  memberName: string;
  heldOn: string;
  kind: MakeUpKind;
  place: string;
  note: string;
  status: "pending" | "accepted" | "refused";
  reportedAt: string;
}

export interface MakeUpInput {
  heldOn: string;
  kind: MakeUpKind;
  place: string;
  note: string;
}

/** A member reports a make-up; it waits for an official. */
export async function reportMakeUp(db: Db, memberId: number, input: MakeUpInput): Promise<number> {
  const row = await db
    .insertInto("attendance_make_ups")
    .values({
      member_id: memberId,
      held_on: input.heldOn,
      kind: input.kind,
      place: input.place,
      note: input.note,
      reported_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member takes back a make-up still waiting. False: there was none of theirs waiting. */
export async function withdrawMakeUp(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("attendance_make_ups")
    .where("id", "=", id)
    .where("member_id", "=", memberId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listMakeUps(db: Db, options: { memberId?: number; status?: "pending" } = {}): Promise<MakeUp[]> {
  let query = db
    .selectFrom("attendance_make_ups as u")
    .innerJoin("members as m", "m.id", "u.member_id")
    .select(["u.id", "u.member_id", "m.name", "u.held_on", "u.kind", "u.place", "u.note", "u.status", "u.reported_at"])
    .orderBy("u.held_on", "desc")
    .orderBy("u.id", "desc")
    .limit(500);
  if (options.memberId !== undefined) query = query.where("u.member_id", "=", options.memberId);
  if (options.status) query = query.where("u.status", "=", options.status);
  return (await query.execute()).map((row) => ({
    id: row.id,
    memberId: row.member_id,
    memberName: row.name,
    heldOn: row.held_on,
    kind: row.kind,
    place: row.place,
    note: row.note,
    status: row.status,
    reportedAt: row.reported_at,
  }));
}

/** Thrown when an official decides on their own make-up. */
export class OwnMakeUp extends Error {
  override name = "OwnMakeUp";
}

/** An official accepts or refuses a waiting make-up, never their own. False: it was not waiting. */
export async function decideMakeUp(
  db: Db,
  officialId: number,
  id: number,
  decision: "accepted" | "refused",
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("attendance_make_ups as u")
      .innerJoin("members as m", "m.id", "u.member_id")
      .select(["u.member_id", "u.held_on", "u.status", "m.name"])
      .where("u.id", "=", id)
      .executeTakeFirst();
    if (row?.status !== "pending") return false;
    const official = await trx
      .selectFrom("officials")
      .select("member_id")
      .where("id", "=", officialId)
      .executeTakeFirst();
    if (official?.member_id === row.member_id) throw new OwnMakeUp();
    await trx
      .updateTable("attendance_make_ups")
      .set({ status: decision, decided_at: nowIso(), decided_by: officialId })
      .where("id", "=", id)
      .execute();
    await recordAudit(
      trx,
      officialId,
      "update",
      "attendance",
      `make-up-${id}`,
      `${decision === "accepted" ? "Accepted" : "Refused"} ${row.name}'s make-up of ${row.held_on}`,
    );
    return true;
  });
}

export async function listLeaves(db: Db): Promise<(Leave & { memberName: string })[]> {
  const [leaves, members] = await Promise.all([
    leavesOf(db),
    db.selectFrom("members").select(["id", "name"]).execute(),
  ]);
  const names = new Map(members.map((m) => [m.id, m.name]));
  return leaves.map((leave) => ({ ...leave, memberName: names.get(leave.memberId) ?? "" }));
}

export async function addLeave(db: Db, officialId: number, leave: Omit<Leave, "id">): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom("members").select("name").where("id", "=", leave.memberId).executeTakeFirst();
    if (!member) return null;
    const row = await trx
      .insertInto("attendance_leaves")
      .values({
        member_id: leave.memberId,
        kind: leave.kind,
        starts_on: leave.startsOn,
        ends_on: leave.endsOn,
        note: leave.note,
        created_at: nowIso(),
        created_by: officialId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      officialId,
      "create",
      "attendance",
      `leave-${row.id}`,
      `${leave.kind === "leave" ? "Leave of absence" : "Exemption"} for ${member.name} from ${leave.startsOn}${leave.endsOn ? ` to ${leave.endsOn}` : ""}`,
    );
    return row.id;
  });
}

export async function removeLeave(db: Db, officialId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("attendance_leaves").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, officialId, "delete", "attendance", `leave-${id}`, "Removed a leave or exemption");
    return true;
  });
}

export interface OwnMeeting {
  key: string;
  heldOn: string;
  title: string;
  /** Their mark; "made-up" when an accepted make-up covers an absence; null: not taken yet. */
  mark: AttendanceMark | "made-up" | null;
}

export interface OwnRecord {
  meetings: OwnMeeting[];
  month: MemberFigures;
  halfYear: MemberFigures;
  year: MemberFigures;
  makeUps: MakeUp[];
}

/** A member's own record over the Rotary year of `today`: each meeting held so far and their percentages. */
export async function ownRecord(db: Db, memberId: number, today: string, locale: Locale): Promise<OwnRecord> {
  const { from } = rotaryYearDays(today);
  const input = await figuresInput(db, memberStarts, from, today, locale, { member: memberId });
  const covered = makeUpCover(input.held, input.members, input.makeUps, input.rules);
  const membership = input.members.find((m) => m.memberId === memberId);
  const meetings = input.meetings
    .filter((meeting) => membership && membership.from <= meeting.heldOn && meeting.heldOn <= today)
    .map((meeting): OwnMeeting => {
      const held = input.held.find((h) => h.id === meeting.key);
      const mark = held ? (held.marks.get(memberId) ?? "absent") : null;
      return {
        key: meeting.key,
        heldOn: meeting.heldOn,
        title: meeting.title,
        mark: mark === "absent" && covered.has(`${memberId} ${meeting.key}`) ? "made-up" : mark,
      };
    })
    .reverse();
  const month = today.slice(0, 7);
  const halfStart = Number(today.slice(5, 7)) >= 7 ? `${today.slice(0, 4)}-07-01` : `${today.slice(0, 4)}-01-01`;
  const own = input.members.filter((m) => m.memberId === memberId);
  const figuresOver = (start: string) =>
    tallyMembers(
      own,
      input.held.filter((h) => h.date >= start),
      covered,
    ).get(memberId) ?? noMemberFigures;
  return {
    meetings,
    month: figuresOver(`${month}-01`),
    halfYear: figuresOver(halfStart),
    year: figuresOver(from),
    makeUps: await listMakeUps(db, { memberId }),
  };
}

/** Sends a month's report to the district's address and keeps it as sent, in one transaction. */
export async function sendAttendanceReport(
  db: Db,
  officialId: number,
  report: AttendanceReport,
  mail: { to: string; subject: string; body: string },
) {
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await enqueueMail(trx, null, [
      { audience: "officials", recipient: mail.to, subject: mail.subject, body: mail.body },
    ]);
    const row = { figures: JSON.stringify(report), sent_to: mail.to, sent_at: at, sent_by: officialId };
    await trx
      .insertInto("attendance_reports")
      .values({ month: report.month, ...row })
      .onConflict((oc) => oc.column("month").doUpdateSet(row))
      .execute();
    await recordAudit(
      trx,
      officialId,
      "create",
      "attendance",
      report.month,
      `Sent the attendance report of ${report.month} to ${mail.to}`,
    );
  });
}

/** The latest month that has ended, if its report has not been sent yet (the dashboard's reminder). */
export async function reportDue(db: Db, today: string): Promise<string | null> {
  const previous = shiftMonth(today.slice(0, 7), -1);
  const [sent, registers] = await Promise.all([
    db.selectFrom("attendance_reports").select("month").where("month", "=", previous).executeTakeFirst(),
    db
      .selectFrom("attendance_registers")
      .select("event_id")
      .where("held_on", ">=", `${previous}-01`)
      .where("held_on", "<", `${today.slice(0, 7)}-01`)
      .limit(1)
      .executeTakeFirst(),
  ]);
  // Only a club that takes registers is reminded: one that has not started gets no nagging.
  return !sent && registers ? previous : null;
}

/**
 * Who is reminded by e-mail that a report is due: the officials holding this
 * Rotary year's office of secretary, or the administrators when no secretary
 * has an account. Members are never reminded.
 */
export async function reportReminderRecipients(db: Db, today: string): Promise<{ email: string; locale: Locale }[]> {
  const start = rotaryYearOf(today);
  const secretaries = await db
    .selectFrom("officer_terms as t")
    .innerJoin("officials as o", "o.id", "t.official_id")
    .select(["o.email", "o.locale"])
    .where("t.role", "=", "secretary")
    .where("t.rotary_year", "=", formatRotaryYear(start))
    .where("o.role", "!=", "member")
    .execute();
  if (secretaries.length > 0) return secretaries;
  return db.selectFrom("officials").select(["email", "locale"]).where("role", "=", "administrator").execute();
}

/** Queues the reminders of one month's report (the caller has claimed this run, so it happens once). */
export async function queueReportReminders(db: Db, mails: { to: string; subject: string; body: string }[]) {
  await enqueueMail(
    db,
    null,
    mails.map((mail) => ({
      audience: "officials" as const,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.body,
    })),
  );
}
