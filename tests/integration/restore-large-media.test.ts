import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArchiveManifest } from "~/backup/archive-format";
import { S3MediaStore } from "~/media/s3-store.server";
import { sha256Of, writeLargeMediaArchive } from "../helpers/large-archive";
import { type MeasuredRun, runMeasuredCommand } from "../helpers/measured-command";
import { startS3 } from "../helpers/s3";
import { tempDataDir } from "../helpers/server";

const largeKey = "large-video-1.mp4";
const largeName = `media/${largeKey}`;
const largeBytes = 2 * 1024 ** 3;
const peakLimitKb = 300 * 1024;

const root = tempDataDir("club-large-");
let archive = "";
let largeSha = "";
// The refused restore spools in a temporary folder of its own: restores that other files or a
// second suite run at the same time leave theirs in the machine's, and "nothing is written"
// must count only this one's.
const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), "club-large-tmp-"));

beforeAll(async () => {
  ({ archive, sha256: largeSha } = await writeLargeMediaArchive(root, largeKey, largeBytes));
}, 600_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(privateTmp, { recursive: true, force: true });
});

type Run = MeasuredRun;
const runCli = runMeasuredCommand;

const report = (label: string, run: Run, started: number) =>
  process.stdout.write(
    `${label}: exit ${run.code}, VmHWM ${(run.peakKb / 1024).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

describe("a restore of an archive with a 2 GB media file", { timeout: 1_800_000 }, () => {
  it("an entry over the cap is refused with its name before anything is written (default cap, 100 MB)", async () => {
    const dataDir = tempDataDir("club-large-target-");
    try {
      const started = performance.now();
      const run = await runCli("scripts/restore.ts", [archive], { DATA_DIR: dataDir, TMPDIR: privateTmp });
      report("refused by the default cap", run, started);
      expect(run.code).toBe(1);
      expect(run.err).toBe(
        "Restore refused: media/large-video-1.mp4 is 2048 MB, more than the 100 MB one media file may have (RESTORE_MAX_ENTRY_MB, or --max-entry-mb): nothing was restored\n",
      );
      // Not even the database file: the archive is refused before the target is opened.
      expect(fs.readdirSync(dataDir)).toEqual([]);
      expect(fs.readdirSync(privateTmp).filter((name) => name.startsWith("club-restore-"))).toEqual([]);
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
