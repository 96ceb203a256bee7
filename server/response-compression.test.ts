import type http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainRequest } from "../tests/helpers/raw-http";
import { responseCompression } from "./response-compression";

// A year of donors as a CSV might list them: text that compresses, unevenly.
const body = Array.from(
  { length: 4_000 },
  (_, n) =>
    `"${n + 1}","ABCPV${String((n * 7919) % 10_000).padStart(4, "0")}F","Donor ${(n * 104_729) % 9_973}","${n % 97} Civil Lines, Kanpur","${(n * 31) % 5_000}"\r\n`,
).join("");

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  app.get("/file.csv", (_req, res) => {
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="file.csv"' });
    res.send(body);
  });
  app.get("/page", (_req, res) => {
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.send(body);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string, acceptEncoding: string) => {
  const { headers, body } = await plainRequest(`${origin}${path}`, { "Accept-Encoding": acceptEncoding });
  return { encoding: headers["content-encoding"], bytes: body };
};

describe("response compression", () => {
  it("compresses a file sent to be saved faster, so less tightly, than the same bytes sent as a page, in brotli and gzip", async () => {
    for (const [accepted, encoding, decode] of [
      ["br, gzip", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const file = await get("/file.csv", accepted);
      const page = await get("/page", accepted);
      expect([file.encoding, page.encoding]).toEqual([encoding, encoding]);
      expect(decode(file.bytes).toString()).toBe(body);
      expect(decode(page.bytes).toString()).toBe(body);
      expect(file.bytes.length).toBeGreaterThan(page.bytes.length);
    }
    const plain = await get("/file.csv", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(body);
  });
});
