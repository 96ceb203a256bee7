import { sql } from "kysely";
import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { Locale } from "~/db/schema";
import { type LocalText, localText } from "~/i18n/fallback";
import { getPictures, type Picture } from "./media.server";
import { maxProjectMedia } from "./project-rules";
import { projectTextRows } from "./project-state.server";
import { type ProjectTextName, type ProjectTexts, projectTextNames } from "./project-texts";
import type { ProjectWrite } from "./project-writes.server";

export type { LocalText };

export interface ProjectCard {
  code: string;
  title: LocalText;
  shortNote: LocalText;
  cover: Picture | null;
  isSignature: boolean;
}

/** A project's page: every text the model declares, in the visitor's language or English. */
export interface ProjectDetail extends ProjectCard, Record<ProjectTextName, LocalText> {
  /** Only officials are shown a draft. */
  isDraft: boolean;
  projectDate: string | null;
  cost: number | null;
  manHours: number | null;
  videoUrl: string | null;
  media: Picture[];
}

export interface ProjectPage {
  projects: ProjectCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** Each declared text in `locale`, the English one standing in for a missing translation, field by field. */
function localTexts(own: ProjectTexts | undefined, en: ProjectTexts | undefined, locale: Locale) {
  return Object.fromEntries(
    projectTextNames.map((name) => [name, localText(own?.[name], en?.[name], locale)]),
  ) as Record<ProjectTextName, LocalText>;
}

/** Projects joined with their text in `locale` and the English text as a fallback. */
function withTexts(db: Db, locale: Locale) {
  return db
    .selectFrom("projects as p")
    .leftJoin("project_texts as own", (j) => j.onRef("own.project_id", "=", "p.id").on("own.locale", "=", locale))
    .leftJoin("project_texts as en", (j) => j.onRef("en.project_id", "=", "p.id").on("en.locale", "=", "en"))
    .select([
      "p.id",
      "p.code",
      "p.is_signature",
      "p.is_draft",
      "own.title as own_title",
      "own.short_note as own_note",
      "en.title as en_title",
      "en.short_note as en_note",
    ]);
}

async function firstImages(db: Db, projectIds: number[], locale: Locale): Promise<Map<number, Picture>> {
  if (projectIds.length === 0) return new Map();
  const links = await db
    .selectFrom("project_media as pm")
    .innerJoin("media as m", "m.id", "pm.media_id")
    .select(["pm.project_id", "pm.media_id", "pm.position"])
    .where("pm.project_id", "in", projectIds)
    .where("m.kind", "=", "image")
    .orderBy("pm.project_id")
    .orderBy("pm.position")
    .execute();
  const firstByProject = new Map<number, number>();
  for (const link of links)
    if (!firstByProject.has(link.project_id)) firstByProject.set(link.project_id, link.media_id);
  const pictures = await getPictures(db, [...firstByProject.values()], locale);
  const covers = new Map<number, Picture>();
  for (const [projectId, mediaId] of firstByProject) {
    const picture = pictures.get(mediaId);
    if (picture) covers.set(projectId, picture);
  }
  return covers;
}

/** Newest first (creation time), one page at a time so a long history stays fast. */
export async function listProjects(
  db: Db,
  options: { locale: Locale; signatureOnly?: boolean; page?: number; pageSize?: number },
): Promise<ProjectPage> {
  const pageSize = options.pageSize ?? 24;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  let pageIds = db.selectFrom("projects").select("id").where("is_draft", "=", 0);
  let count = db.selectFrom("projects").select(sql<number>`count(*)`.as("n")).where("is_draft", "=", 0);
  if (options.signatureOnly) {
    pageIds = pageIds.where("is_signature", "=", 1);
    count = count.where("is_signature", "=", 1);
  }
  // The page's ids first, skipped over in the newest-first index alone; only they are joined to
  // their texts (a deep page of 10,000 projects no longer joins the 9,000 before it).
  pageIds = pageIds
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, counted] = await Promise.all([
    withTexts(db, options.locale)
      .where("p.id", "in", pageIds)
      .orderBy("p.created_at", "desc")
      .orderBy("p.id", "desc")
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const covers = await firstImages(
    db,
    rows.map((r) => r.id),
    options.locale,
  );
  return {
    projects: rows.map((r) => ({
      code: r.code,
      title: localText(r.own_title, r.en_title, options.locale),
      shortNote: localText(r.own_note, r.en_note, options.locale),
      cover: covers.get(r.id) ?? null,
      isSignature: r.is_signature === 1,
    })),
    total: Number(counted.n),
    page,
    pageSize,
  };
}

/** The code today of the project that had `code` before it was changed, or null. */
export async function currentCodeOf(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom("project_code_redirects as r")
    .innerJoin("projects as p", "p.id", "r.project_id")
    .select("p.code")
    .where("r.old_code", "=", code)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** A project's page; a draft only with `drafts` (an official is looking). */
export async function getProjectByCode(
  db: Db,
  code: string,
  locale: Locale,
  options: { drafts?: boolean } = {},
): Promise<ProjectDetail | null> {
  let query = withTexts(db, locale);
  if (!options.drafts) query = query.where("p.is_draft", "=", 0);
  const row = await query
    .select(["p.project_date", "p.cost", "p.man_hours", "p.video_url"])
    .where("p.code", "=", code)
    .executeTakeFirst();
  if (!row) return null;
  const [texts, links] = await readTogether(db, [
    () => projectTextRows.read(db, [row.id], [locale, "en"]),
    () =>
      db
        .selectFrom("project_media")
        .select(["media_id"])
        .where("project_id", "=", row.id)
        .orderBy("position")
        .execute(),
  ]);
  const own = texts.get(row.id);
  return detailOf(
    db,
    {
      code: row.code,
      ...localTexts(own?.[locale], own?.en, locale),
      isSignature: row.is_signature === 1,
      isDraft: row.is_draft === 1,
      projectDate: row.project_date,
      cost: row.cost === null ? null : Number(row.cost),
      manHours: row.man_hours === null ? null : Number(row.man_hours),
      videoUrl: row.video_url,
    },
    links.map((l) => l.media_id),
    locale,
  );
}

async function detailOf(
  db: Db,
  fields: Omit<ProjectDetail, "media" | "cover">,
  mediaIds: number[],
  locale: Locale,
): Promise<ProjectDetail> {
  const pictures = await getPictures(db, mediaIds, locale);
  const media = mediaIds.map((id) => pictures.get(id)).filter((p): p is Picture => p !== undefined);
  return { ...fields, cover: media.find((m) => m.kind === "image") ?? null, media };
}

/**
 * A project's page as a saved state (a ProjectWrite: a pending draft) would
 * show it, built exactly as getProjectByCode builds the saved project's.
 */
export async function projectDetailOfState(db: Db, state: ProjectWrite, locale: Locale): Promise<ProjectDetail> {
  const own = state.texts[locale];
  const en = state.texts.en;
  return detailOf(
    db,
    {
      code: state.code,
      ...localTexts(own, en, locale),
      isSignature: state.isSignature,
      isDraft: state.isDraft === true,
      projectDate: state.projectDate || null,
      cost: state.cost,
      manHours: state.manHours,
      videoUrl: state.videoUrl,
    },
    [...new Set(state.mediaIds)].slice(0, maxProjectMedia),
    locale,
  );
}

/** Every project code with its last change, for the sitemap. */
export async function listProjectCodes(db: Db) {
  return db
    .selectFrom("projects")
    .select(["code", "updated_at"])
    .where("is_draft", "=", 0)
    .orderBy("created_at", "desc")
    .execute();
}

export interface FeedProject {
  code: string;
  title: LocalText;
  shortNote: LocalText;
  createdAt: string;
  updatedAt: string;
}

/** The newest published projects (by creation time) with their texts in `locale`, for the RSS and Atom feeds. */
export async function listProjectsForFeed(db: Db, locale: Locale, limit = 50): Promise<FeedProject[]> {
  const rows = await withTexts(db, locale)
    .select(["p.created_at", "p.updated_at"])
    .where("p.is_draft", "=", 0)
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    code: r.code,
    title: localText(r.own_title, r.en_title, locale),
    shortNote: localText(r.own_note, r.en_note, locale),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

export interface ImpactRow {
  projectDate: string | null;
  createdAt: string;
  cost: number | null;
  manHours: number | null;
}

/** What every published project adds to the club's impact: its date, cost and man-hours. */
export async function listProjectImpact(db: Db): Promise<ImpactRow[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["project_date", "created_at", "cost", "man_hours"])
    .where("is_draft", "=", 0)
    .execute();
  return rows.map((r) => ({
    projectDate: r.project_date,
    createdAt: r.created_at,
    cost: r.cost === null ? null : Number(r.cost),
    manHours: r.man_hours === null ? null : Number(r.man_hours),
  }));
}
