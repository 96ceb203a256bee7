import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import { exportToFile } from "~/backup/export.server";
import { restoreArchive } from "~/backup/restore.server";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { officerTermSchema } from "~/forms/officer-term";
import { formatRotaryYear, rotaryYearAt } from "~/lib/rotary-year";
import { LocalMediaStore } from "~/media/store.server";
import { getClubProfile } from "~/models/club-profile.server";
import {
  addTerm,
  DuplicateOfficeError,
  footerOfficers,
  footerTerms,
  getTerm,
  listTerms,
  updateTerm,
} from "~/models/officer-terms.server";
import { moveProfileOfficers } from "~/models/profile-officers.server";
import { demoContentSummary, demoContentWords, trashDemoContent } from "~/models/trash.server";
import { demoOfficerTerms } from "~/seed/demo-content.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { type TestEngine, testEngines } from "../helpers/engines";
import { startServer, tempDataDir } from "../helpers/server";

/**
 * The officer terms are the one source of the club's officers (decision
 * 0054): the club profile's old officer contacts move into this Rotary year's
 * terms at start, terms are edited in place, and the demo officers are demo
 * terms that "Remove all demo content" takes.
 */
const august2026 = new Date("2026-08-01T12:00:00+05:30");
const year = "2026-2027";

const officerColumns = [
  "president_name",
  "president_phone",
  "president_email",
  "secretary_name",
  "secretary_phone",
  "secretary_email",
  "foundation_chair_name",
  "foundation_chair_phone",
  "foundation_chair_email",
] as const;

async function profileOfficerColumns(database: Database) {
  return database.db.selectFrom("club_profile").select(officerColumns).where("id", "=", 1).executeTakeFirstOrThrow();
}

async function auditSummaries(database: Database) {
  return (
    await database.db.selectFrom("audit_log").select(["action", "entity", "summary"]).orderBy("id").execute()
  ).map((row) => `${row.action} ${row.entity}: ${row.summary}`);
}

describe.each(testEngines)("officers from one source on $name", { timeout: 120_000 }, ({ setup }) => {
  let database: Database | undefined;
  let drops: (() => Promise<void>)[] = [];

  async function fresh(options: { demo: boolean }) {
    const made = await setup();
    drops.push(made.drop);
    database = openDatabase(made.target);
    await migrateToLatest(database);
    const media = new LocalMediaStore(path.join(tempDataDir("club-officers-"), "media"));
    await seedIfEmpty(database.db, media, { demo: options.demo, engine: database.engine });
    return { database, media, target: made.target };
  }

  afterEach(async () => {
    await database?.close();
    database = undefined;
    for (const drop of drops) await drop();
    drops = [];
  });

  it("the club profile's officers become this Rotary year's terms at start while the year has none, once, and the profile keeps none", async () => {
    const { database } = await fresh({ demo: false });
    const secretary = await createOfficial(database.db, "secretary@club.example", "a long enough passphrase");
    await database.db
      .updateTable("club_profile")
      .set({
        president_name: "Rtn. Asha Rao",
        president_phone: "+91 98765 00001",
        president_email: "asha@club.example",
        secretary_name: "Rtn. Vikram Singh",
        secretary_email: "Secretary@Club.example",
        foundation_chair_name: "Rtn. Meera Iyer",
      })
      .execute();

    const outcome = await moveProfileOfficers(database.db, database.engine, august2026, demoOfficerTerms);
    expect(outcome).toEqual({
      rotaryYear: year,
      moved: ["President: Rtn. Asha Rao", "Secretary: Rtn. Vikram Singh", "Foundation Chair: Rtn. Meera Iyer"],
      superseded: [],
    });
    const terms = await listTerms(database.db, [year]);
    expect(terms.map((t) => [t.office, t.name, t.phone, t.email, t.isDemo])).toEqual([
      ["President", "Rtn. Asha Rao", "+91 98765 00001", "asha@club.example", false],
      ["Secretary", "Rtn. Vikram Singh", "", "secretary@club.example", false],
      ["Foundation Chair", "Rtn. Meera Iyer", "", "", false],
    ]);
    // Linked to the official who signs in with the e-mail, as a term added by hand is.
    expect(terms[1]?.official?.id).toBe(secretary.id);
    expect(Object.values(await profileOfficerColumns(database))).toEqual(officerColumns.map(() => ""));
    // The footer lists them, from the terms.
    expect(footerOfficers(await footerTerms(database.db, august2026)).map((o) => o.name)).toEqual([
      "Rtn. Asha Rao",
      "Rtn. Vikram Singh",
      "Rtn. Meera Iyer",
    ]);
    const logged = await auditSummaries(database);
    expect(logged).toContain(`create officer_term: ${year} President: Rtn. Asha Rao (moved from the club profile)`);
    expect(logged.at(-1)).toBe(
      `update club_profile: club profile's officer contacts moved to the officers of ${year}: President: Rtn. Asha Rao; Secretary: Rtn. Vikram Singh; Foundation Chair: Rtn. Meera Iyer`,
    );

    // The next start finds nothing to move, and a later year gets nothing from the profile.
    const again = await moveProfileOfficers(
      database.db,
      database.engine,
      new Date("2027-08-01T12:00:00+05:30"),
      demoOfficerTerms,
    );
    expect(again).toEqual({ rotaryYear: "2027-2028", moved: [], superseded: [] });
    expect(await auditSummaries(database)).toHaveLength(logged.length);
    expect(await listTerms(database.db, ["2027-2028"])).toEqual([]);
  });

  it("an office the Rotary year already has keeps its term; the profile's contact for it is dropped and named in the activity log; a contact without a name moves too", async () => {
    const { database } = await fresh({ demo: false });
    await addTerm(
      database.db,
      null,
      officerTermSchema.parse({ rotaryYear: year, role: "president", name: "Rtn. Term President" }),
    );
    await database.db
      .updateTable("club_profile")
      .set({ president_name: "Rtn. Profile President", secretary_phone: "+91 98765 00002" })
      .execute();

    const outcome = await moveProfileOfficers(database.db, database.engine, august2026, demoOfficerTerms);
    expect(outcome.moved).toEqual(["Secretary: +91 98765 00002"]);
    expect(outcome.superseded).toEqual(["President: Rtn. Profile President"]);
    expect((await listTerms(database.db, [year])).map((t) => [t.office, t.name, t.phone])).toEqual([
      ["President", "Rtn. Term President", ""],
      ["Secretary", "", "+91 98765 00002"],
    ]);
    expect((await auditSummaries(database)).at(-1)).toContain(
      `dropped, ${year} has a term for the office: President: Rtn. Profile President`,
    );
    expect(Object.values(await profileOfficerColumns(database))).toEqual(officerColumns.map(() => ""));
  });

  it("a term is edited in place: its year and office stay, its official follows its e-mail, the activity log names the fields changed; renaming an office to one the year has is refused", async () => {
    const { database } = await fresh({ demo: false });
    const admin = await createOfficial(database.db, "admin@club.example", "a long enough passphrase");
    const treasurer = await createOfficial(database.db, "treasurer@club.example", "a long enough passphrase");
    const add = (fields: Record<string, string>) =>
      addTerm(database.db, admin.id, officerTermSchema.parse({ rotaryYear: year, role: "other", ...fields }));
    const id = await add({ roleLabel: "Joint Secretary", name: "Rtn. One" });
    await add({ roleLabel: "Sergeant-at-Arms", name: "Rtn. Two" });

    const edit = { roleLabel: "Club Trainer", name: "Rtn. One Renamed", phone: "+91 1", email: treasurer.email };
    expect(await updateTerm(database.db, admin.id, id, edit)).toEqual({ ok: true });
    const term = await getTerm(database.db, id);
    expect(term).toMatchObject({
      rotaryYear: year,
      role: "other",
      office: "Club Trainer",
      name: "Rtn. One Renamed",
      phone: "+91 1",
      official: { id: treasurer.id },
    });
    expect((await auditSummaries(database)).at(-1)).toBe(
      `update officer_term: ${year} Club Trainer: Rtn. One Renamed (changed: name of the office, name, phone, e-mail)`,
    );

    // A new address nobody signs in with: the term has no official until they are invited.
    expect(await updateTerm(database.db, admin.id, id, { ...edit, email: "new@club.example" })).toEqual({ ok: true });
    expect((await getTerm(database.db, id))?.official).toBeNull();

    const taken = updateTerm(database.db, admin.id, id, { ...edit, roleLabel: "Sergeant-at-Arms" });
    await expect(taken).rejects.toBeInstanceOf(DuplicateOfficeError);
    await expect(taken).rejects.toThrow(`${year} already has a Sergeant-at-Arms.`);
    // An "other" office needs its name; a term that is gone says so.
    expect(await updateTerm(database.db, admin.id, id, { ...edit, roleLabel: "" })).toEqual({
      ok: false,
      reason: "office-unnamed",
    });
    expect(await updateTerm(database.db, admin.id, 99_999, edit)).toEqual({ ok: false, reason: "not-found" });
    expect((await getTerm(database.db, id))?.office).toBe("Club Trainer");
  });

  it("the first start's demo content gives this Rotary year demo officers, the footer's, which Remove all demo content counts and removes", async () => {
    const { database } = await fresh({ demo: true });
    const now = new Date();
    // The profile keeps no officers: the footer's come from the demo terms.
    expect(Object.values(await profileOfficerColumns(database))).toEqual(officerColumns.map(() => ""));
    expect(await getClubProfile(database.db)).not.toHaveProperty("president");
    expect(footerOfficers(await footerTerms(database.db, now)).map((o) => [o.role, o.name])).toEqual([
      ["president", "Demo President"],
      ["secretary", "Demo Secretary"],
      ["foundation_chair", "Demo Foundation Chair"],
      ["treasurer", "Demo Treasurer"],
    ]);
    const demoTerms = await database.db.selectFrom("officer_terms").select(["is_demo"]).execute();
    expect(demoTerms.length).toBe(7);
    expect(demoTerms.every((t) => t.is_demo === 1)).toBe(true);
    const summary = await demoContentSummary(database.db);
    expect(summary.officerTerms).toHaveLength(7);
    expect(demoContentWords(summary)).toContain("7 officer terms");

    expect(await trashDemoContent(database.db, null)).not.toBeNull();
    expect(await footerTerms(database.db, now)).toEqual([]);
    expect((await demoContentSummary(database.db)).officerTerms).toEqual([]);
  });

  it("a database seeded before decision 0054, its demo terms removed, gets the profile's demo officers back as demo terms, which Remove all demo content takes", async () => {
    const { database } = await fresh({ demo: true });
    const now = new Date();
    await trashDemoContent(database.db, null);
    // What the first start wrote on the profile before 0054.
    await database.db
      .updateTable("club_profile")
      .set({
        president_name: "Demo President",
        president_phone: "+91 00000 00001",
        president_email: "president@example.org",
        secretary_name: "Rtn. Real Secretary",
      })
      .execute();
    const outcome = await moveProfileOfficers(database.db, database.engine, now, demoOfficerTerms);
    expect(outcome.moved).toEqual(["President: Demo President", "Secretary: Rtn. Real Secretary"]);
    const terms = await listTerms(database.db, [outcome.rotaryYear]);
    expect(terms.map((t) => [t.name, t.isDemo])).toEqual([
      ["Demo President", true],
      ["Rtn. Real Secretary", false],
    ]);
    expect((await demoContentSummary(database.db)).officerTerms).toEqual([
      { rotaryYear: outcome.rotaryYear, role: "president", label: "", name: "Demo President" },
    ]);
    await trashDemoContent(database.db, null);
    expect((await listTerms(database.db, [outcome.rotaryYear])).map((t) => t.name)).toEqual(["Rtn. Real Secretary"]);
  });
});

describe("a backup of a site whose club profile still has officers", { timeout: 180_000 }, () => {
  const sqlite = testEngines[0] as TestEngine;
  const other = testEngines.at(-1) as TestEngine;
  const drops: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });

  it("restores as it was, and the profile's officers become the year's terms at the next start", async () => {
    const source = await sqlite.setup();
    drops.push(source.drop);
    const media = path.join(tempDataDir("club-officers-media-"), "media");
    const store = new LocalMediaStore(media);
    const site = openDatabase(source.target);
    try {
      await migrateToLatest(site);
      await seedIfEmpty(site.db, store, { demo: false, engine: site.engine });
      // As a site of an older release kept them.
      await site.db
        .updateTable("club_profile")
        .set({ president_name: "Rtn. Archived President", president_email: "archived@club.example" })
        .execute();
    } finally {
      await site.close();
    }
    const file = path.join(tempDataDir("club-officers-archive-"), "site.tar.gz");
    await exportToFile(file, { target: source.target, store });

    const restored = await other.setup();
    drops.push(restored.drop);
    await restoreArchive({
      file,
      target: restored.target,
      store: new LocalMediaStore(path.join(tempDataDir("club-officers-restored-"), "media")),
    });
    const database = openDatabase(restored.target);
    try {
      const row = await database.db
        .selectFrom("club_profile")
        .select(["president_name"])
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      expect(row.president_name).toBe("Rtn. Archived President");
      await moveProfileOfficers(database.db, database.engine, august2026, demoOfficerTerms);
      expect((await listTerms(database.db, [year])).map((t) => [t.office, t.name, t.email])).toEqual([
        ["President", "Rtn. Archived President", "archived@club.example"],
      ]);
      const count = await sql<{ n: number }>`select count(*) as n from club_profile where president_name <> ''`.execute(
        database.db,
      );
      expect(Number(count.rows[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe("the server's start", { timeout: 120_000 }, () => {
  it("moves the club profile's officers into this Rotary year's terms, so the footer shows them", async () => {
    const dataDir = tempDataDir("club-officers-start-");
    const site = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    try {
      await migrateToLatest(site);
      await seedIfEmpty(site.db, new LocalMediaStore(path.join(dataDir, "media")), { demo: false });
      // A site of an older release, whose secretary kept the officers on the club profile.
      await site.db
        .updateTable("club_profile")
        .set({ secretary_name: "Rtn. Started Secretary", secretary_phone: "+91 98765 11111" })
        .execute();
    } finally {
      await site.close();
    }
    const server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0" });
    try {
      const page = await (await fetch(`${server.url}/contact`)).text();
      const footer = page.slice(page.indexOf("<footer"));
      expect(footer).toContain("Rtn. Started Secretary");
      expect(footer).toContain("+91 98765 11111");
      expect(server.logs.some((line) => line.includes("the club profile's officers were moved"))).toBe(true);
    } finally {
      await server.stop();
    }
    const after = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    try {
      const thisYear = formatRotaryYear(rotaryYearAt(new Date()));
      expect((await listTerms(after.db, [thisYear])).map((t) => [t.office, t.name])).toEqual([
        ["Secretary", "Rtn. Started Secretary"],
      ]);
      expect(Object.values(await profileOfficerColumns(after))).toEqual(officerColumns.map(() => ""));
    } finally {
      await after.close();
    }
  });
});
