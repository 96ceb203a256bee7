import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyTemplate, templateFits } from "./seeded-template";

export const serverEntry = path.resolve("build/app-server.js");

export function assertBuilt() {
  if (!fs.existsSync(serverEntry)) throw new Error("build/app-server.js is missing: run `npm run build` first.");
}

export function tempDataDir(prefix = "club-test-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server on a free port and resolves once it logs that it
 * listens. A demo-content SQLite server on an empty data folder starts from
 * the run's seeded template (tests/helpers/seeded-template.ts) unless
 * `fresh` asks for a first start of its own (a test of what a first start does).
 */
export async function startServer(env: Record<string, string>, { fresh = false } = {}): Promise<RunningServer> {
  assertBuilt();
  // Playwright's specs use this module too; only a vitest run has a template.
  const template = !fresh && process.env.VITEST ? (await import("vitest")).inject("seededTemplate") : "";
  if (template && env.DATA_DIR && templateFits(env)) copyTemplate(template, env.DATA_DIR);
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said it listens must not outlive the test that started it.
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${logs.join("\n")}`));
    }, 60_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "listening" && entry.url) {
          clearTimeout(timer);
          resolve({
            url: entry.url.replace("localhost", "127.0.0.1"),
            process: child,
            logs,
            stop: (signal = "SIGTERM") =>
              new Promise((done) => {
                if (child.exitCode !== null) return done(child.exitCode);
                child.once("exit", (code) => done(code));
                child.kill(signal);
              }),
          });
        }
      }
    };
    child.stdout.on("data", onLine);
    child.stderr.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
  });
}

/** Runs the built server expecting it to refuse to start; returns its exit code and standard error. */
export function runServerExpectingFailure(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  assertBuilt();
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
}
