import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeTables } from "~/backup/tables.server";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { getEditableMember, listMembers } from "~/models/members.server";
import { testEngines } from "../helpers/engines";

/** The last migration of the release in which members' texts were single-language columns. */
const previousRelease = "0004-texts-by-locale";

/** What that release wrote: members with a designation and a message, or either, or neither. */
async function fillAsPreviousRelease(db: Kysely<unknown>) {
  const now = "2025-01-01T00:00:00.000Z";
  await sql`insert into members (member_no, name, designation, message, joined_on, position, photo_id, created_at, updated_at) values
    ('M-1', 'Both Texts', 'President', 'Service above self.', '2017-07-01', 1, null, ${now}, ${now}),
    ('M-2', 'Designation Only', 'Secretary', null, '2018-03-15', 2, null, ${now}, ${now}),
    ('M-3', 'Message Only', null, 'Glad to serve.', null, null, null, ${now}, ${now}),
    ('M-4', 'No Texts', null, null, null, null, null, ${now}, ${now})`.execute(db);
}

async function columnsOf(database: Database, table: string) {
  // This schema's tables only: Kysely's introspection reads every schema on the server.
  const tables = await describeTables(database.db, database.engine);
  return tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
}

describe.each(testEngines)("migrating members' texts to rows by language on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it("keeps every designation and message as the member's English text, and drops the single-language columns", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await fillAsPreviousRelease(database.db as unknown as Kysely<unknown>);

    expect(await migrateToLatest(database)).toContain("0005-member-texts");

    const texts = await database.db
      .selectFrom("member_texts as t")
      .innerJoin("members as m", "m.id", "t.member_id")
      .select(["m.member_no", "t.locale", "t.designation", "t.message"])
      .orderBy("m.member_no")
      .execute();
    expect(texts).toEqual([
      { member_no: "M-1", locale: "en", designation: "President", message: "Service above self." },
      { member_no: "M-2", locale: "en", designation: "Secretary", message: null },
      { member_no: "M-3", locale: "en", designation: null, message: "Glad to serve." },
      { member_no: "M-4", locale: "en", designation: null, message: null },
    ]);
    expect(await columnsOf(database, "members")).not.toContain("designation");
    expect(await columnsOf(database, "members")).not.toContain("message");

    // The members page in every language shows the kept texts, in English, marked so.
    const hindi = await listMembers(database.db, { locale: "hi" });
    expect(hindi.map((m) => [m.name, m.designation, m.message])).toEqual([
      ["Both Texts", { value: "President", lang: "en" }, { value: "Service above self.", lang: "en" }],
      ["Designation Only", { value: "Secretary", lang: "en" }, { value: null, lang: "hi" }],
      ["Message Only", { value: null, lang: "hi" }, { value: "Glad to serve.", lang: "en" }],
      ["No Texts", { value: null, lang: "hi" }, { value: null, lang: "hi" }],
    ]);
  });

  it("takes texts in any language afterwards (no constraint lists them), and a removed member's texts go with it", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    await fillAsPreviousRelease(database.db as unknown as Kysely<unknown>);
    await migrateToLatest(database);

    const m1 = await database.db
      .selectFrom("members")
      .select("id")
      .where("member_no", "=", "M-1")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("member_texts")
      .values({ member_id: m1.id, locale: "hi", designation: "अध्यक्ष", message: null })
      .execute();
    await sql`insert into member_texts (member_id, locale) values (${m1.id}, 'xx')`.execute(database.db);
    expect((await getEditableMember(database.db, m1.id))?.texts.hi).toEqual({ designation: "अध्यक्ष", message: null });

    await database.db.deleteFrom("members").where("id", "=", m1.id).execute();
    const left = await database.db.selectFrom("member_texts").select("locale").where("member_id", "=", m1.id).execute();
    expect(left).toEqual([]);
  });

  it("migrates a database of the previous release that has no members", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    expect(await migrateToLatest(database)).toContain("0005-member-texts");
    expect(await database.db.selectFrom("member_texts").selectAll().execute()).toEqual([]);
  });
});
