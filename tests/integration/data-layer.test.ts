import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { locales } from "~/i18n/locales";
import { formatRotaryYear, rotaryYearAt } from "~/lib/rotary-year";
import { LocalMediaStore } from "~/media/store.server";
import { getClubProfile } from "~/models/club-profile.server";
import { listMembers } from "~/models/members.server";
import { listTerms } from "~/models/officer-terms.server";
import { listPastPresidents } from "~/models/past-presidents.server";
import { getProjectByCode, listProjects } from "~/models/projects.server";
import { demoMembers, demoPastPresidents, demoProjects } from "~/seed/demo-content.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { testEngines } from "../helpers/engines";

const engines = testEngines;

describe.each(engines)("data layer on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let store: LocalMediaStore;

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    expect(await seedIfEmpty(database.db, store, { demo: true })).toBe("seeded");
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("applies migrations once: a second run applies nothing", async () => {
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it("seeds demo content once: a second start does not duplicate it", async () => {
    expect(await seedIfEmpty(database.db, store, { demo: true })).toBe("present");
    const projects = await database.db
      .selectFrom("projects")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(projects.n)).toBe(demoProjects.length);
    expect((await listMembers(database.db, { locale: "en" })).length).toBe(demoMembers.length);
    expect((await listPastPresidents(database.db)).length).toBe(demoPastPresidents.length);
  });

  it("marks the demo club profile as demo", async () => {
    const profile = await getClubProfile(database.db);
    expect(profile.isDemo).toBe(true);
    expect(profile.clubName).toMatch(/demo/i);
    expect(profile.bank.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
  });

  it("seeds demo officers for the Rotary year it starts in and the next, marked demo and named as demo", async () => {
    const thisYear = formatRotaryYear(rotaryYearAt(new Date()));
    const nextYear = formatRotaryYear(rotaryYearAt(new Date()) + 1);
    const terms = await database.db.selectFrom("officer_terms").select(["rotary_year", "name", "is_demo"]).execute();
    expect(new Set(terms.map((t) => t.rotary_year))).toEqual(new Set([thisYear, nextYear]));
    expect(terms.every((t) => t.is_demo === 1 && t.name.startsWith("Demo "))).toBe(true);
    expect((await listTerms(database.db, [thisYear])).map((t) => t.office)).toEqual([
      "President",
      "Secretary",
      "Foundation Chair",
      "Treasurer",
    ]);
  });

  it("lists projects newest first by creation time", async () => {
    const newest = await database.db
      .insertInto("projects")
      .values({
        code: "NEWEST",
        is_signature: 0,
        created_at: nowIso(),
        updated_at: nowIso(),
        project_date: "2020-01-01",
        cost: null,
        man_hours: null,
        video_url: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { projects, total } = await listProjects(database.db, { locale: "en" });
    expect(projects[0]?.code).toBe("NEWEST");
    expect(total).toBe(demoProjects.length + 1);
    const rest = projects.slice(1).map((p) => p.code);
    const expected = [...demoProjects].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.code);
    expect(rest).toEqual(expected);
    await database.db.deleteFrom("projects").where("id", "=", newest.id).execute();
  });

  it("pages through projects without overlap", async () => {
    const first = await listProjects(database.db, { locale: "en", pageSize: 2, page: 1 });
    const second = await listProjects(database.db, { locale: "en", pageSize: 2, page: 2 });
    expect(first.projects).toHaveLength(2);
    expect(second.projects.map((p) => p.code)).not.toContain(first.projects[0]?.code);
  });

  it("lists only signature projects in the signature list", async () => {
    const { projects } = await listProjects(database.db, { locale: "en", signatureOnly: true });
    expect(projects.map((p) => p.code).sort()).toEqual(
      demoProjects
        .filter((p) => p.signature)
        .map((p) => p.code)
        .sort(),
    );
    expect(projects.every((p) => p.isSignature)).toBe(true);
  });

  it("gives Korean text where it exists and falls back to English, marked en, where it does not", async () => {
    const { projects } = await listProjects(database.db, { locale: "ko" });
    const kits = projects.find((p) => p.code === "DEMO-SCHOOL-KITS");
    const trees = projects.find((p) => p.code === "DEMO-TREES");
    expect(kits?.title).toEqual({ value: demoProjects[0]?.texts.ko?.title, lang: "ko" });
    expect(trees?.title.lang).toBe("en");
    expect(trees?.title.value).toBe(demoProjects.find((p) => p.code === "DEMO-TREES")?.texts.en?.title);
  });

  it("uses the first image as the card cover, with AVIF and WebP variants", async () => {
    const { projects } = await listProjects(database.db, { locale: "en" });
    const sewing = projects.find((p) => p.code === "DEMO-SEWING");
    const formats = new Set(sewing?.cover?.variants.map((v) => v.format));
    expect(formats).toEqual(new Set(["avif", "webp"]));
    expect(sewing?.cover?.alt.value).toMatch(/sewing class/);
  });

  it("finds a project by code with its details and images in order, and null for an unknown code", async () => {
    const project = await getProjectByCode(database.db, "DEMO-SEWING", "en");
    expect(project?.media).toHaveLength(3);
    const images = demoProjects.find((p) => p.code === "DEMO-SEWING")?.images ?? [];
    expect(project?.media.map((m) => m.alt)).toEqual(images.map((i) => ({ value: i.alt.en, lang: "en" })));
    // Each language's page gives each photo's description in its language (decision 0068).
    for (const locale of ["ko", "hi"] as const)
      expect((await getProjectByCode(database.db, "DEMO-SEWING", locale))?.media.map((m) => m.alt)).toEqual(
        images.map((i) => ({ value: i.alt[locale], lang: locale })),
      );
    expect(project?.cost).toBe(90000);
    expect(project?.projectDate).toBe("2025-01-20");
    expect(project?.description.value).toContain("\n");
    expect(await getProjectByCode(database.db, "NO-SUCH-PROJECT", "en")).toBeNull();
  });

  it("orders members ascending by Position, missing Position last", async () => {
    const members = await listMembers(database.db, { locale: "en" });
    const positions = members.map((m) => m.position);
    const withPosition = positions.filter((p) => p !== null);
    expect(withPosition).toEqual([...withPosition].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(positions.slice(withPosition.length).every((p) => p === null)).toBe(true);
    expect(members[0]?.photo?.variants.length).toBeGreaterThan(0);
  });

  it("the demo members have their designations and messages in every language (Member Six has none)", async () => {
    for (const locale of locales) {
      const members = await listMembers(database.db, { locale });
      const withTexts = members.filter((m) => m.memberNo !== "DEMO-006");
      expect(withTexts.every((m) => m.message.value !== null && m.message.lang === locale)).toBe(true);
      expect(withTexts.filter((m) => m.designation.value !== null).every((m) => m.designation.lang === locale)).toBe(
        true,
      );
      expect(members.find((m) => m.memberNo === "DEMO-006")?.message.value).toBeNull();
    }
  });

  it("orders past presidents ascending by the 4-digit year, no year counting as 0", async () => {
    await database.db
      .insertInto("past_presidents")
      .values({
        rotary_year: "Founding year",
        president: "No Year",
        secretary: "-",
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const list = await listPastPresidents(database.db);
    expect(list[0]?.president).toBe("No Year");
    expect(list.slice(1).map((p) => p.rotaryYear)).toEqual([
      "2017-2018",
      "2018-2019",
      "2019-2020",
      "2020-2021",
      "2021-2022",
    ]);
  });

  it("refuses a second project with the same code", async () => {
    const values = {
      code: "DEMO-TREES",
      is_signature: 0 as const,
      created_at: nowIso(),
      updated_at: nowIso(),
      project_date: null,
      cost: null,
      man_hours: null,
      location: null,
      video_url: null,
    };
    await expect(database.db.insertInto("projects").values(values).execute()).rejects.toThrow();
  });

  it("removes a project's texts and media links with the project", async () => {
    const project = await database.db
      .selectFrom("projects")
      .select("id")
      .where("code", "=", "DEMO-WATER")
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom("projects").where("id", "=", project.id).execute();
    const texts = await database.db
      .selectFrom("project_texts")
      .select("locale")
      .where("project_id", "=", project.id)
      .execute();
    const links = await database.db
      .selectFrom("project_media")
      .select("position")
      .where("project_id", "=", project.id)
      .execute();
    expect(texts).toEqual([]);
    expect(links).toEqual([]);
  });
});

describe("seeding without demo content", () => {
  it("creates an empty, non-demo club profile and no projects", async () => {
    const database = openDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    await seedIfEmpty(database.db, store, { demo: false });
    const profile = await getClubProfile(database.db);
    expect(profile.isDemo).toBe(false);
    expect(profile.upiId).toBe("");
    expect((await listProjects(database.db, { locale: "en" })).total).toBe(0);
    await database.close();
  });
});
