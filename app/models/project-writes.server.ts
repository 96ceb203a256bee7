import { type ExpressionBuilder, sql, type Transaction } from "kysely";
import type { Db } from "~/db/connect.server";
import type { DB, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { defaultLocale, translatedLocales } from "~/i18n/locales";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { recordAudit } from "./audit.server";
import { duplicateCodeMessage, maxProjectMedia } from "./project-rules";
import { type ProjectTexts, type ProjectWrite, projectTextRows, readProjectWrite } from "./project-state.server";
import type { ProjectStatusFilter } from "./project-status";
import { addVersion, historyBase, projectVersions } from "./project-versions.server";
import { trashProject } from "./trash.server";
import { existingMedia } from "./versions.server";

export { readProjectWrite, readProjectWrites } from "./project-state.server";
export type { ProjectTexts, ProjectWrite };

export interface EditableProject extends Omit<ProjectWrite, "mediaIds"> {
  id: number;
  media: MediaPreview[];
}

export interface ProjectRow {
  id: number;
  code: string;
  title: string | null;
  projectDate: string | null;
  isSignature: boolean;
  isDraft: boolean;
  /** Published, with changes saved as a draft that visitors do not see yet (decision 0028). */
  hasUnpublishedChanges: boolean;
  /** The languages other than the default one that have at least one text. */
  translated: Locale[];
}

/** Thrown when a project would take a code another project has. */
export class DuplicateProjectCodeError extends Error {
  constructor(readonly code: string) {
    super(duplicateCodeMessage(code));
    this.name = "DuplicateProjectCodeError";
  }
}

function projectColumns(input: ProjectWrite) {
  return {
    code: input.code,
    project_date: input.projectDate,
    video_url: input.videoUrl,
    cost: input.cost,
    man_hours: input.manHours,
    is_signature: input.isSignature ? (1 as const) : (0 as const),
    is_draft: input.isDraft ? (1 as const) : (0 as const),
  };
}

/** Who else than an official made a change, for the activity log: "import". */
export interface WriteOptions {
  via?: string;
}

function summary(input: ProjectWrite, options: WriteOptions = {}) {
  return `${input.code}: ${input.texts[defaultLocale].title ?? "Untitled"}${input.isSignature ? " (signature)" : ""}${input.isDraft ? " (draft)" : ""}${options.via ? ` (${options.via})` : ""}`;
}

async function refuseTakenCode(trx: Transaction<DB>, code: string, exceptId: number | null) {
  let query = trx.selectFrom("projects").select("id").where("code", "=", code);
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  if (await query.executeTakeFirst()) throw new DuplicateProjectCodeError(code);
}

/**
 * The project `projectId` now answers to `code`: its earlier code, if it had
 * another, keeps leading to it (301 from /project/OLD), and a redirect from
 * `code` to any project is dropped, since a live project's code wins.
 */
async function moveCode(trx: Transaction<DB>, projectId: number, code: string, previous: string | null) {
  await trx.deleteFrom("project_code_redirects").where("old_code", "=", code).execute();
  if (previous === null || previous === code) return;
  await trx
    .insertInto("project_code_redirects")
    .values({ old_code: previous, project_id: projectId, created_at: nowIso() })
    .onConflict((oc) => oc.column("old_code").doUpdateSet({ project_id: projectId, created_at: nowIso() }))
    .execute();
}

/** Replaces a project's texts and media links with the given ones. */
async function writeChildren(trx: Transaction<DB>, projectId: number, input: ProjectWrite) {
  await projectTextRows.write(trx, projectId, input.texts);
  await trx.deleteFrom("project_media").where("project_id", "=", projectId).execute();
  const mediaIds = [...new Set(input.mediaIds)].slice(0, maxProjectMedia);
  if (mediaIds.length > 0)
    await trx
      .insertInto("project_media")
      .values(mediaIds.map((mediaId, position) => ({ project_id: projectId, position, media_id: mediaId })))
      .execute();
}

/**
 * Creates a project with its texts and media; a taken code throws
 * DuplicateProjectCodeError. An import keeps the old site's creation time
 * (`createdAt`), which orders the lists.
 */
export async function createProject(
  db: Db,
  officialId: number | null,
  input: ProjectWrite,
  options: WriteOptions & { createdAt?: string } = {},
): Promise<number> {
  try {
    return await db.transaction().execute((trx) => createProjectIn(trx, officialId, input, options));
  } catch (error) {
    // Two officials saving the same new code at once: the unique index decides.
    if (isUniqueViolation(error)) throw new DuplicateProjectCodeError(input.code);
    throw error;
  }
}

/**
 * createProject inside a transaction the caller holds (the import writes a
 * batch of projects in one). The caller turns a unique violation into
 * DuplicateProjectCodeError.
 */
export async function createProjectIn(
  trx: Transaction<DB>,
  officialId: number | null,
  input: ProjectWrite,
  options: WriteOptions & { createdAt?: string } = {},
): Promise<number> {
  await refuseTakenCode(trx, input.code, null);
  const now = nowIso();
  const row = await trx
    .insertInto("projects")
    .values({ ...projectColumns(input), created_at: options.createdAt ?? now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await moveCode(trx, row.id, input.code, null);
  await writeChildren(trx, row.id, input);
  await addVersion(trx, officialId, row.id, null, input);
  await recordAudit(trx, officialId, "create", "project", String(row.id), summary(input, options));
  return row.id;
}

/** Updates every field, both languages' texts and the media list; false when the project is gone. */
export async function updateProject(
  db: Db,
  officialId: number | null,
  id: number,
  input: ProjectWrite,
  options: WriteOptions & { restoredFrom?: number } = {},
): Promise<boolean> {
  return (await saveProject(db, officialId, id, input, options)) !== null;
}

/**
 * updateProject, returning the number of the version it kept (null when the
 * project is gone). A restore names the version it brings back.
 */
export async function saveProject(
  db: Db,
  officialId: number | null,
  id: number,
  input: ProjectWrite,
  options: WriteOptions & { restoredFrom?: number } = {},
): Promise<number | null> {
  try {
    return await db.transaction().execute((trx) => saveProjectIn(trx, officialId, id, input, options));
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateProjectCodeError(input.code);
    throw error;
  }
}

/**
 * saveProject inside a transaction the caller holds (publishing a pending
 * draft saves and ends the draft in one). The caller turns a unique violation
 * into DuplicateProjectCodeError.
 */
export async function saveProjectIn(
  trx: Transaction<DB>,
  officialId: number | null,
  id: number,
  input: ProjectWrite,
  options: WriteOptions & { restoredFrom?: number } = {},
): Promise<number | null> {
  await refuseTakenCode(trx, input.code, id);
  // Takes the project's row first (PostgreSQL locks it), so two saves at once number their versions in turn.
  const touched = await trx
    .updateTable("projects")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", id)
    .returning("code")
    .executeTakeFirst();
  if (!touched) return null;
  const previous = await historyBase(trx, id);
  await trx
    .updateTable("projects")
    .set({ ...projectColumns(input), updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
  await moveCode(trx, id, input.code, touched.code);
  await writeChildren(trx, id, input);
  const version = await addVersion(trx, officialId, id, previous, input, options.restoredFrom ?? null);
  await recordAudit(trx, officialId, "update", "project", String(id), summary(input, options));
  return version.number;
}

/** Moves one project (texts, photos, history, old addresses) to the trash; false when it was already gone. */
export async function deleteProject(db: Db, officialId: number, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => trashProject(trx, officialId, id));
}

/**
 * The delete-by-ID form: moves the project with this code to the trash and returns how
 * many went (0 or 1, since codes are unique; the specification's four
 * collections are one table here).
 */
export async function deleteProjectsByCode(db: Db, officialId: number, code: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("projects").select("id").where("code", "=", code).execute();
    for (const row of rows) await trashProject(trx, officialId, row.id, "by Project ID");
    return rows.length;
  });
}

/**
 * The delete-signature form removes the signature mark only (DESIGN.md,
 * deliberate change 4): the project stays in the projects list. Returns how
 * many projects lost the mark.
 */
export async function removeSignatureMark(db: Db, officialId: number, code: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("projects")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("code", "=", code)
      .where("is_signature", "=", 1)
      .returning(["id"])
      .execute();
    for (const row of rows) {
      const previous = await historyBase(trx, row.id);
      await trx
        .updateTable("projects")
        .set({ is_signature: 0, updated_at: nowIso() })
        .where("id", "=", row.id)
        .execute();
      const state = await readProjectWrite(trx, row.id);
      if (state) await addVersion(trx, officialId, row.id, previous, state);
      await recordAudit(trx, officialId, "update", "project", String(row.id), `${code}: signature mark removed`);
    }
    return rows.length;
  });
}

/** The projects that a delete-by-ID would touch, to name them in the confirmation. */
export async function findProjectsByCode(db: Db, code: string, options: { signatureOnly?: boolean } = {}) {
  let query = db
    .selectFrom("projects as p")
    .leftJoin("project_texts as en", (j) => j.onRef("en.project_id", "=", "p.id").on("en.locale", "=", defaultLocale))
    .select(["p.id", "p.code", "en.title"])
    .where("p.code", "=", code);
  if (options.signatureOnly) query = query.where("p.is_signature", "=", 1);
  return query.execute();
}

/** One page of the officials' table, newest first like the public list, narrowed to one publishing state if asked. */
export async function listProjectRows(
  db: Db,
  options: { page: number; pageSize: number; status?: ProjectStatusFilter },
) {
  const status = options.status ?? "all";
  const hasPending = (eb: ExpressionBuilder<DB, "projects">) =>
    eb.exists(
      eb.selectFrom("project_pending as d").select("d.project_id").whereRef("d.project_id", "=", "projects.id"),
    );
  const matching = () => {
    const query = db.selectFrom("projects");
    if (status === "draft") return query.where("projects.is_draft", "=", 1);
    if (status === "changes") return query.where("projects.is_draft", "=", 0).where(hasPending);
    if (status === "published") return query.where("projects.is_draft", "=", 0).where((eb) => eb.not(hasPending(eb)));
    return query;
  };
  // The page's ids first, from the newest-first index; only those rows are joined to their
  // English text and pending changes (a deep page joined every project before it on PostgreSQL).
  const pageIds = matching()
    .select("projects.id")
    .orderBy("projects.created_at", "desc")
    .orderBy("projects.id", "desc")
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("projects")
      .where("projects.id", "in", pageIds)
      .leftJoin("project_texts as en", (j) =>
        j.onRef("en.project_id", "=", "projects.id").on("en.locale", "=", defaultLocale),
      )
      .select((eb) => [
        "projects.id",
        "projects.code",
        "projects.project_date",
        "projects.is_signature",
        "projects.is_draft",
        "en.title",
        hasPending(eb).as("has_pending"),
      ])
      .orderBy("projects.created_at", "desc")
      .orderBy("projects.id", "desc")
      .execute(),
    matching().select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const others =
    ids.length === 0
      ? []
      : await db
          .selectFrom("project_texts")
          .select(["project_id", "locale"])
          .where("project_id", "in", ids)
          .where("locale", "<>", defaultLocale)
          .execute();
  const projects: ProjectRow[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    projectDate: r.project_date,
    isSignature: r.is_signature === 1,
    isDraft: r.is_draft === 1,
    hasUnpublishedChanges: r.is_draft === 0 && Boolean(Number(r.has_pending)),
    translated: translatedLocales.filter((locale) => others.some((o) => o.project_id === r.id && o.locale === locale)),
  }));
  return { projects, total: Number(counted.n) };
}

/** The projects kept as drafts, last changed first, with their English titles (the dashboard's list). */
export async function listDraftProjects(db: Db, limit: number) {
  return db
    .selectFrom("projects as p")
    .leftJoin("project_texts as en", (j) => j.onRef("en.project_id", "=", "p.id").on("en.locale", "=", defaultLocale))
    .select(["p.code", "en.title"])
    .where("p.is_draft", "=", 1)
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
}

/** The project whose code (as visitors know it) is `code`, drafts included; undefined when none is. */
export function findProjectByCode(db: Db, code: string) {
  return db.selectFrom("projects").select("id").where("code", "=", code).executeTakeFirst();
}

/** Everything the edit dialog shows, both languages and the media in order; null for an unknown code. */
export async function getEditableProject(db: Db, code: string): Promise<EditableProject | null> {
  const row = await findProjectByCode(db, code);
  const state = row ? await readProjectWrite(db, row.id) : null;
  if (!row || !state) return null;
  const { mediaIds, updatedAt: _updatedAt, ...fields } = state;
  const previews = await getMediaPreviews(db, mediaIds);
  return {
    id: row.id,
    ...fields,
    media: mediaIds.map((id) => previews.get(id)).filter((m): m is MediaPreview => m !== undefined),
  };
}

/**
 * Saves the project as it was in version `number`, as a new version that
 * names the one it restored; photos deleted since are left out. Null when
 * the project or the version is gone; a code another project took since
 * throws DuplicateProjectCodeError, like any save.
 */
export async function restoreProjectVersion(
  db: Db,
  officialId: number,
  projectId: number,
  number: number,
): Promise<number | null> {
  const version = await projectVersions.get(db, projectId, number);
  if (!version) return null;
  const existing = await existingMedia(db, version.data.mediaIds);
  const data = { ...version.data, mediaIds: version.data.mediaIds.filter((id) => existing.includes(id)) };
  return saveProject(db, officialId, projectId, data, { restoredFrom: number });
}
