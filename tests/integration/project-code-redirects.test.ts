import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { createProject, deleteProject, updateProject } from "~/models/project-writes.server";
import { currentCodeOf, getProjectByCode } from "~/models/projects.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { anOfficial, minimalProject } from "../helpers/projects";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

describe.each(testEngines)("changing a project's code keeps its old address, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database);
  });

  it("an old code leads to the project's code today, in one step even after two changes", async () => {
    const id = await createProject(database.db, official, minimalProject("RENAME-A", { title: "Trees" }));
    expect(await currentCodeOf(database.db, "RENAME-A")).toBeNull();
    expect(await updateProject(database.db, official, id, minimalProject("RENAME-B", { title: "Trees" }))).toBe(true);
    expect(await currentCodeOf(database.db, "RENAME-A")).toBe("RENAME-B");
    expect(await updateProject(database.db, official, id, minimalProject("RENAME-C", { title: "Trees" }))).toBe(true);
    expect(await currentCodeOf(database.db, "RENAME-A")).toBe("RENAME-C");
    expect(await currentCodeOf(database.db, "RENAME-B")).toBe("RENAME-C");
    // Saving without changing the code adds nothing, and the project's own code is no redirect.
    expect(await updateProject(database.db, official, id, minimalProject("RENAME-C", { title: "Trees again" }))).toBe(
      true,
    );
    expect(await currentCodeOf(database.db, "RENAME-C")).toBeNull();
  });

  it("a project given back an old code takes it: the live project wins and the redirect goes", async () => {
    const id = await createProject(database.db, official, minimalProject("BACK-A", { title: "Wells" }));
    await updateProject(database.db, official, id, minimalProject("BACK-B", { title: "Wells" }));
    await updateProject(database.db, official, id, minimalProject("BACK-A", { title: "Wells" }));
    expect(await currentCodeOf(database.db, "BACK-A")).toBeNull();
    expect(await currentCodeOf(database.db, "BACK-B")).toBe("BACK-A");

    const other = await createProject(database.db, official, minimalProject("TAKEN-A", { title: "Books" }));
    await updateProject(database.db, official, other, minimalProject("TAKEN-B", { title: "Books" }));
    await createProject(database.db, official, minimalProject("TAKEN-A", { title: "Another project" }));
    expect(await currentCodeOf(database.db, "TAKEN-A")).toBeNull();
    expect((await getProjectByCode(database.db, "TAKEN-A", "en"))?.title.value).toBe("Another project");
  });

  it("deleting the project takes its old codes with it", async () => {
    const id = await createProject(database.db, official, minimalProject("GONE-A", { title: "Sewing" }));
    await updateProject(database.db, official, id, minimalProject("GONE-B", { title: "Sewing" }));
    expect(await deleteProject(database.db, official, id)).toBe(true);
    expect(await currentCodeOf(database.db, "GONE-A")).toBeNull();
  });
});

describe("the old address of a renamed project through the built server", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    await migrateToLatest(database);
    const official = await anOfficial(database);
    const id = await createProject(database.db, official, minimalProject("OLD-CODE/1", { title: "Water tanks" }));
    await updateProject(database.db, official, id, minimalProject("NEW CODE", { title: "Water tanks" }));
    await database.close();
    server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 301 to the new address in every language, keeping the query", async () => {
    for (const [prefix, expected] of [
      ["", "/project/NEW%20CODE"],
      ["/korean", "/korean/project/NEW%20CODE"],
      ["/hindi", "/hindi/project/NEW%20CODE"],
    ]) {
      const response = await fetch(`${server.url}${prefix}/project/OLD-CODE%2F1?from=whatsapp`, { redirect: "manual" });
      expect(response.status, prefix || "/").toBe(301);
      expect(response.headers.get("location")).toBe(`${expected}?from=whatsapp`);
      await response.text();
      const followed = await fetch(`${server.url}${expected}`);
      expect(followed.status).toBe(200);
      expect(await followed.text()).toContain("Water tanks");
    }
  });

  it("a code no project ever had is still a 404", async () => {
    const response = await fetch(`${server.url}/project/NEVER-WAS`, { redirect: "manual" });
    expect(response.status).toBe(404);
    await response.text();
  });
});
