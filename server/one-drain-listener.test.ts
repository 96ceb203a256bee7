import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { oneDrainListener } from "./one-drain-listener";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** 8 MB that gzip cannot shrink, written as React Router writes a response body: waiting for drain when told to. */
async function serve(withFix: boolean) {
  const body = crypto.randomBytes(8 * 1024 * 1024);
  const app = express();
  app.use(compression());
  if (withFix) app.use(oneDrainListener);
  app.get("/big.csv", async (_req, res) => {
    res.setHeader("Content-Type", "text/csv");
    const chunks = Array.from({ length: 512 }, (_, i) => body.subarray(i * 16384, (i + 1) * 16384));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(new Uint8Array(chunk));
        else controller.close();
      },
    });
    await writeReadableStreamToWritable(stream, res);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((done) => server.once("listening", done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, body };
}

/** Reads the response slowly enough that the server's writes must wait for drain. */
function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http.get(`${url}/big.csv`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      const gunzip = response.pipe(zlib.createGunzip());
      gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
      gunzip.on("end", () => resolve(Buffer.concat(chunks)));
      gunzip.on("error", reject);
    });
  });
}

describe("one drain listener per compressed response", () => {
  it("a long compressed response arrives whole and leaves no drain listeners piling up on the gzip stream", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      const { url, body } = await serve(true);
      expect((await download(url)).equals(body)).toBe(true);
      // Warnings are emitted on the next tick.
      await new Promise((done) => setImmediate(done));
      expect(warnings.filter((w) => w.includes("drain listeners"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("without it, compression keeps one listener per wait on its gzip stream (why it is there)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      const { url, body } = await serve(false);
      expect((await download(url)).equals(body)).toBe(true);
      await new Promise((done) => setImmediate(done));
      expect(warnings.some((w) => w.includes("drain listeners added to [Gzip]"))).toBe(true);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
