import type { Db } from "~/db/connect.server";
import { readTogether } from "~/db/reads";
import type { Locale } from "~/db/schema";
import { localizedTexts } from "./localized-texts.server";
import { type ProjectTexts, projectTextFields } from "./project-texts";

/**
 * A project's state as a save gives it (ProjectWrite) and the reading of
 * it: below both the writes and the versions, which each need it.
 */

export { type ProjectTexts, projectTextFields };

/** project_texts through the one reader and writer of per-language text rows. */
export const projectTextRows = localizedTexts("project_texts", projectTextFields);

/** One language's texts from anything shaped like them: what is missing (a state saved before a text existed) is null. */
export const completeTexts: (texts: Partial<ProjectTexts> | undefined) => ProjectTexts = projectTextRows.complete;

/** Every language's texts, complete (completeTexts). */
export const completeTextsByLocale: (
  texts: Partial<Record<Locale, Partial<ProjectTexts>>> | undefined,
) => Record<Locale, ProjectTexts> = projectTextRows.completeByLocale;

/** A state saved as JSON (a pending draft), its texts complete in every language. */
export function parseProjectWrite(json: string): ProjectWrite {
  const data = JSON.parse(json) as ProjectWrite;
  return { ...data, texts: completeTextsByLocale(data.texts) };
}

export interface ProjectWrite {
  code: string;
  projectDate: string;
  videoUrl: string | null;
  cost: number | null;
  manHours: number | null;
  isSignature: boolean;
  /** Kept from the public site until it is published (left out: published). */
  isDraft?: boolean;
  /** Per language; a field left null shows the English text in that language (per-field fallback). */
  texts: Record<Locale, ProjectTexts>;
  /** In the order they are shown; at most three are kept. */
  mediaIds: number[];
}

/**
 * A project as it is saved (the shape of a save, ProjectWrite), with when it
 * was last changed; null when there is no such project. The edit dialog and
 * the history both read it.
 */
export async function readProjectWrite(
  db: Db,
  id: number,
): Promise<(ProjectWrite & { isDraft: boolean; updatedAt: string }) | null> {
  return (await readProjectWrites(db, [id])).get(id) ?? null;
}

/** readProjectWrite for many projects in three queries (the import compares a batch at a time). */
export async function readProjectWrites(
  db: Db,
  ids: number[],
): Promise<Map<number, ProjectWrite & { isDraft: boolean; updatedAt: string }>> {
  const found = new Map<number, ProjectWrite & { isDraft: boolean; updatedAt: string }>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom("projects")
    .select(["id", "code", "project_date", "video_url", "cost", "man_hours", "is_signature", "is_draft", "updated_at"])
    .where("id", "in", unique)
    .execute();
  if (rows.length === 0) return found;
  const present = rows.map((r) => r.id);
  const [texts, links] = await readTogether(db, [
    () => projectTextRows.read(db, present),
    () =>
      db
        .selectFrom("project_media")
        .select(["project_id", "media_id"])
        .where("project_id", "in", present)
        .orderBy("project_id")
        .orderBy("position")
        .execute(),
  ]);
  for (const row of rows) {
    found.set(row.id, {
      code: row.code,
      projectDate: row.project_date ?? "",
      videoUrl: row.video_url,
      cost: row.cost === null ? null : Number(row.cost),
      manHours: row.man_hours === null ? null : Number(row.man_hours),
      isSignature: row.is_signature === 1,
      isDraft: row.is_draft === 1,
      texts: completeTextsByLocale(texts.get(row.id)),
      mediaIds: links.filter((l) => l.project_id === row.id).map((l) => l.media_id),
      updatedAt: row.updated_at,
    });
  }
  return found;
}
