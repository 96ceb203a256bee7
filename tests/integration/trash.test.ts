import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import { exportToFile } from "~/backup/export.server";
import { restoreArchive } from "~/backup/restore.server";
import { homeDocument } from "~/content/fields";
import { type Database, type DatabaseTarget, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";
import { removeUnreferencedMedia } from "~/media/cleanup.server";
import { LocalMediaStore } from "~/media/store.server";
import { listAudit } from "~/models/audit.server";
import { discardDraft, getDraft, getWorkingCopy, saveDraft } from "~/models/content.server";
import { deleteEvent, setException } from "~/models/events.server";
import { deleteMember } from "~/models/members.server";
import { deletePastPresident } from "~/models/past-presidents.server";
import {
  createProject,
  deleteProject,
  deleteProjectsByCode,
  readProjectWrite,
  updateProject,
} from "~/models/project-writes.server";
import {
  demoContentSummary,
  listTrash,
  purgeTrash,
  restoreFromTrash,
  trashDays,
  trashDemoContent,
} from "~/models/trash.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { createApp } from "../../server/app";
import { testEngines } from "../helpers/engines";
import { oldMedium } from "../helpers/media";
import { insertMember } from "../helpers/members";
import { minimalProject } from "../helpers/projects";
import { assertBuilt, serverEntry, tempDataDir } from "../helpers/server";

/** Every table a trashed thing has rows in: their whole content, to compare before a delete and after its restore. */
const trashedTables = [
  "projects",
  "project_texts",
  "project_media",
  "project_code_redirects",
  "project_versions",
  "project_version_media",
  "project_pending",
  "project_pending_media",
  "events",
  "event_texts",
  "event_exceptions",
  "event_exception_texts",
  "members",
  "member_texts",
  "past_presidents",
  "officer_terms",
  "content_drafts",
  "content_media",
] as const;

async function dump(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of trashedTables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    out[table] = rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))))
      .sort();
  }
  return out;
}

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testEngines)("the trash on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let target: DatabaseTarget;
  let media: LocalMediaStore;
  let official: number;
  let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
  let origin: string;
  let cookie: string;

  beforeAll(async () => {
    assertBuilt();
    const made = await setup();
    drop = made.drop;
    target = made.target;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    const dataDir = tempDataDir("club-trash-");
    media = new LocalMediaStore(path.join(dataDir, "media"));
    await seedIfEmpty(database.db, media, { demo: true, engine: database.engine });
    official = (await createOfficial(database.db, "trash-admin@example.org", "trash administrator passphrase")).id;

    // The built pages in this process, on this database: public pages, feeds and the sitemap as visitors get them.
    const build = (await import(path.join(path.dirname(serverEntry), "server/index.js"))) as ServerBuild;
    const app = createApp({
      db: database.db,
      engine: database.engine,
      config: parseConfig({ DATA_DIR: dataDir, NODE_ENV: "production", PUBLIC_URL: "http://club.test" }),
      media,
      build,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signedIn = await fetch(`${origin}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "trash-admin@example.org", password: "trash administrator passphrase" }),
    });
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=/);
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await drop?.();
  });

  const idOf = async (table: "projects" | "members" | "past_presidents", column: string, value: string) =>
    (
      await database.db
        .selectFrom(table)
        .select("id")
        .where(column as never, "=", value as never)
        .executeTakeFirstOrThrow()
    ).id;

  async function newestTrashId() {
    const [item] = await listTrash(database.db);
    if (!item) throw new Error("the trash is empty");
    return item.id;
  }

  async function restoreNewest() {
    const result = await restoreFromTrash(database.db, database.engine, official, await newestTrashId());
    expect(result).toMatchObject({ ok: true });
    return result;
  }

  it("restore of each kind brings back every row: a project with texts, photos, history and old address; the weekly meeting with its changed dates; a member; a past president; a page draft", async () => {
    // A project with a history (two saves) and an old address (its code changed once).
    const projectId = await idOf("projects", "code", "DEMO-SCHOOL-KITS");
    const write = await readProjectWrite(database.db, projectId);
    if (!write) throw new Error("no demo project");
    await updateProject(database.db, official, projectId, { ...write, code: "SCHOOL-KITS-2024" });
    const weekly = await database.db
      .selectFrom("events")
      .select(["id", "starts_at"])
      .where("recurrence", "is not", null)
      .executeTakeFirstOrThrow();
    await setException(database.db, official, weekly.id, {
      occurrenceAt: new Date(Date.parse(weekly.starts_at) + 2 * 7 * dayMs).toISOString(),
      status: "moved",
      startsAt: new Date(Date.parse(weekly.starts_at) + 2 * 7 * dayMs + 3_600_000).toISOString(),
      endsAt: new Date(Date.parse(weekly.starts_at) + 2 * 7 * dayMs + 7_200_000).toISOString(),
      note: "Moved an hour",
      notes: { ko: "한 시간 늦춰졌습니다", hi: "एक घंटा आगे बढ़ाई गई" },
    });
    await saveDraft(database.db, homeDocument, await getWorkingCopy(database.db, homeDocument), official);

    const before = await dump(database);
    expect(before.project_versions?.length).toBeGreaterThan(0);
    expect(before.project_code_redirects?.length).toBe(1);
    expect(before.event_exceptions?.length).toBe(2);
    // The moved date's two reasons, and the demo's cancelled date's reasons in Korean and Hindi.
    expect(before.event_exception_texts?.length).toBe(4);

    const deletions: [string, () => Promise<boolean>][] = [
      ["project", () => deleteProject(database.db, official, projectId)],
      ["event", () => deleteEvent(database.db, official, weekly.id)],
      ["member", async () => deleteMember(database.db, official, await idOf("members", "member_no", "DEMO-001"))],
      [
        "past_president",
        async () =>
          deletePastPresident(database.db, official, await idOf("past_presidents", "rotary_year", "2017-2018")),
      ],
      ["content_draft", () => discardDraft(database.db, homeDocument, official)],
    ];
    for (const [kind, remove] of deletions) {
      expect(await remove(), kind).toBe(true);
      const [newest] = await listTrash(database.db);
      expect(newest?.kind).toBe(kind);
      expect(newest?.deletedBy).toBe("trash-admin@example.org");
    }
    expect(await getDraft(database.db, homeDocument)).toBeNull();
    const emptied = await dump(database);
    expect(emptied.project_code_redirects).toEqual([]);
    expect(emptied.event_exceptions).toEqual([]);
    expect(emptied.event_exception_texts).toEqual([]);
    expect(emptied.content_drafts).toEqual([]);
    expect((await listTrash(database.db)).map((item) => item.label)).toEqual([
      "Draft of the home page",
      "2017-2018: Demo President A",
      "Demo Member One (DEMO-001)",
      expect.stringMatching(/ and its 2 changed dates$/),
      "School kits for 300 children (demo) (SCHOOL-KITS-2024)",
    ]);

    // The activity log's entry of each deletion names its trash item.
    const deletesLogged = (await listAudit(database.db, 20)).filter((entry) => entry.action === "delete");
    expect(deletesLogged.slice(0, 5).every((entry) => entry.trashId !== null)).toBe(true);

    for (const _ of deletions) await restoreNewest();
    expect(await dump(database)).toEqual(before);
    expect(await listTrash(database.db)).toEqual([]);
    expect((await listAudit(database.db, 5)).map((entry) => entry.action)).toEqual(Array(5).fill("restore"));
  });

  it("restoring something whose unique key is taken again says so and changes nothing; it restores once the key is free", async () => {
    expect(await deleteProjectsByCode(database.db, official, "DEMO-EYE-CAMP")).toBe(1);
    const newcomer = await createProject(database.db, official, minimalProject("DEMO-EYE-CAMP"));
    const trashId = await newestTrashId();
    const refused = await restoreFromTrash(database.db, database.engine, official, trashId);
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message: expect.stringContaining("A project with the Project ID “DEMO-EYE-CAMP” exists now"),
    });
    expect((await listTrash(database.db)).map((item) => item.id)).toContain(trashId);

    await deleteProject(database.db, official, newcomer);
    expect(await restoreFromTrash(database.db, database.engine, official, trashId)).toMatchObject({ ok: true });
    expect(await idOf("projects", "code", "DEMO-EYE-CAMP")).toBeGreaterThan(0);
    // What is still in the trash is the newcomer; it goes for good.
    expect((await listTrash(database.db)).map((item) => item.label)).toEqual([
      "Title of DEMO-EYE-CAMP (DEMO-EYE-CAMP)",
    ]);
    await database.db.deleteFrom("trash").execute();
  });

  it("purge after 30 days with an injected clock: 29 days kept, 31 days gone, and its photo (descriptions and all) released to media clean-up", async () => {
    // A member of the club's own (not demo content), with a photo nothing else shows.
    const photoId = await oldMedium(database.db, "trash-purge-portrait");
    const memberId = await insertMember(database.db, "Purged Member", { memberNo: "M-77", photoId });
    const deletedAt = new Date();
    expect(await deleteMember(database.db, official, memberId)).toBe(true);
    const at = (days: number) => new Date(deletedAt.getTime() + days * dayMs);
    const photoExists = async () =>
      Boolean(await database.db.selectFrom("media").select("id").where("id", "=", photoId).executeTakeFirst());
    const descriptions = async () =>
      (await database.db.selectFrom("media_texts").select("locale").where("media_id", "=", photoId).execute()).length;

    expect(await purgeTrash(database.db, at(trashDays - 1))).toBe(0);
    await removeUnreferencedMedia(database.db, database.engine, media, at(trashDays - 1));
    expect((await listTrash(database.db)).map((item) => item.label)).toEqual(["Purged Member (M-77)"]);
    expect(await photoExists()).toBe(true);
    expect(await descriptions()).toBe(1);

    expect(await purgeTrash(database.db, at(trashDays + 1))).toBe(1);
    expect(await listTrash(database.db)).toEqual([]);
    await removeUnreferencedMedia(database.db, database.engine, media, at(trashDays + 1));
    expect(await photoExists()).toBe(false);
    expect(await descriptions()).toBe(0);
  });

  it("the trash is in backups: an archive restored elsewhere still restores what was in the trash, photo and all", async () => {
    const memberId = await idOf("members", "member_no", "DEMO-004");
    expect(await deleteMember(database.db, official, memberId)).toBe(true);
    const archive = path.join(tempDataDir("club-trash-archive-"), "site.tar.gz");
    const manifest = await exportToFile(archive, { target, store: media });
    expect(manifest.tables).toHaveProperty("trash");
    expect(manifest.tables).toHaveProperty("trash_media");

    const elsewhere = await setup();
    const elsewhereMedia = new LocalMediaStore(path.join(tempDataDir("club-trash-elsewhere-"), "media"));
    await restoreArchive({ file: archive, target: elsewhere.target, store: elsewhereMedia });
    const restored = openDatabase(elsewhere.target);
    try {
      const [item] = await listTrash(restored.db);
      expect(item?.label).toBe("Demo Member Four (DEMO-004)");
      expect(await restoreFromTrash(restored.db, restored.engine, null, item?.id ?? 0)).toMatchObject({ ok: true });
      const member = await restored.db
        .selectFrom("members as m")
        .innerJoin("media as p", "p.id", "m.photo_id")
        .select(["m.name", "p.variants"])
        .where("m.member_no", "=", "DEMO-004")
        .executeTakeFirstOrThrow();
      expect(member.name).toBe("Demo Member Four");
      const [variant] = JSON.parse(member.variants) as { key: string }[];
      expect(await elsewhereMedia.get(variant?.key ?? "")).not.toBeNull();
    } finally {
      await restored.close();
      await elsewhere.drop();
    }
    await restoreNewest();
  });

  describe("nothing in the trash reaches a public page, feed, sitemap or cache", () => {
    let fresh = 0;
    /** A page as a visitor gets it; the HTML cache serves it again unless an official's write emptied it. */
    const get = async (pathname: string, query = "") => {
      const response = await fetch(`${origin}${pathname}${query}`);
      return { status: response.status, text: await response.text() };
    };
    const uncached = (pathname: string) => get(pathname, `${pathname.includes("?") ? "&" : "?"}fresh=${++fresh}`);
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(`${origin}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const lists = [
      "/projects",
      "/signature-projects",
      "/members",
      "/events",
      "/",
      "/korean/projects",
      "/hindi/members",
      "/korean/events",
    ];
    const feeds = ["/projects.rss", "/projects.atom", "/events.rss", "/events.atom", "/events.ics", "/sitemap.xml"];

    it("a deleted project, event, member and past president are on no page, feed or sitemap, until restored", async () => {
      const eventRow = await database.db
        .selectFrom("events as e")
        .innerJoin("event_texts as t", (j) => j.onRef("t.event_id", "=", "e.id").on("t.locale", "=", "en"))
        .select(["e.id", "t.title"])
        .where("e.recurrence", "is", null)
        .where("e.is_demo", "=", 1)
        .orderBy("e.id")
        .executeTakeFirstOrThrow();
      const things = {
        project: "Clean drinking water for a school (demo)",
        projectCode: "DEMO-WATER",
        event: eventRow.title as string,
        member: "Demo Member Three",
        president: "Demo President C",
      };
      // Visitors see them now, and the HTML cache keeps those pages.
      for (const page of ["/projects", "/members", "/events"]) await get(page);
      expect((await get("/projects")).text).toContain(things.project);
      expect((await get(`/project/${things.projectCode}`)).status).toBe(200);
      expect((await get(`/event/${eventRow.id}`)).status).toBe(200);
      expect((await get("/events.ics")).text).toContain(things.event);

      // Deleted through the officials' screens, as officials do (the no-JavaScript posts).
      expect((await post("/delete-project", { code: things.projectCode, intent: "delete" })).status).toBe(200);
      expect((await post(`/event-form/${eventRow.id}`, { _form: "delete-event" })).status).toBe(302);
      expect((await post("/remove-member", { memberNo: "DEMO-003", intent: "delete" })).status).toBe(200);
      const presidentId = await idOf("past_presidents", "rotary_year", "2019-2020");
      expect((await post("/members", { intent: "delete", id: String(presidentId) })).status).toBeLessThan(400);
      expect(await listTrash(database.db)).toHaveLength(4);

      // The cached pages were emptied by those writes: the same addresses no longer show them.
      for (const page of [...lists, ...feeds]) {
        for (const fetchPage of [get, uncached]) {
          const { text } = await fetchPage(page);
          for (const [what, words] of Object.entries(things))
            expect(text, `${page} shows the ${what}`).not.toContain(words);
        }
      }
      expect((await get(`/project/${things.projectCode}`)).status).toBe(404);
      expect((await get(`/korean/project/${things.projectCode}`)).status).toBe(404);
      expect((await get(`/event/${eventRow.id}`)).status).toBe(404);
      expect((await get(`/event/${eventRow.id}/calendar.ics`)).status).toBe(404);

      // Restored through the trash screen: they are back.
      for (const item of await listTrash(database.db))
        expect((await post("/trash", { _form: "restore", id: String(item.id) })).status).toBe(200);
      expect((await get("/projects")).text).toContain(things.project);
      expect((await get("/members")).text).toContain(things.member);
      expect((await get("/members")).text).toContain(things.president);
      expect((await get("/events.ics")).text).toContain(things.event);
      expect((await get(`/event/${eventRow.id}`)).status).toBe(200);
      expect((await get("/sitemap.xml")).text).toContain(`/project/${things.projectCode}`);
    });

    it("Remove all demo content: counts shown, one transaction, activity logged, restorable; the demo notice switch warns meanwhile", async () => {
      const summary = await demoContentSummary(database.db);
      expect(summary.projects).toHaveLength(5);
      expect(summary.members).toHaveLength(6);
      expect(summary.pastPresidents).toHaveLength(5);
      expect(summary.events.length).toBeGreaterThan(0);
      expect(summary.officerTerms.length).toBeGreaterThan(0);
      expect(summary.photos).toBeGreaterThan(0);
      const screen = await fetch(`${origin}/demo-content`, { headers: { Cookie: cookie } });
      const screenText = await screen.text();
      expect(screenText).toContain("5 projects");
      expect(screenText).toContain("6 members");
      expect(screenText).toContain("5 past presidents");
      expect(screenText).toContain("Demo Member Six (DEMO-006)");

      // The club profile warns while demo records remain.
      const profile = await (await fetch(`${origin}/club-profile`, { headers: { Cookie: cookie } })).text();
      expect(profile).toContain('<h2 id="demo-heading">Demo content is still on the site</h2>');

      // One transaction: a failure at the last table leaves every demo record where it was.
      const before = await dump(database);
      if (database.engine === "sqlite")
        await sql`create trigger refuse_delete before delete on past_presidents begin select raise(abort, 'refused'); end`.execute(
          database.db,
        );
      else {
        await sql`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
          database.db,
        );
        await sql`create trigger refuse_delete before delete on past_presidents for each row execute function refuse_delete()`.execute(
          database.db,
        );
      }
      await expect(trashDemoContent(database.db, official)).rejects.toThrow(/refused/);
      await sql`drop trigger refuse_delete${database.engine === "postgres" ? sql` on past_presidents` : sql``}`.execute(
        database.db,
      );
      expect(await dump(database)).toEqual(before);
      expect(await listTrash(database.db)).toEqual([]);

      const removed = await post("/demo-content", { _form: "remove-demo-content" });
      expect(removed.status).toBe(200);
      expect(await removed.text()).toContain("Removed all demo content (5 projects,");
      const trash = await listTrash(database.db);
      expect(trash).toHaveLength(1);
      expect(trash[0]).toMatchObject({
        kind: "demo_content",
        label: expect.stringMatching(/^Demo content: 5 projects/),
      });
      const [logged] = await listAudit(database.db, 1);
      expect(logged).toMatchObject({ action: "delete", entity: "demo-content", trashId: trash[0]?.id });
      expect((await demoContentSummary(database.db)).total).toBe(0);
      for (const page of [...lists, ...feeds]) {
        const { text } = await get(page);
        expect(text, page).not.toMatch(/Demo Member|Demo President [A-E]|\(demo\) \(DEMO-|DEMO-SCHOOL-KITS/);
      }
      expect(
        await fetch(`${origin}/club-profile`, { headers: { Cookie: cookie } }).then((r) => r.text()),
        // The warning's words travel with the screen's copy; the warning itself is gone.
      ).not.toContain('id="demo-heading"');

      expect((await post("/trash", { _form: "restore", id: String(trash[0]?.id) })).status).toBe(200);
      expect(await dump(database)).toEqual(before);
      expect((await get("/members")).text).toContain("Demo Member Six");
    });

    it("officials' trash actions answer 4xx, never 5xx, to anything a client may send", async () => {
      for (const fields of [
        { _form: "restore", id: "999999" },
        { _form: "restore", id: "abc" },
        { _form: "delete-forever", id: "-1" },
        { _form: "nonsense" },
        {},
      ]) {
        const response = await post("/trash", fields as Record<string, string>);
        expect(response.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
        expect(response.status, JSON.stringify(fields)).toBeLessThan(500);
      }
      const anonymous = await fetch(`${origin}/trash`, { redirect: "manual" });
      expect(anonymous.status).toBeLessThan(500);
      expect(anonymous.status).not.toBe(200);
    });
  });
});
