import { parse } from "csv-parse/sync";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { weeklyRule } from "~/events/recurrence.server";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { indiaLocalToInstant } from "~/lib/india-time";
import {
  addLeave,
  attendanceReport,
  checkIn,
  checkInToken,
  decideMakeUp,
  markEveryonePresent,
  meetingAt,
  meetingOfToken,
  meetingsOfMonth,
  OwnMakeUp,
  ownRecord,
  RegisterRefused,
  registerOf,
  reportDue,
  reportMakeUp,
  saveAttendanceSettings,
  sendAttendanceReport,
  setMarks,
} from "~/models/attendance.server";
import { createEvent, eventTextRows, setException } from "~/models/events.server";
import { reportCsv, reportPdf } from "~/routes/admin/attendance-report.server";
import { remindOfDueReport } from "../../server/attendance-reminders";
import { migratedDatabase, sqliteEngine, testEngines } from "../helpers/engines";
import { insertMember } from "../helpers/members";
import { sqlitePlans } from "../helpers/query-plans";

const at = (local: string) => indiaLocalToInstant(local) as string;

/*
 * The fixture month is the written example of app/lib/attendance-figures.test.ts
 * (August 2026), stored as an official would store it: a weekly meeting on
 * Tuesdays with the 18th cancelled and the 25th moved to the 27th; seven
 * members, D on leave for August, E exempt, F joining on the 15th, G leaving
 * on the 20th; C's two make-ups, one inside the 14-day window and one outside.
 * Its figures: 75 %, 25 %, 80 %, average 60 %; 6 + 1 − 1 = 6 members.
 */
/** A club meeting's event in English, published, with no replies. */
function clubMeeting(
  db: Db,
  officialId: number,
  meeting: { title: string; startsAt: string; endsAt: string; recurrence: string | null; countsForAttendance: boolean },
) {
  return createEvent(db, officialId, {
    kind: "club-meeting",
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    allDay: false,
    recurrence: meeting.recurrence,
    repeatUntil: null,
    mapUrl: null,
    onlineUrl: null,
    photoId: null,
    projectId: null,
    status: "scheduled",
    isDraft: false,
    countsForAttendance: meeting.countsForAttendance,
    replies: "off",
    replyCapacity: null,
    texts: { ...eventTextRows.completeByLocale({}), en: eventTextRows.complete({ title: meeting.title }) },
  });
}

/** A member whose number is their name. */
async function fixtureMonth(db: Db) {
  const official = await db
    .insertInto("officials")
    .values({ email: `secretary-${Math.random()}@example.org`, password_hash: "x", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const eventId = await clubMeeting(db, official.id, {
    title: "Weekly meeting",
    startsAt: at("2026-08-04T19:00"),
    endsAt: at("2026-08-04T20:30"),
    recurrence: weeklyRule,
    countsForAttendance: false,
  });
  await setException(db, official.id, eventId, {
    occurrenceAt: at("2026-08-18T19:00"),
    status: "cancelled",
    startsAt: null,
    endsAt: null,
    note: "Independence week",
  });
  await setException(db, official.id, eventId, {
    occurrenceAt: at("2026-08-25T19:00"),
    status: "moved",
    startsAt: at("2026-08-27T19:00"),
    endsAt: at("2026-08-27T20:30"),
    note: "Hall booked",
  });
  const member = (name: string, joinedOn: string) => insertMember(db, name, { joinedOn });
  const ids = {
    A: await member("A", "2020-07-01"),
    B: await member("B", "2020-07-01"),
    C: await member("C", "2020-07-01"),
    D: await member("D", "2020-07-01"),
    E: await member("E", "2020-07-01"),
    F: await member("F", "2026-08-15"),
    G: await member("G", "2019-07-01"),
  };
  await saveAttendanceSettings(db, official.id, {
    makeUpDays: 14,
    makeUpCap: null,
    districtEmail: "district@example.org",
    reportLocale: "en",
  });
  await addLeave(db, official.id, {
    memberId: ids.D,
    kind: "leave",
    startsOn: "2026-08-01",
    endsOn: "2026-08-31",
    note: "",
  });
  await addLeave(db, official.id, {
    memberId: ids.E,
    kind: "exempt",
    startsOn: "2026-07-01",
    endsOn: null,
    note: "Rule of 85",
  });
  const month = await meetingsOfMonth(db, "2026-08", "en");
  const [m1, m2, m3] = await Promise.all(month.map((meeting) => meetingAt(db, meeting.key)));
  if (!m1 || !m2 || !m3) throw new Error("three meetings expected");
  const today = "2026-09-01";
  await setMarks(
    db,
    official.id,
    m1,
    [
      { memberId: ids.A, mark: "present" },
      { memberId: ids.B, mark: "absent" },
      { memberId: ids.C, mark: "absent" },
      { memberId: ids.G, mark: "present" },
    ],
    today,
  );
  await setMarks(
    db,
    official.id,
    m2,
    [
      { memberId: ids.A, mark: "present" },
      { memberId: ids.B, mark: "absent" },
      { memberId: ids.G, mark: "absent" },
    ],
    today,
  );
  await setMarks(
    db,
    official.id,
    m3,
    [
      { memberId: ids.A, mark: "present" },
      { memberId: ids.B, mark: "absent" },
      { memberId: ids.C, mark: "present" },
      { memberId: ids.D, mark: "present" },
      { memberId: ids.F, mark: "present" },
    ],
    today,
  );
  // G leaves on the 20th: removed from the members' list, their marks and membership kept.
  await db.deleteFrom("members").where("id", "=", ids.G).execute();
  await db
    .insertInto("membership_departures")
    .values({ member_id: ids.G, joined_on: "2019-07-01", left_on: "2026-08-20" })
    .execute();
  for (const date of ["2026-08-06", "2026-07-01"]) {
    const id = await reportMakeUp(db, ids.C, {
      heldOn: date,
      kind: "other-club",
      place: "Rotary Club of Agra",
      note: "",
    });
    await decideMakeUp(db, official.id, id, "accepted");
  }
  return { officialId: official.id, eventId, ids, meetings: [m1, m2, m3] as const };
}

describe.each(testEngines)("attendance registers and the monthly report, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("the monthly report's figures for the fixture month are the written example's: 75 %, 25 %, 80 %, average 60 %, 6 + 1 − 1 members", async () => {
    const { db } = handle.database;
    await fixtureMonth(db);
    const report = await attendanceReport(db, "2026-08");
    expect(report.meetings.map((m) => [m.date, m.expected, m.present, m.madeUp, m.percentage])).toEqual([
      ["2026-08-04", 4, 3, 1, 75],
      ["2026-08-11", 4, 1, 0, 25],
      ["2026-08-27", 5, 4, 0, 80],
    ]);
    expect(report).toMatchObject({
      month: "2026-08",
      membersAtStart: 6,
      membersAtEnd: 6,
      newMembers: 1,
      membersLeft: 1,
      meetingsHeld: 3,
      averagePercentage: 60,
      // A (3 of 3), D (came to the one meeting they were expected at) and F (1 of 1).
      fullAttendance: 3,
      untaken: [],
      sent: null,
    });
  });

  it("the report's CSV reads back as the same figures, and its PDF's text carries them", async () => {
    const { db } = handle.database;
    const report = await attendanceReport(db, "2026-08");
    const copy = attendanceCopy.en;
    const csv = reportCsv(report, copy, "en", "Rotary Club of Test (88838)");
    // Exactly one blank line, between the district's fields and the meetings.
    expect(csv.split("\r\n").filter((line) => line === "")).toHaveLength(2);
    const rows = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    const field = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(field(copy.reportScreen.club)).toBe("Rotary Club of Test (88838)");
    expect(field(copy.reportScreen.membersAtStart)).toBe("6");
    expect(field(copy.reportScreen.newMembers)).toBe("1");
    expect(field(copy.reportScreen.membersLeft)).toBe("1");
    expect(field(copy.reportScreen.membersAtEnd)).toBe("6");
    expect(field(copy.reportScreen.meetingsHeld)).toBe("3");
    expect(field(copy.reportScreen.averagePercentage)).toBe("60%");
    expect(rows.filter((row) => /^\d+ August 2026$/.test(row[0] ?? "")).map((row) => row.slice(1))).toEqual([
      ["3", "4", "75%"],
      ["1", "4", "25%"],
      ["4", "5", "80%"],
    ]);

    const pdf = await reportPdf(report, copy, "en", "Rotary Club of Test (88838)");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain("Attendance report, August 2026");
    expect(text).toContain("Members at the start of the month: 6");
    expect(text).toContain("Average attendance: 60%");
    expect(text).toContain("4 August 2026: 3 of 4 (75%)");
  });

  it("the report in Hindi: the PDF's text is in Hindi", async () => {
    const { db } = handle.database;
    const report = await attendanceReport(db, "2026-08");
    const pdf = await reportPdf(report, attendanceCopy.hi, "hi", "रोटरी क्लब");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, "")).toContain(attendanceCopy.hi.reportScreen.meetingsHeld.replace(/\s+/g, ""));
  });

  it("a register lists each member of the meeting's day with their mark, a leave's mark where none was stored", async () => {
    const { db } = handle.database;
    const month = await meetingsOfMonth(db, "2026-08", "en");
    const first = await meetingAt(db, month[0]?.key ?? "");
    if (!first) throw new Error("no meeting");
    const register = await registerOf(db, first);
    const byName = Object.fromEntries(register.rows.map((row) => [row.name, [row.mark, row.source]]));
    // F had not joined on 4 August; G has left since (their mark still counts in the figures).
    expect(byName).toEqual({
      A: ["present", "official"],
      B: ["absent", "official"],
      C: ["absent", "official"],
      D: ["excused", "leave"],
      E: ["exempt", "leave"],
    });
    expect(register.figures).toMatchObject({ expected: 4, present: 3, percentage: 75 });
  });

  it("a register refuses a meeting still to come and a mark for someone who is not a member that day", async () => {
    const { db } = handle.database;
    const month = await meetingsOfMonth(db, "2026-08", "en");
    const [first, , third] = await Promise.all(month.map((m) => meetingAt(db, m.key)));
    if (!first || !third) throw new Error("no meeting");
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    await expect(setMarks(db, official.id, third, [], "2026-08-26")).rejects.toBeInstanceOf(RegisterRefused);
    const f = await db.selectFrom("members").select("id").where("name", "=", "F").executeTakeFirstOrThrow();
    await expect(setMarks(db, official.id, first, [{ memberId: f.id, mark: "present" }], "2026-09-01")).rejects.toThrow(
      "not-a-member",
    );
    await expect(
      setMarks(db, official.id, first, [{ memberId: 999_999, mark: "present" }], "2026-09-01"),
    ).rejects.toThrow("not-a-member");
  });

  it("a mark sent twice (a phone that lost its answer) is stored once", async () => {
    const { db } = handle.database;
    const month = await meetingsOfMonth(db, "2026-08", "en");
    const second = await meetingAt(db, month[1]?.key ?? "");
    if (!second) throw new Error("no meeting");
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const b = await db.selectFrom("members").select("id").where("name", "=", "B").executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("attendance_marks")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("event_id", "=", second.eventId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await setMarks(db, official.id, second, [{ memberId: b.id, mark: "absent" }], "2026-09-01");
    await setMarks(db, official.id, second, [{ memberId: b.id, mark: "absent" }], "2026-09-01");
    expect(await count()).toBe(before);
    expect((await attendanceReport(db, "2026-08")).averagePercentage).toBe(60);
  });

  it("an official cannot accept their own make-up", async () => {
    const { db } = handle.database;
    const a = await db.selectFrom("members").select("id").where("name", "=", "A").executeTakeFirstOrThrow();
    const own = await db
      .insertInto("officials")
      .values({ email: "a-member-official@example.org", password_hash: "x", created_at: nowIso(), member_id: a.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = await reportMakeUp(db, a.id, { heldOn: "2026-08-12", kind: "online", place: "Zoom", note: "" });
    await expect(decideMakeUp(db, own.id, id, "accepted")).rejects.toBeInstanceOf(OwnMakeUp);
    const status = await db.selectFrom("attendance_make_ups").select("status").where("id", "=", id).executeTakeFirst();
    expect(status?.status).toBe("pending");
  });

  it("a member's own record: each meeting's mark, made-up absences named so, and their percentages", async () => {
    const { db } = handle.database;
    const c = await db.selectFrom("members").select("id").where("name", "=", "C").executeTakeFirstOrThrow();
    const record = await ownRecord(db, c.id, "2026-08-31", "en");
    expect(record.meetings.map((m) => [m.heldOn, m.mark])).toEqual([
      ["2026-08-27", "present"],
      ["2026-08-11", "absent"],
      ["2026-08-04", "made-up"],
    ]);
    expect(record.month).toMatchObject({ expected: 3, present: 2, madeUp: 1, percentage: 66.67 });
    expect(record.makeUps.map((m) => m.status)).toEqual(["accepted", "accepted"]);
  });

  it("self check-in: today's code marks the member present; a code of another day names its meeting but is not today's", async () => {
    const { db } = handle.database;
    const month = await meetingsOfMonth(db, "2026-08", "en");
    const third = await meetingAt(db, month[2]?.key ?? "");
    const first = await meetingAt(db, month[0]?.key ?? "");
    if (!third || !first) throw new Error("no meeting");
    const b = await db.selectFrom("members").select("id").where("name", "=", "B").executeTakeFirstOrThrow();
    const token = await checkInToken(db, third);
    expect((await meetingOfToken(db, token, "en"))?.heldOn).toBe("2026-08-27");
    // A week-old code still names its own meeting, which the check-in page refuses for not being today's.
    expect((await meetingOfToken(db, await checkInToken(db, first), "en"))?.heldOn).toBe("2026-08-04");
    expect(await meetingOfToken(db, `${token.slice(0, -2)}xx`, "en")).toBeNull();
    expect(await meetingOfToken(db, token.replace("2026-08-25", "2026-08-18"), "en")).toBeNull();
    expect(await checkIn(db, b.id, third)).toBe("checked-in");
    expect(await checkIn(db, b.id, third)).toBe("already");
    const register = await registerOf(db, third);
    expect(register.rows.find((row) => row.memberId === b.id)).toMatchObject({ mark: "present", source: "self" });
  });

  it("everyone present marks only those not yet marked, leaving leaves and exemptions", async () => {
    const { db } = handle.database;
    const month = await meetingsOfMonth(db, "2026-08", "en");
    const second = await meetingAt(db, month[1]?.key ?? "");
    if (!second) throw new Error("no meeting");
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    // C was not marked at the 11 August meeting.
    expect(await markEveryonePresent(db, official.id, second, "2026-09-01")).toBe(1);
    const rows = (await registerOf(db, second)).rows;
    expect(rows.map((row) => [row.name, row.mark])).toEqual([
      ["A", "present"],
      ["B", "absent"],
      ["C", "present"],
      ["D", "excused"],
      ["E", "exempt"],
    ]);
  });

  it("the secretary is e-mailed that the report is due: once after the month ends, once more from the 10th, in their language", async () => {
    const { db } = handle.database;
    const secretary = await db
      .insertInto("officials")
      .values({
        email: "secretary.hi@example.org",
        password_hash: "x",
        created_at: nowIso(),
        role: "editor",
        locale: "hi",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("officer_terms")
      .values({
        rotary_year: "2026-2027",
        role: "secretary",
        name: "Secretary",
        official_id: secretary.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const at = (day: string) => new Date(`${day}T04:00:00Z`);
    expect(await remindOfDueReport(db, at("2026-08-20"), "https://club.example")).toBe(0);
    expect(await remindOfDueReport(db, at("2026-09-01"), "https://club.example")).toBe(1);
    // A second process, or the next hour's check, finds the run taken.
    expect(await remindOfDueReport(db, at("2026-09-01"), "https://club.example")).toBe(0);
    expect(await remindOfDueReport(db, at("2026-09-05"), "https://club.example")).toBe(0);
    expect(await remindOfDueReport(db, at("2026-09-10"), "https://club.example")).toBe(1);
    expect(await remindOfDueReport(db, at("2026-09-12"), "https://club.example")).toBe(0);
    const mails = await db
      .selectFrom("outbox")
      .select(["recipient", "subject", "body"])
      .where("recipient", "=", "secretary.hi@example.org")
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe("अगस्त 2026 की उपस्थिति रिपोर्ट भेजनी है");
    expect(mails[0]?.body).toContain("https://club.example/attendance/report?month=2026-08");
  });

  it("the report is due on the dashboard after the month ends, until it is sent", async () => {
    const { db } = handle.database;
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    expect(await reportDue(db, "2026-09-03")).toBe("2026-08");
    expect(await reportDue(db, "2026-08-20")).toBeNull();
    const report = await attendanceReport(db, "2026-08");
    await sendAttendanceReport(db, official.id, report, { to: "district@example.org", subject: "Report", body: "…" });
    expect(await reportDue(db, "2026-09-03")).toBeNull();
    expect((await attendanceReport(db, "2026-08")).sent?.to).toBe("district@example.org");
    const mail = await db
      .selectFrom("outbox")
      .select(["recipient", "subject"])
      .where("recipient", "=", "district@example.org")
      .execute();
    expect(mail).toEqual([{ recipient: "district@example.org", subject: "Report" }]);
  });
  it("a make-up of the month before covers an absence of this one, in the month's list, its report and the member's record", async () => {
    const { db } = handle.database;
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const b = await db.selectFrom("members").select("id").where("name", "=", "B").executeTakeFirstOrThrow();
    // 30 July is 5 days before the 4 August meeting B missed (inside the 14 days), 12 before the 11th.
    const id = await reportMakeUp(db, b.id, { heldOn: "2026-07-30", kind: "online", place: "e-club", note: "" });
    await decideMakeUp(db, official.id, id, "accepted");
    const month = await meetingsOfMonth(db, "2026-08", "en");
    expect(month.map((m) => [m.heldOn, m.figures?.present, m.figures?.expected, m.figures?.madeUp])).toEqual([
      // C's 6 August make-up and now B's of 30 July.
      ["2026-08-04", 4, 4, 2],
      // C marked present by "everyone present" above; B absent, their one make-up used on the 4th.
      ["2026-08-11", 2, 4, 0],
      // B checked in by the QR code above.
      ["2026-08-27", 5, 5, 0],
    ]);
    const report = await attendanceReport(db, "2026-08");
    expect(report.meetings.map((m) => m.percentage)).toEqual([100, 50, 100]);
    const own = await ownRecord(db, b.id, "2026-08-31", "en");
    expect(own.meetings.map((m) => [m.heldOn, m.mark])).toEqual([
      ["2026-08-27", "present"],
      ["2026-08-11", "absent"],
      ["2026-08-04", "made-up"],
    ]);
  });

  it("a register's figures are the month's for its meeting: members marked present there are not read for the year, and one absent there has their marks of other meetings read for their make-up", async () => {
    const { db } = handle.database;
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const a = await db.selectFrom("members").select("id").where("name", "=", "A").executeTakeFirstOrThrow();
    // A, present on the 4th and the 11th, misses the 27th; their make-up of the 20th is within 14 days
    // of the 11th and the 27th, and covers the 27th only because they were present on the 11th.
    const last = await meetingAt(db, (await meetingsOfMonth(db, "2026-08", "en"))[2]?.key ?? "");
    if (!last) throw new Error("no meeting on the 27th");
    await setMarks(db, official.id, last, [{ memberId: a.id, mark: "absent" }], "2026-09-01");
    const id = await reportMakeUp(db, a.id, { heldOn: "2026-08-20", kind: "online", place: "e-club", note: "" });
    await decideMakeUp(db, official.id, id, "accepted");
    const month = await meetingsOfMonth(db, "2026-08", "en");
    // On the 4th B and C were absent, each with a make-up that covers it.
    expect(month.map((m) => m.figures?.madeUp)).toEqual([2, 0, 1]);
    for (const summary of month) {
      const meeting = await meetingAt(db, summary.key);
      if (!meeting) throw new Error(`no meeting ${summary.key}`);
      expect((await registerOf(db, meeting)).figures).toEqual(summary.figures);
    }
  });
});

describe("attendance's query plans on SQLite", () => {
  const handle = migratedDatabase(sqliteEngine.setup);
  // The tests share one database: the month is made once.
  let month: Promise<unknown> | undefined;
  const fixtureMonthOnce = (db: Db) => {
    month ??= fixtureMonth(db);
    return month;
  };

  it("everyone's marks of a month are read from attendance_marks_meeting_cover in its order, with no sort", async () => {
    const { db } = handle.database;
    await fixtureMonthOnce(db);
    const plans = await sqlitePlans(db, (watching) => attendanceReport(watching, "2026-08"));
    // The read of everyone's marks in the month's days; the other read of marks is by member.
    const everyone = plans.filter((plan) => plan.sql.includes("string_agg") && !plan.sql.includes('"member_id" in'));
    expect(everyone).toHaveLength(1);
    const details = everyone[0]?.steps.map((step) => step.detail) ?? [];
    expect(details.find((detail) => detail.startsWith("SEARCH attendance_marks"))).toMatch(
      /COVERING INDEX attendance_marks_meeting_cover/,
    );
    expect(details.filter((detail) => detail.includes("TEMP B-TREE"))).toEqual([]);
  });

  it("a register on a day of two meetings reads the year's marks only of its own absentees, and its figures stay the month's", async () => {
    const { db } = handle.database;
    await fixtureMonthOnce(db);
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    // A one-off meeting that counts for attendance, the evening of the weekly one of the 11th.
    await clubMeeting(db, official.id, {
      title: "Board meeting",
      startsAt: at("2026-08-11T21:00"),
      endsAt: at("2026-08-11T22:00"),
      recurrence: null,
      countsForAttendance: true,
    });
    const month = await meetingsOfMonth(db, "2026-08", "en");
    expect(month.filter((m) => m.heldOn === "2026-08-11")).toHaveLength(2);
    const weekly = month.find((m) => m.heldOn === "2026-08-11" && m.taken);
    const meeting = await meetingAt(db, weekly?.key ?? "");
    if (!weekly || !meeting) throw new Error("no register on the 11th");
    const plans = await sqlitePlans(db, (watching) => registerOf(watching, meeting));
    const byMember = plans.filter((plan) => plan.sql.includes("string_agg") && plan.sql.includes('"member_id" in'));
    expect(byMember).toHaveLength(1);
    // Those marked other than absent at this meeting are left out of the year's read.
    expect(byMember[0]?.sql).toMatch(/"member_id" not in \(select "member_id" from "attendance_marks"/);
    expect((await registerOf(db, meeting)).figures).toEqual(weekly.figures);
  });

  it("a month's full attendance and a member's own month count a make-up where the year's cover put it, not again in the month", async () => {
    const { db } = handle.database;
    await fixtureMonthOnce(db);
    const official = await db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const before = (await attendanceReport(db, "2026-08")).fullAttendance;
    const h = await insertMember(db, "H", { joinedOn: "2020-07-01" });
    await clubMeeting(db, official.id, {
      title: "July meeting",
      startsAt: at("2026-07-28T19:00"),
      endsAt: at("2026-07-28T20:30"),
      recurrence: null,
      countsForAttendance: true,
    });
    const july = (await meetingsOfMonth(db, "2026-07", "en")).find((m) => m.heldOn === "2026-07-28");
    const taken = (await meetingsOfMonth(db, "2026-08", "en")).filter((m) => m.taken);
    // H misses the 28th of July and the 4th of August and comes to the rest of August's meetings.
    for (const summary of [...(july ? [july] : []), ...taken]) {
      const meeting = await meetingAt(db, summary.key);
      if (!meeting) throw new Error(`no meeting ${summary.key}`);
      const mark = meeting.heldOn <= "2026-08-04" ? "absent" : "present";
      await setMarks(db, official.id, meeting, [{ memberId: h, mark }], "2026-09-01");
    }
    // Within 14 days of both absences: the year gives it to the earlier one, July's.
    const id = await reportMakeUp(db, h, { heldOn: "2026-08-01", kind: "online", place: "e-club", note: "" });
    await decideMakeUp(db, official.id, id, "accepted");
    expect((await attendanceReport(db, "2026-08")).fullAttendance).toBe(before);
    const own = await ownRecord(db, h, "2026-08-31", "en");
    expect(own.month).toMatchObject({ expected: taken.length, present: taken.length - 1, madeUp: 0 });
    expect(own.meetings.find((m) => m.heldOn === "2026-07-28")?.mark).toBe("made-up");
  });

  it("a register reads the roll in name order from members_by_name, with no sort", async () => {
    const { db } = handle.database;
    const meeting = await fixtureMonthOnce(db).then(() => meetingsOfMonth(db, "2026-08", "en"));
    const first = await meetingAt(db, meeting[0]?.key ?? "");
    if (!first) throw new Error("no meeting on the 4th");
    const plans = await sqlitePlans(db, (watching) => registerOf(watching, first));
    const roll = plans.filter((plan) => /from "members" order by "name", "id"/.test(plan.sql));
    expect(roll).toHaveLength(1);
    expect(roll[0]?.steps.map((step) => step.detail)).toEqual(["SCAN members USING INDEX members_by_name"]);
  });
});
