import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFromPngs, PictureCache, wrapText } from "./brand-images.server";

describe("preview titles", () => {
  it("wrap at spaces into at most the given lines, cut long words, and end with an ellipsis when text is left out", () => {
    expect(wrapText("School kits for 300 children", 10, 3)).toEqual(["School kits for 300", "children"]);
    const long = wrapText("word ".repeat(60), 17, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith("…")).toBe(true);
    expect(wrapText("A".repeat(80), 17, 3).every((line) => line.length <= 26)).toBe(true);
    // Hangul is about twice as wide as Latin: fewer characters per line.
    const korean = wrapText("어린이 300명에게 학용품 전달 데모 프로젝트 이름이 아주 깁니다", 10, 3);
    expect(korean.length).toBeGreaterThan(1);
    expect(wrapText("   ", 10, 3)).toEqual([]);
  });
});

describe("the favicon's ICO container", () => {
  it("holds each PNG with a directory entry naming its size, offset and length", async () => {
    const pngs = await Promise.all(
      [16, 32, 48].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: "#17458f" } })
          .png()
          .toBuffer(),
      })),
    );
    const ico = icoFromPngs(pngs);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    for (const [i, { size, png }] of pngs.entries()) {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + ico.readUInt32LE(entry + 8)).equals(png)).toBe(true);
    }
  });
});

describe("the pictures' memory", () => {
  it("makes a picture once for many callers and forgets the least recently used beyond its bound", async () => {
    const cache = new PictureCache(2);
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from("x");
    };
    await Promise.all([cache.get("a", make), cache.get("a", make), cache.get("a", make)]);
    expect(made).toBe(1);
    await cache.get("b", make);
    await cache.get("a", make);
    await cache.get("c", make);
    expect(cache.size).toBe(2);
    await cache.get("a", make);
    expect(made).toBe(3);
    await cache.get("b", make);
    expect(made).toBe(4);
  });

  it("picture cache bounded by bytes: the least recently used go until the total fits, and a picture over the bound is not kept", async () => {
    const seen: number[] = [];
    const cache = new PictureCache(1000, (stats) => seen.push(stats.bytes));
    const of = (bytes: number) => async () => Buffer.alloc(bytes);
    await cache.get("a", of(400));
    await cache.get("b", of(400));
    await cache.get("a", of(400));
    await cache.get("c", of(400));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 800, maxBytes: 1000, evicted: 1 });
    let made = 0;
    await cache.get("a", async () => {
      made++;
      return Buffer.alloc(400);
    });
    expect(made).toBe(0);
    await cache.get("huge", of(1001));
    expect(cache.stats().entries).toBe(2);
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, of(10 + ((i * 37) % 300)));
    expect(Math.max(...seen)).toBeLessThanOrEqual(1000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it("does not keep a failure: the next request tries again", async () => {
    const cache = new PictureCache(2);
    await expect(cache.get("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(cache.get("a", async () => Buffer.from("ok"))).resolves.toEqual(Buffer.from("ok"));
  });
});
