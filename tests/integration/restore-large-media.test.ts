// A restore of an archive whose one media file is 2 GB (zeros, made and hashed as a stream:
// this test never holds it in memory either), run as `npm run restore` does, in a child
// process whose own peak resident memory (VmHWM) it reads. Needs about 4 GB of free space
// in the temporary folder for the S3 case (s3rver keeps the parts, then the object); every
// file is deleted afterwards.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArchiveManifest } from "~/backup/archive-format";
import { exportToFile } from "~/backup/export.server";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { S3MediaStore } from "~/media/s3-store.server";
import { LocalMediaStore } from "~/media/store.server";
import { startS3 } from "../helpers/s3";
import { tempDataDir } from "../helpers/server";

const largeKey = "large-video-1.mp4";
const largeName = `media/${largeKey}`;
const largeBytes = 2 * 1024 ** 3;
const peakLimitKb = 300 * 1024;
const zeros = Buffer.alloc(1024 * 1024);

function* zeroChunks(total: number) {
  for (let sent = 0; sent < total; sent += zeros.length) yield zeros.subarray(0, Math.min(zeros.length, total - sent));
}

async function sha256Of(chunks: AsyncIterable<Buffer> | Iterable<Buffer>) {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

const root = tempDataDir("club-large-");
let archive = "";
let largeSha = "";
const tmpBefore = new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("club-restore-")));

/**
 * A site with one video row naming the large file, exported with the file
 * missing, then written again with the file streamed in and the manifest
 * listing its SHA-256 and size, as an export of the whole site would.
 */
beforeAll(async () => {
  const source = { kind: "sqlite" as const, file: path.join(root, "source", "club.db") };
  const database = openDatabase(source);
  await migrateToLatest(database);
  await database.db
    .insertInto("media")
    .values({
      kind: "video",
      storage_key: largeKey,
      content_type: "video/mp4",
      bytes: largeBytes,
      width: null,
      height: null,
      variants: "[]",
      alt_text: "Two gigabytes of zeros",
      created_at: nowIso(),
    })
    .execute();
  await database.close();
  const base = path.join(root, "base.tar.gz");
  const manifest = await exportToFile(base, { target: source, store: new LocalMediaStore(path.join(root, "none")) });
  expect(manifest.missingMedia).toEqual([largeKey]);

  const entries: [string, Buffer][] = [];
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(base), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  await reading;

  largeSha = (await sha256Of(zeroChunks(largeBytes))).sha256;
  const large: ArchiveManifest = {
    ...manifest,
    files: { ...manifest.files, [largeName]: { sha256: largeSha, bytes: largeBytes } },
    missingMedia: [],
  };
  archive = path.join(root, "large.tar.gz");
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(archive));
  for (const [name, body] of entries) if (name !== "manifest.json") pack.entry({ name }, body);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: largeName, size: largeBytes }, (error) => (error ? reject(error) : resolve()));
    pipeline(Readable.from(zeroChunks(largeBytes)), entry).catch(reject);
  });
  pack.entry({ name: "manifest.json" }, Buffer.from(JSON.stringify(large)));
  pack.finalize();
  await writing;
}, 600_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  out: string;
  err: string;
  /** The child's peak resident memory, VmHWM, in kB. */
  peakKb: number;
}

let runs = 0;

/** Runs a CLI script in its own Node process (tsx as a loader, not its wrapper process), reporting its VmHWM. */
function runCli(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const peakFile = path.join(root, `peak-${++runs}.txt`);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./tests/helpers/report-peak-memory.mjs", script, ...args],
    { env: { PATH: process.env.PATH ?? "", ...env, PEAK_MEMORY_FILE: peakFile }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, out, err, peakKb: Number(fs.readFileSync(peakFile, "utf8")) }));
  });
}

const report = (label: string, run: Run, started: number) =>
  process.stdout.write(
    `${label}: exit ${run.code}, VmHWM ${(run.peakKb / 1024).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

describe("a restore of an archive with a 2 GB media file", { timeout: 1_800_000 }, () => {
  it("an entry over the cap is refused with its name before anything is written (default cap, 100 MB)", async () => {
    const dataDir = tempDataDir("club-large-target-");
    try {
      const started = performance.now();
      const run = await runCli("scripts/restore.ts", [archive], { DATA_DIR: dataDir });
      report("refused by the default cap", run, started);
      expect(run.code).toBe(1);
      expect(run.err).toBe(
        "Restore refused: media/large-video-1.mp4 is 2048 MB, more than the 100 MB one media file may have (RESTORE_MAX_ENTRY_MB, or --max-entry-mb): nothing was restored\n",
      );
      // Not even the database file: the archive is refused before the target is opened.
      expect(fs.readdirSync(dataDir)).toEqual([]);
      expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith("club-restore-") && !tmpBefore.has(n))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("with the cap raised (--max-entry-mb), restored into the local store with a peak resident memory under 300 MB; its export streams too", async () => {
    const dataDir = tempDataDir("club-large-target-");
    try {
      let started = performance.now();
      const run = await runCli("scripts/restore.ts", [archive, "--max-entry-mb", "2048"], { DATA_DIR: dataDir });
      report("restored into the local store", run, started);
      expect(run).toMatchObject({ code: 0, err: "" });
      expect(run.out).toMatch(/^Restored 1 rows of \d+ tables and 1 media files into SQLite/);
      expect(run.peakKb).toBeGreaterThan(0);
      expect(run.peakKb).toBeLessThan(peakLimitKb);
      const stored = path.join(dataDir, "media", largeKey);
      expect(fs.readdirSync(path.join(dataDir, "media"))).toEqual([largeKey]);
      expect(await sha256Of(fs.createReadStream(stored, { highWaterMark: 1024 * 1024 }))).toEqual({
        sha256: largeSha,
        bytes: largeBytes,
      });

      // The restored site's own export streams the file back into an archive.
      const exported = path.join(dataDir, "again.tar.gz");
      started = performance.now();
      const exporting = await runCli("scripts/export.ts", [exported], { DATA_DIR: dataDir });
      report("exported again", exporting, started);
      expect(exporting).toMatchObject({ code: 0, err: "" });
      expect(exporting.peakKb).toBeLessThan(peakLimitKb);
      const extract = tar.extract();
      const reading = pipeline(fs.createReadStream(exported), zlib.createGunzip(), extract);
      let manifest: ArchiveManifest | undefined;
      for await (const entry of extract) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) if (entry.header.name === "manifest.json") chunks.push(chunk as Buffer);
        if (entry.header.name === "manifest.json") manifest = JSON.parse(Buffer.concat(chunks).toString());
      }
      await reading;
      expect(manifest?.files[largeName]).toEqual({ sha256: largeSha, bytes: largeBytes });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("with the cap raised (RESTORE_MAX_ENTRY_MB), restored into S3 (a multipart upload) with a peak resident memory under 300 MB", async () => {
    const dataDir = tempDataDir("club-large-target-");
    const s3 = await startS3();
    try {
      const started = performance.now();
      const run = await runCli("scripts/restore.ts", [archive], {
        DATA_DIR: dataDir,
        RESTORE_MAX_ENTRY_MB: "2048",
        ...s3.env,
      });
      report("restored into S3", run, started);
      expect(run).toMatchObject({ code: 0, err: "" });
      expect(run.peakKb).toBeGreaterThan(0);
      expect(run.peakKb).toBeLessThan(peakLimitKb);
      expect(fs.existsSync(path.join(dataDir, "media"))).toBe(false);
      const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
      const object = await store.getStream(largeKey);
      expect(object?.bytes).toBe(largeBytes);
      expect(await sha256Of(object?.body ?? [])).toEqual({ sha256: largeSha, bytes: largeBytes });
    } finally {
      await s3.close();
      fs.rmSync(s3.directory, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
