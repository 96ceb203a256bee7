import { describe, expect, it } from "vitest";
import { nowIso } from "~/db/time";
import { weeklyRule } from "~/events/recurrence.server";
import { indiaLocalToInstant } from "~/lib/india-time";
import { markRepliesPresent, meetingAt, registerAndReplies, registerOf } from "~/models/attendance.server";
import {
  cancelReply,
  listReplies,
  memberReply,
  type ReplyInput,
  type ReplyMail,
  reply,
  replyOfToken,
  replyState,
  replyToken,
} from "~/models/event-replies.server";
import { createEvent, type EventWrite, eventTextRows, updateEvent } from "~/models/events.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { insertMember } from "../helpers/members";

const at = (local: string) => indiaLocalToInstant(local) as string;
const before = new Date(at("2027-02-01T10:00"));

function dinner(overrides: Partial<EventWrite> = {}): EventWrite {
  return {
    kind: "fellowship",
    startsAt: at("2027-02-14T19:00"),
    endsAt: at("2027-02-14T22:00"),
    allDay: false,
    recurrence: null,
    repeatUntil: null,
    mapUrl: null,
    onlineUrl: null,
    photoId: null,
    projectId: null,
    status: "scheduled",
    isDraft: false,
    countsForAttendance: true,
    replies: "everyone",
    replyCapacity: 4,
    texts: { ...eventTextRows.completeByLocale({}), en: eventTextRows.complete({ title: "Charter dinner" }) },
    ...overrides,
  };
}

const visitor = (name: string, guests = 0): ReplyInput => ({
  memberId: null,
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: "",
  guests,
  note: "",
  locale: "en",
});

/** The e-mails a reply or a cancellation asks for, kept instead of sent. */
function mailbox() {
  const mails: ReplyMail[] = [];
  return {
    mails,
    mailer: (mail: ReplyMail) => {
      mails.push(mail);
      return { audience: "visitor" as const, recipient: mail.email, subject: mail.kind, body: mail.token };
    },
  };
}

describe.each(testEngines)("replies to events (RSVP), on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a reply over capacity goes to the waiting list and moves up, in order, when a place is cancelled", async () => {
    const { db } = handle.database;
    const { mails, mailer } = mailbox();
    const id = await createEvent(db, null, dinner());
    const asha = await reply(db, id, visitor("Asha", 2), mailer, before);
    expect(asha).toMatchObject({ ok: true, reply: { status: "coming", position: null } });
    const ravi = await reply(db, id, visitor("Ravi", 1), mailer, before);
    expect(ravi).toMatchObject({ ok: true, reply: { status: "waiting", position: 1 } });
    const meera = await reply(db, id, visitor("Meera"), mailer, before);
    // One place is left, but Ravi (two places) waits ahead: Meera takes the one place that fits her.
    expect(meera).toMatchObject({ ok: true, reply: { status: "coming" } });
    const state = await replyState(db, id, { member: false, now: before });
    expect(state?.counts).toEqual({ coming: 4, waiting: 1, placesLeft: 0 });
    expect(mails.map((mail) => `${mail.name} ${mail.kind}`)).toEqual(["Asha coming", "Ravi waiting", "Meera coming"]);

    if (!asha.ok) throw new Error("unreachable");
    const cancelled = await cancelReply(db, asha.reply.id, mailer, before);
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.movedUp.map((moved) => moved.name)).toEqual(["Ravi"]);
    expect(mails.at(-1)).toMatchObject({ kind: "moved-up", name: "Ravi", email: "ravi@example.org" });
    expect((await replyState(db, id, { member: false, now: before }))?.counts).toEqual({
      coming: 3,
      waiting: 0,
      placesLeft: 1,
    });
    // Cancelling twice changes nothing and tells nobody again.
    expect((await cancelReply(db, asha.reply.id, mailer, before)).cancelled).toBe(false);
    expect(mails).toHaveLength(4);
    const list = await listReplies(db, id);
    expect(list.map((row) => `${row.name}:${row.status}`)).toEqual(["Ravi:coming", "Meera:coming", "Asha:cancelled"]);
  });

  it("a second reply from the same address changes the first; more guests than places left is refused", async () => {
    const { db } = handle.database;
    const { mailer } = mailbox();
    const id = await createEvent(db, null, dinner({ replyCapacity: 3 }));
    const first = await reply(db, id, visitor("Kiran"), mailer, before);
    const again = await reply(db, id, { ...visitor("Kiran", 1), email: " KIRAN@example.org " }, mailer, before);
    expect(again).toMatchObject({ ok: true, changed: "updated", reply: { status: "coming", guests: 1 } });
    if (!first.ok || !again.ok) throw new Error("unreachable");
    expect(again.reply.id).toBe(first.reply.id);
    expect(await reply(db, id, visitor("Kiran", 5), mailer, before)).toEqual({
      ok: false,
      reason: "too-many",
      placesLeft: 3,
    });
    expect((await listReplies(db, id)).map((row) => row.guests)).toEqual([1]);
  });

  it("replies close when the event starts, stay shut when it is off, cancelled, a draft or weekly, and members-only refuses visitors", async () => {
    const { db } = handle.database;
    const { mailer } = mailbox();
    const started = new Date(at("2027-02-14T19:00"));
    const open = await createEvent(db, null, dinner());
    expect(await reply(db, open, visitor("Late"), mailer, started)).toEqual({ ok: false, reason: "started" });
    const off = await createEvent(db, null, dinner({ replies: "off" }));
    expect(await reply(db, off, visitor("Off"), mailer, before)).toEqual({ ok: false, reason: "off" });
    const cancelled = await createEvent(db, null, dinner({ status: "cancelled" }));
    expect(await reply(db, cancelled, visitor("C"), mailer, before)).toEqual({ ok: false, reason: "cancelled" });
    const draft = await createEvent(db, null, dinner({ isDraft: true }));
    expect(await reply(db, draft, visitor("D"), mailer, before)).toEqual({ ok: false, reason: "no-event" });
    // A weekly meeting saved with replies keeps none (the model clears them).
    const weekly = await createEvent(db, null, dinner({ recurrence: weeklyRule, replies: "everyone" }));
    expect(await reply(db, weekly, visitor("W"), mailer, before)).toEqual({ ok: false, reason: "weekly" });
    const members = await createEvent(db, null, dinner({ replies: "members" }));
    expect(await reply(db, members, visitor("V"), mailer, before)).toEqual({ ok: false, reason: "members-only" });
    const memberId = await insertMember(db, "Sunita", { memberNo: `Sunita-${Math.random()}`, joinedOn: "2020-07-01" });
    const own = await reply(
      db,
      members,
      { ...visitor("Sunita"), memberId, email: "sunita@example.org" },
      mailer,
      before,
    );
    expect(own).toMatchObject({ ok: true, reply: { status: "coming" } });
    expect(await memberReply(db, members, memberId)).toMatchObject({ status: "coming", guests: 0 });
    expect(await listReplies(db, off)).toEqual([]);
  });

  it("a cancel link works only with its signature, and names its reply", async () => {
    const { db } = handle.database;
    const { mailer } = mailbox();
    const id = await createEvent(db, null, dinner());
    const saved = await reply(db, id, visitor("Tara"), mailer, before);
    if (!saved.ok) throw new Error("unreachable");
    expect(saved.token).toBe(await replyToken(db, saved.reply.id));
    expect(await replyOfToken(db, saved.token, "en")).toMatchObject({
      id: saved.reply.id,
      eventId: id,
      eventTitle: "Charter dinner",
      status: "coming",
    });
    const [replyId, signature] = saved.token.split(".") as [string, string];
    const other = await replyToken(db, Number(replyId) + 1);
    expect(await replyOfToken(db, `${Number(replyId) + 1}.${signature}`, "en")).toBeNull();
    expect(
      await replyOfToken(
        db,
        other.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        "en",
      ),
    ).toBeNull();
    expect(await replyOfToken(db, "not-a-token", "en")).toBeNull();
    expect(await replyOfToken(db, `${replyId}.${"x".repeat(500)}`, "en")).toBeNull();
  });

  it("the members who replied are the register's starting point", async () => {
    const { db } = handle.database;
    const { mailer } = mailbox();
    const official = await db
      .insertInto("officials")
      .values({ email: `secretary-${Math.random()}@example.org`, password_hash: "x", created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = await createEvent(db, null, dinner({ replyCapacity: null }));
    const coming = await insertMember(db, "Coming", { memberNo: `Coming-${Math.random()}`, joinedOn: "2020-07-01" });
    const cancelling = await insertMember(db, "Cancelling", {
      memberNo: `Cancelling-${Math.random()}`,
      joinedOn: "2020-07-01",
    });
    const silent = await insertMember(db, "Silent", { memberNo: `Silent-${Math.random()}`, joinedOn: "2020-07-01" });
    await reply(db, id, { ...visitor("Coming"), memberId: coming }, mailer, before);
    const gone = await reply(db, id, { ...visitor("Cancelling"), memberId: cancelling }, mailer, before);
    await reply(db, id, visitor("Guest"), mailer, before);
    if (!gone.ok) throw new Error("unreachable");
    await cancelReply(db, gone.reply.id, mailer, before);
    const meeting = await meetingAt(db, `${id}-2027-02-14`);
    if (!meeting) throw new Error("the dinner counts for attendance");
    // The register screen offers "start from the replies" for the one member who replied and has no mark.
    expect((await registerAndReplies(db, meeting)).replied.map((row) => row.memberId)).toEqual([coming]);
    expect(await markRepliesPresent(db, official.id, meeting, "2027-02-14")).toBe(1);
    expect((await registerAndReplies(db, meeting)).replied).toEqual([]);
    const marks = new Map((await registerOf(db, meeting)).rows.map((row) => [row.memberId, row.mark]));
    expect(marks.get(coming)).toBe("present");
    expect(marks.get(cancelling)).toBeNull();
    expect(marks.get(silent)).toBeNull();
    // Saving the event again with replies turned off keeps the replies it has.
    await updateEvent(db, null, id, dinner({ replies: "off", replyCapacity: null }));
    expect(await listReplies(db, id)).toHaveLength(3);
  });
});
