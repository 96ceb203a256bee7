import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { getClubProfile } from "~/models/club-profile.server";
import { listTerms } from "~/models/officer-terms.server";
import { moveProfileOfficers } from "~/models/profile-officers.server";
import { getProjectByCode } from "~/models/projects.server";
import { demoOfficerTerms } from "~/seed/demo-content.server";
import { testEngines } from "../helpers/engines";

/** The last migration of the release before languages came from one registry. */
const previousRelease = "0003-health-checks";

/** What that release wrote: a profile with club_name, club_name_ko and the Korean brochure_url, and projects with en and ko rows. */
async function fillAsPreviousRelease(db: Kysely<unknown>) {
  const now = "2025-01-01T00:00:00.000Z";
  await sql`insert into club_profile (id, club_name, club_name_ko, brochure_url, president_name, upi_id, is_demo, updated_at)
    values (1, 'Rotary Club of Example', '예시 로타리 클럽', 'https://example.org/brochure-ko', 'A. President', 'club@okaxis', 0, ${now})`.execute(
    db,
  );
  await sql`insert into projects (code, project_date, cost, is_signature, created_at, updated_at)
    values ('OLD-1', '2024-05-01', 1000, 1, ${now}, ${now}), ('OLD-2', '2024-06-01', null, 0, ${now}, ${now})`.execute(
    db,
  );
  await sql`insert into project_texts (project_id, locale, title, short_note, description)
    select id, 'en', 'Old title ' || code, 'Old note', 'Old description' from projects`.execute(db);
  await sql`insert into project_texts (project_id, locale, title, short_note, description)
    select id, 'ko', '옛 제목', null, '옛 설명' from projects where code = 'OLD-1'`.execute(db);
}

describe.each(testEngines)("migrating a database of the previous release on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it("keeps every text and the club's name in each language, and no constraint lists the languages", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await fillAsPreviousRelease(database.db as unknown as Kysely<unknown>);

    expect(await migrateToLatest(database)).toContain("0004-texts-by-locale");

    const profile = await getClubProfile(database.db);
    expect(profile.clubName).toBe("Rotary Club of Example");
    expect(profile.clubNames).toEqual({ en: "Rotary Club of Example", ko: "예시 로타리 클럽" });
    expect(profile.brochureUrls).toEqual({ ko: "https://example.org/brochure-ko" });
    // The profile's officer becomes the Rotary year's term at the next start (decision 0054).
    const moved = await moveProfileOfficers(
      database.db,
      database.engine,
      new Date("2025-01-01T12:00:00+05:30"),
      demoOfficerTerms,
    );
    expect(moved.moved).toEqual(["President: A. President"]);
    expect((await listTerms(database.db, ["2024-2025"])).map((t) => [t.office, t.name])).toEqual([
      ["President", "A. President"],
    ]);
    expect(profile.upiId).toBe("club@okaxis");

    const texts = await database.db
      .selectFrom("project_texts as t")
      .innerJoin("projects as p", "p.id", "t.project_id")
      .select(["p.code", "t.locale", "t.title", "t.short_note", "t.description"])
      .orderBy("p.code")
      .orderBy("t.locale")
      .execute();
    expect(texts).toEqual([
      { code: "OLD-1", locale: "en", title: "Old title OLD-1", short_note: "Old note", description: "Old description" },
      { code: "OLD-1", locale: "ko", title: "옛 제목", short_note: null, description: "옛 설명" },
      { code: "OLD-2", locale: "en", title: "Old title OLD-2", short_note: "Old note", description: "Old description" },
    ]);
    expect((await getProjectByCode(database.db, "OLD-1", "ko"))?.title).toEqual({ value: "옛 제목", lang: "ko" });

    // A language the old check did not list is accepted now, and deleting a project still removes its texts.
    const old2 = await database.db
      .selectFrom("projects")
      .select("id")
      .where("code", "=", "OLD-2")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("project_texts")
      .values({ project_id: old2.id, locale: "hi", title: "पुराना", short_note: null, description: null })
      .execute();
    await sql`insert into project_texts (project_id, locale) values (${old2.id}, 'xx')`.execute(database.db);
    await database.db.deleteFrom("projects").where("id", "=", old2.id).execute();
    const left = await database.db
      .selectFrom("project_texts")
      .select("locale")
      .where("project_id", "=", old2.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("migrates an empty database of the previous release (no profile yet) without inventing one", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await migrateToLatest(database);
    expect(await database.db.selectFrom("club_profile_texts").selectAll().execute()).toEqual([]);
  });
});
