import type { Database } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { completeTexts, completeTextsByLocale } from "~/models/project-state.server";
import type { ProjectWrite } from "~/models/project-writes.server";

/** A project with only its code, a date and an English title (`Title of CODE` unless given). */
export function minimalProject(code: string, options: Partial<ProjectWrite> & { title?: string } = {}): ProjectWrite {
  const { title = `Title of ${code}`, ...rest } = options;
  return {
    code,
    projectDate: "2025-03-05",
    videoUrl: null,
    cost: null,
    manHours: null,
    isSignature: false,
    texts: {
      ...completeTextsByLocale({}),
      en: completeTexts({ title }),
    },
    mediaIds: [],
    ...rest,
  };
}

/** An official written straight into the database, as the writer of test records. */
export async function anOfficial(database: Database, email = "writer@example.org") {
  const row = await database.db
    .insertInto("officials")
    .values({ email, password_hash: "x", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
