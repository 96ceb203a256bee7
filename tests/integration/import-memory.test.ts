import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeLargeExport } from "../helpers/large-export";
import { runMeasuredCommand } from "../helpers/measured-command";
import { tempDataDir } from "../helpers/server";

/**
 * The ceiling for every memory figure. The streaming import peaks near 280 MB here, mostly
 * Node's own start-up and uncollected garbage; the old import, which read the whole file, passed
 * 460 MB on a smaller export.
 */
const ceilingMb = 400;
/** About 45 MB of JSON: big enough that reading it whole went past the ceiling, small enough for a minute. */
const projects = 30_000;

const importCommand = async (dataDir: string, args: string[]) => {
  const run = await runMeasuredCommand("scripts/import.ts", args, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  return { ...run, peakMb: run.peakKb / 1024 };
};

describe("the Firestore import streams its export", () => {
  it(`import memory stays flat: a ${projects.toLocaleString("en")}-project export imports under ${ceilingMb} MB peak resident memory, and a second run changes nothing`, async () => {
    const dir = tempDataDir("import-memory-");
    const file = path.join(dir, "firestore-export.json");
    const bytes = await writeLargeExport(file, projects);
    expect(bytes).toBeGreaterThan(40 * 1024 * 1024);
    const dataDir = path.join(dir, "data");

    const first = await importCommand(dataDir, ["firestore", file]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(new RegExp(`projects: +${projects} created, 0 updated, 0 unchanged, 0 skipped`));
    expect(first.out).toMatch(/members: +50 created/);
    console.log(
      `import of ${(bytes / 1024 / 1024).toFixed(1)} MB (${projects} projects): peak resident ${first.peakMb.toFixed(0)} MB`,
    );
    expect(first.peakMb).toBeGreaterThan(0);
    expect(first.peakMb).toBeLessThan(ceilingMb);

    const again = await importCommand(dataDir, ["firestore", file]);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(new RegExp(`projects: +0 created, 0 updated, ${projects} unchanged, 0 skipped`));
    console.log(`second run: peak resident ${again.peakMb.toFixed(0)} MB`);
    expect(again.peakMb).toBeLessThan(ceilingMb);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 600_000);
});
