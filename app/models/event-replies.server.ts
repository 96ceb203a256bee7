import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import type { EventReplies, Locale, ReplyStatus } from "~/db/schema";
import { nowIso } from "~/db/time";
import { localText } from "~/i18n/fallback";
import { enqueueMail, type OutboxDraft } from "~/mail/outbox.server";
import { appSecret } from "./secrets.server";

/**
 * Replies to events (RSVPs; issue 25, docs/decisions/0080-event-replies.md):
 * who is coming, with how many guests, and the waiting list once the event
 * is full. A place is a person: a reply with two guests takes three.
 */

/** What an event takes: who may reply and how many may come. */
export interface ReplySettings {
  replies: EventReplies;
  capacity: number | null;
}

/** The state of an event's replies as its page shows it. */
export interface ReplyCounts {
  /** People coming, guests included. */
  coming: number;
  /** Replies on the waiting list. */
  waiting: number;
  /** Places left; null when there is no limit. */
  placesLeft: number | null;
}

/** Why an event takes no reply now. */
export type ClosedReason = "no-event" | "off" | "members-only" | "cancelled" | "started" | "weekly";

export interface ReplyInput {
  /** A signed-in member replies as themselves; anyone else gives a name and an e-mail address. */
  memberId: number | null;
  name: string;
  email: string;
  phone: string;
  guests: number;
  note: string;
  locale: Locale;
}

export interface OwnReply {
  id: number;
  status: ReplyStatus;
  guests: number;
  note: string;
  /** Place on the waiting list (1: next to move up), when waiting. */
  position: number | null;
}

/** A reply that moved up from the waiting list: its person is told by e-mail. */
export interface MovedUp {
  id: number;
  name: string;
  email: string;
  locale: Locale;
  guests: number;
}

/** An e-mail to a person about their reply, for the caller to word (app/mail/reply-templates.ts). */
export interface ReplyMail {
  kind: "coming" | "waiting" | "moved-up";
  name: string;
  email: string;
  locale: Locale;
  guests: number;
  position: number | null;
  /** The signed part of the reply's cancel link (replyToken). */
  token: string;
}

/** Words a reply's e-mail (null: none is sent); it is written to the outbox in the same transaction as the reply. */
export type ReplyMailer = (mail: ReplyMail) => OutboxDraft | null;

const drafted = (drafts: (OutboxDraft | null)[]) => drafts.filter((draft): draft is OutboxDraft => draft !== null);

async function queueMovedUpMails(trx: Db, movedUp: MovedUp[], mailer: ReplyMailer) {
  const drafts: (OutboxDraft | null)[] = [];
  for (const moved of movedUp)
    drafts.push(mailer({ ...moved, kind: "moved-up", position: null, token: await replyToken(trx, moved.id) }));
  await enqueueMail(trx, null, drafted(drafts));
}

export type ReplyOutcome =
  | { ok: true; reply: OwnReply; token: string; changed: "new" | "updated"; movedUp: MovedUp[] }
  /** "too-many": placesLeft is how many people the reply may bring, its person included. */
  | { ok: false; reason: ClosedReason | "too-many"; placesLeft?: number };

/** The longest a note may be, and the most guests one reply may bring. */
export const replyLimits = { note: 500, guests: 10 } as const;

interface EventFacts {
  id: number;
  replies: EventReplies;
  capacity: number | null;
  startsAt: string;
  weekly: boolean;
  cancelled: boolean;
}

async function eventFacts(db: Db, eventId: number): Promise<EventFacts | null> {
  const row = await db
    .selectFrom("events")
    .select(["id", "replies", "reply_capacity", "starts_at", "recurrence", "status"])
    .where("id", "=", eventId)
    .where("is_draft", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    replies: row.replies,
    capacity: row.reply_capacity,
    startsAt: row.starts_at,
    weekly: row.recurrence !== null,
    cancelled: row.status === "cancelled",
  };
}

/**
 * Why `eventId` takes no reply from this person now, or null when it does.
 * Replies close when the event starts; a repeating event (the weekly meeting)
 * takes none (decision 0080).
 */
function closedReason(event: EventFacts | null, member: boolean, now: Date): ClosedReason | null {
  if (!event) return "no-event";
  if (event.weekly) return "weekly";
  if (event.replies === "off") return "off";
  if (event.cancelled) return "cancelled";
  if (Date.parse(event.startsAt) <= now.getTime()) return "started";
  if (event.replies === "members" && !member) return "members-only";
  return null;
}

const people = (guests: number) => 1 + guests;

async function comingPeople(db: Db, eventId: number, exceptId: number | null = null): Promise<number> {
  let query = db
    .selectFrom("event_replies")
    .select(sql<number>`coalesce(sum(1 + guests), 0)`.as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "coming");
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function waitingPosition(db: Db, eventId: number, id: number, queuedAt: string): Promise<number> {
  const ahead = await db
    .selectFrom("event_replies")
    .select(sql<number>`count(*)`.as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "waiting")
    .where((eb) => eb.or([eb("queued_at", "<", queuedAt), eb.and([eb("queued_at", "=", queuedAt), eb("id", "<", id)])]))
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** The event's replies as its page shows them, and why it takes none now (null: it does). */
export async function replyState(
  db: Db,
  eventId: number,
  options: { member: boolean; now: Date },
): Promise<{ settings: ReplySettings; counts: ReplyCounts; closed: ClosedReason | null } | null> {
  const event = await eventFacts(db, eventId);
  if (!event || event.replies === "off" || event.weekly) return null;
  const coming = await comingPeople(db, eventId);
  const waiting = await db
    .selectFrom("event_replies")
    .select(sql<number>`count(*)`.as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "waiting")
    .executeTakeFirstOrThrow();
  return {
    settings: { replies: event.replies, capacity: event.capacity },
    counts: {
      coming,
      waiting: Number(waiting.n),
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - coming),
    },
    closed: closedReason(event, options.member, options.now),
  };
}

const whoOf = (input: Pick<ReplyInput, "memberId" | "email">) =>
  input.memberId !== null ? `member:${input.memberId}` : `email:${input.email.trim().toLowerCase()}`;

async function ownReplyRow(db: Db, eventId: number, who: string) {
  return db
    .selectFrom("event_replies")
    .select(["id", "status", "guests", "note", "queued_at"])
    .where("event_id", "=", eventId)
    .where("who", "=", who)
    .executeTakeFirst();
}

async function ownReplyOf(db: Db, eventId: number, who: string): Promise<OwnReply | null> {
  const row = await ownReplyRow(db, eventId, who);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    guests: row.guests,
    note: row.note,
    position: row.status === "waiting" ? await waitingPosition(db, eventId, row.id, row.queued_at) : null,
  };
}

/** A signed-in member's own reply to the event, or null. */
export function memberReply(db: Db, eventId: number, memberId: number): Promise<OwnReply | null> {
  return ownReplyOf(db, eventId, `member:${memberId}`);
}

/**
 * Takes the event's row lock first, so two replies for the last place (or a
 * reply and a cancellation) are counted one after the other on PostgreSQL as
 * on SQLite.
 */
async function lockEvent(trx: Db, eventId: number) {
  await trx.updateTable("events").set({ replies: sql`replies` }).where("id", "=", eventId).execute();
}

/**
 * Moves replies up from the waiting list, first come first served, while
 * places are free: a reply too big for the places left waits and the next one
 * that fits moves up (decision 0080).
 */
async function moveUpWaiting(trx: Db, event: EventFacts, at: string): Promise<MovedUp[]> {
  const waiting = await trx
    .selectFrom("event_replies")
    .select(["id", "name", "email", "locale", "guests"])
    .where("event_id", "=", event.id)
    .where("status", "=", "waiting")
    .orderBy("queued_at")
    .orderBy("id")
    .execute();
  if (waiting.length === 0) return [];
  let free = event.capacity === null ? Number.POSITIVE_INFINITY : event.capacity - (await comingPeople(trx, event.id));
  const moved: MovedUp[] = [];
  for (const reply of waiting) {
    if (people(reply.guests) > free) continue;
    free -= people(reply.guests);
    moved.push(reply);
  }
  if (moved.length > 0)
    await trx
      .updateTable("event_replies")
      .set({ status: "coming", updated_at: at })
      .where(
        "id",
        "in",
        moved.map((reply) => reply.id),
      )
      .execute();
  return moved;
}

/**
 * Records a reply: coming when the places left hold it and nobody waits
 * ahead, otherwise on the waiting list. A second reply from the same person
 * (the same member, or the same e-mail address) changes the first: a reply
 * already coming keeps its place unless it now asks for more places than are
 * left ("too-many": nothing changes); a cancelled one goes to the back of the line.
 */
export async function reply(
  db: Db,
  eventId: number,
  input: ReplyInput,
  mailer: ReplyMailer,
  now = new Date(),
): Promise<ReplyOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockEvent(trx, eventId);
    const event = await eventFacts(trx, eventId);
    const closed = closedReason(event, input.memberId !== null, now);
    if (closed || !event) return { ok: false, reason: closed ?? "no-event" };
    const at = nowIso(now);
    const who = whoOf(input);
    const existing = await ownReplyRow(trx, eventId, who);
    const details = {
      name: input.name,
      email: input.email.trim(),
      phone: input.phone,
      guests: input.guests,
      note: input.note,
      locale: input.locale,
      updated_at: at,
    };
    const free =
      event.capacity === null
        ? Number.POSITIVE_INFINITY
        : event.capacity - (await comingPeople(trx, eventId, existing?.id ?? null));
    const fits = people(input.guests) <= free;
    let id: number;
    if (existing?.status === "coming") {
      if (!fits) return { ok: false, reason: "too-many", placesLeft: Math.max(0, free) };
      await trx.updateTable("event_replies").set(details).where("id", "=", existing.id).execute();
      id = existing.id;
    } else if (existing?.status === "waiting") {
      await trx.updateTable("event_replies").set(details).where("id", "=", existing.id).execute();
      id = existing.id;
    } else {
      const nobodyWaiting =
        (await trx
          .selectFrom("event_replies")
          .select("id")
          .where("event_id", "=", eventId)
          .where("status", "=", "waiting")
          .executeTakeFirst()) === undefined;
      const status: ReplyStatus = fits && nobodyWaiting ? "coming" : "waiting";
      if (existing) {
        await trx
          .updateTable("event_replies")
          .set({ ...details, status, queued_at: at })
          .where("id", "=", existing.id)
          .execute();
        id = existing.id;
      } else {
        const row = await trx
          .insertInto("event_replies")
          .values({
            ...details,
            event_id: eventId,
            who,
            member_id: input.memberId,
            status,
            queued_at: at,
            created_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = row.id;
      }
    }
    // A waiting reply that asks for fewer places may fit now; so may those behind a smaller reply.
    const movedUp = (await moveUpWaiting(trx, event, at)).filter((moved) => moved.id !== id);
    const own = await ownReplyOf(trx, eventId, who);
    if (!own || own.status === "cancelled") throw new Error("reply not stored");
    const token = await replyToken(trx, id);
    await enqueueMail(
      trx,
      null,
      drafted([mailer({ ...details, kind: own.status, guests: own.guests, position: own.position, token })]),
    );
    await queueMovedUpMails(trx, movedUp, mailer);
    return {
      ok: true,
      reply: own,
      token,
      changed: existing && existing.status !== "cancelled" ? "updated" : "new",
      movedUp,
    };
  });
}

/**
 * Cancels a reply (its person, by the e-mailed link or while signed in, or an
 * official); the waiting list moves up into the places it frees. False when
 * it was already cancelled or is not there.
 */
export async function cancelReply(
  db: Db,
  replyId: number,
  mailer: ReplyMailer,
  now = new Date(),
): Promise<{ cancelled: boolean; movedUp: MovedUp[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("event_replies")
      .select(["event_id", "status"])
      .where("id", "=", replyId)
      .executeTakeFirst();
    if (!row || row.status === "cancelled") return { cancelled: false, movedUp: [] };
    await lockEvent(trx, row.event_id);
    const at = nowIso(now);
    const result = await trx
      .updateTable("event_replies")
      .set({ status: "cancelled", updated_at: at })
      .where("id", "=", replyId)
      .where("status", "!=", "cancelled")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { cancelled: false, movedUp: [] };
    const event = await eventFacts(trx, row.event_id);
    // A started or cancelled event's waiting list stays as it was: nobody is told of a place at the door.
    const movedUp = event && closedReason(event, true, now) === null ? await moveUpWaiting(trx, event, at) : [];
    await queueMovedUpMails(trx, movedUp, mailer);
    return { cancelled: true, movedUp };
  });
}

/** The signed part of a reply's cancel link: the reply and its signature. */
export async function replyToken(db: Db, replyId: number): Promise<string> {
  const secret = await appSecret(db, "event-replies");
  const signature = crypto.createHmac("sha256", secret).update(`reply.${replyId}`).digest("base64url").slice(0, 22);
  return `${replyId}.${signature}`;
}

/** A reply as its cancel link's page shows it. */
export interface LinkedReply {
  id: number;
  eventId: number;
  eventTitle: string;
  eventStartsAt: string;
  name: string;
  guests: number;
  status: ReplyStatus;
  position: number | null;
}

/** The reply a cancel link names, when its signature is right. */
export async function replyOfToken(db: Db, token: string, locale: Locale): Promise<LinkedReply | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(await replyToken(db, id));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const row = await db
    .selectFrom("event_replies as r")
    .innerJoin("events as e", "e.id", "r.event_id")
    .leftJoin("event_texts as own", (j) => j.onRef("own.event_id", "=", "e.id").on("own.locale", "=", locale))
    .leftJoin("event_texts as en", (j) => j.onRef("en.event_id", "=", "e.id").on("en.locale", "=", "en"))
    .select([
      "r.id",
      "r.event_id",
      "r.name",
      "r.guests",
      "r.status",
      "r.queued_at",
      "e.starts_at",
      "own.title as own_title",
      "en.title as en_title",
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: localText(row.own_title, row.en_title, locale).value ?? "",
    eventStartsAt: row.starts_at,
    name: row.name,
    guests: row.guests,
    status: row.status,
    position: row.status === "waiting" ? await waitingPosition(db, row.event_id, row.id, row.queued_at) : null,
  };
}

/** One reply in the officials' list. */
export interface ReplyRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  guests: number;
  note: string;
  status: ReplyStatus;
  member: boolean;
  memberId: number | null;
  repliedAt: string;
  updatedAt: string;
}

/** Every reply to the event: coming, then waiting in the waiting list's order, then cancelled. */
export async function listReplies(db: Db, eventId: number): Promise<ReplyRow[]> {
  const rows = await db
    .selectFrom("event_replies")
    .select(["id", "name", "email", "phone", "guests", "note", "status", "member_id", "queued_at", "updated_at"])
    .where("event_id", "=", eventId)
    .orderBy("queued_at")
    .orderBy("id")
    .execute();
  const rank: Record<ReplyStatus, number> = { coming: 0, waiting: 1, cancelled: 2 };
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      guests: row.guests,
      note: row.note,
      status: row.status,
      member: row.member_id !== null,
      memberId: row.member_id,
      repliedAt: row.queued_at,
      updatedAt: row.updated_at,
    }))
    .sort((a, b) => rank[a.status] - rank[b.status]);
}

/** The members who said they are coming: where the event's register starts (decision 0080). */
export async function membersComing(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("event_replies")
    .select("member_id")
    .where("event_id", "=", eventId)
    .where("status", "=", "coming")
    .where("member_id", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.member_id === null ? [] : [row.member_id]));
}

/** The event a reply belongs to (for an official's cancel), or null. */
export async function eventOfReply(db: Db, replyId: number): Promise<number | null> {
  const row = await db.selectFrom("event_replies").select("event_id").where("id", "=", replyId).executeTakeFirst();
  return row?.event_id ?? null;
}
