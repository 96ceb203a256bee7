import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverEngines } from "../helpers/engines";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const official = { email: "limits@example.org", password: "limits test passphrase" };

/** The highest resident memory the process has had, from the kernel (VmHWM), in megabytes. */
function peakMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** A small, valid JPEG whose header claims `width`×`height` pixels (the start-of-frame segment rewritten). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#6688aa" } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error("no start-of-frame segment");
}

describe("resource limits of the built server", () => {
  let server: RunningServer;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    });
    const signIn = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(official),
    });
    cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=./);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("an upload declaring 16000×16000 pixels is refused as not a usable image, naming the file, without the server's memory passing 400 MB", async () => {
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(await jpegClaiming(16000, 16000))], { type: "image/jpeg" }), "huge.jpg");
    body.set("alt", "A huge picture");
    const response = await fetch(`${server.url}/media-upload`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, code: "unusable-image", filename: "huge.jpg" });
    const peak = peakMegabytes(server.process.pid as number);
    console.log(`peak resident memory after a 16000×16000 upload: ${peak} MB`);
    expect(peak).toBeLessThan(400);
  });

  it("a corrupt image is refused the same way (400, named), not as a server failure", async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(good.subarray(0, 200))], { type: "image/jpeg" }), "broken.jpg");
    const response = await fetch(`${server.url}/media-upload`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "unusable-image", filename: "broken.jpg" });
  });

  it("the HTML cache serves its page to a request whose session cookie is not a live session, and a fresh render to an official", async () => {
    await (await fetch(`${server.url}/about`)).text();
    const junk = await fetch(`${server.url}/about`, { headers: { Cookie: "session=x" } });
    expect(junk.headers.get("x-cache")).toBe("hit");
    await junk.text();
    const forged = await fetch(`${server.url}/about`, { headers: { Cookie: `session=${"A".repeat(43)}` } });
    expect(forged.headers.get("x-cache")).toBe("hit");
    await forged.text();
    const asOfficial = await fetch(`${server.url}/about`, { headers: { Cookie: cookie } });
    expect(asOfficial.status).toBe(200);
    expect(asOfficial.headers.get("x-cache")).toBeNull();
    await asOfficial.text();
  });

  it("a page first rendered for a junk session cookie is an anonymous visitor's: kept for everyone, without no-store", async () => {
    const junk = await fetch(`${server.url}/donate`, { headers: { Cookie: "session=x" } });
    expect(junk.headers.get("x-cache")).toBeNull();
    expect(junk.headers.get("cache-control") ?? "").not.toContain("no-store");
    await junk.text();
    const visitor = await fetch(`${server.url}/donate`);
    expect(visitor.headers.get("x-cache")).toBe("hit");
    expect(visitor.headers.get("cache-control") ?? "").not.toContain("no-store");
    await visitor.text();
    // An official's session is live: their page is rendered for them, marked no-store.
    const asOfficial = await fetch(`${server.url}/donate`, { headers: { Cookie: cookie } });
    expect(asOfficial.headers.get("x-cache")).toBeNull();
    expect(asOfficial.headers.get("cache-control")).toContain("no-store");
    await asOfficial.text();
  });

  it("exports a large inbox as CSV with every row once, newest first, across many batches", async () => {
    const total = 1234;
    const writer = new Database(path.join(dataDir, "club.db"));
    const insert = writer.prepare(
      `insert into messages (kind, locale, name, email, phone, age, body, submitted_at, status, client_ip)
       values ('join', 'en', ?, ?, '+91 90000 00000', 30, 'Exported', ?, 'new', '192.0.2.1')`,
    );
    // Many messages share a second, so the batches must also step by id.
    writer.transaction(() => {
      for (let i = 0; i < total; i++) {
        insert.run(`Member ${i}`, `m${i}@example.org`, `2026-01-01T00:00:0${i % 7}.000Z`);
      }
    })();
    const expected = writer
      .prepare("select id from messages order by submitted_at desc, id desc")
      .all()
      .map((row) => String((row as { id: number }).id));
    writer.close();

    const response = await fetch(`${server.url}/inbox.csv`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines[0]).toContain('"ID"');
    const ids = lines.slice(1).map((line) => /^"(\d+)"/.exec(line)?.[1]);
    expect(ids).toHaveLength(total);
    expect(ids).toEqual(expected);
  });
});

describe.each(serverEngines)("page numbers on $name", ({ env }) => {
  let server: RunningServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const made = await env();
    drop = made.drop;
    server = await startServer({ ...made.env, DATA_DIR: tempDataDir(), DEMO_CONTENT: "0" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("a ?page= that is not a page number goes to the first page, and one past the last is not found, never a server error", async () => {
    for (const page of ["99999999999999999999", "1e309", "Infinity", "-1", "1.5", "abc"]) {
      const response = await fetch(`${server.url}/members?page=${page}`, { redirect: "manual" });
      await response.text();
      expect([page, response.status, response.headers.get("location")]).toEqual([page, 302, "/members"]);
    }
    const past = await fetch(`${server.url}/members?page=999999999`);
    await past.text();
    expect(past.status).toBe(404);
  });
});
