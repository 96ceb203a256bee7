import { type ContentData, changesBetween, emptyContent, outdatedTranslations, photoIds } from "~/content/data";
import { contentDocuments, type DocumentSchema } from "~/content/fields";
import { initialContent } from "~/content/initial-content.server";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { locales, translatedLocales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";
import { trashContentDraft } from "./trash.server";

/** Versions kept per page; the issue asks for at least 50. */
export const keptVersions = 100;

function parseData(json: string): ContentData {
  const parsed = JSON.parse(json) as Partial<ContentData>;
  return { ...emptyContent(), ...parsed };
}

function initial(schema: DocumentSchema): ContentData {
  return initialContent[schema.id]?.() ?? emptyContent();
}

export interface Published {
  data: ContentData;
  /** Null before the first version is written (the content the site shipped with). */
  number: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

/** What visitors see: the newest version, or the initial content if none was ever written. */
export async function getPublished(db: Db, schema: DocumentSchema): Promise<Published> {
  const row = await db
    .selectFrom("content_versions")
    .select(["data", "number", "published_at", "actor"])
    .where("document", "=", schema.id)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { data: parseData(row.data), number: row.number, publishedAt: row.published_at, publishedBy: row.actor }
    : { data: initial(schema), number: null, publishedAt: null, publishedBy: null };
}

export interface Draft {
  data: ContentData;
  baseNumber: number | null;
  updatedAt: string;
  updatedBy: string | null;
}

export async function getDraft(db: Db, schema: DocumentSchema): Promise<Draft | null> {
  const row = await db
    .selectFrom("content_drafts as d")
    .leftJoin("officials as o", "o.id", "d.updated_by")
    .select(["d.data", "d.base_number", "d.updated_at", "o.email"])
    .where("d.document", "=", schema.id)
    .executeTakeFirst();
  return row
    ? { data: parseData(row.data), baseNumber: row.base_number, updatedAt: row.updated_at, updatedBy: row.email }
    : null;
}

/** What an official works on: the draft if there is one, else what is published. */
export async function getWorkingCopy(db: Db, schema: DocumentSchema): Promise<ContentData> {
  return (await getDraft(db, schema))?.data ?? (await getPublished(db, schema)).data;
}

/** Names the photos of a draft (number null) or a version in content_media, so media cleanup keeps them. */
async function keepPhotos(db: Db, schema: DocumentSchema, number: number | null, data: ContentData) {
  await db
    .deleteFrom("content_media")
    .where("document", "=", schema.id)
    .where((eb) => (number === null ? eb("version_number", "is", null) : eb("version_number", "=", number)))
    .execute();
  const ids = photoIds(schema, data);
  if (ids.length === 0) return;
  const existing = (await db.selectFrom("media").select("id").where("id", "in", ids).execute()).map((r) => r.id);
  if (existing.length === 0) return;
  await db
    .insertInto("content_media")
    .values(existing.map((media_id) => ({ document: schema.id, version_number: number, media_id })))
    .execute();
}

export async function saveDraft(db: Db, schema: DocumentSchema, data: ContentData, officialId: number) {
  await db.transaction().execute((trx) => writeDraft(trx, schema, data, officialId));
}

async function writeDraft(db: Db, schema: DocumentSchema, data: ContentData, officialId: number) {
  const now = nowIso();
  const published = await getPublished(db, schema);
  await keepPhotos(db, schema, null, data);
  await db
    .insertInto("content_drafts")
    .values({
      document: schema.id,
      data: JSON.stringify(data),
      base_number: published.number,
      updated_at: now,
      updated_by: officialId,
    })
    .onConflict((oc) =>
      oc.column("document").doUpdateSet({ data: JSON.stringify(data), updated_at: now, updated_by: officialId }),
    )
    .execute();
  await recordAudit(
    db,
    officialId,
    "update",
    "content-draft",
    schema.id,
    `Saved a draft of the ${schema.label.toLowerCase()}`,
  );
}

/** Moves the page's draft (and the photos it names) to the trash; false when there was none. */
export async function discardDraft(db: Db, schema: DocumentSchema, officialId: number): Promise<boolean> {
  return db.transaction().execute((trx) => trashContentDraft(trx, officialId, schema));
}

/** Describes a change list in a few words for the history and the activity log. */
function describe(schema: DocumentSchema, before: ContentData, after: ContentData): string {
  const changes = changesBetween(schema, before, after, locales);
  if (changes.length === 0) return "No changes";
  const labels = [...new Set(changes.map((c) => (c.locale ? `${c.label} (${c.locale})` : c.label)))];
  const shown = labels.slice(0, 6).join("; ");
  return labels.length > 6 ? `${shown}; and ${labels.length - 6} more` : shown;
}

/**
 * Makes `data` what visitors see, as a new version, and ends the draft; the
 * oldest versions beyond keptVersions go. Any official's write empties the
 * HTML cache (server/html-cache.ts), so the next visitor gets the new page.
 */
export async function publish(
  db: Db,
  schema: DocumentSchema,
  data: ContentData,
  officialId: number | null,
  restoredFrom: number | null = null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const current = await getPublished(trx, schema);
    const number = (current.number ?? 0) + 1;
    const summary = restoredFrom
      ? `Restored version ${restoredFrom}: ${describe(schema, current.data, data)}`
      : describe(schema, current.data, data);
    await trx
      .insertInto("content_versions")
      .values({
        document: schema.id,
        number,
        data: JSON.stringify(data),
        published_at: nowIso(),
        published_by: officialId,
        actor: officialId === null ? null : trx.selectFrom("officials").select("email").where("id", "=", officialId),
        summary: summary.slice(0, 1000),
        restored_from: restoredFrom,
      })
      .execute();
    await keepPhotos(trx, schema, number, data);
    if (!restoredFrom) {
      await trx.deleteFrom("content_drafts").where("document", "=", schema.id).execute();
      await trx
        .deleteFrom("content_media")
        .where("document", "=", schema.id)
        .where("version_number", "is", null)
        .execute();
    }
    await trx
      .deleteFrom("content_versions")
      .where("document", "=", schema.id)
      .where("number", "<=", number - keptVersions)
      .execute();
    await trx
      .deleteFrom("content_media")
      .where("document", "=", schema.id)
      .where("version_number", "<=", number - keptVersions)
      .execute();
    await recordAudit(
      trx,
      officialId,
      "update",
      "content",
      `${schema.id}:${number}`,
      `${restoredFrom ? "Restored" : "Published"} the ${schema.label.toLowerCase()} (version ${number}): ${summary}`,
    );
    return number;
  });
}

export interface VersionSummary {
  number: number;
  publishedAt: string;
  by: string | null;
  summary: string;
  restoredFrom: number | null;
}

export async function listVersions(db: Db, schema: DocumentSchema): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom("content_versions as v")
    .leftJoin("officials as o", "o.id", "v.published_by")
    .select(["v.number", "v.published_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
    .where("v.document", "=", schema.id)
    .orderBy("v.number", "desc")
    .execute();
  return rows.map((r) => ({
    number: r.number,
    publishedAt: r.published_at,
    by: r.email ?? r.actor,
    summary: r.summary,
    restoredFrom: r.restored_from,
  }));
}

export async function getVersion(db: Db, schema: DocumentSchema, number: number) {
  const row = await db
    .selectFrom("content_versions as v")
    .leftJoin("officials as o", "o.id", "v.published_by")
    .select(["v.data", "v.number", "v.published_at", "v.summary", "o.email", "v.actor"])
    .where("v.document", "=", schema.id)
    .where("v.number", "=", number)
    .executeTakeFirst();
  return row
    ? {
        data: parseData(row.data),
        number: row.number,
        publishedAt: row.published_at,
        by: row.email ?? row.actor,
        summary: row.summary,
      }
    : null;
}

/** Restoring is itself a new version (the draft, if any, is left as it is). */
export async function restoreVersion(db: Db, schema: DocumentSchema, number: number, officialId: number) {
  const version = await getVersion(db, schema, number);
  if (!version) return null;
  return publish(db, schema, version.data, officialId, number);
}

/**
 * At start: each page that has no version yet gets its initial content as
 * version 1, so history starts from what visitors saw. Processes starting
 * together may race; the unique (document, number) keeps one.
 */
export async function seedContent(db: Db) {
  for (const schema of contentDocuments) {
    const existing = await db
      .selectFrom("content_versions")
      .select("id")
      .where("document", "=", schema.id)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    const data = initial(schema);
    // The club's name was the profile's before it was published with the logo.
    if (schema.id === "branding")
      for (const row of await db.selectFrom("club_profile_texts").select(["locale", "club_name"]).execute())
        if (row.club_name) data.texts[row.locale] = { ...data.texts[row.locale], clubName: row.club_name };
    await db
      .insertInto("content_versions")
      .values({
        document: schema.id,
        number: 1,
        data: JSON.stringify(data),
        published_at: nowIso(),
        published_by: null,
        actor: null,
        summary: "Initial content",
        restored_from: null,
      })
      .onConflict((oc) => oc.columns(["document", "number"]).doNothing())
      .execute();
  }
}

/** The pages officials edit, each with its draft and the translations that fell behind. */
export async function contentOverview(db: Db) {
  return Promise.all(
    contentDocuments.map(async (schema) => {
      const [published, draft] = await Promise.all([getPublished(db, schema), getDraft(db, schema)]);
      const state = draft?.data ?? published.data;
      return {
        id: schema.id,
        label: schema.label,
        draft: draft !== null,
        version: published.number,
        outdated: outdatedTranslations(schema, state, translatedLocales),
      };
    }),
  );
}
