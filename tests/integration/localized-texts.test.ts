import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/connect.server";
import { localizedTexts } from "~/models/localized-texts.server";
import { projectTextRows } from "~/models/project-state.server";
import { createProject } from "~/models/project-writes.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { anOfficial, minimalProject } from "../helpers/projects";

describe.each(testEngines)("the one reader and writer of per-language text rows on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database, "texts@example.org");
  });

  it("writes a row per language with a text (English always), and reads back each declared text by its column", async () => {
    const id = await createProject(database.db, official, minimalProject("LT-ROWS"));
    await projectTextRows.write(database.db, id, {
      en: { title: "Wells", shortNote: null, description: null },
      ko: { title: null, shortNote: "우물", description: null },
      hi: { title: null, shortNote: null, description: null },
    });
    const rows = await database.db.selectFrom("project_texts").select("locale").where("project_id", "=", id).execute();
    expect(rows.map((r) => r.locale).sort()).toEqual(["en", "ko"]);
    const texts = (await projectTextRows.read(database.db, [id])).get(id);
    expect(texts).toEqual({
      en: { title: "Wells", shortNote: null, description: null, location: null },
      ko: { title: null, shortNote: "우물", description: null, location: null },
    });
    expect((await projectTextRows.read(database.db, [id], ["ko"])).get(id)).toEqual({
      ko: { title: null, shortNote: "우물", description: null, location: null },
    });
  });

  it("a text declared as one line is stored without its line breaks; others keep theirs", async () => {
    const id = await createProject(database.db, official, minimalProject("LT-LINES"));
    const oneLineNote = localizedTexts("project_texts", {
      shortNote: { column: "short_note", rows: 0 },
      description: { column: "description", rows: 6 },
    });
    const typed = { shortNote: "first\r\nsecond", description: "first\nsecond" };
    await oneLineNote.write(database.db, id, { en: typed, ko: {}, hi: {} });
    expect((await oneLineNote.read(database.db, [id])).get(id)?.en).toEqual({
      shortNote: "first second",
      description: "first\nsecond",
    });
  });
});
