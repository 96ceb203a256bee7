import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { languageOf, locales } from "~/i18n/locales";
import { maxProjectMedia } from "./project-rules";
import {
  completeTextsByLocale,
  type ProjectTexts,
  type ProjectWrite,
  projectTextFields,
  readProjectWrite,
} from "./project-state.server";

/**
 * Project history (docs/decisions/0027-project-versions.md): every create,
 * update and restore of a project keeps its whole state as a version, like
 * the pages' versions in content.server.ts. Versions go with their project.
 */

/** Versions kept per project; the issue asks for at least 50. */
export const keptProjectVersions = 100;

/** The state as it is compared and stored: every language, no repeated or extra photos, `isDraft` always set. */
function normalized(data: ProjectWrite): ProjectWrite {
  const texts = completeTextsByLocale(data.texts);
  return {
    code: data.code,
    projectDate: data.projectDate,
    location: data.location ?? null,
    videoUrl: data.videoUrl ?? null,
    cost: data.cost ?? null,
    manHours: data.manHours ?? null,
    isSignature: Boolean(data.isSignature),
    isDraft: Boolean(data.isDraft),
    texts,
    mediaIds: [...new Set(data.mediaIds ?? [])].slice(0, maxProjectMedia),
  };
}

export interface ProjectChange {
  /** A stable key: "code", "texts.ko.title", "photos". */
  key: string;
  label: string;
  locale: Locale | null;
  before: string;
  after: string;
}

const factLabels: [keyof ProjectWrite, string, (data: ProjectWrite) => string][] = [
  ["code", "Project ID", (d) => d.code],
  ["projectDate", "Date", (d) => d.projectDate],
  ["location", "Location", (d) => d.location ?? ""],
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

/** The photos in order, as the history shows them: their count and ids, unless told how to name them. */
function photosText(ids: number[]) {
  if (ids.length === 0) return "";
  return `${ids.length} ${ids.length === 1 ? "photo" : "photos"}: ${ids.map((id) => `#${id}`).join(", ")}`;
}

/**
 * What differs between two states, field by field and language by language
 * (an empty text and a missing one are the same); the photos count as one
 * field, their number and order.
 */
export function projectChanges(
  before: ProjectWrite,
  after: ProjectWrite,
  describePhotos: (ids: number[]) => string = photosText,
): ProjectChange[] {
  const a = normalized(before);
  const b = normalized(after);
  const changes: ProjectChange[] = [];
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
      before: describePhotos(a.mediaIds),
      after: describePhotos(b.mediaIds),
    });
  return changes;
}

/** A change list in a few words: "Title (Korean); Date; Photos". */
function describe(before: ProjectWrite, after: ProjectWrite): string {
  const changes = projectChanges(before, after);
  if (changes.length === 0) return "No changes";
  const labels = changes.map((c) => (c.locale ? `${c.label} (${languageOf(c.locale).englishName})` : c.label));
  const shown = labels.slice(0, 6).join("; ");
  return labels.length > 6 ? `${shown}; and ${labels.length - 6} more` : shown;
}

function parseData(json: string): ProjectWrite {
  return normalized(JSON.parse(json) as ProjectWrite);
}

export interface SavedVersion {
  number: number;
  data: ProjectWrite;
}

async function newestVersion(db: Db, projectId: number): Promise<SavedVersion | null> {
  const row = await db
    .selectFrom("project_versions")
    .select(["number", "data"])
    .where("project_id", "=", projectId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { number: row.number, data: parseData(row.data) } : null;
}

/** Names a version's photos (those that still exist) so media cleanup keeps them. */
async function keepPhotos(db: Db, versionId: number, mediaIds: number[]) {
  if (mediaIds.length === 0) return;
  const existing = (await db.selectFrom("media").select("id").where("id", "in", mediaIds).execute()).map((r) => r.id);
  if (existing.length === 0) return;
  await db
    .insertInto("project_version_media")
    .values(existing.map((media_id) => ({ version_id: versionId, media_id })))
    .execute();
}

async function insertVersion(
  db: Db,
  values: {
    projectId: number;
    number: number;
    data: ProjectWrite;
    savedAt: string;
    officialId: number | null;
    summary: string;
    restoredFrom: number | null;
  },
) {
  const row = await db
    .insertInto("project_versions")
    .values({
      project_id: values.projectId,
      number: values.number,
      data: JSON.stringify(values.data),
      saved_at: values.savedAt,
      saved_by: values.officialId,
      actor:
        values.officialId === null
          ? null
          : db.selectFrom("officials").select("email").where("id", "=", values.officialId),
      summary: values.summary.slice(0, 1000),
      restored_from: values.restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await keepPhotos(db, row.id, values.data.mediaIds);
}

/**
 * The version a change is compared with, inside the change's transaction:
 * the newest one, or, for a project made before history was kept, its state
 * now written as version 1. Null when there is no such project.
 */
export async function historyBase(db: Db, projectId: number): Promise<SavedVersion | null> {
  const newest = await newestVersion(db, projectId);
  if (newest) return newest;
  const state = await readProjectWrite(db, projectId);
  if (!state) return null;
  const { updatedAt, ...data } = state;
  const base = normalized(data);
  await insertVersion(db, {
    projectId,
    number: 1,
    data: base,
    savedAt: updatedAt,
    officialId: null,
    summary: "Before history was kept",
    restoredFrom: null,
  });
  return { number: 1, data: base };
}

/**
 * Keeps `data` as the project's next version after `previous` (null for a
 * new project), with what changed in words, and drops the versions beyond
 * keptProjectVersions. Call it in the transaction that saves the project.
 */
export async function addVersion(
  db: Db,
  officialId: number | null,
  projectId: number,
  previous: SavedVersion | null,
  data: ProjectWrite,
  restoredFrom: number | null = null,
): Promise<{ number: number; summary: string }> {
  const state = normalized(data);
  const number = (previous?.number ?? 0) + 1;
  const changed = previous ? describe(previous.data, state) : "Created";
  const summary = restoredFrom === null ? changed : `Restored version ${restoredFrom}: ${changed}`;
  await insertVersion(db, { projectId, number, data: state, savedAt: nowIso(), officialId, summary, restoredFrom });
  // Their photo rows go with them (on delete cascade).
  await db
    .deleteFrom("project_versions")
    .where("project_id", "=", projectId)
    .where("number", "<=", number - keptProjectVersions)
    .execute();
  return { number, summary };
}

export interface ProjectVersionSummary {
  number: number;
  savedAt: string;
  by: string | null;
  summary: string;
  restoredFrom: number | null;
}

/** A project's versions, newest first. */
export async function listProjectVersions(db: Db, projectId: number): Promise<ProjectVersionSummary[]> {
  const rows = await db
    .selectFrom("project_versions as v")
    .leftJoin("officials as o", "o.id", "v.saved_by")
    .select(["v.number", "v.saved_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
    .where("v.project_id", "=", projectId)
    .orderBy("v.number", "desc")
    .execute();
  return rows.map((r) => ({
    number: r.number,
    savedAt: r.saved_at,
    by: r.email ?? r.actor,
    summary: r.summary,
    restoredFrom: r.restored_from,
  }));
}

export async function getProjectVersion(db: Db, projectId: number, number: number) {
  const row = await db
    .selectFrom("project_versions as v")
    .leftJoin("officials as o", "o.id", "v.saved_by")
    .select(["v.data", "v.number", "v.saved_at", "v.summary", "v.restored_from", "o.email", "v.actor"])
    .where("v.project_id", "=", projectId)
    .where("v.number", "=", number)
    .executeTakeFirst();
  return row
    ? {
        data: parseData(row.data),
        number: row.number,
        savedAt: row.saved_at,
        by: row.email ?? row.actor,
        summary: row.summary,
        restoredFrom: row.restored_from,
      }
    : null;
}
