import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStaleUploadSpools } from "./cleanup.server";
import { field, maxUploadBytes, parseUpload, uploadTempPrefix } from "./upload.server";

async function jpeg() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
    .jpeg()
    .toBuffer();
}

function multipart(form: FormData) {
  return new Request("http://club.test/upload", { method: "POST", body: form });
}

// A minimal MP4: an ftyp box is what identifies the format.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom"), Buffer.alloc(12)]);

describe("uploads", () => {
  it("reads fields and an image, deciding the type from its bytes", async () => {
    const form = new FormData();
    form.set("title", "School kits");
    form.set("image", new Blob([await jpeg()], { type: "application/octet-stream" }), "photo.bin");
    const upload = await parseUpload(multipart(form));
    expect(field(upload, "title")).toBe("School kits");
    expect(upload.errors).toEqual([]);
    expect(upload.files).toHaveLength(1);
    expect(upload.files[0]).toMatchObject({
      field: "image",
      filename: "photo.bin",
      contentType: "image/jpeg",
      kind: "image",
    });
  });

  it("refuses a file over 10 MB, naming the file, and keeps none of it", async () => {
    const form = new FormData();
    form.set("image", new Blob([Buffer.alloc(11 * 1024 * 1024, 1)]), "huge-photo.jpg");
    const upload = await parseUpload(multipart(form));
    expect(upload.files).toEqual([]);
    expect(upload.errors).toEqual([{ field: "image", filename: "huge-photo.jpg", code: "too-large" }]);
  });

  it("refuses a file named like an image whose bytes are not one", async () => {
    const form = new FormData();
    form.set("image", new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" }), "evil.jpg");
    const upload = await parseUpload(multipart(form));
    expect(upload.errors).toEqual([{ field: "image", filename: "evil.jpg", code: "unsupported-type" }]);
  });

  it("takes MP4 video only where video is allowed", async () => {
    const form = new FormData();
    form.set("media", new Blob([mp4]), "clip.mp4");
    expect((await parseUpload(multipart(form))).errors[0]?.code).toBe("unsupported-type");
    const allowed = await parseUpload(multipart(form), { allowVideo: true });
    expect(allowed.files[0]).toMatchObject({ kind: "video", contentType: "video/mp4" });
  });

  it("takes at most the allowed number of files", async () => {
    const form = new FormData();
    const bytes = await jpeg();
    for (let i = 0; i < 4; i++) form.append("images", new Blob([bytes]), `p${i}.jpg`);
    const upload = await parseUpload(multipart(form), { maxFiles: 3 });
    expect(upload.files).toHaveLength(3);
    expect(upload.errors).toEqual([{ field: "images", filename: "p3.jpg", code: "too-many-files" }]);
  });

  it("ignores an empty file input", async () => {
    const form = new FormData();
    form.set("image", new Blob([]), "");
    form.set("name", "x");
    const upload = await parseUpload(multipart(form));
    expect(upload.files).toEqual([]);
    expect(upload.errors).toEqual([]);
  });
});

function rawMultipart(body: BodyInit, contentType = "multipart/form-data; boundary=b") {
  return new Request("http://club.test/upload", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
    duplex: "half",
  } as RequestInit);
}

async function statusOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).status;
}

const filePart =
  '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

describe("a broken upload ends that request with 400, never the process", () => {
  it("accepts a file of exactly 10 MB and refuses one byte more", async () => {
    const head = await jpeg();
    const exact = Buffer.concat([head, Buffer.alloc(maxUploadBytes - head.length)]);
    const form = new FormData();
    form.set("image", new Blob([exact]), "exact.jpg");
    const upload = await parseUpload(multipart(form));
    expect(upload.errors).toEqual([]);
    expect(upload.files[0]?.size).toBe(maxUploadBytes);
    expect(fs.statSync(upload.files[0]?.path ?? "").size).toBe(maxUploadBytes);
    await upload.dispose();

    const over = new FormData();
    over.set("image", new Blob([exact, Buffer.from([0])]), "over.jpg");
    expect((await parseUpload(multipart(over))).errors).toEqual([
      { field: "image", filename: "over.jpg", code: "too-large" },
    ]);
  });

  it("refuses a form that ends before its closing boundary (inside a file)", async () => {
    expect(await statusOf(parseUpload(rawMultipart(`${filePart}partial bytes`)))).toBe(400);
  });

  it("refuses a form that ends before its closing boundary (between parts)", async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n';
    expect(await statusOf(parseUpload(rawMultipart(body)))).toBe(400);
  });

  it("refuses a text field holding a NUL byte (PostgreSQL could not store it)", async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\u0000B\r\n--b--\r\n';
    expect(await statusOf(parseUpload(rawMultipart(body)))).toBe(400);
  });

  it("refuses a malformed part header", async () => {
    expect(await statusOf(parseUpload(rawMultipart("--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n")))).toBe(400);
  });

  it("refuses multipart without a boundary, or with a malformed content type", async () => {
    expect(await statusOf(parseUpload(rawMultipart("--b--\r\n", "multipart/form-data; charset=utf-8")))).toBe(400);
    expect(await statusOf(parseUpload(rawMultipart("--b--\r\n", "multipart/form-data; boundary")))).toBe(400);
  });

  it("refuses a body that is not multipart with 415", async () => {
    expect(await statusOf(parseUpload(rawMultipart("a=b", "application/x-www-form-urlencoded")))).toBe(415);
    expect(await statusOf(parseUpload(rawMultipart("a=b", "multipart/form-dataX")))).toBe(415);
  });

  it("refuses an upload whose client goes away in the middle of a file", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`${filePart}${"x".repeat(70_000)}`));
        setImmediate(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })));
      },
    });
    expect(await statusOf(parseUpload(rawMultipart(stream)))).toBe(400);
  });
});

describe("uploads are spooled to temporary files, never held whole in memory", () => {
  let temporary: string;
  const previous = process.env.TMPDIR;
  beforeEach(() => {
    // os.tmpdir() reads TMPDIR each time: this test's uploads go to a folder of its own.
    temporary = fs.mkdtempSync(path.join(previous ?? "/tmp", "upload-spool-test-"));
    process.env.TMPDIR = temporary;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(temporary, { recursive: true, force: true });
  });

  it("a file is written to a temporary file with its bytes, and dispose removes it", async () => {
    const bytes = await jpeg();
    const form = new FormData();
    form.set("image", new Blob([bytes]), "photo.jpg");
    const upload = await parseUpload(multipart(form));
    const file = upload.files[0];
    expect(file?.path.startsWith(temporary)).toBe(true);
    expect(fs.readFileSync(file?.path ?? "")).toEqual(bytes);
    await upload.dispose();
    expect(fs.readdirSync(temporary)).toEqual([]);
  });

  it("a refused file (too large, not an image, one too many) leaves no temporary file behind", async () => {
    const form = new FormData();
    form.append("image", new Blob([Buffer.alloc(11 * 1024 * 1024, 1)]), "huge.jpg");
    form.append("image", new Blob(["<svg/>"]), "a.svg");
    form.append("image", new Blob([await jpeg()]), "kept.jpg");
    const upload = await parseUpload(multipart(form));
    expect(upload.errors.map((e) => e.code)).toEqual(["too-large", "unsupported-type"]);
    const [spool] = fs.readdirSync(temporary);
    expect(fs.readdirSync(path.join(temporary, spool ?? ""))).toHaveLength(1);
    await upload.dispose();
  });

  it("a body that breaks off inside a file answers 400 and its temporary files are removed", async () => {
    const body = `${filePart}${"\xff\xd8\xff".repeat(50_000)}`;
    const request = new Request("http://club.test/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: Buffer.from(body, "latin1"),
    });
    const refusal = await parseUpload(request).catch((error: unknown) => error);
    expect((refusal as Response).status).toBe(400);
    await expect
      .poll(() => fs.readdirSync(temporary).flatMap((d) => fs.readdirSync(path.join(temporary, d))))
      .toEqual([]);
  });
});

describe("a killed process's upload spools are removed by the clean-up", () => {
  it("spools older than an hour go; a live one and other folders stay", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "spool-sweep-test-"));
    const old = path.join(directory, `${uploadTempPrefix}old`);
    const live = path.join(directory, `${uploadTempPrefix}live`);
    const other = path.join(directory, "someone-elses");
    for (const folder of [old, live, other]) fs.mkdirSync(folder);
    fs.writeFileSync(path.join(old, "file-1"), "x");
    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(other, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleUploadSpools(now, directory)).toBe(1);
    expect(fs.readdirSync(directory).sort()).toEqual([`${uploadTempPrefix}live`, "someone-elses"]);
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
