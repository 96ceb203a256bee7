import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeLargeExport } from "../helpers/large-export";
import { tempDataDir } from "../helpers/server";

/** The importer's ceiling in this test: the figure for every bench was 400 MB; 300 MB leaves room. */
const ceilingMb = 300;
/** About 45 MB of JSON: big enough that reading it whole went past the ceiling, small enough for a minute. */
const projects = 30_000;

/** Runs `scripts/import.ts` as its own process (node --import tsx) and reads its peak resident memory (VmHWM) at exit. */
function importCommand(dataDir: string, args: string[]) {
  const peakFile = path.join(dataDir, "..", `${path.basename(dataDir)}.peak`);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", path.resolve("tests/helpers/peak-memory.mjs"), "scripts/import.ts", ...args],
    {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, PEAK_MEMORY_FILE: peakFile, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  return new Promise<{ code: number | null; out: string; err: string; peakMb: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out, err, peakMb: Number(fs.readFileSync(peakFile, "utf8")) / 1024 })),
  );
}

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
