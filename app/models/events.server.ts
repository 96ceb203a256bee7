import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import type { EventKind, EventReplies, EventStatus, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import {
  type ExceptionRow,
  isRuleDate,
  type Occurrence,
  occurrencesBetween,
  type RecurringTimes,
} from "~/events/recurrence.server";
import { type LocalText, localText } from "~/i18n/fallback";
import { formatOfficialTime } from "~/i18n/format";
import { defaultLocale, locales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";
import { type EventTexts, eventTextFields } from "./event-texts";
import { localizedTexts } from "./localized-texts.server";
import { getPictures, type Picture } from "./media.server";
import { trashEvent } from "./trash.server";

export { type EventTexts, eventTextFields } from "./event-texts";

/** The declared texts (models/event-texts.ts) in event_texts. */
export const eventTextRows = localizedTexts("event_texts", eventTextFields);

/** What the officials' form saves. */
export interface EventWrite {
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  recurrence: string | null;
  repeatUntil: string | null;
  mapUrl: string | null;
  onlineUrl: string | null;
  photoId: number | null;
  projectId: number | null;
  status: EventStatus;
  isDraft: boolean;
  /** A one-off event that counts as a meeting for attendance (the weekly club meeting always does). */
  countsForAttendance: boolean;
  /** Who may reply (RSVP) and how many people may come (decision 0080). */
  replies: EventReplies;
  replyCapacity: number | null;
  texts: Record<Locale, EventTexts>;
}

export interface EditableEvent extends EventWrite {
  id: number;
  sequence: number;
  updatedAt: string;
  projectCode: string | null;
  exceptions: ExceptionRow[];
}

/** An event as the public pages show it, in one language. */
export interface EventView extends RecurringTimes {
  id: number;
  kind: EventKind;
  allDay: boolean;
  title: LocalText;
  description: LocalText;
  statusNote: LocalText;
  venueName: LocalText;
  venueAddress: LocalText;
  mapUrl: string | null;
  onlineUrl: string | null;
  photo: Picture | null;
  project: { code: string; title: LocalText } | null;
  status: EventStatus;
  isDraft: boolean;
  sequence: number;
  updatedAt: string;
  exceptions: ExceptionRow[];
}

const eventColumns = [
  "e.id",
  "e.kind",
  "e.starts_at",
  "e.ends_at",
  "e.all_day",
  "e.recurrence",
  "e.repeat_until",
  "e.map_url",
  "e.online_url",
  "e.photo_id",
  "e.project_id",
  "e.status",
  "e.is_draft",
  "e.counts_for_attendance",
  "e.replies",
  "e.reply_capacity",
  "e.sequence",
  "e.updated_at",
] as const;

function columnsOf(input: EventWrite) {
  return {
    kind: input.kind,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    all_day: input.allDay ? (1 as const) : (0 as const),
    recurrence: input.recurrence,
    repeat_until: input.recurrence ? input.repeatUntil : null,
    map_url: input.mapUrl,
    online_url: input.onlineUrl,
    photo_id: input.photoId,
    project_id: input.projectId,
    status: input.status,
    is_draft: input.isDraft ? (1 as const) : (0 as const),
    counts_for_attendance: input.countsForAttendance ? (1 as const) : (0 as const),
    // A weekly meeting takes no replies (decision 0080).
    replies: input.recurrence ? ("off" as const) : input.replies,
    reply_capacity: input.recurrence ? null : input.replyCapacity,
  };
}

function summary(input: EventWrite) {
  const flags = [input.recurrence ? "weekly" : null, input.status !== "scheduled" ? input.status : null];
  if (input.isDraft) flags.push("draft");
  const extra = flags.filter(Boolean).join(", ");
  return `${input.texts[defaultLocale].title ?? "Untitled"} (${formatOfficialTime(input.startsAt)}${extra ? `, ${extra}` : ""})`;
}

export async function createEvent(db: Db, officialId: number | null, input: EventWrite): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("events")
      .values({ ...columnsOf(input), sequence: 0, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await eventTextRows.write(trx, row.id, input.texts);
    await recordAudit(trx, officialId, "create", "event", String(row.id), summary(input));
    return row.id;
  });
}

/** Saves every field; the sequence grows by one, so calendars take the change. False when the event is gone. */
export async function updateEvent(db: Db, officialId: number | null, id: number, input: EventWrite): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("events")
      .set({ ...columnsOf(input), sequence: sql<number>`sequence + 1`, updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // A date that stopped repeating keeps no exceptions.
    if (!input.recurrence) {
      await trx.deleteFrom("event_exception_texts").where("event_id", "=", id).execute();
      await trx.deleteFrom("event_exceptions").where("event_id", "=", id).execute();
    }
    await eventTextRows.write(trx, id, input.texts);
    await recordAudit(trx, officialId, "update", "event", String(id), summary(input));
    return true;
  });
}

/** Moves an event, with its texts and changed dates, to the trash; false when it was already gone. */
export async function deleteEvent(db: Db, officialId: number | null, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => trashEvent(trx, officialId, id));
}

/** Cancels or moves one date of a repeating event (replacing what was said of that date before). */
export async function setException(db: Db, officialId: number | null, eventId: number, exception: ExceptionRow) {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await deleteExceptionRows(trx, eventId, exception.occurrenceAt);
    await trx
      .insertInto("event_exceptions")
      .values({
        event_id: eventId,
        occurrence_at: exception.occurrenceAt,
        status: exception.status,
        starts_at: exception.status === "moved" ? exception.startsAt : null,
        ends_at: exception.status === "moved" ? exception.endsAt : null,
        note: exception.note,
        updated_at: now,
      })
      .execute();
    const notes = locales.flatMap((locale) => {
      const note = locale === defaultLocale ? "" : (exception.notes?.[locale]?.trim() ?? "");
      return note ? [{ event_id: eventId, occurrence_at: exception.occurrenceAt, locale, note }] : [];
    });
    if (notes.length) await trx.insertInto("event_exception_texts").values(notes).execute();
    await trx
      .updateTable("events")
      .set({ sequence: sql<number>`sequence + 1`, updated_at: now })
      .where("id", "=", eventId)
      .execute();
    await recordAudit(
      trx,
      officialId,
      "update",
      "event",
      String(eventId),
      `${exception.status} the meeting of ${exception.occurrenceAt}${exception.startsAt ? ` to ${exception.startsAt}` : ""}`,
    );
  });
}

/** One changed date's rows (its reasons in other languages too); the number of changed dates removed. */
async function deleteExceptionRows(db: Db, eventId: number, occurrenceAt: string) {
  await db
    .deleteFrom("event_exception_texts")
    .where("event_id", "=", eventId)
    .where("occurrence_at", "=", occurrenceAt)
    .execute();
  const result = await db
    .deleteFrom("event_exceptions")
    .where("event_id", "=", eventId)
    .where("occurrence_at", "=", occurrenceAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The date goes back to the rule's: its change is forgotten, whether or not
 * the rule still gives that date (a changed date of an old weekday too).
 */
export async function removeException(db: Db, officialId: number | null, eventId: number, occurrenceAt: string) {
  return db.transaction().execute(async (trx) => {
    if ((await deleteExceptionRows(trx, eventId, occurrenceAt)) === 0) return false;
    await trx
      .updateTable("events")
      .set({ sequence: sql<number>`sequence + 1`, updated_at: nowIso() })
      .where("id", "=", eventId)
      .execute();
    await recordAudit(trx, officialId, "update", "event", String(eventId), `restored the meeting of ${occurrenceAt}`);
    return true;
  });
}

/** Each repeating event's changed dates, by event id. */
export async function exceptionsOf(db: Db, ids: number[]): Promise<Map<number, ExceptionRow[]>> {
  const map = new Map<number, ExceptionRow[]>();
  if (ids.length === 0) return map;
  // Both at once: on PostgreSQL, one round trip instead of two.
  const [rows, texts] = await Promise.all([
    db
      .selectFrom("event_exceptions")
      .select(["event_id", "occurrence_at", "status", "starts_at", "ends_at", "note"])
      .where("event_id", "in", ids)
      .orderBy("occurrence_at")
      .execute(),
    db
      .selectFrom("event_exception_texts")
      .select(["event_id", "occurrence_at", "locale", "note"])
      .where("event_id", "in", ids)
      .where("locale", "!=", defaultLocale)
      .execute(),
  ]);
  // Each occurrence's notes in other languages, found by its key rather than by a pass over all of them.
  const notes = new Map<string, Partial<Record<Locale, string>>>();
  for (const text of texts) {
    const key = `${text.event_id} ${text.occurrence_at}`;
    notes.set(key, { ...notes.get(key), [text.locale]: text.note });
  }
  for (const r of rows) {
    const list = map.get(r.event_id) ?? [];
    list.push({
      occurrenceAt: r.occurrence_at,
      status: r.status,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      note: r.note,
      notes: notes.get(`${r.event_id} ${r.occurrence_at}`) ?? {},
    });
    map.set(r.event_id, list);
  }
  return map;
}

export async function getEditableEvent(db: Db, id: number): Promise<EditableEvent | null> {
  const row = await db
    .selectFrom("events as e")
    .leftJoin("projects as p", "p.id", "e.project_id")
    .select([...eventColumns, "p.code as project_code"])
    .where("e.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const texts = eventTextRows.completeByLocale((await eventTextRows.read(db, [id])).get(id));
  return {
    id: row.id,
    kind: row.kind,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    allDay: row.all_day === 1,
    countsForAttendance: row.counts_for_attendance === 1,
    replies: row.replies,
    replyCapacity: row.reply_capacity,
    recurrence: row.recurrence,
    repeatUntil: row.repeat_until,
    mapUrl: row.map_url,
    onlineUrl: row.online_url,
    photoId: row.photo_id,
    projectId: row.project_id,
    projectCode: row.project_code,
    status: row.status,
    isDraft: row.is_draft === 1,
    sequence: row.sequence,
    updatedAt: row.updated_at,
    texts,
    exceptions: (await exceptionsOf(db, [id])).get(id) ?? [],
  };
}

/** Events joined with their texts in `locale` and in English. */
function withTexts(db: Db, locale: Locale) {
  return db
    .selectFrom("events as e")
    .leftJoin("event_texts as own", (j) => j.onRef("own.event_id", "=", "e.id").on("own.locale", "=", locale))
    .leftJoin("event_texts as en", (j) => j.onRef("en.event_id", "=", "e.id").on("en.locale", "=", "en"))
    .leftJoin("projects as p", (j) => j.onRef("p.id", "=", "e.project_id").on("p.is_draft", "=", 0))
    .leftJoin("project_texts as pown", (j) => j.onRef("pown.project_id", "=", "p.id").on("pown.locale", "=", locale))
    .leftJoin("project_texts as pen", (j) => j.onRef("pen.project_id", "=", "p.id").on("pen.locale", "=", "en"))
    .select([
      ...eventColumns,
      "own.title as own_title",
      "en.title as en_title",
      "own.description as own_description",
      "en.description as en_description",
      "own.status_note as own_note",
      "en.status_note as en_note",
      "own.venue_name as own_venue_name",
      "en.venue_name as en_venue_name",
      "own.venue_address as own_venue_address",
      "en.venue_address as en_venue_address",
      "p.code as project_code",
      "pown.title as project_own_title",
      "pen.title as project_en_title",
    ]);
}

type Joined = Awaited<ReturnType<ReturnType<typeof withTexts>["execute"]>>[number];

async function viewsOf(db: Db, rows: Joined[], locale: Locale): Promise<EventView[]> {
  const photos = await getPictures(
    db,
    rows.flatMap((r) => (r.photo_id === null ? [] : [r.photo_id])),
    locale,
  );
  const exceptions = await exceptionsOf(
    db,
    rows.filter((r) => r.recurrence).map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    allDay: r.all_day === 1,
    recurrence: r.recurrence,
    repeatUntil: r.repeat_until,
    title: localText(r.own_title, r.en_title, locale),
    description: localText(r.own_description, r.en_description, locale),
    statusNote: localText(r.own_note, r.en_note, locale),
    venueName: localText(r.own_venue_name, r.en_venue_name, locale),
    venueAddress: localText(r.own_venue_address, r.en_venue_address, locale),
    mapUrl: r.map_url,
    onlineUrl: r.online_url,
    photo: r.photo_id === null ? null : (photos.get(r.photo_id) ?? null),
    project: r.project_code
      ? { code: r.project_code, title: localText(r.project_own_title, r.project_en_title, locale) }
      : null,
    status: r.status,
    isDraft: r.is_draft === 1,
    sequence: r.sequence,
    updatedAt: r.updated_at,
    // A changed date the rule no longer gives (its weekday changed since) is kept for officials, not shown.
    exceptions: (exceptions.get(r.id) ?? []).filter((e) =>
      isRuleDate(
        { startsAt: r.starts_at, endsAt: r.ends_at, recurrence: r.recurrence, repeatUntil: null },
        e.occurrenceAt,
      ),
    ),
  }));
}

/** One event's page; a draft only with `drafts` (an official is looking). */
export async function getEvent(
  db: Db,
  id: number,
  locale: Locale,
  options: { drafts?: boolean } = {},
): Promise<EventView | null> {
  let query = withTexts(db, locale).where("e.id", "=", id);
  if (!options.drafts) query = query.where("e.is_draft", "=", 0);
  const row = await query.executeTakeFirst();
  return row ? ((await viewsOf(db, [row], locale))[0] ?? null) : null;
}

/** One-off events not yet over, soonest first (cancelled ones too: they stay visible, marked). */
export async function listUpcomingEvents(db: Db, locale: Locale, now: Date, limit = 100): Promise<EventView[]> {
  const rows = await withTexts(db, locale)
    .where("e.is_draft", "=", 0)
    .where("e.recurrence", "is", null)
    .where("e.ends_at", ">=", now.toISOString())
    .orderBy("e.starts_at")
    .orderBy("e.id")
    .limit(limit)
    .execute();
  return viewsOf(db, rows, locale);
}

/** One-off events that are over, newest first, a page at a time. */
export async function listPastEvents(
  db: Db,
  locale: Locale,
  now: Date,
  options: { page: number; pageSize: number },
): Promise<{ events: EventView[]; total: number }> {
  const at = now.toISOString();
  const [rows, counted] = await Promise.all([
    withTexts(db, locale)
      .where("e.is_draft", "=", 0)
      .where("e.recurrence", "is", null)
      .where("e.ends_at", "<", at)
      .orderBy("e.starts_at", "desc")
      .orderBy("e.id", "desc")
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    db
      .selectFrom("events")
      .select(sql<number>`count(*)`.as("n"))
      .where("is_draft", "=", 0)
      .where("recurrence", "is", null)
      .where("ends_at", "<", at)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: await viewsOf(db, rows, locale), total: Number(counted.n) };
}

export interface MeetingView extends EventView {
  /** Its next dates (from now), cancelled and moved ones marked. */
  next: Occurrence[];
}

/** The repeating events (the weekly meeting) with their next `count` dates. */
export async function listMeetings(db: Db, locale: Locale, now: Date, count = 4): Promise<MeetingView[]> {
  const rows = await withTexts(db, locale)
    .where("e.is_draft", "=", 0)
    .where("e.recurrence", "is not", null)
    .orderBy("e.starts_at")
    .execute();
  const views = await viewsOf(db, rows, locale);
  return views.map((v) => ({ ...v, next: nextOccurrences(v, now, count) }));
}

/** The next `count` dates of an event that have not ended. */
export function nextOccurrences(event: RecurringTimes & { exceptions: ExceptionRow[] }, now: Date, count: number) {
  const from = new Date(now.getTime() - (Date.parse(event.endsAt) - Date.parse(event.startsAt)));
  const to = new Date(now.getTime() + (count + 9) * 7 * 24 * 60 * 60 * 1000);
  return occurrencesBetween(event, event.exceptions, from, to)
    .filter((o) => Date.parse(o.endsAt) > now.getTime())
    .slice(0, count);
}

/** Every published event in `locale`, for the calendar feed. */
export async function listFeedEvents(db: Db, locale: Locale): Promise<EventView[]> {
  const rows = await withTexts(db, locale).where("e.is_draft", "=", 0).orderBy("e.starts_at").execute();
  return viewsOf(db, rows, locale);
}

/** When the published calendar last changed: the newest event save, exception, deletion or restore (demo content too). */
export async function eventsLastChanged(db: Db): Promise<string | null> {
  const [events, exceptions, audit] = await Promise.all([
    db.selectFrom("events").select(sql<string | null>`max(updated_at)`.as("at")).executeTakeFirst(),
    db.selectFrom("event_exceptions").select(sql<string | null>`max(updated_at)`.as("at")).executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select(sql<string | null>`max("at")`.as("at"))
      .where("entity", "in", ["event", "demo-content"])
      .executeTakeFirst(),
  ]);
  const all = [events?.at, exceptions?.at, audit?.at].filter((v): v is string => typeof v === "string");
  return all.length ? (all.sort().at(-1) ?? null) : null;
}

/** The officials' list: every event, drafts too, soonest last. */
export async function listEventRows(db: Db) {
  const rows = await db
    .selectFrom("events as e")
    .leftJoin("event_texts as t", (j) => j.onRef("t.event_id", "=", "e.id").on("t.locale", "=", "en"))
    .select(["e.id", "e.kind", "e.starts_at", "e.recurrence", "e.status", "e.is_draft", "t.title"])
    .orderBy("e.starts_at", "desc")
    .orderBy("e.id", "desc")
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    startsAt: r.starts_at,
    weekly: r.recurrence !== null,
    status: r.status,
    isDraft: r.is_draft === 1,
    title: r.title,
  }));
}

/** Every published event id with its last change, for the sitemap. */
export async function listEventIds(db: Db) {
  return db.selectFrom("events").select(["id", "updated_at"]).where("is_draft", "=", 0).orderBy("id").execute();
}
