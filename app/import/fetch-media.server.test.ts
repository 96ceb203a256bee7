import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchMedia, fileNameOf } from "./fetch-media.server";

let server: http.Server;
let base = "";
const hits = new Map<string, number>();
/** The test server is on 127.0.0.1: its port is let through the safe fetcher (a test-only option). */
let fast: { backoffMs: number; timeoutMs: number; testOnlyLoopbackPorts: number[] };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? "";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === "/flaky.jpg" && (hits.get(url) ?? 0) < 3) return res.writeHead(503).end();
    if (url === "/flaky.jpg" || url === "/ok.jpg") return res.writeHead(200).end("bytes");
    if (url === "/down.jpg") return res.writeHead(500).end();
    if (url === "/huge-declared.jpg") return res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    if (url === "/huge-streamed.jpg") {
      // No length announced: only counting the bytes as they come can stop it.
      res.writeHead(200);
      const timer = setInterval(() => res.write("x".repeat(1000)), 5);
      res.on("close", () => clearInterval(timer));
      return;
    }
    if (url === "/silent.jpg") return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  fast = { backoffMs: 5, timeoutMs: 2000, testOnlyLoopbackPorts: [port, 9] };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("fetching media", () => {
  it("a 5xx answer is retried with backoff until it succeeds", async () => {
    expect(await fetchMedia(`${base}/flaky.jpg`, fast)).toEqual({ ok: true, bytes: Buffer.from("bytes") });
    expect(hits.get("/flaky.jpg")).toBe(3);
  });

  it("three retries, then the last error is reported", async () => {
    const result = await fetchMedia(`${base}/down.jpg`, fast);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("HTTP 500 (after 4 attempts)") });
    expect(hits.get("/down.jpg")).toBe(4);
  });

  it("a 404 is not retried", async () => {
    expect(await fetchMedia(`${base}/missing.jpg`, fast)).toEqual({
      ok: false,
      reason: expect.stringContaining("HTTP 404"),
    });
    expect(hits.get("/missing.jpg")).toBe(1);
  });

  it("the size limit refuses a declared length and a streamed body past it", async () => {
    const limit = { ...fast, maxBytes: 4000 };
    expect(await fetchMedia(`${base}/huge-declared.jpg`, limit)).toEqual({
      ok: false,
      reason: expect.stringContaining("larger than"),
    });
    expect(await fetchMedia(`${base}/huge-streamed.jpg`, limit)).toEqual({
      ok: false,
      reason: expect.stringContaining("larger than"),
    });
  });

  it("a request that does not answer in time fails, after its retries", async () => {
    const result = await fetchMedia(`${base}/silent.jpg`, { ...fast, timeoutMs: 100, retries: 1 });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("(after 2 attempts)") });
  });

  it("an unreachable host and a non-http address are reported, not thrown", async () => {
    expect(await fetchMedia("http://127.0.0.1:9/gone.jpg", { ...fast, retries: 0 })).toEqual({
      ok: false,
      reason: expect.stringContaining("could not be fetched"),
    });
    expect(await fetchMedia("ftp://example.org/a.jpg")).toEqual({
      ok: false,
      reason: expect.stringContaining("not an http"),
    });
    expect(await fetchMedia("not a url")).toEqual({ ok: false, reason: expect.stringContaining("is not a URL") });
  });

  it("an internal address is refused, not fetched, and not retried", async () => {
    const before = hits.size;
    const result = await fetchMedia(`${base}/ok.jpg`, { ...fast, testOnlyLoopbackPorts: [] });
    expect(result).toEqual({
      ok: false,
      reason: `${base}/ok.jpg was refused: a loopback (127.0.0.0/8) address`,
    });
    expect(hits.size).toBe(before);
  });

  it("--media-dir takes the file named by the URL's last path segment, and downloads nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-dir-"));
    fs.writeFileSync(path.join(dir, "demo photo.jpg"), "local");
    const url = `${base}/v1/demo%20photo.jpg?x=1`;
    expect(fileNameOf(url)).toBe("demo photo.jpg");
    expect(await fetchMedia(url, { mediaDir: dir })).toEqual({ ok: true, bytes: Buffer.from("local") });
    expect(hits.get("/v1/demo%20photo.jpg?x=1")).toBeUndefined();
    expect(await fetchMedia(`${base}/v1/other.jpg`, { mediaDir: dir })).toEqual({
      ok: false,
      reason: expect.stringContaining("other.jpg is not in --media-dir"),
    });
  });
});
