import {
  type ContentData,
  changesBetween,
  emptyContent,
  fieldsAt,
  outdatedTranslations,
  photoIds,
} from "~/content/data";
import { contentDocuments, type DocumentSchema } from "~/content/fields";
import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { locales, translatedLocales } from "~/i18n/locales";
import { recordAudit } from "./audit.server";
import { trashContentDraft } from "./trash.server";
import { existingMedia, type FieldChange, type VersionTable, versionsOf } from "./versions.server";

function parseData(json: string): ContentData {
  const parsed = JSON.parse(json) as Partial<ContentData>;
  return { ...emptyContent(), ...parsed };
}

export interface Published {
  data: ContentData;
  /** Null before the first version is written (the content the site shipped with). */
  number: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

/** Where pages keep their versions: content_versions by document, their photos in content_media. */
const pageVersionTable: VersionTable<DocumentSchema> = {
  select(db, schema, { number, limit, withData }) {
    return db
      .selectFrom("content_versions as v")
      .leftJoin("officials as o", "o.id", "v.published_by")
      .select(["v.number", "v.published_at as saved_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
      .$if(withData === true, (query) => query.select("v.data"))
      .where("v.document", "=", schema.id)
      .$if(number !== undefined, (query) => query.where("v.number", "=", number as number))
      .orderBy("v.number", "desc")
      .$if(limit !== undefined, (query) => query.limit(limit as number))
      .execute();
  },
  async insert(db, schema, row) {
    await db
      .insertInto("content_versions")
      .values({
        document: schema.id,
        number: row.number,
        data: row.data,
        published_at: row.savedAt,
        published_by: row.officialId,
        actor:
          row.officialId === null ? null : db.selectFrom("officials").select("email").where("id", "=", row.officialId),
        summary: row.summary,
        restored_from: row.restoredFrom,
      })
      .execute();
    await keepPhotos(db, schema, row.number, row.photoIds);
  },
  async dropUpTo(db, schema, number) {
    await db.deleteFrom("content_versions").where("document", "=", schema.id).where("number", "<=", number).execute();
    await db
      .deleteFrom("content_media")
      .where("document", "=", schema.id)
      .where("version_number", "<=", number)
      .execute();
  },
};

/** Field by field and language by language, as the history and the activity log name them. */
function pageChanges(before: ContentData, after: ContentData, schema: DocumentSchema): FieldChange[] {
  const photoPaths = new Set(
    [...fieldsAt(schema, before), ...fieldsAt(schema, after)]
      .filter((at) => at.field.kind === "photo")
      .map((at) => at.path),
  );
  return changesBetween(schema, before, after, locales).map((c) => ({
    key: `${c.path}/${c.locale ?? ""}`,
    label: c.label,
    locale: (c.locale as Locale | undefined) ?? null,
    before: c.before,
    after: c.after,
    ...(photoPaths.has(c.path)
      ? { photos: { before: c.before ? [c.before] : [], after: c.after ? [c.after] : [] } }
      : {}),
  }));
}

/** Every page's versions: list, get, compare, number, prune (versions.server.ts). */
export const pageVersions = versionsOf<DocumentSchema, ContentData>({
  table: pageVersionTable,
  kept: 100,
  normalize: (data) => ({ ...emptyContent(), ...data }),
  changes: pageChanges,
  photoIds: (data, schema) => photoIds(schema, data),
});

/**
 * What visitors see: the newest version. Every start writes each page's
 * initial content as its first version (app/seed/initial-content.server.ts)
 * before serving, so a page is empty only in a database nothing started on.
 */
export async function getPublished(db: Db, schema: DocumentSchema): Promise<Published> {
  const newest = await pageVersions.newest(db, schema);
  return newest
    ? { data: newest.data, number: newest.number, publishedAt: newest.savedAt, publishedBy: newest.by }
    : { data: emptyContent(), number: null, publishedAt: null, publishedBy: null };
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
async function keepPhotos(db: Db, schema: DocumentSchema, number: number | null, ids: number[]) {
  await db
    .deleteFrom("content_media")
    .where("document", "=", schema.id)
    .where((eb) => (number === null ? eb("version_number", "is", null) : eb("version_number", "=", number)))
    .execute();
  const existing = await existingMedia(db, ids);
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
  await keepPhotos(db, schema, null, photoIds(schema, data));
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

/**
 * Makes `data` what visitors see, as a new version, and ends the draft; the
 * oldest versions beyond the kept ones go. Any official's write empties the
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
    const previous = await pageVersions.newest(trx, schema);
    const { number, summary } = await pageVersions.add(trx, schema, { previous, data, officialId, restoredFrom });
    if (restoredFrom === null) {
      await trx.deleteFrom("content_drafts").where("document", "=", schema.id).execute();
      await trx
        .deleteFrom("content_media")
        .where("document", "=", schema.id)
        .where("version_number", "is", null)
        .execute();
    }
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

/** Restoring is itself a new version (the draft, if any, is left as it is); null when there is no such version. */
export async function restoreVersion(db: Db, schema: DocumentSchema, number: number, officialId: number) {
  const version = await pageVersions.get(db, schema, number);
  if (!version) return null;
  return publish(db, schema, version.data, officialId, number);
}

/** The pages officials edit, each with its draft and the translations that fell behind. */
export async function contentOverview(db: Db) {
  return Promise.all(
    contentDocuments.map(async (schema) => {
      const [published, draft] = await readTogether(db, [() => getPublished(db, schema), () => getDraft(db, schema)]);
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
