import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { LocalMediaStore } from "./store.server";
import { storeImageVariants, UnusableImageError } from "./variants.server";

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
