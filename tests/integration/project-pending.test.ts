import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/connect.server";
import { removeUnreferencedMedia } from "~/media/cleanup.server";
import { LocalMediaStore } from "~/media/store.server";
import { discardPending, getPending, publishPending, savePending } from "~/models/project-pending.server";
import { completeTexts } from "~/models/project-state.server";
import { projectVersions } from "~/models/project-versions.server";
import { createProject, listProjectRows, readProjectWrite } from "~/models/project-writes.server";
import { getProjectByCode, listProjects, projectDetailOfState } from "~/models/projects.server";
import { listTrash, purgeTrash, restoreFromTrash } from "~/models/trash.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { mediumExists, oldMedium } from "../helpers/media";
import { anOfficial, minimalProject } from "../helpers/projects";

// Tests run in order on one database per engine; each uses projects of its own.
describe.each(testEngines)("pending drafts of published projects on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  const medium = (key: string) => oldMedium(database.db, key);
  const exists = (id: number) => mediumExists(database.db, id);
  const withKorean = (code: string, title: string) => {
    const base = minimalProject(code);
    return { ...base, texts: { ...base.texts, ko: completeTexts({ title }) } };
  };

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database, "drafter@example.org");
  });

  it("a draft of a published project changes nothing visitors see", async () => {
    const id = await createProject(database.db, official, withKorean("PP-SEE", "옛 제목"));
    const before = await getProjectByCode(database.db, "PP-SEE", "ko");
    const draft = withKorean("PP-SEE", "새 제목");
    expect(await savePending(database.db, official, id, draft)).toBe(true);

    expect(await getProjectByCode(database.db, "PP-SEE", "ko")).toEqual(before);
    expect(before?.title).toEqual({ value: "옛 제목", lang: "ko" });
    expect((await listProjects(database.db, { locale: "ko", pageSize: 100 })).projects).toContainEqual(
      expect.objectContaining({ code: "PP-SEE", title: { value: "옛 제목", lang: "ko" } }),
    );
    expect(await projectVersions.list(database.db, id)).toHaveLength(1);
    const pending = await getPending(database.db, id);
    expect(pending?.data).toEqual(draft);
    expect(pending?.by).toBe("drafter@example.org");
    // The preview is built from the draft exactly as the page is built from the project.
    const preview = await projectDetailOfState(database.db, draft, "ko");
    expect(preview).toEqual({ ...before, title: { value: "새 제목", lang: "ko" } });
    // Saving again replaces it: one draft per project.
    expect(await savePending(database.db, official, id, withKorean("PP-SEE", "더 새 제목"))).toBe(true);
    expect((await getPending(database.db, id))?.data.texts.ko.title).toBe("더 새 제목");
    expect(await savePending(database.db, official, 999_999, draft)).toBe(false);
  });

  it("publishing the draft makes it the project and keeps a version", async () => {
    const photo = await medium("pp-publish");
    const id = await createProject(database.db, official, withKorean("PP-PUB", "옛 제목"));
    const draft = { ...withKorean("PP-PUB", "새 제목"), mediaIds: [photo] };
    await savePending(database.db, official, id, draft);
    expect(await publishPending(database.db, official, id)).toBe(2);

    const { updatedAt: _updatedAt, ...now } = (await readProjectWrite(database.db, id)) ?? { updatedAt: "" };
    expect(now).toEqual({ ...draft, isDraft: false });
    expect((await getProjectByCode(database.db, "PP-PUB", "ko"))?.title).toEqual({ value: "새 제목", lang: "ko" });
    expect(await getPending(database.db, id)).toBeNull();
    const versions = await projectVersions.list(database.db, id);
    expect(versions.map((v) => [v.number, v.summary])).toEqual([
      [2, "Title (Korean); Photos"],
      [1, "Created"],
    ]);
    // Nothing left to publish.
    expect(await publishPending(database.db, official, id)).toBeNull();
  });

  it("discarding the draft leaves the project as it was", async () => {
    const id = await createProject(database.db, official, withKorean("PP-DROP", "옛 제목"));
    const before = await readProjectWrite(database.db, id);
    await savePending(database.db, official, id, withKorean("PP-DROP-NEW", "새 제목"));
    expect(await discardPending(database.db, official, id)).toBe(true);
    expect(await getPending(database.db, id)).toBeNull();
    expect(await readProjectWrite(database.db, id)).toEqual(before);
    expect(await projectVersions.list(database.db, id)).toHaveLength(1);
    expect(await discardPending(database.db, official, id)).toBe(false);
  });

  it("photos of a pending draft are kept by media cleanup", async () => {
    const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    const cleanup = () => removeUnreferencedMedia(database.db, database.engine, store);
    await cleanup();
    const drafted = await medium("pp-cleanup-drafted");
    const orphan = await medium("pp-cleanup-orphan");
    const id = await createProject(database.db, official, minimalProject("PP-CLEAN"));
    await savePending(database.db, official, id, minimalProject("PP-CLEAN", { mediaIds: [drafted] }));
    expect(await cleanup()).toBe(1);
    expect([await exists(drafted), await exists(orphan)]).toEqual([true, false]);

    await discardPending(database.db, official, id);
    // Thrown-away changes wait in the trash for 30 days, their photo with them.
    expect(await cleanup()).toBe(0);
    expect(await exists(drafted)).toBe(true);
    await purgeTrash(database.db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await cleanup()).toBe(1);
    expect(await exists(drafted)).toBe(false);
  });

  it("the officials' table names a published project with waiting changes and lists each publishing state on its own", async () => {
    const waiting = await createProject(database.db, official, minimalProject("PP-LIST-WAIT"));
    await savePending(database.db, official, waiting, minimalProject("PP-LIST-WAIT", { title: "Changed" }));
    await createProject(database.db, official, minimalProject("PP-LIST-LIVE"));
    await createProject(database.db, official, minimalProject("PP-LIST-DRAFT", { isDraft: true }));
    const codes = async (status: "all" | "draft" | "changes" | "published") => {
      const { projects, total } = await listProjectRows(database.db, { page: 1, pageSize: 500, status });
      expect(total).toBe(projects.length);
      return projects.filter((p) => p.code.startsWith("PP-LIST-"));
    };
    expect((await codes("all")).map((p) => [p.code, p.isDraft, p.hasUnpublishedChanges])).toEqual([
      ["PP-LIST-DRAFT", true, false],
      ["PP-LIST-LIVE", false, false],
      ["PP-LIST-WAIT", false, true],
    ]);
    expect((await codes("draft")).map((p) => p.code)).toEqual(["PP-LIST-DRAFT"]);
    expect((await codes("changes")).map((p) => p.code)).toEqual(["PP-LIST-WAIT"]);
    expect((await codes("published")).map((p) => p.code)).toEqual(["PP-LIST-LIVE"]);
  });

  it("thrown-away waiting changes go to the trash and come back from it; a second restore over newer changes is refused", async () => {
    const id = await createProject(database.db, official, withKorean("PP-BACK", "옛 제목"));
    await savePending(database.db, official, id, withKorean("PP-BACK", "초안 제목"));
    expect(await discardPending(database.db, official, id)).toBe(true);
    const item = (await listTrash(database.db)).find((t) => t.kind === "project_changes" && t.entityId === String(id));
    expect(item?.label).toBe("Waiting changes to Title of PP-BACK (PP-BACK)");
    await savePending(database.db, official, id, withKorean("PP-BACK", "더 새로운 제목"));
    const refused = await restoreFromTrash(database.db, database.engine, official, item?.id ?? 0);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    await discardPending(database.db, official, id);
    expect(await restoreFromTrash(database.db, database.engine, official, item?.id ?? 0)).toMatchObject({ ok: true });
    expect((await getPending(database.db, id))?.data.texts.ko.title).toBe("초안 제목");
  });
});
