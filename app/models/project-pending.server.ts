import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { defaultLocale } from "~/i18n/locales";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { recordAudit } from "./audit.server";
import { parseProjectWrite } from "./project-state.server";
import {
  DuplicateProjectCodeError,
  type EditableProject,
  findProjectByCode,
  getEditableProject,
  type ProjectWrite,
  saveProjectIn,
} from "./project-writes.server";
import { trashProjectChanges } from "./trash.server";

/**
 * A published project's pending draft (docs/decisions/0028-project-pending-drafts.md):
 * its next state, saved whole as a ProjectWrite, which visitors do not see
 * until an official publishes it. At most one per project.
 */
export interface PendingProject {
  data: ProjectWrite;
  updatedAt: string;
  /** The official's e-mail, or null when they have left. */
  by: string | null;
}

function titleOf(input: ProjectWrite) {
  return `${input.code}: ${input.texts[defaultLocale].title ?? "Untitled"}`;
}

/** Saves (or replaces) the project's pending draft; false when the project is gone. */
export async function savePending(db: Db, officialId: number, projectId: number, input: ProjectWrite) {
  return db.transaction().execute(async (trx) => {
    const project = await trx.selectFrom("projects").select("id").where("id", "=", projectId).executeTakeFirst();
    if (!project) return false;
    const row = { data: JSON.stringify(input), updated_at: nowIso(), updated_by: officialId };
    await trx
      .insertInto("project_pending")
      .values({ project_id: projectId, ...row })
      .onConflict((oc) => oc.column("project_id").doUpdateSet(row))
      .execute();
    // The photos it shows, so media cleanup keeps them; a medium gone meanwhile is not named.
    await trx.deleteFrom("project_pending_media").where("project_id", "=", projectId).execute();
    const ids = [...new Set(input.mediaIds)];
    const existing =
      ids.length === 0
        ? []
        : (await trx.selectFrom("media").select("id").where("id", "in", ids).execute()).map((r) => r.id);
    if (existing.length > 0)
      await trx
        .insertInto("project_pending_media")
        .values(existing.map((media_id) => ({ project_id: projectId, media_id })))
        .execute();
    await recordAudit(trx, officialId, "update", "project", String(projectId), `${titleOf(input)} (draft saved)`);
    return true;
  });
}

/** The project's pending draft, or null. */
export async function getPending(db: Db, projectId: number): Promise<PendingProject | null> {
  const row = await db
    .selectFrom("project_pending as d")
    .leftJoin("officials as o", "o.id", "d.updated_by")
    .select(["d.data", "d.updated_at", "o.email"])
    .where("d.project_id", "=", projectId)
    .executeTakeFirst();
  if (!row) return null;
  return { data: parseProjectWrite(row.data), updatedAt: row.updated_at, by: row.email };
}

/** The pending draft of the project whose code (as visitors know it) is `code`, or null. */
export async function getPendingByCode(db: Db, code: string): Promise<PendingProject | null> {
  const row = await findProjectByCode(db, code);
  return row ? getPending(db, row.id) : null;
}

/** Moves the project's pending draft to the trash (decision 0046); false when it had none. */
export async function discardPending(db: Db, officialId: number, projectId: number) {
  return db.transaction().execute((trx) => trashProjectChanges(trx, officialId, projectId));
}

/**
 * Makes the pending draft the project (or `input`, the dialog's values, when
 * the official saved them straight away) and ends the draft, in one
 * transaction: the save keeps a version like any other. Returns the version's
 * number; null when the project or (without `input`) its draft is gone. A
 * code another project has taken since throws DuplicateProjectCodeError.
 */
export async function publishPending(
  db: Db,
  officialId: number,
  projectId: number,
  input?: ProjectWrite,
): Promise<number | null> {
  let code = input?.code ?? "";
  try {
    return await db.transaction().execute(async (trx) => {
      const pending = await trx
        .deleteFrom("project_pending")
        .where("project_id", "=", projectId)
        .returning("data")
        .executeTakeFirst();
      const state = input ?? (pending ? parseProjectWrite(pending.data) : null);
      if (!state) return null;
      code = state.code;
      // A photo deleted since the draft was saved is left out, as in a restore.
      const ids = state.mediaIds;
      const existing =
        ids.length === 0
          ? []
          : (await trx.selectFrom("media").select("id").where("id", "in", ids).execute()).map((r) => r.id);
      return saveProjectIn(trx, officialId, projectId, {
        ...state,
        mediaIds: ids.filter((id) => existing.includes(id)),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateProjectCodeError(code);
    throw error;
  }
}

/**
 * What the edit dialog shows for `code`: the pending draft's values when
 * there is one (with when and by whom it was saved), else the project's.
 */
export async function getEditableWithPending(
  db: Db,
  code: string,
): Promise<
  | (EditableProject & {
      /** Whether visitors see the project as saved (it is not a new project kept as a draft). */
      published: boolean;
      /** The code visitors know it by (a draft may change it). */
      publishedCode: string;
      pending: { updatedAt: string; by: string | null } | null;
    })
  | null
> {
  const project = await getEditableProject(db, code);
  if (!project) return null;
  const published = !project.isDraft;
  const pending = await getPending(db, project.id);
  const publishedCode = project.code;
  if (!pending) return { ...project, published, publishedCode, pending: null };
  const { mediaIds, ...fields } = pending.data;
  const previews = await getMediaPreviews(db, mediaIds);
  return {
    ...project,
    ...fields,
    isDraft: fields.isDraft === true,
    published,
    publishedCode,
    media: mediaIds.map((id) => previews.get(id)).filter((m): m is MediaPreview => m !== undefined),
    pending: { updatedAt: pending.updatedAt, by: pending.by },
  };
}

/** The projects with a pending draft, last saved first, with their English titles (the dashboard's list). */
export async function listPendingProjects(db: Db, limit: number) {
  return db
    .selectFrom("project_pending as d")
    .innerJoin("projects as p", "p.id", "d.project_id")
    .leftJoin("project_texts as en", (j) => j.onRef("en.project_id", "=", "p.id").on("en.locale", "=", defaultLocale))
    .select(["p.code", "en.title", "d.updated_at"])
    .orderBy("d.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
}

/**
 * The project the edit dialog with this id shows (its pending draft if it has
 * one), with who changed it last and when, for the check against a stale save.
 */
export async function getEditableById(db: Db, id: number) {
  const row = await db.selectFrom("projects").select(["code", "updated_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const project = await getEditableWithPending(db, row.code);
  if (!project) return null;
  return {
    ...project,
    changedAt: project.pending?.updatedAt ?? row.updated_at,
    changedBy: project.pending?.by ?? null,
  };
}
