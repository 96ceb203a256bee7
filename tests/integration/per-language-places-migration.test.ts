import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeTables } from "~/backup/tables.server";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { getEditableEvent, getEvent } from "~/models/events.server";
import { getPending } from "~/models/project-pending.server";
import { readProjectWrite } from "~/models/project-state.server";
import { projectVersions } from "~/models/project-versions.server";
import { getProjectByCode } from "~/models/projects.server";
import { restoreFromTrash } from "~/models/trash.server";
import { testEngines } from "../helpers/engines";

/** The last migration of the release in which venues and locations were one text for every language. */
const previousRelease = "0016-exception-notes";
const now = "2025-01-01T00:00:00.000Z";

/**
 * What that release wrote: events with a venue (with English and Korean
 * texts; without an English row), projects with a location, a project's
 * saved version and waiting changes (JSON with `location`), and a trashed
 * event and project (their rows as JSON).
 */
async function fillAsPreviousRelease(db: Kysely<unknown>) {
  await sql`insert into events (id, kind, starts_at, ends_at, venue_name, venue_address, created_at, updated_at) values
    (1, 'fellowship', '2026-01-06T13:30:00.000Z', '2026-01-06T15:00:00.000Z', 'Rotary Hall', 'Civil Lines, Kanpur', ${now}, ${now}),
    (2, 'other', '2026-01-07T13:30:00.000Z', '2026-01-07T15:00:00.000Z', 'Town Hall', '', ${now}, ${now}),
    (3, 'other', '2026-01-08T13:30:00.000Z', '2026-01-08T15:00:00.000Z', '', '', ${now}, ${now})`.execute(db);
  await sql`insert into event_texts (event_id, locale, title) values
    (1, 'en', 'Dinner'), (1, 'ko', '만찬'), (3, 'en', 'Online talk')`.execute(db);
  await sql`insert into projects (id, code, project_date, location, is_signature, created_at, updated_at) values
    (1, 'P-LUCKNOW', '2025-03-05', 'Lucknow', 0, ${now}, ${now}),
    (2, 'P-NOWHERE', '2025-03-06', null, 0, ${now}, ${now}),
    (3, 'P-UNTITLED', '2025-03-07', 'Agra', 0, ${now}, ${now})`.execute(db);
  await sql`insert into project_texts (project_id, locale, title) values
    (1, 'en', 'Wells'), (1, 'ko', '우물'), (2, 'en', 'Nowhere')`.execute(db);
  const state = JSON.stringify({
    code: "P-LUCKNOW",
    projectDate: "2025-03-05",
    location: "Lucknow",
    videoUrl: null,
    cost: null,
    manHours: null,
    isSignature: false,
    isDraft: false,
    texts: { en: { title: "Wells", shortNote: null, description: null }, ko: { title: "우물" } },
    mediaIds: [],
  });
  await sql`insert into project_versions (project_id, number, data, saved_at, summary) values (1, 1, ${state}, ${now}, 'Created')`.execute(
    db,
  );
  await sql`insert into project_pending (project_id, data, updated_at) values (1, ${state.replace('"Lucknow"', '"Kanpur"')}, ${now})`.execute(
    db,
  );
  const trashedEvent = {
    version: 1,
    tables: [
      {
        table: "events",
        rows: [
          {
            id: 50,
            kind: "fellowship",
            starts_at: "2026-02-06T13:30:00.000Z",
            ends_at: "2026-02-06T15:00:00.000Z",
            all_day: 0,
            recurrence: null,
            repeat_until: null,
            venue_name: "Old Hall",
            venue_address: "Mall Road",
            map_url: null,
            online_url: null,
            photo_id: null,
            project_id: null,
            status: "scheduled",
            is_draft: 0,
            sequence: 0,
            is_demo: 0,
            created_at: now,
            updated_at: now,
          },
        ],
      },
      { table: "event_texts", rows: [{ event_id: 50, locale: "en", title: "Trashed dinner" }] },
    ],
    relinks: [],
  };
  const trashedProject = {
    version: 1,
    tables: [
      {
        table: "projects",
        rows: [
          {
            id: 60,
            code: "P-TRASHED",
            project_date: "2025-04-01",
            cost: null,
            man_hours: null,
            location: "Agra Fort",
            video_url: null,
            is_signature: 0,
            is_draft: 0,
            is_demo: 0,
            created_at: now,
            updated_at: now,
          },
        ],
      },
      {
        table: "project_versions",
        rows: [
          {
            id: 70,
            project_id: 60,
            number: 1,
            data: JSON.stringify({ code: "P-TRASHED", location: "Agra Fort", texts: {}, mediaIds: [] }),
            saved_at: now,
            saved_by: null,
            actor: null,
            summary: "Created",
            restored_from: null,
          },
        ],
      },
    ],
    relinks: [],
  };
  await sql`insert into trash (kind, label, entity_id, data, deleted_at) values
    ('event', 'Trashed dinner', '50', ${JSON.stringify(trashedEvent)}, ${now}),
    ('project', 'P-TRASHED', '60', ${JSON.stringify(trashedProject)}, ${now})`.execute(db);
}

async function columnsOf(database: Database, table: string) {
  const tables = await describeTables(database.db, database.engine);
  return tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
}

describe.each(testEngines)("venues and locations become texts of each language on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  async function migrated() {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await fillAsPreviousRelease(database.db as unknown as Kysely<unknown>);
    expect(await migrateToLatest(database)).toContain("0017-per-language-places");
    return database;
  }

  it("an event's old venue lands in its English row, no other language gets a row, and the old columns are gone", async () => {
    const { db } = await migrated();
    const rows = await db
      .selectFrom("event_texts")
      .select(["event_id", "locale", "title", "venue_name", "venue_address"])
      .orderBy("event_id")
      .orderBy("locale")
      .execute();
    expect(rows).toEqual([
      { event_id: 1, locale: "en", title: "Dinner", venue_name: "Rotary Hall", venue_address: "Civil Lines, Kanpur" },
      { event_id: 1, locale: "ko", title: "만찬", venue_name: null, venue_address: null },
      // An event with a venue and no English row gets one for it.
      { event_id: 2, locale: "en", title: null, venue_name: "Town Hall", venue_address: null },
      { event_id: 3, locale: "en", title: "Online talk", venue_name: null, venue_address: null },
    ]);
    expect(await columnsOf(database as Database, "events")).not.toContain("venue_name");
    expect(await columnsOf(database as Database, "events")).not.toContain("venue_address");
    // The Korean page shows the English venue, marked English.
    expect((await getEvent(db, 1, "ko"))?.venueName).toEqual({ value: "Rotary Hall", lang: "en" });
    expect((await getEditableEvent(db, 1))?.texts.en).toMatchObject({
      venueName: "Rotary Hall",
      venueAddress: "Civil Lines, Kanpur",
    });
  });

  it("a project's old location lands in its English row, and its versions and waiting changes keep it there", async () => {
    const { db } = await migrated();
    const rows = await db
      .selectFrom("project_texts")
      .select(["project_id", "locale", "title", "location"])
      .orderBy("project_id")
      .orderBy("locale")
      .execute();
    expect(rows).toEqual([
      { project_id: 1, locale: "en", title: "Wells", location: "Lucknow" },
      { project_id: 1, locale: "ko", title: "우물", location: null },
      { project_id: 2, locale: "en", title: "Nowhere", location: null },
      { project_id: 3, locale: "en", title: null, location: "Agra" },
    ]);
    expect(await columnsOf(database as Database, "projects")).not.toContain("location");
    expect((await readProjectWrite(db, 1))?.texts.en.location).toBe("Lucknow");
    expect((await getProjectByCode(db, "P-LUCKNOW", "hi"))?.location).toEqual({ value: "Lucknow", lang: "en" });

    const version = await projectVersions.get(db, 1, 1);
    expect(version?.data.texts.en.location).toBe("Lucknow");
    expect(version?.data.texts.ko.location).toBeNull();
    expect(version?.data).not.toHaveProperty("location");
    // The project as it is now is that version: no change shows in the history.
    const current = await readProjectWrite(db, 1);
    if (!version || !current) throw new Error("the version and the project are there");
    const { updatedAt: _updatedAt, ...state } = current;
    expect(projectVersions.changes(version.data, state, 1)).toEqual([]);
    const pending = await getPending(db, 1);
    expect(pending?.data.texts.en.location).toBe("Kanpur");
    expect(pending?.data).not.toHaveProperty("location");
  });

  it("a trashed event and project made before restore with their venue and location as English texts", async () => {
    const { db, engine } = await migrated();
    const items = await db.selectFrom("trash").select(["id", "kind"]).orderBy("id").execute();
    for (const item of items) expect((await restoreFromTrash(db, engine, null, item.id)).ok, item.kind).toBe(true);

    expect((await getEditableEvent(db, 50))?.texts.en).toMatchObject({
      title: "Trashed dinner",
      venueName: "Old Hall",
      venueAddress: "Mall Road",
    });
    const project = await readProjectWrite(db, 60);
    expect(project?.texts.en.location).toBe("Agra Fort");
    const [version] = await projectVersions.list(db, 60);
    expect(version).toBeDefined();
    expect((await projectVersions.get(db, 60, 1))?.data.texts.en.location).toBe("Agra Fort");
  });
});
