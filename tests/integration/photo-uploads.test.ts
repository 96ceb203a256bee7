import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import type { MediaVariant } from "~/db/schema";
import { avifSourceKey } from "~/media/variants.server";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const official = { email: "photos@example.org", password: "photos test passphrase" };
const dataDir = tempDataDir();
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
});

function start() {
  return startServer({
    DATA_DIR: dataDir,
    DEMO_CONTENT: "0",
    ADMIN_EMAIL: official.email,
    ADMIN_PASSWORD: official.password,
  });
}

/** A 4000×3000 phone photo stored sideways (EXIF orientation 6), with a GPS-like comment; noise makes it slow to encode. */
async function phonePhoto() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: "GPS 26.8467N 80.9462E" } })
    .toBuffer();
}

function mediaRow(id: number) {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true });
  try {
    const row = db.prepare("select storage_key, variants from media where id = ?").get(id) as {
      storage_key: string;
      variants: string;
    };
    return { key: row.storage_key, variants: JSON.parse(row.variants) as MediaVariant[] };
  } finally {
    db.close();
  }
}

const formats = (variants: MediaVariant[]) => variants.map((v) => `${v.format} ${v.width}`);

it("a 12 MP photo is answered with its WebP variants; a server killed before its AVIF variants were made finishes them at its next start, upright and without EXIF", async () => {
  server = await start();
  const signIn = await fetch(`${server.url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(official),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const body = new FormData();
  body.set("file", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "IMG_2041.jpg");
  const response = await fetch(`${server.url}/media-upload`, {
    method: "POST",
    headers: { Origin: server.url, Cookie: cookie },
    body,
  });
  const result = (await response.json()) as { ok: boolean; id: number; preview: string };
  await server.stop("SIGKILL");

  expect(result).toMatchObject({ ok: true, preview: expect.stringMatching(/^\/media\/[a-f0-9]{20}-480\.webp$/) });
  const answered = mediaRow(result.id);
  expect(formats(answered.variants)).toEqual(["webp 480", "webp 960", "webp 1600"]);
  const media = path.join(dataDir, "media");
  expect(fs.existsSync(path.join(media, avifSourceKey(answered.key)))).toBe(true);

  server = await start();
  await expect
    .poll(() => formats(mediaRow(result.id).variants), { timeout: 60_000 })
    .toEqual(["avif 480", "webp 480", "avif 960", "webp 960", "avif 1600", "webp 1600"]);
  for (const variant of mediaRow(result.id).variants) {
    const metadata = await sharp(fs.readFileSync(path.join(media, variant.key))).metadata();
    expect([metadata.width, metadata.height]).toEqual([variant.width, Math.round((variant.width * 4) / 3)]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
  }
  expect(fs.existsSync(path.join(media, avifSourceKey(answered.key)))).toBe(false);
});
