import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { LocalMediaStore } from "./store.server";
import { avifSourceKey, storeAvifVariants, storeImageVariants, UnusableImageError } from "./variants.server";

async function photoWithExif() {
  // A 1200×600 landscape photo whose EXIF says "rotate 90°" and carries a GPS-like comment.
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: "GPS 26.8467N 80.9462E" } })
    .toBuffer();
}

it("auto-orients, strips metadata and writes AVIF and WebP variants with content-hashed names", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-"));
  const store = new LocalMediaStore(directory);
  const source = await photoWithExif();
  expect((await sharp(source).metadata()).exif).toBeDefined();

  const image = await storeImageVariants(store, source);
  expect([image.width, image.height]).toEqual([600, 1200]);
  expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(["avif", "webp"]));
  expect(image.variants.map((v) => v.width)).toEqual([480, 480, 600, 600]);

  for (const variant of image.variants) {
    expect(variant.key).toMatch(/^[a-f0-9]{20}-\d+\.(avif|webp)$/);
    const bytes = fs.readFileSync(path.join(directory, variant.key));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
  }

  const again = await storeImageVariants(store, source);
  expect(again.variants.map((v) => v.key)).toEqual(image.variants.map((v) => v.key));
});

it("an upload gets its WebP variants now and keeps an AVIF source, oriented and without metadata, at the largest variant's size", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-"));
  const store = new LocalMediaStore(directory);
  const image = await storeImageVariants(store, await photoWithExif(), { avif: "later" });
  expect([image.width, image.height]).toEqual([600, 1200]);
  expect(image.variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual(["webp 480×960", "webp 600×1200"]);

  const source = fs.readFileSync(path.join(directory, avifSourceKey(image.sourceKey)));
  const metadata = await sharp(source).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 600, 1200]);
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();

  const avif = await storeAvifVariants(store, image.sourceKey, [480, 600]);
  expect(avif?.map((v) => `${v.format} ${v.width}×${v.height} ${v.key}`)).toEqual([
    `avif 480×960 ${image.sourceKey}-480.avif`,
    `avif 600×1200 ${image.sourceKey}-600.avif`,
  ]);
  for (const variant of avif ?? []) {
    const stored = await sharp(fs.readFileSync(path.join(directory, variant.key))).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
      "heif",
      variant.width,
      variant.height,
      undefined,
    ]);
  }
  expect(await storeAvifVariants(new LocalMediaStore(directory), "0123456789abcdef0123", [480])).toBeNull();
});

it("a 4000×3000 photo gets WebP variants 480, 960 and 1600 px wide, in its proportions", async () => {
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-")));
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  const image = await storeImageVariants(store, photo, { avif: "later" });
  expect([image.width, image.height]).toEqual([4000, 3000]);
  expect(image.variants.map((v) => `${v.width}×${v.height}`)).toEqual(["480×360", "960×720", "1600×1200"]);
});

it("a transparent PNG keeps its transparency through the AVIF source into every variant", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-"));
  const store = new LocalMediaStore(directory);
  const logo = await sharp({
    create: { width: 800, height: 400, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const image = await storeImageVariants(store, logo, { avif: "later" });
  expect((await sharp(fs.readFileSync(path.join(directory, avifSourceKey(image.sourceKey)))).metadata()).format).toBe(
    "png",
  );
  const avif = (await storeAvifVariants(store, image.sourceKey, [480, 800])) ?? [];
  for (const variant of [...image.variants, ...avif]) {
    const stored = await sharp(fs.readFileSync(path.join(directory, variant.key))).metadata();
    expect(stored.hasAlpha).toBe(true);
  }
});

it("refuses a file that is not an image", async () => {
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-")));
  await expect(storeImageVariants(store, Buffer.from("not an image"))).rejects.toThrow(UnusableImageError);
});

it("refuses an image over 50 megapixels as unusable before decoding it, and one store failure is not the image's fault", async () => {
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-")));
  // 7100×7100 is 50.4 megapixels; a flat colour keeps the test's own memory small.
  const large = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: "#808080" } })
    .jpeg({ quality: 20 })
    .toBuffer();
  await expect(storeImageVariants(store, large)).rejects.toThrow(/not a usable image.*pixel limit/);

  const failing = {
    put: async () => {
      throw new Error("disk full");
    },
  } as unknown as LocalMediaStore;
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();
  const failure = await storeImageVariants(failing, small).catch((error: unknown) => error);
  expect(failure).not.toBeInstanceOf(UnusableImageError);
  expect(String(failure)).toContain("disk full");
});

it("refuses media keys that could escape the folder", async () => {
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-variants-")));
  await expect(store.put("../evil", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe/);
  await expect(store.get("a/b")).rejects.toThrow(/Unsafe/);
});
