import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3MediaStore } from "~/media/s3-store.server";
import { LocalMediaStore, type MediaStore } from "~/media/store.server";
import { demoMp4 } from "../helpers/image-host";
import { signInCookie } from "../helpers/raw-http";
import { startS3 } from "../helpers/s3";
import { startServer, tempDataDir } from "../helpers/server";

const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** A body of `count` chunks of `size` bytes each, made as it is read. */
async function* chunks(count: number, size: number, fill = 7) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, fill + i);
}

/** A body that yields some bytes, then fails: a size cap or a hash that did not match. */
async function* failing(size: number) {
  yield Buffer.alloc(size, 1);
  throw new Error("refused mid-way");
}

let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3();
});

afterAll(async () => {
  await s3?.close();
  if (s3) fs.rmSync(s3.directory, { recursive: true, force: true });
});

describe("media writes", () => {
  it("unique temporary name per write: 20 concurrent identical puts all succeed and leave one file, no temporary ones", async () => {
    const directory = path.join(tempDataDir("club-media-"), "media");
    const store = new LocalMediaStore(directory);
    const body = crypto.randomBytes(256 * 1024);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => store.put("abcdef0123456789abcd-480.webp", body, "image/webp")),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(fs.readdirSync(directory)).toEqual(["abcdef0123456789abcd-480.webp"]);
    expect(sha(fs.readFileSync(path.join(directory, "abcdef0123456789abcd-480.webp")))).toBe(sha(body));
  });

  it("unique temporary name per write: 20 parallel identical PNG uploads, then MP4 uploads, by an official all answer 200 and store one file each", async () => {
    const dataDir = tempDataDir();
    const official = { email: "uploads@example.org", password: "uploads test passphrase" };
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    });
    try {
      const cookie = await signInCookie(server.url, official.email, official.password);
      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: "#1f5fa8" },
      })
        .png()
        .toBuffer();
      const upload = async () => {
        const body = new FormData();
        body.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "same.png");
        const response = await fetch(`${server.url}/media-upload`, {
          method: "POST",
          headers: { Origin: server.url, Cookie: cookie },
          body,
        });
        return { status: response.status, body: (await response.json()) as { preview?: string } };
      };
      const answers = await Promise.all(Array.from({ length: 20 }, upload));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body.preview)).size).toBe(1);

      // A video is stored as sent, outside the one-at-a-time image queue: 20 writes of one key at once.
      const mp4 = Buffer.concat([demoMp4, crypto.randomBytes(4 * 1024 * 1024)]);
      const uploadVideo = async () => {
        const body = new FormData();
        body.set("file", new Blob([new Uint8Array(mp4)], { type: "video/mp4" }), "same.mp4");
        const response = await fetch(`${server.url}/media-upload?video=1`, {
          method: "POST",
          headers: { Origin: server.url, Cookie: cookie },
          body,
        });
        return { status: response.status, body: (await response.json()) as { preview?: string } };
      };
      const videos = await Promise.all(Array.from({ length: 20 }, uploadVideo));
      expect(videos.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(videos.map((a) => a.body.preview)).size).toBe(1);

      const files = fs.readdirSync(path.join(dataDir, "media"));
      expect(files.filter((name) => name.endsWith(".tmp"))).toEqual([]);
      expect(files.filter((name) => name.endsWith("-480.webp"))).toHaveLength(1);
      expect(files.filter((name) => name.endsWith(".mp4"))).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  describe.each([
    ["a local folder", () => new LocalMediaStore(path.join(tempDataDir("club-media-"), "media")) as MediaStore],
    [
      "an S3 bucket",
      () =>
        new S3MediaStore({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          ...s3.credentials,
          partBytes: 5 * 1024 * 1024,
        }) as MediaStore,
    ],
  ])("streamed into %s", (_, makeStore) => {
    it("streamed put: a body of several parts is stored whole and read back as a stream with its size", async () => {
      const store = makeStore();
      // 3 × 4 MiB: three S3 parts of 5 MiB at most, the last shorter.
      const expected = crypto.createHash("sha256");
      for await (const chunk of chunks(3, 4 * 1024 * 1024)) expected.update(chunk);
      await store.putStream("streamed-1.mp4", chunks(3, 4 * 1024 * 1024), "video/mp4", 12 * 1024 * 1024);
      const read = await store.getStream("streamed-1.mp4");
      expect(read?.bytes).toBe(12 * 1024 * 1024);
      const hash = crypto.createHash("sha256");
      for await (const chunk of read?.body ?? []) hash.update(chunk as Buffer);
      expect(hash.digest("hex")).toBe(expected.digest("hex"));
      expect(await store.getStream("missing-1.mp4")).toBeNull();
    });

    it("streamed put: a small body is stored in one write", async () => {
      const store = makeStore();
      await store.putStream("small-1.webp", chunks(2, 1000), "image/webp");
      expect((await store.get("small-1.webp"))?.length).toBe(2000);
    });

    it("streamed put: a body that fails, in its first part or a later one, leaves nothing under the key", async () => {
      const store = makeStore();
      await expect(store.putStream("failed-1.webp", failing(1000), "image/webp")).rejects.toThrow("refused mid-way");
      await expect(store.putStream("failed-2.mp4", failing(11 * 1024 * 1024), "video/mp4")).rejects.toThrow(
        "refused mid-way",
      );
      expect(await store.get("failed-1.webp")).toBeNull();
      expect(await store.get("failed-2.mp4")).toBeNull();
      if (store instanceof LocalMediaStore) expect(fs.readdirSync(store.directory)).toEqual([]);
    });
  });
});
