import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** The host the Firestore fixtures name in place of Cloudinary; tests point it at a local server. */
export const fixtureHost = "https://images.example.org";
export const fixturesDir = path.resolve("tests/fixtures/firestore");

/** A small JPEG of one colour, carrying EXIF that the media pipeline must strip. */
export function demoJpeg(hue: number, width = 64, height = 48) {
  const channel = (shift: number) => Math.round(127 + 127 * Math.sin(((hue + shift) * Math.PI) / 180));
  return sharp({
    create: { width, height, channels: 3, background: { r: channel(0), g: channel(120), b: channel(240) } },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: "Demo Club", Artist: "Demo Photographer" } })
    .toBuffer();
}

/** The smallest file that file-type reads as MP4: an `ftyp` box. */
export const demoMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isommp41"),
  Buffer.alloc(64),
]);

/** The files the fixtures name, by file name. */
export async function fixtureFiles(): Promise<Map<string, Buffer>> {
  return new Map([
    ["p1-a.jpg", await demoJpeg(10)],
    ["p1-b.jpg", await demoJpeg(70)],
    ["p2-a.jpg", await demoJpeg(130)],
    ["m1.jpg", await demoJpeg(190)],
    ["m2.jpg", await demoJpeg(250)],
    ["clip.mp4", demoMp4],
    ["not-an-image.jpg", Buffer.from("<!doctype html><title>Demo</title><p>Not an image.</p>")],
  ]);
}

/** A stand-in for Cloudinary on 127.0.0.1: serves files by the last path segment and counts requests. */
export async function startImageHost(files: Map<string, Buffer>) {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? "/", "http://x").pathname);
    hits.set(name, (hits.get(name) ?? 0) + 1);
    const body = files.get(name);
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": name.endsWith(".mp4") ? "video/mp4" : "image/jpeg" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    hits,
    totalHits: () => [...hits.values()].reduce((a, b) => a + b, 0),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A copy of a fixture (file or folder) whose image addresses point at `base`. */
export function fixturePointedAt(shape: string, base: string, edit: (text: string) => string = (t) => t): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "firestore-fixture-"));
  const source = path.join(fixturesDir, shape);
  const rewrite = (from: string, to: string) =>
    fs.writeFileSync(to, edit(fs.readFileSync(from, "utf8").replaceAll(fixtureHost, base)));
  if (fs.statSync(source).isDirectory()) {
    const target = path.join(dir, shape);
    fs.mkdirSync(target);
    for (const name of fs.readdirSync(source)) rewrite(path.join(source, name), path.join(target, name));
    return target;
  }
  const target = path.join(dir, shape);
  rewrite(source, target);
  return target;
}
