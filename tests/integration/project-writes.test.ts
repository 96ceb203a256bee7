import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { getMediaPreviews } from "~/media/previews.server";
import { saveImage, saveVideo } from "~/media/save.server";
import { LocalMediaStore } from "~/media/store.server";
import { completeTexts } from "~/models/project-state.server";
import {
  createProject,
  DuplicateProjectCodeError,
  deleteProject,
  deleteProjectsByCode,
  findProjectsByCode,
  getEditableProject,
  listProjectRows,
  type ProjectWrite,
  removeSignatureMark,
  updateProject,
} from "~/models/project-writes.server";
import { getProjectByCode, listProjects } from "~/models/projects.server";
import { testEngines } from "../helpers/engines";

const engines = testEngines;

const noText = completeTexts({});

/** A project's texts: the usual English ones, and the translations given. */
function withTexts(code: string, translations: Partial<ProjectWrite["texts"]>): ProjectWrite["texts"] {
  return {
    en: completeTexts({
      title: `${code} title`,
      shortNote: "A note.",
      location: "Lucknow",
      description: "Line one.\nLine two.",
    }),
    ko: noText,
    hi: noText,
    ...translations,
  };
}

function project(code: string, overrides: Partial<ProjectWrite> = {}): ProjectWrite {
  return {
    code,
    projectDate: "2025-03-05",
    videoUrl: null,
    cost: 100000,
    manHours: 40,
    isSignature: false,
    texts: {
      en: completeTexts({
        title: `${code} title`,
        shortNote: "A note.",
        location: "Lucknow",
        description: "Line one.\nLine two.",
      }),
      ko: noText,
      hi: noText,
    },
    mediaIds: [],
    ...overrides,
  };
}

describe.each(engines)("project writes on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let store: LocalMediaStore;
  let officialId: number;
  const images: number[] = [];
  let video: number;

  async function audit(entityId: number) {
    return database.db
      .selectFrom("audit_log")
      .select(["action", "entity", "official_id", "summary"])
      .where("entity_id", "=", String(entityId))
      .where("entity", "=", "project")
      .orderBy("id")
      .execute();
  }

  async function projectCount() {
    const rows = await database.db.selectFrom("projects").select("id").execute();
    return rows.length;
  }

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    const official = await database.db
      .insertInto("officials")
      .values({ email: "writer@example.org", password_hash: "x", created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    officialId = official.id;
    for (const [index, background] of ["#aa0000", "#00aa00", "#0000aa"].entries()) {
      const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer();
      images.push(await saveImage(database.db, store, bytes, `Image ${index + 1}`));
    }
    video = await saveVideo(database.db, store, Buffer.from("not really an mp4, stored as given"), "A video");
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("creates a project with English text only: the Korean page falls back to English, marked en", async () => {
    const id = await createProject(database.db, officialId, project("W-CREATE", { mediaIds: [images[0] ?? 0] }));
    const english = await getProjectByCode(database.db, "W-CREATE", "en");
    expect(english).toMatchObject({
      code: "W-CREATE",
      title: { value: "W-CREATE title", lang: "en" },
      description: { value: "Line one.\nLine two.", lang: "en" },
      projectDate: "2025-03-05",
      cost: 100000,
      manHours: 40,
      location: { value: "Lucknow", lang: "en" },
      isSignature: false,
    });
    expect(english?.media.map((m) => m.id)).toEqual([images[0]]);
    const korean = await getProjectByCode(database.db, "W-CREATE", "ko");
    expect(korean?.title).toEqual({ value: "W-CREATE title", lang: "en" });
    expect(korean?.location).toEqual({ value: "Lucknow", lang: "en" });
    expect(await audit(id)).toEqual([
      { action: "create", entity: "project", official_id: officialId, summary: "W-CREATE: W-CREATE title" },
    ]);
  });

  it("keeps Korean text when given, and a signature project is in both lists", async () => {
    await createProject(
      database.db,
      officialId,
      project("W-SIG", {
        isSignature: true,
        texts: withTexts("W-SIG", { ko: completeTexts({ title: "대표", description: "설명" }) }),
      }),
    );
    const korean = await getProjectByCode(database.db, "W-SIG", "ko");
    expect(korean?.title).toEqual({ value: "대표", lang: "ko" });
    expect(korean?.description).toEqual({ value: "설명", lang: "ko" });
    const signature = await listProjects(database.db, { locale: "en", signatureOnly: true });
    expect(signature.projects.map((p) => p.code)).toContain("W-SIG");
    const all = await listProjects(database.db, { locale: "en" });
    expect(all.projects[0]?.code).toBe("W-SIG");
  });

  it("refuses a duplicate code with a clear message and writes nothing", async () => {
    const before = await projectCount();
    const attempt = createProject(database.db, officialId, project("W-CREATE"));
    await expect(attempt).rejects.toBeInstanceOf(DuplicateProjectCodeError);
    await expect(attempt).rejects.toThrow("A project with the ID W-CREATE already exists.");
    expect(await projectCount()).toBe(before);
  });

  it("keeps media in the order given, at most three, and never a video as the card image", async () => {
    const [a, b, c] = images as [number, number, number];
    await createProject(database.db, officialId, project("W-MEDIA", { mediaIds: [video, c, a, b, a] }));
    const detail = await getProjectByCode(database.db, "W-MEDIA", "en");
    expect(detail?.media.map((m) => m.id)).toEqual([video, c, a]);
    const list = await listProjects(database.db, { locale: "en" });
    expect(list.projects.find((p) => p.code === "W-MEDIA")?.cover?.id).toBe(c);
  });

  it("updates every field, both languages and the media order in one go", async () => {
    const [a, b, c] = images as [number, number, number];
    const id = await createProject(database.db, officialId, project("W-UPDATE", { mediaIds: [a, b] }));
    const changed = project("W-UPDATED", {
      projectDate: "2024-12-31",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      cost: null,
      manHours: 0,
      isSignature: true,
      texts: {
        en: completeTexts({ title: "New title" }),
        ko: completeTexts({ title: "새 제목", shortNote: "메모", location: "러크나우" }),
        hi: noText,
      },
      mediaIds: [c, a],
    });
    expect(await updateProject(database.db, officialId, id, changed)).toBe(true);
    expect(await getProjectByCode(database.db, "W-UPDATE", "en")).toBeNull();
    const editable = await getEditableProject(database.db, "W-UPDATED");
    expect(editable).toMatchObject({
      id,
      code: "W-UPDATED",
      projectDate: "2024-12-31",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      cost: null,
      manHours: 0,
      isSignature: true,
      texts: {
        en: completeTexts({ title: "New title" }),
        ko: completeTexts({ title: "새 제목", shortNote: "메모", location: "러크나우" }),
      },
    });
    expect(editable?.media.map((m) => [m.id, m.alt])).toEqual([
      [c, "Image 3"],
      [a, "Image 1"],
    ]);

    // Emptying the Korean fields drops the Korean text, so the Korean page falls back to English.
    expect(
      await updateProject(database.db, officialId, id, {
        ...changed,
        texts: { ...changed.texts, ko: noText },
        mediaIds: [],
      }),
    ).toBe(true);
    const again = await getEditableProject(database.db, "W-UPDATED");
    expect(again?.texts.ko).toEqual(noText);
    const rows = await listProjectRows(database.db, { page: 1, pageSize: 100 });
    expect(rows.projects.find((p) => p.code === "W-UPDATED")?.translated).toEqual([]);
    expect(again?.media).toEqual([]);
    expect((await audit(id)).map((e) => e.action)).toEqual(["create", "update", "update"]);
  });

  it("refuses to rename a project to a code another one has, and answers false for a missing project", async () => {
    const id = await createProject(database.db, officialId, project("W-RENAME"));
    await expect(updateProject(database.db, officialId, id, project("W-SIG"))).rejects.toBeInstanceOf(
      DuplicateProjectCodeError,
    );
    expect((await getEditableProject(database.db, "W-RENAME"))?.texts.en.title).toBe("W-RENAME title");
    // Saving a project under its own code is not a duplicate.
    expect(await updateProject(database.db, officialId, id, project("W-RENAME", { cost: 5 }))).toBe(true);
    expect(await updateProject(database.db, officialId, 987654, project("W-GHOST"))).toBe(false);
  });

  it("deletes a project by id with its texts and media links, and records it", async () => {
    const id = await createProject(database.db, officialId, project("W-DELETE", { mediaIds: [images[1] ?? 0] }));
    expect(await deleteProject(database.db, officialId, id)).toBe(true);
    expect(await deleteProject(database.db, officialId, id)).toBe(false);
    expect(await getProjectByCode(database.db, "W-DELETE", "en")).toBeNull();
    const texts = await database.db.selectFrom("project_texts").select("locale").where("project_id", "=", id).execute();
    const links = await database.db
      .selectFrom("project_media")
      .select("position")
      .where("project_id", "=", id)
      .execute();
    expect(texts).toEqual([]);
    expect(links).toEqual([]);
    // The medium itself stays: another project may use it.
    expect((await getMediaPreviews(database.db, [images[1] ?? 0])).size).toBe(1);
    expect((await audit(id)).map((e) => e.action)).toEqual(["create", "delete"]);
  });

  it("deletes by Project ID and counts what went: 1, then 0", async () => {
    const id = await createProject(database.db, officialId, project("W-BYCODE", { isSignature: true }));
    expect(await findProjectsByCode(database.db, "W-BYCODE")).toEqual([
      { id, code: "W-BYCODE", title: "W-BYCODE title" },
    ]);
    expect(await deleteProjectsByCode(database.db, officialId, "W-BYCODE")).toBe(1);
    expect(await deleteProjectsByCode(database.db, officialId, "W-BYCODE")).toBe(0);
    expect(await deleteProjectsByCode(database.db, officialId, "w-bycode")).toBe(0);
    const signature = await listProjects(database.db, { locale: "en", signatureOnly: true });
    expect(signature.projects.map((p) => p.code)).not.toContain("W-BYCODE");
  });

  it("removes only the signature mark: the project stays in the projects list", async () => {
    const id = await createProject(database.db, officialId, project("W-UNMARK", { isSignature: true }));
    expect(await findProjectsByCode(database.db, "W-UNMARK", { signatureOnly: true })).toHaveLength(1);
    expect(await removeSignatureMark(database.db, officialId, "W-UNMARK")).toBe(1);
    expect(await removeSignatureMark(database.db, officialId, "W-UNMARK")).toBe(0);
    expect(await findProjectsByCode(database.db, "W-UNMARK", { signatureOnly: true })).toEqual([]);
    expect((await getProjectByCode(database.db, "W-UNMARK", "en"))?.isSignature).toBe(false);
    const all = await listProjects(database.db, { locale: "en", pageSize: 100 });
    expect(all.projects.map((p) => p.code)).toContain("W-UNMARK");
    expect((await audit(id)).at(-1)).toMatchObject({ action: "update", summary: "W-UNMARK: signature mark removed" });
    expect(await removeSignatureMark(database.db, officialId, "W-NOTHING")).toBe(0);
  });

  it("lists table rows newest first with the signature mark and whether Korean text exists", async () => {
    const { projects, total } = await listProjectRows(database.db, { page: 1, pageSize: 50 });
    expect(total).toBe(await projectCount());
    expect(projects[0]?.code).toBe("W-UNMARK");
    expect(projects.find((p) => p.code === "W-SIG")).toMatchObject({
      title: "W-SIG title",
      isSignature: true,
      translated: ["ko"],
      projectDate: "2025-03-05",
    });
    expect(projects.find((p) => p.code === "W-CREATE")?.translated).toEqual([]);
    const second = await listProjectRows(database.db, { page: 2, pageSize: 2 });
    expect(second.projects.map((p) => p.code)).toEqual(projects.slice(2, 4).map((p) => p.code));
  });

  it("gives previews: a WebP variant for an image, the file itself for a video", async () => {
    const previews = await getMediaPreviews(database.db, [images[0] ?? 0, video]);
    expect(previews.get(images[0] ?? 0)?.preview).toMatch(/^\/media\/.+\.webp$/);
    expect(previews.get(video)).toMatchObject({ kind: "video", alt: "A video" });
    expect(previews.get(video)?.preview).toMatch(/^\/media\/.+\.mp4$/);
  });
});
