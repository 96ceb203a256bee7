import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { saveImage } from "~/media/save.server";
import { LocalMediaStore } from "~/media/store.server";
import {
  type BulletinWrite,
  bulletinVersions,
  createBulletin,
  getEditableBulletin,
  restoreBulletinVersion,
  scheduleBulletin,
  updateBulletin,
} from "~/models/bulletins.server";
import { findVersionedRecord } from "~/routes/+shared/versioned-records.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const draft = (title: string, photoIds: number[] = []): BulletinWrite => ({
  texts: {
    en: { title, body: "Our speaker talks about clean water." },
    ko: { title: "", body: "" },
    hi: { title: "", body: "" },
  },
  membersOnly: false,
  withEvents: true,
  withCelebrations: false,
  withProjects: true,
  photoIds,
});

/**
 * A bulletin's versions (issue 26; decision 0083) through the one pair of
 * history and version screens: every save is a version, photos and flags
 * included; an earlier one comes back as a new version; a sent bulletin
 * cannot be restored.
 */
describe.each(testEngines)("a bulletin's versions, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-bulletin-versions-")));

  let official = 0;

  beforeAll(async () => {
    await seedIfEmpty(handle.database.db, store, { demo: false, engine: handle.database.engine });
    const row = await handle.database.db
      .insertInto("officials")
      .values({ email: "versions@example.org", password_hash: "x", created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    official = row.id;
  });

  it("every save is a version, photos and flags in its changes; restoring one brings it back as a new version, in the official's language", async () => {
    const { db } = handle.database;
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    const photo = await saveImage(db, store, picture, { en: "The new well", ko: "", hi: "" });
    const id = await createBulletin(db, null, draft("First title"));
    expect(await updateBulletin(db, null, id, { ...draft("Second title", [photo]), membersOnly: true })).toBeNull();
    // Saving the same again adds no version.
    expect(await updateBulletin(db, null, id, { ...draft("Second title", [photo]), membersOnly: true })).toBeNull();
    expect((await bulletinVersions.list(db, id)).map((v) => v.number)).toEqual([2, 1]);

    const record = await findVersionedRecord(db, { bulletin: String(id) }, "ko");
    expect(record?.historyPath).toBe(`/bulletin-history/${id}`);
    const compared = await record?.compare(1);
    const rows = record?.translateChanges(compared?.changes ?? []) ?? [];
    expect(rows.map((row) => [row.label, row.before, row.after])).toEqual([
      ["제목", "Second title", "First title"],
      ["회원 전용", "예", "아니요"],
      ["사진", String(photo), ""],
    ]);
    expect(rows.find((row) => row.key === "photoIds")?.photos).toEqual({ before: [String(photo)], after: [] });

    expect(await restoreBulletinVersion(db, official, id, 1)).toEqual({ restored: 3 });
    const restored = await getEditableBulletin(db, id);
    expect([restored?.texts.en.title, restored?.membersOnly, restored?.photoIds]).toEqual(["First title", false, []]);
    expect((await bulletinVersions.list(db, id))[0]?.summary).toMatch(/^Restored version 1: /);
    expect(await restoreBulletinVersion(db, official, id, 99)).toBe("missing");
  });

  it("a sent bulletin's versions are kept, but none can be restored (409)", async () => {
    const { db } = handle.database;
    const id = await createBulletin(db, null, draft("Sent one"));
    await updateBulletin(db, null, id, draft("Sent one, corrected"));
    expect(await scheduleBulletin(db, id, new Date(Date.now() - 1000))).toBeNull();
    await db
      .updateTable("bulletins")
      .set({ status: "sent", sent_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await restoreBulletinVersion(db, official, id, 1)).toBe("sent");
    const record = await findVersionedRecord(db, { bulletin: String(id) }, "en");
    expect(await record?.restore(official, 1)).toEqual({
      refused: "This bulletin was sent: it can no longer change.",
      status: 409,
    });
    expect((await getEditableBulletin(db, id))?.texts.en.title).toBe("Sent one, corrected");
  });
});
