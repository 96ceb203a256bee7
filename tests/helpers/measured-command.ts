import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface MeasuredRun {
  code: number | null;
  out: string;
  err: string;
  /** Wall time in milliseconds. */
  ms: number;
  /** The process's own peak resident memory (VmHWM), in kB. */
  peakKb: number;
}

/**
 * Runs a TypeScript command (scripts/restore.ts, scripts/import.ts…) as one
 * Node process, with tsx as a loader rather than its wrapper process, so the
 * VmHWM that tests/helpers/peak-memory.mjs writes at exit is the command's own.
 */
export function runMeasuredCommand(script: string, args: string[], env: Record<string, string>): Promise<MeasuredRun> {
  const peakFile = path.join(os.tmpdir(), `club-peak-${process.pid}-${crypto.randomUUID()}.txt`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", path.resolve("tests/helpers/peak-memory.mjs"), script, ...args],
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
    child.once("close", (code) => {
      const peakKb = Number(fs.readFileSync(peakFile, "utf8"));
      fs.rmSync(peakFile, { force: true });
      resolve({ code, out, err, ms: performance.now() - started, peakKb });
    });
  });
}
