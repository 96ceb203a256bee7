import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3MediaStore } from "~/media/s3-store.server";
import { storeImageVariants } from "~/media/variants.server";
import { startS3 } from "../helpers/s3";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3();
});

afterAll(async () => {
  await s3?.close();
});

describe("media on S3-compatible storage", () => {
  it("stores and reads objects in the bucket, and answers null for a missing key", async () => {
    const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
    await store.put("hello-1.webp", Buffer.from("bytes"), "image/webp");
    expect((await store.get("hello-1.webp"))?.toString()).toBe("bytes");
    expect(await store.get("missing-1.webp")).toBeNull();
  });

  it("writes image variants to the bucket", async () => {
    const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
    const source = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#228833" } })
      .png()
      .toBuffer();
    const image = await storeImageVariants(store, source);
    for (const variant of image.variants) {
      const bytes = await store.get(variant.key);
      expect((await sharp(bytes ?? Buffer.alloc(0)).metadata()).width).toBe(variant.width);
    }
  });

  it("the built server with MEDIA_STORE=s3 keeps demo images in the bucket and serves them at /media", async () => {
    let server: RunningServer | undefined;
    try {
      server = await startServer({
        DATA_DIR: tempDataDir(),
        ...s3.env,
      });
      const html = await (await fetch(`${server.url}/project/DEMO-SEWING`)).text();
      const key = /\/media\/([a-f0-9]+-\d+\.webp)/.exec(html)?.[1];
      expect(key).toBeDefined();
      const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
      expect(await store.get(key ?? "")).not.toBeNull();
      const response = await fetch(`${server.url}/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`${server.url}/media/nope-1.webp`)).status).toBe(404);
    } finally {
      await server?.stop();
    }
  });
});
