import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { createProject, updateProject } from "~/models/project-writes.server";
import { getProjectByCode, listProjectCodes, listProjects } from "~/models/projects.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { anOfficial, minimalProject } from "../helpers/projects";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

describe.each(testEngines)("a project kept as a draft, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database);
  });

  it("is in no public list, count, sitemap or page until it is published; officials can open it meanwhile", async () => {
    const id = await createProject(
      database.db,
      official,
      minimalProject("DRAFT-1", { isSignature: true, isDraft: true }),
    );
    await createProject(database.db, official, minimalProject("LIVE-1", { isSignature: true, isDraft: false }));
    const visible = async () => {
      const all = await listProjects(database.db, { locale: "ko" });
      const signature = await listProjects(database.db, { locale: "en", signatureOnly: true });
      return {
        codes: all.projects.map((p) => p.code),
        total: all.total,
        signature: signature.projects.map((p) => p.code),
        sitemap: (await listProjectCodes(database.db)).map((p) => p.code),
      };
    };
    expect(await visible()).toEqual({ codes: ["LIVE-1"], total: 1, signature: ["LIVE-1"], sitemap: ["LIVE-1"] });
    expect(await getProjectByCode(database.db, "DRAFT-1", "en")).toBeNull();
    expect((await getProjectByCode(database.db, "DRAFT-1", "en", { drafts: true }))?.isDraft).toBe(true);

    expect(
      await updateProject(database.db, official, id, minimalProject("DRAFT-1", { isSignature: true, isDraft: false })),
    ).toBe(true);
    expect(await visible()).toEqual({
      codes: ["LIVE-1", "DRAFT-1"],
      total: 2,
      signature: ["LIVE-1", "DRAFT-1"],
      sitemap: ["LIVE-1", "DRAFT-1"],
    });
    expect((await getProjectByCode(database.db, "DRAFT-1", "en"))?.isDraft).toBe(false);
  });
});

describe("a draft through the built server, for a visitor", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    await migrateToLatest(database);
    await createProject(
      database.db,
      await anOfficial(database),
      minimalProject("HIDDEN-1", { isSignature: true, isDraft: true }),
    );
    await database.close();
    server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0", PUBLIC_URL: "http://club.test" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is not found in any language and is missing from the lists and the sitemap", async () => {
    for (const prefix of ["", "/korean", "/hindi"]) {
      const page = await fetch(`${server.url}${prefix}/project/HIDDEN-1`);
      expect(page.status, prefix || "/").toBe(404);
      expect(await page.text()).not.toContain("Title of HIDDEN-1");
      for (const list of ["/projects", "/signature-projects"]) {
        const html = await (await fetch(`${server.url}${prefix}${list}`)).text();
        expect(html, `${prefix}${list}`).not.toContain("HIDDEN-1");
      }
    }
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("HIDDEN-1");
  });
});
