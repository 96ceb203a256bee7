import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLimits } from "~/media/upload-slots.server";
import { signInCookie } from "../helpers/raw-http";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Rules: an upload is spooled to a temporary file that is gone once its
 * response is done, whatever the outcome; at most uploadLimits.perSession
 * uploads per session and uploadLimits.total in all are received at once,
 * the next answered 429.
 */
const official = { email: "spool@example.org", password: "spool test passphrase" };
const boundary = "----spool";

describe("uploads go through temporary files, and only so many at once", () => {
  let server: RunningServer;
  const temporary = tempDataDir("club-spool-tmp-");
  let png: Buffer;

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: tempDataDir("club-spool-"),
      DEMO_CONTENT: "0",
      TMPDIR: temporary,
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    });
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  const spools = () => fs.readdirSync(temporary).filter((name) => name.startsWith("club-upload-"));
  const filesInSpools = () => spools().flatMap((spool) => fs.readdirSync(path.join(temporary, spool)));

  function uploadBody(bytes: Buffer) {
    return Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }

  const upload = (cookie: string, bytes = png) =>
    fetch(`${server.url}/media-upload`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: uploadBody(bytes),
    });

  /** An upload whose client has sent its file's first bytes and then waits: it holds its slot. */
  function heldUpload(cookie: string): net.Socket {
    const body = uploadBody(Buffer.concat([png, Buffer.alloc(1024 * 1024)]));
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      [
        "POST /media-upload HTTP/1.1",
        `Host: ${new URL(server.url).host}`,
        `Origin: ${server.url}`,
        `Cookie: ${cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        "",
        "",
      ].join("\r\n"),
    );
    socket.write(body.subarray(0, 4096));
    return socket;
  }

  it("a saved upload's and a refused upload's temporary files are gone once the answer is sent", async () => {
    const cookie = await signInCookie(server.url, official.email, official.password);
    expect((await upload(cookie)).status).toBe(200);
    expect((await upload(cookie, Buffer.from("not an image at all"))).status).toBe(415);
    await expect.poll(spools).toEqual([]);
    // A client that goes away mid-file: its spool goes too.
    const gone = heldUpload(cookie);
    await expect.poll(() => filesInSpools().length).toBe(1);
    gone.destroy();
    await expect.poll(spools).toEqual([]);
  });

  it("the upload past the per-session limit answers 429, another session's goes through, and the limit frees up", async () => {
    const first = await signInCookie(server.url, official.email, official.password);
    const second = await signInCookie(server.url, official.email, official.password);
    const held = Array.from({ length: uploadLimits.perSession }, () => heldUpload(first));
    // Each held upload has a spool with its file begun: all its slots are taken.
    await expect.poll(() => filesInSpools().length, { timeout: 60_000 }).toBe(uploadLimits.perSession);
    const refused = await upload(first);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await upload(second)).status).toBe(200);
    for (const socket of held) socket.destroy();
    await expect.poll(spools, { timeout: 60_000 }).toEqual([]);
    expect((await upload(first)).status).toBe(200);
  });

  it("the upload past the limit for all sessions answers 429", async () => {
    const sessions = await Promise.all(
      Array.from({ length: Math.ceil(uploadLimits.total / uploadLimits.perSession) + 1 }, () =>
        signInCookie(server.url, official.email, official.password),
      ),
    );
    const last = sessions.pop() as string;
    const held = Array.from({ length: uploadLimits.total }, (_, n) =>
      heldUpload(sessions[n % sessions.length] as string),
    );
    await expect.poll(() => filesInSpools().length, { timeout: 60_000 }).toBe(uploadLimits.total);
    expect((await upload(last)).status).toBe(429);
    for (const socket of held) socket.destroy();
    await expect.poll(spools, { timeout: 60_000 }).toEqual([]);
    expect((await upload(last)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});
