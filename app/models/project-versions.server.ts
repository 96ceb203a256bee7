import type { Db } from "~/db/connect.server";
import { locales } from "~/i18n/locales";
import { maxProjectMedia } from "./project-rules";
import {
  completeTextsByLocale,
  type ProjectTexts,
  type ProjectWrite,
  projectTextFields,
  readProjectWrite,
} from "./project-state.server";
import { existingMedia, type FieldChange, type SavedVersion, type VersionTable, versionsOf } from "./versions.server";

/**
 * Project history (docs/decisions/0027-project-versions.md): every create,
 * update and restore of a project keeps its whole state as a version, through
 * the one versions module (versions.server.ts). Versions go with their project.
 */

/** The state as it is compared and stored: every language, no repeated or extra photos, `isDraft` always set. */
function normalized(data: ProjectWrite): ProjectWrite {
  const texts = completeTextsByLocale(data.texts);
  return {
    code: data.code,
    projectDate: data.projectDate,
    videoUrl: data.videoUrl ?? null,
    cost: data.cost ?? null,
    manHours: data.manHours ?? null,
    isSignature: Boolean(data.isSignature),
    isDraft: Boolean(data.isDraft),
    texts,
    mediaIds: [...new Set(data.mediaIds ?? [])].slice(0, maxProjectMedia),
  };
}

const factLabels: [keyof ProjectWrite, string, (data: ProjectWrite) => string][] = [
  ["code", "Project ID", (d) => d.code],
  ["projectDate", "Date", (d) => d.projectDate],
  ["videoUrl", "Video", (d) => d.videoUrl ?? ""],
  ["cost", "Cost", (d) => (d.cost === null ? "" : String(d.cost))],
  ["manHours", "Man hours", (d) => (d.manHours === null ? "" : String(d.manHours))],
  ["isSignature", "Signature project", (d) => (d.isSignature ? "Yes" : "No")],
  ["isDraft", "Status", (d) => (d.isDraft ? "Draft" : "Published")],
];

const textLabels = Object.entries(projectTextFields).map(([name, field]) => [name, field.label]) as [
  keyof ProjectTexts,
  string,
][];

/** The photos in order, in words: their count and ids (the history shows them as thumbnails). */
function photosText(ids: number[]) {
  if (ids.length === 0) return "";
  return `${ids.length} ${ids.length === 1 ? "photo" : "photos"}: ${ids.map((id) => `#${id}`).join(", ")}`;
}

/**
 * What differs between two states, field by field and language by language
 * (an empty text and a missing one are the same); the photos count as one
 * field, their number and order.
 */
function changesBetween(a: ProjectWrite, b: ProjectWrite): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, label, text] of factLabels)
    if (text(a) !== text(b)) changes.push({ key, label, locale: null, before: text(a), after: text(b) });
  for (const locale of locales)
    for (const [field, label] of textLabels) {
      const was = a.texts[locale][field] ?? "";
      const now = b.texts[locale][field] ?? "";
      if (was !== now) changes.push({ key: `texts.${locale}.${field}`, label, locale, before: was, after: now });
    }
  if (a.mediaIds.join(",") !== b.mediaIds.join(","))
    changes.push({
      key: "photos",
      label: "Photos",
      locale: null,
      before: photosText(a.mediaIds),
      after: photosText(b.mediaIds),
      photos: { before: a.mediaIds.map(String), after: b.mediaIds.map(String) },
    });
  return changes;
}

/** Where projects keep their versions: project_versions, their photos in project_version_media. */
const projectVersionTable: VersionTable<number> = {
  select(db, projectId, { number, limit, withData }) {
    return db
      .selectFrom("project_versions as v")
      .leftJoin("officials as o", "o.id", "v.saved_by")
      .select(["v.number", "v.saved_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
      .$if(withData === true, (query) => query.select("v.data"))
      .where("v.project_id", "=", projectId)
      .$if(number !== undefined, (query) => query.where("v.number", "=", number as number))
      .orderBy("v.number", "desc")
      .$if(limit !== undefined, (query) => query.limit(limit as number))
      .execute();
  },
  async insert(db, projectId, row) {
    const inserted = await db
      .insertInto("project_versions")
      .values({
        project_id: projectId,
        number: row.number,
        data: row.data,
        saved_at: row.savedAt,
        saved_by: row.officialId,
        actor:
          row.officialId === null ? null : db.selectFrom("officials").select("email").where("id", "=", row.officialId),
        summary: row.summary,
        restored_from: row.restoredFrom,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const existing = await existingMedia(db, row.photoIds);
    if (existing.length > 0)
      await db
        .insertInto("project_version_media")
        .values(existing.map((media_id) => ({ version_id: inserted.id, media_id })))
        .execute();
  },
  async dropUpTo(db, projectId, number) {
    // Their photo rows go with them (on delete cascade).
    await db.deleteFrom("project_versions").where("project_id", "=", projectId).where("number", "<=", number).execute();
  },
};

/** Every project's versions: list, get, compare, number, prune (versions.server.ts). */
export const projectVersions = versionsOf<number, ProjectWrite>({
  table: projectVersionTable,
  kept: 100,
  normalize: normalized,
  changes: changesBetween,
  photoIds: (data) => data.mediaIds,
});

/** What differs between two states of a project (the import skips a project with none). */
export function projectChanges(before: ProjectWrite, after: ProjectWrite): FieldChange[] {
  return projectVersions.changes(before, after, 0);
}

export type SavedProjectVersion = SavedVersion<ProjectWrite>;

/**
 * The version a change is compared with, inside the change's transaction:
 * the newest one, or, for a project made before history was kept, its state
 * now written as version 1. Null when there is no such project.
 */
export async function historyBase(db: Db, projectId: number): Promise<SavedProjectVersion | null> {
  const newest = await projectVersions.newest(db, projectId);
  if (newest) return newest;
  const state = await readProjectWrite(db, projectId);
  if (!state) return null;
  const { updatedAt, ...data } = state;
  return projectVersions.add(db, projectId, {
    previous: null,
    data,
    officialId: null,
    firstSummary: "Before history was kept",
    savedAt: updatedAt,
  });
}

/**
 * Keeps `data` as the project's next version after `previous` (null for a
 * new project). Call it in the transaction that saves the project.
 */
export function addVersion(
  db: Db,
  officialId: number | null,
  projectId: number,
  previous: SavedProjectVersion | null,
  data: ProjectWrite,
  restoredFrom: number | null = null,
) {
  return projectVersions.add(db, projectId, { previous, data, officialId, restoredFrom });
}
