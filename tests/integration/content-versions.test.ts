import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ContentData, emptyContent, itemPath } from "~/content/data";
import { aboutDocument, contentDocuments, givingDocument, homeDocument } from "~/content/fields";
import type { Database } from "~/db/connect.server";
import { removeUnreferencedMedia } from "~/media/cleanup.server";
import { LocalMediaStore } from "~/media/store.server";
import {
  discardDraft,
  getDraft,
  getPublished,
  pageVersions,
  publish,
  restoreVersion,
  saveDraft,
} from "~/models/content.server";
import { initialContent, seedContent } from "~/seed/initial-content.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { oldMedium } from "../helpers/media";
import { anOfficial } from "../helpers/projects";

/** `data` with one text changed. */
function withText(data: ContentData, locale: string, path: string, text: string): ContentData {
  const copy = structuredClone(data);
  copy.texts[locale] = { ...copy.texts[locale], [path]: text };
  return copy;
}

/** `data` with one value (or photo) changed. */
function withValue(data: ContentData, path: string, value: string): ContentData {
  const copy = structuredClone(data);
  copy.values[path] = value;
  return copy;
}

// Tests run in order on one database per engine: each starts from what the one before left.
describe.each(testEngines)("content versions on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let official: number;

  beforeAll(async () => {
    database = handle.database;
    official = await anOfficial(database, "editor@example.org");
  });

  it("visitors see the initial content, written as version 1 at start, until an official publishes", async () => {
    for (const schema of contentDocuments) {
      const published = await getPublished(database.db, schema);
      expect(published.number, schema.id).toBeNull();
      expect(published.data, schema.id).toEqual(emptyContent());
    }

    await seedContent(database.db);
    await seedContent(database.db);
    for (const schema of contentDocuments) {
      const versions = await pageVersions.list(database.db, schema);
      expect(
        versions.map((v) => [v.number, v.summary, v.by]),
        schema.id,
      ).toEqual([[1, "Initial content", null]]);
      const published = await getPublished(database.db, schema);
      expect(published.number).toBe(1);
      expect(published.data).toEqual(initialContent[schema.id]?.());
    }
  });

  it("a draft changes nothing visitors see", async () => {
    const before = await getPublished(database.db, homeDocument);
    const draft = withText(before.data, "en", "intro", "A draft introduction");
    await saveDraft(database.db, homeDocument, draft, official);

    expect(await getPublished(database.db, homeDocument)).toEqual(before);
    const saved = await getDraft(database.db, homeDocument);
    expect(saved?.data).toEqual(draft);
    expect(saved?.baseNumber).toBe(before.number);
    expect(saved?.updatedBy).toBe("editor@example.org");

    await discardDraft(database.db, homeDocument, official);
    expect(await getDraft(database.db, homeDocument)).toBeNull();
    expect(await getPublished(database.db, homeDocument)).toEqual(before);
  });

  it("publishing makes the draft what visitors see and ends the draft", async () => {
    const before = await getPublished(database.db, homeDocument);
    const draft = withText(before.data, "en", "intro", "The published introduction");
    await saveDraft(database.db, homeDocument, draft, official);

    const number = await publish(database.db, homeDocument, draft, official);
    expect(number).toBe((before.number ?? 0) + 1);
    expect(await getPublished(database.db, homeDocument)).toMatchObject({ data: draft, number });
    expect(await getDraft(database.db, homeDocument)).toBeNull();
  });

  it("every publish keeps a version with who, when and what changed", async () => {
    const started = Date.now();
    const before = (await getPublished(database.db, aboutDocument)).data;
    const english = withText(before, "en", "history", "Our club was founded in a garden.");
    const number = await publish(database.db, aboutDocument, english, official);
    const both = withValue(withText(english, "ko", "history", "정원에서 시작되었습니다."), "district", "3101");
    const next = await publish(database.db, aboutDocument, both, official);
    expect(next).toBe(number + 1);

    const versions = await pageVersions.list(database.db, aboutDocument);
    expect(versions.map((v) => v.number)).toEqual([next, number, 1]);
    const [newest, older] = versions;
    expect(older?.summary).toBe("History (English)");
    expect(newest?.summary).toBe("Rotary district; History (Korean)");
    for (const version of [newest, older]) {
      expect(version?.by).toBe("editor@example.org");
      expect(version?.restoredFrom).toBeNull();
      const at = Date.parse(version?.savedAt ?? "");
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await pageVersions.get(database.db, aboutDocument, number))?.data).toEqual(english);
    expect((await pageVersions.get(database.db, aboutDocument, next))?.data).toEqual(both);

    // Publishing the same state again still records a version, saying nothing changed.
    const same = await publish(database.db, aboutDocument, both, official);
    expect((await pageVersions.get(database.db, aboutDocument, same))?.summary).toBe("No changes");
  });

  it("restoring a version is itself a new version", async () => {
    const versions = await pageVersions.list(database.db, aboutDocument);
    const target = versions.find((v) => v.summary === "History (English)")?.number as number;
    const newest = versions[0]?.number as number;
    const wanted = (await pageVersions.get(database.db, aboutDocument, target))?.data;

    // A draft standing beside it is left as it is.
    const draft = withText(wanted as ContentData, "en", "title", "Draft title");
    await saveDraft(database.db, aboutDocument, draft, official);

    const number = await restoreVersion(database.db, aboutDocument, target, official);
    expect(number).toBe(newest + 1);
    expect(await getPublished(database.db, aboutDocument)).toMatchObject({ data: wanted, number });
    const after = await pageVersions.list(database.db, aboutDocument);
    expect(after.map((v) => v.number)).toEqual([number, ...versions.map((v) => v.number)]);
    expect(after[0]?.restoredFrom).toBe(target);
    expect(after[0]?.summary).toBe(`Restored version ${target}: Rotary district; History (Korean)`);
    expect((await getDraft(database.db, aboutDocument))?.data).toEqual(draft);

    expect(await restoreVersion(database.db, aboutDocument, 9999, official)).toBeNull();
    expect((await getPublished(database.db, aboutDocument)).number).toBe(number);
  });

  it("at least the last 50 versions are kept", async () => {
    expect(pageVersions.kept).toBeGreaterThanOrEqual(50);
    const base = (await getPublished(database.db, givingDocument)).data;
    let last = 0;
    for (let i = 1; i <= 105; i += 1)
      last = await publish(database.db, givingDocument, withText(base, "en", "heading", `Heading ${i}`), official);
    expect(last).toBe(106);

    const numbers = (await pageVersions.list(database.db, givingDocument)).map((v) => v.number);
    expect(numbers).toHaveLength(100);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => last - i));
    expect(await pageVersions.get(database.db, givingDocument, last - 100)).toBeNull();
    expect((await pageVersions.get(database.db, givingDocument, last - 99))?.data.texts.en?.heading).toBe("Heading 6");
    expect((await getPublished(database.db, givingDocument)).data.texts.en?.heading).toBe("Heading 105");

    // Other pages' versions are not touched by this page's pruning.
    expect((await pageVersions.list(database.db, aboutDocument)).at(-1)?.number).toBe(1);
  });

  it("photos a draft or a version shows are kept by media cleanup", async () => {
    const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-media-")));
    const medium = (key: string) => oldMedium(database.db, key);
    const exists = async (id: number) =>
      (await database.db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    const cleanup = () => removeUnreferencedMedia(database.db, database.engine, store);

    const published = (await getPublished(database.db, homeDocument)).data;
    const slide = published.lists.slides?.[0] as string;
    const photo = itemPath("slides", slide, "photo");
    const inVersion = await medium("ctest-in-version");
    const inDraft = await medium("ctest-in-draft");
    const orphan = await medium("ctest-orphan");

    const first = await publish(database.db, homeDocument, withValue(published, photo, String(inVersion)), official);
    await saveDraft(database.db, homeDocument, withValue(published, photo, String(inDraft)), official);
    expect(await cleanup()).toBe(1);
    expect([await exists(inVersion), await exists(inDraft), await exists(orphan)]).toEqual([true, true, false]);

    // The draft is published; from then on only versions name the two photos.
    const draft = (await getDraft(database.db, homeDocument))?.data as ContentData;
    const second = await publish(database.db, homeDocument, draft, official);
    expect(second).toBe(first + 1);
    const without = withValue(published, photo, "builtin:education");
    for (let i = 1; i < pageVersions.kept; i += 1) await publish(database.db, homeDocument, without, official);
    // The newest pageVersions.kept versions are second … second + 99: the first is gone, the second still kept.
    expect(await pageVersions.get(database.db, homeDocument, first)).toBeNull();
    expect(await pageVersions.get(database.db, homeDocument, second)).not.toBeNull();
    expect(await cleanup()).toBe(1);
    expect([await exists(inVersion), await exists(inDraft)]).toEqual([false, true]);

    await publish(database.db, homeDocument, without, official);
    expect(await pageVersions.get(database.db, homeDocument, second)).toBeNull();
    expect(await cleanup()).toBe(1);
    expect(await exists(inDraft)).toBe(false);
  });

  it("the activity log names each publish and links its version", async () => {
    const before = await getPublished(database.db, homeDocument);
    const number = await publish(database.db, homeDocument, withText(before.data, "ko", "intro", "새 소개"), official);
    const restored = await restoreVersion(database.db, homeDocument, before.number as number, official);
    const rows = await database.db
      .selectFrom("audit_log")
      .select(["official_id", "action", "entity", "entity_id", "summary", "actor"])
      .where("entity", "=", "content")
      .where("entity_id", "in", [`home:${number}`, `home:${restored}`])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        official_id: official,
        action: "update",
        entity: "content",
        entity_id: `home:${number}`,
        summary: `Published the home page (version ${number}): Introduction (Korean)`,
        actor: "editor@example.org",
      },
      {
        official_id: official,
        action: "update",
        entity: "content",
        entity_id: `home:${restored}`,
        summary: `Restored the home page (version ${restored}): Restored version ${before.number}: Introduction (Korean)`,
        actor: "editor@example.org",
      },
    ]);
    // Every publish of every page has its own entry.
    const all = await database.db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("entity", "=", "content")
      .where("entity_id", "like", "giving:%")
      .execute();
    expect(all).toHaveLength(105);
  });
});
