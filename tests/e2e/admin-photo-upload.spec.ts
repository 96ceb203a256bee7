import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./fixtures";

/**
 * A 4000×3000 phone photo, stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to view): its stored top half is red and its bottom half blue,
 * so upright it is blue on the left and red on the right. Noise makes it
 * nearly as large as a phone's JPEG (about 3 MB).
 */
async function sidewaysPhoneJpeg() {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const noise = (seed >>> 24) % 16;
    const top = i < pixels.length / 2;
    pixels[i] = (top ? 200 : 20) + noise;
    pixels[i + 1] = 20 + noise;
    pixels[i + 2] = (top ? 20 : 200) + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * The next upload the page posts. It is intercepted, because Chromium hands
 * Playwright the body of an intercepted request whatever its size.
 */
async function nextUpload(page: Page): Promise<() => Buffer> {
  let posted: Request | null = null;
  await page.route("**/media-upload*", async (route) => {
    posted = route.request();
    await route.continue();
  });
  return () => {
    if (!posted) throw new Error("nothing was posted to /media-upload");
    return postedFile(posted);
  };
}

/** The bytes of the `file` part of the multipart body the browser posted. */
function postedFile(request: Request): Buffer {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const boundary = /boundary=(.+)$/.exec(request.headers()["content-type"] ?? "")?.[1] ?? "";
  const header = body.indexOf('name="file"');
  const start = body.indexOf("\r\n\r\n", header) + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  return body.subarray(start, end);
}

/** Whether a small square of the image around (x, y), as fractions of its size, is mostly red or blue. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const size = 16;
  const pixels = await sharp(image)
    .extract({
      left: Math.round(width * x) - size / 2,
      top: Math.round(height * y) - size / 2,
      width: size,
      height: size,
    })
    .removeAlpha()
    .raw()
    .toBuffer();
  let red = 0;
  let blue = 0;
  for (let i = 0; i < pixels.length; i += 3) {
    red += pixels[i] ?? 0;
    blue += pixels[i + 2] ?? 0;
  }
  return red > blue ? "red" : "blue";
}

test.describe("photos from phones", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("a 12 MP phone photo is sent downscaled to 2560 px on its long edge, upright, as a JPEG under 1 MB", async ({
    page,
  }) => {
    const photo = await sidewaysPhoneJpeg();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/add-member");
    await expect(page.getByLabel("Photo *")).toBeVisible();
    // The downscaling code is fetched only once an official picks a file.
    expect(scripts.filter((url) => url.includes("downscale"))).toEqual([]);

    const sent = await nextUpload(page);
    await page.getByLabel("Photo *").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    // Decoding 12 MP in the browser, then the upload: allow for a machine busy with other work.
    await expect(page.locator(".media-preview img")).toBeVisible({ timeout: 20_000 });
    const file = sent();
    expect(scripts.filter((url) => url.includes("downscale"))).toHaveLength(1);

    expect(file.length).toBeLessThan(1024 * 1024);
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe("jpeg");
    expect([metadata.width, metadata.height]).toEqual([1920, 2560]);
    expect(metadata.orientation ?? 1).toBe(1);
    expect(await colourAt(file, 0.25, 0.5)).toBe("blue");
    expect(await colourAt(file, 0.75, 0.5)).toBe("red");
  });

  test("a file the browser cannot decode is sent as it is, and the server's refusal names it", async ({ page }) => {
    // JPEG's first bytes, then 2 MB of nothing a decoder can use.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024, 0x5a)]);
    await page.goto("/add-member");
    const sent = await nextUpload(page);
    await page.getByLabel("Photo *").setInputFiles({ name: "broken.jpg", mimeType: "image/jpeg", buffer: broken });
    await expect(page.getByText('"broken.jpg" is not a usable image')).toBeVisible();
    expect(sent().equals(broken)).toBe(true);
  });

  test("a photo under 1 MB is sent as it is", async ({ page }) => {
    const small = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2266aa" } })
      .jpeg()
      .toBuffer();
    await page.goto("/add-member");
    const sent = await nextUpload(page);
    await page.getByLabel("Photo *").setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer: small });
    await expect(page.locator(".media-preview img")).toBeVisible();
    expect(sent().equals(small)).toBe(true);
  });

  test("a video is sent as it is", async ({ page }) => {
    // An MP4 is known by its ftyp box; the rest does not matter to the upload.
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom"), Buffer.alloc(1536 * 1024, 1)]);
    await page.goto("/project-form");
    const sent = await nextUpload(page);
    await page.getByLabel("Image or video 2").setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: video });
    await expect(page.locator(".media-preview video")).toHaveCount(1);
    expect(sent().equals(video)).toBe(true);
  });
});
