import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";
import { createAvifWorker } from "~/media/avif-worker.server";
import { saveImage } from "~/media/save.server";
import { LocalMediaStore, type MediaStore } from "~/media/store.server";
import { avifSourceKey } from "~/media/variants.server";
import { testEngines } from "../helpers/engines";

let count = 0;

/** A sideways (EXIF orientation 6) 1800×1200 photo with a GPS-like comment, with bytes of its own. */
async function photo() {
  count += 1;
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#3c7a3c" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: `GPS 26.8467N 80.9462E, photo ${count}` } })
    .toBuffer();
}

describe.each(testEngines)("AVIF variants made after the upload on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let directory: string;
  let store: LocalMediaStore;

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-avif-"));
    store = new LocalMediaStore(directory);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function row(id: number) {
    const found = await database.db
      .selectFrom("media")
      .select(["storage_key", "variants"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { key: found.storage_key, variants: JSON.parse(found.variants) as MediaVariant[] };
  }

  const described = (variants: MediaVariant[]) => variants.map((v) => `${v.format} ${v.width}×${v.height}`);
  const complete = [
    "avif 480×720",
    "webp 480×720",
    "avif 960×1440",
    "webp 960×1440",
    "avif 1200×1800",
    "webp 1200×1800",
  ];
  const stored = (key: string) => fs.existsSync(path.join(directory, key));

  it("three workers on one database (three server processes starting together) make each image's AVIF variants once", async () => {
    const ids = [
      await saveImage(database.db, store, await photo(), "First"),
      await saveImage(database.db, store, await photo(), "Second"),
      await saveImage(database.db, store, await photo(), "Third"),
    ];
    const written: string[] = [];
    const counting: MediaStore = Object.assign(Object.create(store) as MediaStore, {
      put: (key: string, body: Buffer, type: string) => {
        if (type === "image/avif") written.push(key);
        return store.put(key, body, type);
      },
    });
    await Promise.all([1, 2, 3].map(() => createAvifWorker(database.db, counting).drain()));
    for (const id of ids) expect(described((await row(id)).variants)).toEqual(complete);
    expect(written).toHaveLength(ids.length * 3);
    expect(new Set(written).size).toBe(written.length);
  });

  it("an upload answers with WebP at every width; the worker then adds AVIF at the same widths, upright and without metadata, and removes the AVIF source", async () => {
    const id = await saveImage(database.db, store, await photo(), "A sideways photo");
    const before = await row(id);
    expect(described(before.variants)).toEqual(["webp 480×720", "webp 960×1440", "webp 1200×1800"]);
    expect(stored(avifSourceKey(before.key))).toBe(true);

    await createAvifWorker(database.db, store).drain();

    const after = await row(id);
    expect(described(after.variants)).toEqual(complete);
    for (const variant of after.variants) {
      const metadata = await sharp(fs.readFileSync(path.join(directory, variant.key))).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
    }
    expect(stored(avifSourceKey(before.key))).toBe(false);
  });

  it("the worker is nudged by the upload that needs it", async () => {
    const worker = createAvifWorker(database.db, store);
    try {
      const id = await saveImage(database.db, store, await photo(), "Nudged", worker);
      await expect.poll(async () => described((await row(id)).variants), { timeout: 30_000 }).toEqual(complete);
    } finally {
      await worker.stop();
    }
  });

  it("work cut short by a stop (no row written, a half-written file left) is finished by the next start", async () => {
    const first = await saveImage(database.db, store, await photo(), "First");
    const second = await saveImage(database.db, store, await photo(), "Second");
    const halfWritten = `${(await row(first)).key}-480.avif`;
    fs.writeFileSync(path.join(directory, halfWritten), Buffer.from("half an AVIF"));

    // A stopping worker takes no further image.
    const stopping = createAvifWorker(database.db, store);
    stopping.nudge();
    await stopping.stop();
    expect(described((await row(first)).variants)).not.toContain("avif 480×720");

    await createAvifWorker(database.db, store).drain();
    for (const id of [first, second]) expect(described((await row(id)).variants)).toEqual(complete);
    const metadata = await sharp(fs.readFileSync(path.join(directory, halfWritten))).metadata();
    expect([metadata.format, metadata.width]).toEqual(["heif", 480]);
  });

  it("an upload removed while its AVIF variants are made leaves none of its files", async () => {
    const id = await saveImage(database.db, store, await photo(), "Abandoned");
    const { key } = await row(id);
    // The clean-up of abandoned uploads removes the row just as the worker reads the AVIF source.
    const racing: MediaStore = {
      put: (k, body, type) => store.put(k, body, type),
      putStream: (k, body, type, bytes) => store.putStream(k, body, type, bytes),
      getStream: (k) => store.getStream(k),
      delete: (k) => store.delete(k),
      url: (k) => store.url(k),
      get: async (k) => {
        if (k === avifSourceKey(key)) await database.db.deleteFrom("media").where("id", "=", id).execute();
        return store.get(k);
      },
    };
    await createAvifWorker(database.db, racing).drain();
    expect(fs.readdirSync(directory).filter((file) => file.startsWith(key) && !file.endsWith(".webp"))).toEqual([]);
  });

  it("a photo uploaded again after the first was finished gets the first's AVIF variants without making them again", async () => {
    const bytes = await photo();
    const first = await saveImage(database.db, store, bytes, "First upload");
    await createAvifWorker(database.db, store).drain();
    const again = await saveImage(database.db, store, bytes, "Uploaded again");
    const { key } = await row(again);
    const avifWrites: string[] = [];
    const watching: MediaStore = {
      get: (k) => store.get(k),
      getStream: (k) => store.getStream(k),
      putStream: (k, body, type, bytes) => store.putStream(k, body, type, bytes),
      delete: (k) => store.delete(k),
      url: (k) => store.url(k),
      put: (k, body, type) => {
        avifWrites.push(k);
        return store.put(k, body, type);
      },
    };
    await createAvifWorker(database.db, watching).drain();
    expect((await row(again)).variants).toEqual((await row(first)).variants);
    expect(avifWrites).toEqual([]);
    expect(stored(avifSourceKey(key))).toBe(false);
  });

  it("an image whose AVIF source is missing stays WebP-only and does not hold up the others", async () => {
    const lost = await saveImage(database.db, store, await photo(), "Source lost");
    const other = await saveImage(database.db, store, await photo(), "Other");
    await store.delete(avifSourceKey((await row(lost)).key));
    await createAvifWorker(database.db, store).drain();
    expect(described((await row(lost)).variants)).toEqual(["webp 480×720", "webp 960×1440", "webp 1200×1800"]);
    expect(described((await row(other)).variants)).toEqual(complete);
  });
});
