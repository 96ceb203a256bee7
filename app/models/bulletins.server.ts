import type { Db } from "~/db/connect.server";
import type { BulletinStatus, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { defaultLocale, locales } from "~/i18n/locales";
import type { BulletinBlocks } from "~/mail/bulletin-email";

export { bulletinsPerHour } from "~/mail/outbox.server";

import { existingMedia, type FieldChange, type VersionTable, versionsOf } from "./versions.server";

/**
 * The club's bulletin (issue 26; docs/decisions/0082): written once in
 * English and translated, a draft until it is scheduled or sent, then
 * frozen (a sent bulletin is its archive page and cannot change).
 */

export interface BulletinText {
  title: string;
  body: string;
}

export interface BulletinWrite {
  texts: Record<Locale, BulletinText>;
  membersOnly: boolean;
  withEvents: boolean;
  withCelebrations: boolean;
  withProjects: boolean;
  /** Its photos in order (at most maxBulletinPhotos), linked from the e-mail and shown on its archive page. */
  photoIds: number[];
}

export const maxBulletinPhotos = 3;

/** A translation whose English changed after it was written (or last confirmed). */
export interface OutdatedBulletinText {
  locale: Locale;
  field: keyof BulletinText;
  /** The English it was made from. */
  was: string;
}

export interface EditableBulletin extends BulletinWrite {
  id: number;
  status: BulletinStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  updatedAt: string;
  outdated: OutdatedBulletinText[];
}

const textFields = ["title", "body"] as const;

function emptyTexts(): Record<Locale, BulletinText> {
  return Object.fromEntries(locales.map((locale) => [locale, { title: "", body: "" }])) as Record<Locale, BulletinText>;
}

function normalized(data: BulletinWrite): BulletinWrite {
  const texts = emptyTexts();
  for (const locale of locales)
    for (const field of textFields) texts[locale][field] = (data.texts?.[locale]?.[field] ?? "").trim();
  return {
    texts,
    membersOnly: Boolean(data.membersOnly),
    withEvents: Boolean(data.withEvents),
    withCelebrations: Boolean(data.withCelebrations),
    withProjects: Boolean(data.withProjects),
    photoIds: [...new Set(data.photoIds ?? [])].slice(0, maxBulletinPhotos),
  };
}

const flagLabels: [keyof BulletinWrite, string][] = [
  ["membersOnly", "Members only"],
  ["withEvents", "Coming up"],
  ["withCelebrations", "Birthdays and anniversaries"],
  ["withProjects", "Latest projects"],
];

function changesBetween(a: BulletinWrite, b: BulletinWrite): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const locale of locales)
    for (const field of textFields) {
      const before = a.texts[locale][field];
      const after = b.texts[locale][field];
      if (before !== after)
        changes.push({
          key: `texts.${locale}.${field}`,
          label: field === "title" ? "Title" : "Text",
          locale,
          before,
          after,
        });
    }
  for (const [key, label] of flagLabels) {
    const before = a[key] ? "Yes" : "No";
    const after = b[key] ? "Yes" : "No";
    if (before !== after) changes.push({ key, label, locale: null, before, after });
  }
  const photos = (data: BulletinWrite) => data.photoIds.map(String);
  if (photos(a).join() !== photos(b).join())
    changes.push({
      key: "photoIds",
      label: "Photos",
      locale: null,
      before: photos(a).join(", "),
      after: photos(b).join(", "),
      photos: { before: photos(a), after: photos(b) },
    });
  return changes;
}

const bulletinVersionTable: VersionTable<number> = {
  select(db, bulletinId, { number, limit, withData }) {
    return db
      .selectFrom("bulletin_versions as v")
      .leftJoin("officials as o", "o.id", "v.saved_by")
      .select(["v.number", "v.saved_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
      .$if(withData === true, (query) => query.select("v.data"))
      .where("v.bulletin_id", "=", bulletinId)
      .$if(number !== undefined, (query) => query.where("v.number", "=", number as number))
      .orderBy("v.number", "desc")
      .$if(limit !== undefined, (query) => query.limit(limit as number))
      .execute();
  },
  async insert(db, bulletinId, row) {
    await db
      .insertInto("bulletin_versions")
      .values({
        bulletin_id: bulletinId,
        number: row.number,
        data: row.data,
        saved_at: row.savedAt,
        saved_by: row.officialId,
        actor:
          row.officialId === null ? null : db.selectFrom("officials").select("email").where("id", "=", row.officialId),
        summary: row.summary,
        restored_from: row.restoredFrom,
      })
      .execute();
  },
  async dropUpTo(db, bulletinId, number) {
    await db
      .deleteFrom("bulletin_versions")
      .where("bulletin_id", "=", bulletinId)
      .where("number", "<=", number)
      .execute();
  },
};

/** Bulletin history through the one versions module. */
export const bulletinVersions = versionsOf<number, BulletinWrite>({
  table: bulletinVersionTable,
  kept: 50,
  normalize: normalized,
  changes: changesBetween,
  photoIds: (data) => data.photoIds,
});

type TextRow = {
  locale: Locale;
  title: string;
  body: string;
  source_title: string | null;
  source_body: string | null;
};

function outdatedOf(rows: TextRow[]): OutdatedBulletinText[] {
  const english = rows.find((row) => row.locale === defaultLocale);
  const out: OutdatedBulletinText[] = [];
  for (const row of rows) {
    if (row.locale === defaultLocale) continue;
    for (const field of textFields) {
      const source = field === "title" ? row.source_title : row.source_body;
      if (row[field].trim() && source !== null && source !== (english?.[field] ?? ""))
        out.push({ locale: row.locale, field, was: source });
    }
  }
  return out;
}

export async function getEditableBulletin(db: Db, id: number): Promise<EditableBulletin | null> {
  const row = await db.selectFrom("bulletins").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const rows = await db
    .selectFrom("bulletin_texts")
    .select(["locale", "title", "body", "source_title", "source_body"])
    .where("bulletin_id", "=", id)
    .execute();
  const texts = emptyTexts();
  for (const text of rows) texts[text.locale] = { title: text.title, body: text.body };
  const photoIds = await bulletinPhotoIds(db, id);
  return {
    id: row.id,
    status: row.status,
    scheduledAt: row.scheduled_at,
    sentAt: row.sent_at,
    updatedAt: row.updated_at,
    texts,
    membersOnly: row.members_only === 1,
    withEvents: row.with_events === 1,
    withCelebrations: row.with_celebrations === 1,
    withProjects: row.with_projects === 1,
    photoIds,
    outdated: outdatedOf(rows),
  };
}

/**
 * Writes the texts: a translation records the English it was made from
 * when it is new or changed, or when the official confirms it still fits
 * (`confirmed`); otherwise it keeps the English it had.
 */
async function writeTexts(db: Db, id: number, input: BulletinWrite, confirmed: readonly Locale[]) {
  const stored = await db
    .selectFrom("bulletin_texts")
    .select(["locale", "title", "body", "source_title", "source_body"])
    .where("bulletin_id", "=", id)
    .execute();
  await db.deleteFrom("bulletin_texts").where("bulletin_id", "=", id).execute();
  const english = input.texts[defaultLocale];
  const rows = locales.flatMap((locale) => {
    const text = input.texts[locale];
    if (locale !== defaultLocale && !text.title && !text.body) return [];
    const before = stored.find((row) => row.locale === locale);
    const source = (field: keyof BulletinText) => {
      if (locale === defaultLocale) return null;
      const kept = field === "title" ? before?.source_title : before?.source_body;
      const unchanged = before !== undefined && before[field] === text[field];
      return unchanged && !confirmed.includes(locale) && kept != null ? kept : english[field];
    };
    return [
      {
        bulletin_id: id,
        locale,
        title: text.title,
        body: text.body,
        source_title: source("title"),
        source_body: source("body"),
      },
    ];
  });
  if (rows.length > 0) await db.insertInto("bulletin_texts").values(rows).execute();
}

/** A bulletin's photos in order. */
export async function bulletinPhotoIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom("bulletin_media")
    .select("media_id")
    .where("bulletin_id", "=", id)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.media_id);
}

/** The photos that still exist, in order: a photo deleted since the form was loaded is left out. */
async function existingPhotos(db: Db, data: BulletinWrite): Promise<BulletinWrite> {
  const existing = await existingMedia(db, data.photoIds);
  return { ...data, photoIds: data.photoIds.filter((photoId) => existing.includes(photoId)) };
}

async function writePhotos(db: Db, id: number, photoIds: number[]) {
  await db.deleteFrom("bulletin_media").where("bulletin_id", "=", id).execute();
  if (photoIds.length > 0)
    await db
      .insertInto("bulletin_media")
      .values(photoIds.map((mediaId, position) => ({ bulletin_id: id, position, media_id: mediaId })))
      .execute();
}

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

const flagColumns = (input: BulletinWrite) => ({
  members_only: flag(input.membersOnly),
  with_events: flag(input.withEvents),
  with_celebrations: flag(input.withCelebrations),
  with_projects: flag(input.withProjects),
});

export async function createBulletin(db: Db, officialId: number | null, input: BulletinWrite, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const data = await existingPhotos(trx, normalized(input));
    const { id } = await trx
      .insertInto("bulletins")
      .values({
        status: "draft",
        ...flagColumns(data),
        scheduled_at: null,
        sent_at: null,
        created_by: officialId,
        created_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeTexts(trx, id, data, []);
    await writePhotos(trx, id, data.photoIds);
    await bulletinVersions.add(trx, id, { previous: null, data, officialId, savedAt: nowIso(now) });
    return id;
  });
}

/** Why a bulletin cannot be changed or sent, or null. */
export type BulletinRefusal = "sent" | "missing";

/** Saves a draft or scheduled bulletin; a sent one is refused ("sent"). */
export async function updateBulletin(
  db: Db,
  officialId: number | null,
  id: number,
  input: BulletinWrite,
  confirmed: readonly Locale[] = [],
  now = new Date(),
  restoredFrom?: number,
): Promise<BulletinRefusal | null> {
  return db.transaction().execute(async (trx) => {
    const data = await existingPhotos(trx, normalized(input));
    const row = await trx.selectFrom("bulletins").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) return "missing";
    if (row.status === "sent") return "sent";
    await trx
      .updateTable("bulletins")
      .set({ ...flagColumns(data), updated_at: nowIso(now) })
      .where("id", "=", id)
      .execute();
    await writeTexts(trx, id, data, confirmed);
    await writePhotos(trx, id, data.photoIds);
    const previous = await bulletinVersions.newest(trx, id);
    if (previous && restoredFrom === undefined && bulletinVersions.changes(previous.data, data, id).length === 0)
      return null;
    await bulletinVersions.add(trx, id, { previous, data, officialId, savedAt: nowIso(now), restoredFrom });
    return null;
  });
}

/**
 * Brings back an earlier version of a draft or scheduled bulletin, as a new
 * version; photos deleted since are left out. A sent bulletin is refused.
 */
export async function restoreBulletinVersion(
  db: Db,
  officialId: number,
  id: number,
  number: number,
  now = new Date(),
): Promise<{ restored: number } | BulletinRefusal> {
  const version = await bulletinVersions.get(db, id, number);
  if (!version) return "missing";
  const refused = await updateBulletin(db, officialId, id, version.data, [], now, number);
  if (refused) return refused;
  const newest = await bulletinVersions.newest(db, id);
  return { restored: newest?.number ?? number };
}

/**
 * Schedules a bulletin for `at`, or for now: the scheduler sends it on its
 * next look (within a minute). Only a bulletin with its English title and
 * text may be scheduled; scheduling again moves the time.
 */
export async function scheduleBulletin(
  db: Db,
  id: number,
  at: Date,
  now = new Date(),
): Promise<BulletinRefusal | "empty" | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("bulletins").select("status").where("id", "=", id).executeTakeFirst();
    if (!row) return "missing";
    if (row.status === "sent") return "sent";
    const english = await trx
      .selectFrom("bulletin_texts")
      .select(["title", "body"])
      .where("bulletin_id", "=", id)
      .where("locale", "=", defaultLocale)
      .executeTakeFirst();
    if (!english?.title.trim() || !english.body.trim()) return "empty";
    await trx
      .updateTable("bulletins")
      .set({ status: "scheduled", scheduled_at: nowIso(at), updated_at: nowIso(now) })
      .where("id", "=", id)
      .execute();
    return null;
  });
}

/** Takes a scheduled bulletin back to a draft; false when it was not scheduled (sent meanwhile). */
export async function unscheduleBulletin(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("bulletins")
    .set({ status: "draft", scheduled_at: null, updated_at: nowIso(now) })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A draft bulletin goes; a scheduled or sent one is refused. */
export async function deleteDraftBulletin(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("bulletins").where("id", "=", id).where("status", "=", "draft").executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface BulletinRow {
  id: number;
  title: string;
  status: BulletinStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  updatedAt: string;
  membersOnly: boolean;
  /** E-mails queued when it was sent, then how they went. */
  figures: { recipients: number; sent: number; failed: number; waiting: number; unsubscribed: number };
}

/** How many bulletins the officials' list holds, drafts and all. */
export async function countBulletins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("bulletins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bulletins for the officials' list, newest first, a page at a time, with their figures (or the one of `id`). */
export async function listBulletins(
  db: Db,
  { id, limit = 50, offset = 0 }: { id?: number; limit?: number; offset?: number } = {},
): Promise<BulletinRow[]> {
  const rows = await db
    .selectFrom("bulletins as b")
    .leftJoin("bulletin_texts as t", (join) => join.onRef("t.bulletin_id", "=", "b.id").on("t.locale", "=", "en"))
    .select([
      "b.id",
      "b.status",
      "b.scheduled_at",
      "b.sent_at",
      "b.updated_at",
      "b.members_only",
      "b.recipients",
      "t.title",
    ])
    .$if(id !== undefined, (query) => query.where("b.id", "=", id as number))
    .orderBy("b.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = rows.map((row) => row.id);
  const outcomes =
    ids.length === 0
      ? []
      : await db
          .selectFrom("outbox")
          .select((eb) => [
            "bulletin_id",
            eb.fn.count<number>("sent_at").as("sent"),
            eb.fn.count<number>("failed_at").as("failed"),
            eb.fn.countAll<number>().as("all"),
          ])
          .where("bulletin_id", "in", ids)
          .groupBy("bulletin_id")
          .execute();
  const unsubscribed =
    ids.length === 0
      ? []
      : await db
          .selectFrom("bulletin_unsubscribes")
          .select((eb) => ["bulletin_id", eb.fn.countAll<number>().as("n")])
          .where("bulletin_id", "in", ids)
          .groupBy("bulletin_id")
          .execute();
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.bulletin_id, outcome]));
  const unsubscribedOf = new Map(unsubscribed.map((row) => [row.bulletin_id, Number(row.n)]));
  return rows.map((row) => {
    const outcome = outcomeOf.get(row.id);
    const sent = Number(outcome?.sent ?? 0);
    const failed = Number(outcome?.failed ?? 0);
    return {
      id: row.id,
      title: row.title ?? "",
      status: row.status,
      scheduledAt: row.scheduled_at,
      sentAt: row.sent_at,
      updatedAt: row.updated_at,
      membersOnly: row.members_only === 1,
      figures: {
        recipients: Number(row.recipients),
        sent,
        failed,
        waiting: Number(outcome?.all ?? 0) - sent - failed,
        unsubscribed: unsubscribedOf.get(row.id) ?? 0,
      },
    };
  });
}

export async function setBulletinsPerHour(db: Db, perHour: number, now = new Date()) {
  await db
    .insertInto("bulletin_settings")
    .values({ id: 1, per_hour: perHour, updated_at: nowIso(now) })
    .onConflict((oc) => oc.column("id").doUpdateSet({ per_hour: perHour, updated_at: nowIso(now) }))
    .execute();
}

/** The addresses skipped as undeliverable, for the officials to clear. */
export async function listUndeliverable(db: Db) {
  return db
    .selectFrom("bulletin_bounces")
    .select(["email", "bulletins", "last_error", "undeliverable_at"])
    .where("undeliverable_at", "is not", null)
    .orderBy("email")
    .limit(500)
    .execute();
}

/** One sent bulletin as its archive page shows it, in `locale` (English where it has no translation). */
export interface ArchivedBulletin {
  id: number;
  title: string;
  body: string;
  /** The language the texts are in. */
  locale: Locale;
  sentAt: string;
  membersOnly: boolean;
  blocks: BulletinBlocks;
  /** The languages it has its own texts in. */
  languages: Locale[];
  photoIds: number[];
}

function pickText(rows: { locale: Locale; title: string; body: string; blocks: string | null }[], locale: Locale) {
  const own = rows.find((row) => row.locale === locale && row.title.trim() && row.body.trim());
  return own ?? rows.find((row) => row.locale === defaultLocale) ?? null;
}

/** A sent bulletin a visitor (or, when `member`, a signed-in member) may read; null otherwise. */
export async function getArchivedBulletin(
  db: Db,
  id: number,
  locale: Locale,
  viewer: { member: boolean },
): Promise<ArchivedBulletin | null> {
  return (await archived(db, locale, viewer, { id, limit: 1 }))[0] ?? null;
}

/** Sent bulletins, newest first, a page at a time, for the archive list and the feeds. */
export function listArchivedBulletins(
  db: Db,
  locale: Locale,
  viewer: { member: boolean },
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<ArchivedBulletin[]> {
  return archived(db, locale, viewer, { limit, offset });
}

/** How many sent bulletins the archive lists for this viewer. */
export async function countArchivedBulletins(db: Db, viewer: { member: boolean }): Promise<number> {
  const row = await sentBulletins(db, viewer)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sent bulletins a viewer may read: members-only ones for signed-in members alone. */
function sentBulletins(db: Db, viewer: { member: boolean }) {
  return db
    .selectFrom("bulletins")
    .where("status", "=", "sent")
    .$if(!viewer.member, (query) => query.where("members_only", "=", 0));
}

async function archived(
  db: Db,
  locale: Locale,
  viewer: { member: boolean },
  { id, limit, offset = 0 }: { id?: number; limit: number; offset?: number },
): Promise<ArchivedBulletin[]> {
  const rows = await sentBulletins(db, viewer)
    .select(["id", "sent_at", "members_only"])
    .$if(id !== undefined, (query) => query.where("id", "=", id as number))
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length === 0) return [];
  const texts = await db
    .selectFrom("bulletin_texts")
    .select(["bulletin_id", "locale", "title", "body", "blocks"])
    .where(
      "bulletin_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  const photos = await db
    .selectFrom("bulletin_media")
    .select(["bulletin_id", "media_id"])
    .where(
      "bulletin_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("position")
    .execute();
  return rows.flatMap((row) => {
    const own = texts.filter((t) => t.bulletin_id === row.id);
    const text = pickText(own, locale);
    if (!text || !row.sent_at) return [];
    return [
      {
        id: row.id,
        title: text.title,
        body: text.body,
        locale: text.locale,
        sentAt: row.sent_at,
        membersOnly: row.members_only === 1,
        blocks: text.blocks ? (JSON.parse(text.blocks) as BulletinBlocks) : {},
        languages: own.filter((t) => t.title.trim() && t.body.trim()).map((t) => t.locale),
        photoIds: photos.filter((p) => p.bulletin_id === row.id).map((p) => p.media_id),
      },
    ];
  });
}

/** Whether `id` is a sent bulletin kept for signed-in members, so a visitor is asked to sign in rather than told it is missing. */
export async function isMembersOnlyBulletin(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("bulletins")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "sent")
    .where("members_only", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the sent bulletins anyone may read, for the sitemap. */
export async function listPublicBulletinIds(db: Db): Promise<number[]> {
  const rows = await sentBulletins(db, { member: false }).select("id").orderBy("id").execute();
  return rows.map((row) => row.id);
}
