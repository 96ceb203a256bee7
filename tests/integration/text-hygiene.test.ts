import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { exportToFile } from "~/backup/export.server";
import { restoreArchive } from "~/backup/restore.server";
import { type Database, type DatabaseTarget, migrateToLatest, openDatabase } from "~/db/connect.server";
import { nameField } from "~/forms/fields";
import { text } from "~/forms/official-fields";
import { readFirestoreExport } from "~/import/firestore-shapes.server";
import { importFirestore } from "~/import/import-firestore.server";
import { LocalMediaStore } from "~/media/store.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { testEngines } from "../helpers/engines";
import { fixturePointedAt } from "../helpers/image-host";
import { tempDataDir } from "../helpers/server";

/**
 * Issue 28, item 2, at the model boundary: whichever writer sends a text
 * (a form, the Firestore import, a restore, any model), the database keeps
 * it without C0/C1 control characters and Unicode non-characters, and a
 * one-line column without tabs and line breaks (app/db/clean-text-plugin.ts).
 */

const dirty = "A\u0001B\u001bC\u0085D\u007fE\uFFFEF\uFDD0G\u{10FFFF}H";
const clean = "ABCDEFGH";

function mediaStore() {
  return new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "hygiene-media-")));
}

describe("text hygiene: forms", () => {
  it("the forms' text fields strip control characters and non-characters, keeping line breaks", () => {
    expect(z.object({ note: text(100) }).parse({ note: ` ${dirty}\nline two\t ` })).toEqual({
      note: `${clean}\nline two`,
    });
    expect(nameField().parse(`  Ra\u0000vi\u200b ${dirty} `)).toBe(`Ravi\u200b ${clean}`);
  });
});

describe.each(testEngines)("text hygiene: every writer, on $name", (engine) => {
  const opened: { database: Database; drop: () => Promise<void> }[] = [];
  async function fresh(seed = true) {
    const made = await engine.setup();
    const database = openDatabase(made.target);
    opened.push({ database, drop: made.drop });
    await migrateToLatest(database);
    const store = mediaStore();
    if (seed) await seedIfEmpty(database.db, store, { demo: true, engine: database.engine });
    return { database, store, target: made.target as DatabaseTarget };
  }
  afterAll(async () => {
    for (const { database, drop } of opened) {
      await database.close();
      await drop();
    }
  });

  const titleOf = async (database: Database, code: string) =>
    (
      await database.db
        .selectFrom("project_texts as t")
        .innerJoin("projects as p", "p.id", "t.project_id")
        .select("t.title")
        .where("p.code", "=", code)
        .where("t.locale", "=", "en")
        .executeTakeFirstOrThrow()
    ).title;

  it("the database connection cleans every insert, update and upsert; one-line columns lose line breaks, others keep them", async () => {
    const { database } = await fresh();
    const { db } = database;
    const project = await db
      .selectFrom("projects")
      .select("id")
      .where("code", "=", "DEMO-TREES")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("project_texts")
      .set({ title: `${dirty}\nsecond\tline`, description: `${dirty}\nsecond\tline` })
      .where("project_id", "=", project.id)
      .where("locale", "=", "en")
      .execute();
    expect(
      await db
        .selectFrom("project_texts")
        .select(["title", "description"])
        .where("project_id", "=", project.id)
        .where("locale", "=", "en")
        .executeTakeFirstOrThrow(),
    ).toEqual({ title: `${clean} second line`, description: `${clean}\nsecond\tline` });

    await db
      .insertInto("club_profile_texts")
      .values({ locale: "hi", club_name: dirty, brochure_url: "" })
      .onConflict((oc) => oc.column("locale").doUpdateSet({ club_name: `${dirty}!` }))
      .execute();
    await db
      .insertInto("club_profile_texts")
      .values({ locale: "hi", club_name: dirty, brochure_url: "" })
      .onConflict((oc) => oc.column("locale").doUpdateSet({ club_name: `${dirty}!` }))
      .execute();
    expect(
      (await db.selectFrom("club_profile_texts").select("club_name").where("locale", "=", "hi").executeTakeFirst())
        ?.club_name,
    ).toBe(`${clean}!`);

    // JSON columns: the strings inside (a published page's texts, the club's name among them).
    await db
      .insertInto("content_versions")
      .values({
        document: "hygiene",
        number: 1,
        data: JSON.stringify({ texts: { en: { clubName: dirty } }, values: {}, lists: {}, sources: {} }),
        published_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const data = await db
      .selectFrom("content_versions")
      .select("data")
      .where("document", "=", "hygiene")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(data.data).texts.en.clubName).toBe(clean);
  });

  it("the Firestore import stores clean text, and a second run finds the record unchanged", async () => {
    const { database } = await fresh(false);
    const location = fixturePointedAt("arrays.json", "https://images.example.org", (t) =>
      t.replace('"Demo Tree Planting"', '"Demo \\u0001Tree\\u001b\\uFFFE Planting"'),
    );
    const options = { fetch: { mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), "hygiene-none-")) } };
    const target = { database, store: mediaStore() };
    await importFirestore(target, await readFirestoreExport(location), options);
    expect(await titleOf(database, "DEMO-001")).toBe("Demo Tree Planting");
    const again = await importFirestore(target, await readFirestoreExport(location), options);
    expect(again.actions.filter((a) => a.includes("DEMO-001"))).toEqual([]);
  });

  it("a restore of an archive whose rows hold them stores clean text", async () => {
    const source = await fresh();
    // Behind the site's back, as an old database would hold it.
    await sql`update project_texts set title = ${dirty} where locale = 'en'`.execute(source.database.db);
    expect(await titleOf(source.database, "DEMO-TREES")).toBe(dirty);
    const file = path.join(tempDataDir("hygiene-archive-"), "site.tar.gz");
    await exportToFile(file, { target: source.target, store: source.store });
    const made = await engine.setup();
    const restoredTarget = made.target;
    await restoreArchive({ file, target: restoredTarget, store: mediaStore() });
    const restored = openDatabase(restoredTarget);
    opened.push({ database: restored, drop: made.drop });
    expect(await titleOf(restored, "DEMO-TREES")).toBe(clean);
  });
});
