import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLink } from "~/components/activity-labels";
import type { Database } from "~/db/connect.server";
import { removeUnreferencedMedia } from "~/media/cleanup.server";
import { LocalMediaStore } from "~/media/store.server";
import { listAudit } from "~/models/audit.server";
import { duplicateCodeMessage } from "~/models/project-rules";
import { completeTexts } from "~/models/project-state.server";
import { projectVersions } from "~/models/project-versions.server";
import {
  createProject,
  DuplicateProjectCodeError,
  deleteProject,
  getEditableProject,
  readProjectWrite,
  removeSignatureMark,
  restoreProjectVersion,
  updateProject,
} from "~/models/project-writes.server";
import { withPhotoThumbnails } from "~/routes/+shared/versioned-records.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { mediumExists, oldMedium } from "../helpers/media";
import { anOfficial, minimalProject } from "../helpers/projects";

// Tests run in order on one database per engine; each uses projects of its own.
describe.each(testEngines)("project versions on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  const medium = (key: string) => oldMedium(database.db, key);
  const exists = (id: number) => mediumExists(database.db, id);

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database, "historian@example.org");
  });

  it("every save of a project keeps a version with who, when and what changed", async () => {
    const photo = await medium("pv-every-save");
    const first = minimalProject("PV-SAVE");
    const id = await createProject(database.db, official, first);
    const second = minimalProject("PV-SAVE", {
      projectDate: "2025-04-01",
      mediaIds: [photo],
      texts: { ...first.texts, ko: completeTexts({ title: "한국어 제목" }) },
    });
    const before = Date.now();
    expect(await updateProject(database.db, official, id, second)).toBe(true);
    expect(await removeSignatureMark(database.db, official, "PV-SAVE")).toBe(0);

    const versions = await projectVersions.list(database.db, id);
    expect(versions.map((v) => [v.number, v.by, v.summary, v.restoredFrom])).toEqual([
      [2, "historian@example.org", "Date; Title (Korean); Photos", null],
      [1, "historian@example.org", "Created", null],
    ]);
    expect(Date.parse(versions[0]?.savedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const kept = await projectVersions.get(database.db, id, 2);
    expect(kept?.data.texts.ko.title).toBe("한국어 제목");
    expect(kept?.data.mediaIds).toEqual([photo]);
    expect((await projectVersions.get(database.db, id, 1))?.data.projectDate).toBe("2025-03-05");

    // Removing the signature mark is a save too.
    await updateProject(database.db, official, id, { ...second, isSignature: true });
    expect(await removeSignatureMark(database.db, official, "PV-SAVE")).toBe(1);
    expect((await projectVersions.list(database.db, id)).slice(0, 2).map((v) => v.summary)).toEqual([
      "Signature project",
      "Signature project",
    ]);

    // The activity log links each save to the history.
    const entries = (await listAudit(database.db)).filter((e) => e.entity === "project" && e.entityId === String(id));
    expect(entries).toHaveLength(4);
    expect(entries.map(auditLink)).toEqual(entries.map(() => `/project-history/${id}`));
  });

  it("restoring a version is itself a new version and brings back texts, facts and photos", async () => {
    const [one, two] = [await medium("pv-restore-1"), await medium("pv-restore-2")];
    const original = minimalProject("PV-RESTORE", {
      cost: 5000,
      mediaIds: [one, two],
      texts: {
        en: completeTexts({ title: "Old title", shortNote: "Old note", location: "Old town" }),
        ko: completeTexts({ title: "옛 제목" }),
        hi: completeTexts({}),
      },
    });
    const id = await createProject(database.db, official, original);
    await updateProject(
      database.db,
      official,
      id,
      minimalProject("PV-RESTORE-NEW", { title: "New title", mediaIds: [two] }),
    );
    expect((await readProjectWrite(database.db, id))?.code).toBe("PV-RESTORE-NEW");

    expect(await restoreProjectVersion(database.db, official, id, 1)).toBe(3);
    const now = await readProjectWrite(database.db, id);
    expect(now).toMatchObject({
      code: "PV-RESTORE",
      cost: 5000,
      mediaIds: [one, two],
      texts: { en: { title: "Old title", shortNote: "Old note", location: "Old town" }, ko: { title: "옛 제목" } },
    });
    const [newest] = await projectVersions.list(database.db, id);
    expect(newest?.restoredFrom).toBe(1);
    expect(newest?.summary).toMatch(
      /^Restored version 1: Project ID; Cost; Title \(English\); Short note \(English\); Location \(English\);/,
    );
    // The restored state is a version like any other, and version 1 is still there.
    expect((await projectVersions.get(database.db, id, 3))?.data).toEqual(
      (await projectVersions.get(database.db, id, 1))?.data,
    );

    // A photo deleted since is left out; an unknown version or project is null.
    await updateProject(database.db, official, id, minimalProject("PV-RESTORE", { mediaIds: [] }));
    // Gone as media cleanup would take it once no version named it any more.
    await database.db.deleteFrom("project_version_media").where("media_id", "=", one).execute();
    await database.db.deleteFrom("media").where("id", "=", one).execute();
    expect(await restoreProjectVersion(database.db, official, id, 3)).toBe(5);
    expect((await getEditableProject(database.db, "PV-RESTORE"))?.media.map((m) => m.id)).toEqual([two]);
    expect(await restoreProjectVersion(database.db, official, id, 999)).toBeNull();
    expect(await restoreProjectVersion(database.db, official, 999_999, 1)).toBeNull();
  });

  it("a version's photos are compared as thumbnails with their alt text, never as media ids", async () => {
    const kept = await medium("pv-thumb-kept");
    const gone = await medium("pv-thumb-gone");
    const id = await createProject(database.db, official, minimalProject("PV-THUMB", { mediaIds: [kept, gone] }));
    await updateProject(database.db, official, id, minimalProject("PV-THUMB", { mediaIds: [kept] }));
    await database.db.deleteFrom("project_version_media").where("media_id", "=", gone).execute();
    await database.db.deleteFrom("media").where("id", "=", gone).execute();

    const now = await readProjectWrite(database.db, id);
    const first = await projectVersions.get(database.db, id, 1);
    if (!now || !first) throw new Error("project or version missing");
    const changes = await withPhotoThumbnails(database.db, projectVersions.changes(now, first.data, id));
    const photos = changes.find((c) => c.key === "photos");
    expect(photos?.beforePhotos).toEqual([{ src: "/media/pv-thumb-kept.webp", alt: "Photo pv-thumb-kept" }]);
    expect(photos?.afterPhotos).toEqual([
      { src: "/media/pv-thumb-kept.webp", alt: "Photo pv-thumb-kept" },
      { src: null, alt: `Photo #${gone}, deleted since` },
    ]);
    expect(JSON.stringify(changes)).not.toContain(`#${kept}`);
  });

  it("at least the last 50 versions are kept", async () => {
    expect(projectVersions.kept).toBeGreaterThanOrEqual(50);
    const id = await createProject(database.db, official, minimalProject("PV-MANY"));
    for (let i = 1; i <= 105; i += 1)
      await updateProject(database.db, official, id, minimalProject("PV-MANY", { title: `Title ${i}` }));
    const numbers = (await projectVersions.list(database.db, id)).map((v) => v.number);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => 106 - i));
    expect(await projectVersions.get(database.db, id, 6)).toBeNull();
    expect((await projectVersions.get(database.db, id, 7))?.data.texts.en.title).toBe("Title 6");
  });

  it("a project made before history was kept gets its earlier state as version 1 on its first update", async () => {
    const id = await createProject(database.db, official, minimalProject("PV-OLD", { title: "Before" }));
    // As if made before the migration: no versions, last changed long ago.
    await database.db.deleteFrom("project_versions").where("project_id", "=", id).execute();
    await database.db
      .updateTable("projects")
      .set({ updated_at: "2024-01-02T03:04:05.000Z" })
      .where("id", "=", id)
      .execute();
    expect(await projectVersions.list(database.db, id)).toEqual([]);

    await updateProject(database.db, official, id, minimalProject("PV-OLD", { title: "After" }));
    const versions = await projectVersions.list(database.db, id);
    expect(versions.map((v) => [v.number, v.by, v.summary, v.savedAt])).toEqual([
      [2, "historian@example.org", "Title (English)", versions[0]?.savedAt],
      [1, null, "Before history was kept", "2024-01-02T03:04:05.000Z"],
    ]);
    expect((await projectVersions.get(database.db, id, 1))?.data).toEqual({
      ...minimalProject("PV-OLD", { title: "Before" }),
      isDraft: false,
    });
  });

  it("photos a version shows are kept by media cleanup", async () => {
    const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    const cleanup = () => removeUnreferencedMedia(database.db, database.engine, store);
    await cleanup();
    const old = await medium("pv-cleanup-old");
    const orphan = await medium("pv-cleanup-orphan");
    const id = await createProject(database.db, official, minimalProject("PV-CLEAN", { mediaIds: [old] }));
    await updateProject(database.db, official, id, minimalProject("PV-CLEAN", { mediaIds: [] }));
    // No project shows it now; version 1 does.
    expect(await cleanup()).toBe(1);
    expect([await exists(old), await exists(orphan)]).toEqual([true, false]);

    for (let i = 1; i < projectVersions.kept; i += 1)
      await updateProject(database.db, official, id, minimalProject("PV-CLEAN", { title: `T${i}` }));
    expect(await projectVersions.get(database.db, id, 1)).toBeNull();
    expect(await cleanup()).toBe(1);
    expect(await exists(old)).toBe(false);
  });

  it("deleting a project deletes its history", async () => {
    const photo = await medium("pv-delete");
    const id = await createProject(database.db, official, minimalProject("PV-DELETE", { mediaIds: [photo] }));
    await updateProject(database.db, official, id, minimalProject("PV-DELETE", { title: "Changed" }));
    expect(await projectVersions.list(database.db, id)).toHaveLength(2);
    expect(await deleteProject(database.db, official, id)).toBe(true);
    expect(await projectVersions.list(database.db, id)).toEqual([]);
    const left = await database.db
      .selectFrom("project_version_media")
      .select("media_id")
      .where("media_id", "=", photo)
      .execute();
    expect(left).toEqual([]);
  });

  it("restoring a version whose code another project took is refused with the duplicate-code message", async () => {
    const id = await createProject(database.db, official, minimalProject("PV-TAKEN"));
    await updateProject(database.db, official, id, minimalProject("PV-MOVED"));
    await createProject(database.db, official, minimalProject("PV-TAKEN", { title: "Another project" }));
    const refusal = restoreProjectVersion(database.db, official, id, 1);
    await expect(refusal).rejects.toBeInstanceOf(DuplicateProjectCodeError);
    await expect(refusal).rejects.toThrow(duplicateCodeMessage("PV-TAKEN"));
    expect((await readProjectWrite(database.db, id))?.code).toBe("PV-MOVED");
    expect(await projectVersions.list(database.db, id)).toHaveLength(2);
  });
});
