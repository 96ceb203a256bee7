// Peak resident memory (VmHWM from /proc/PID/status) of the server and the command line
// under the loads issue 28 named, one section each; every figure should stay under 400 MB.
// Sections (run all, or some with --only NAME[,NAME]):
//   previews  2,000 distinct link-preview and feed URLs against the built server
//   import    a ~300 MB Firestore export with ~200,000 projects (the real command)
//   uploads   100 parallel uploads of a 10 MB photo by officials (bench/memory-uploads.mjs)
//   restore   a restore (npm run restore) of an archive with a 2 GB media file, local store
// A section is an entry of `sections` below: { name, title, run() } where run() returns
// lines to print.
// Usage: npm run build && node bench/memory.mjs [--only previews] [--projects 200000]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { peakResidentKb } from "../tests/helpers/peak-memory.mjs";
import { servedArgs, servedEnv } from "./server.mjs";

const { values } = parseArgs({
  options: { only: { type: "string" }, projects: { type: "string" }, urls: { type: "string" } },
});
// The test helpers are TypeScript: read through tsx.
register();

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** Runs a TypeScript command as one process (node --import tsx); its exit code, output, wall time and VmHWM. */
async function runCommand(script, args, env) {
  const { runMeasuredCommand } = await import("../tests/helpers/measured-command.ts");
  return runMeasuredCommand(script, args, env);
}

/** Starts the built server (build/app-server.js) on a free port; resolves once it listens. */
function startBuiltServer(env) {
  const child = spawn(process.execPath, servedArgs, {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "debug",
      ...servedEnv,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const logs = [];
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line);
        if (entry.msg === "listening")
          resolve({
            url: entry.url.replace("localhost", "127.0.0.1"),
            pid: child.pid,
            logs,
            stop: () =>
              new Promise((done) => {
                child.once("exit", done);
                child.kill("SIGTERM");
              }),
          });
      }
    });
  });
}

const sections = [
  {
    name: "previews",
    title: "2,000 distinct preview URLs (link previews and feeds, against the built server)",
    async run() {
      const projects = 200;
      const total = Number(values.urls ?? 2000);
      const { openDatabase, migrateToLatest } = await import("../app/db/connect.server.ts");
      const { createProject } = await import("../app/models/project-writes.server.ts");
      const { minimalProject } = await import("../tests/helpers/projects.ts");
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-previews-"));
      try {
        const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
        await migrateToLatest(database);
        for (let i = 0; i < projects; i++)
          await createProject(
            database.db,
            null,
            minimalProject(`BENCH-${i}`, { title: `Bench project ${i} `.repeat(3) }),
          );
        await database.close();
        const server = await startBuiltServer({ DATA_DIR: dataDir, PUBLIC_URL: "https://club.example.org" });
        const startKb = peakResidentKb(server.pid);
        const languages = ["en", "ko", "hi"];
        const urls = [];
        for (let i = 0; i < projects && urls.length < total; i++)
          for (const lang of languages) urls.push(`/og/${lang}/project/BENCH-${i}.jpg?v=${i}`);
        for (let n = 0; urls.length < total; n++) {
          const lang = languages[n % 3];
          const prefix = lang === "en" ? "" : lang === "ko" ? "/korean" : "/hindi";
          if (n % 3 === 0) urls.push(`/og/${lang}/project/NOPE-${n}.jpg?v=${n.toString(36)}`);
          else if (n % 3 === 1) urls.push(`/og/${lang}/default.jpg?v=${n}`);
          else urls.push(`${prefix}/${n % 2 ? "projects" : "events"}.${n % 4 < 2 ? "rss" : "atom"}?n=${n}`);
        }
        const t = performance.now();
        const statuses = {};
        for (let i = 0; i < urls.length; i += 4)
          await Promise.all(
            urls.slice(i, i + 4).map(async (url) => {
              const response = await fetch(`${server.url}${url}`);
              await response.arrayBuffer();
              statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            }),
          );
        const ms = performance.now() - t;
        const peakKb = peakResidentKb(server.pid);
        const cache = server.logs.filter((l) => l.includes('"picture cache"')).map((l) => JSON.parse(l));
        const maxBytes = Math.max(...cache.map((c) => c.bytes));
        const last = cache.at(-1);
        await server.stop();
        return [
          `${urls.length} distinct URLs (${projects * 3} project previews to render, 404s, other versions, feeds) in ${seconds(ms)}; answers ${JSON.stringify(statuses)}`,
          `server peak resident (VmHWM): ${mb(peakKb)} (after start ${mb(startKb)}); load average ${load()}`,
          `picture cache: at most ${(maxBytes / 1024 / 1024).toFixed(1)} MB of ${(last.maxBytes / 1024 / 1024).toFixed(0)} MB, ${last.entries} pictures at the end, ${last.evicted} evicted`,
        ];
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
  {
    name: "import",
    title: "~300 MB Firestore export, ~200,000 projects (npm run import)",
    async run() {
      const projects = Number(values.projects ?? 200_000);
      const { writeLargeExport } = await import("../tests/helpers/large-export.ts");
      const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-import-"));
      try {
        const file = path.join(work, "firestore-export.json");
        let t = performance.now();
        const bytes = await writeLargeExport(file, projects, 9);
        const lines = [
          `export: ${projects.toLocaleString("en")} projects × 2 languages + 50 members, ${(bytes / 1024 / 1024).toFixed(0)} MB, written in ${seconds(performance.now() - t)}`,
        ];
        const dataDir = path.join(work, "data");
        for (const run of ["first run", "second run"]) {
          t = performance.now();
          const result = await runCommand("scripts/import.ts", ["firestore", file], {
            DATA_DIR: dataDir,
            DATABASE_URL: "",
          });
          if (result.code !== 0) throw new Error(`import failed (${result.code}):\n${result.out}\n${result.err}`);
          lines.push(
            `${run}: ${seconds(result.ms)} wall, peak resident (VmHWM) ${mb(result.peakKb)}; ${/projects: +(.*)/.exec(result.out)?.[1] ?? "?"}; load average ${load()}`,
          );
        }
        return lines;
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  },
];

sections.push(
  {
    name: "uploads",
    title: "100 parallel uploads of a 10 MB photo (officials, /media-upload)",
    async run() {
      const { parallelUploads } = await import("./memory-uploads.mjs");
      const result = await parallelUploads();
      return [
        `${result.what}: server peak resident (VmHWM) ${result.peakMb.toFixed(0)} MB (${result.startPeakMb.toFixed(0)} MB after start); answers ${JSON.stringify(result.answers)}; load average ${load()}`,
      ];
    },
  },
  {
    name: "restore",
    title: "restore of an archive with a 2 GB media file (npm run restore, local store)",
    async run() {
      const { writeLargeMediaArchive } = await import("../tests/helpers/large-archive.ts");
      const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-restore-"));
      try {
        const { archive } = await writeLargeMediaArchive(work, "bench-video.mp4", 2 * 1024 ** 3);
        const result = await runCommand("scripts/restore.ts", [archive, "--max-entry-mb", "2048"], {
          DATA_DIR: path.join(work, "data"),
        });
        if (result.code !== 0) throw new Error(`restore failed (${result.code}):\n${result.out}\n${result.err}`);
        return [`${seconds(result.ms)} wall, peak resident (VmHWM) ${mb(result.peakKb)}; load average ${load()}`];
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  },
);

const only = values.only?.split(",");
console.log(`cores: ${os.cpus().length}, load average ${load()} at start`);
for (const section of sections) {
  if (only && !only.includes(section.name)) continue;
  console.log(`\n${section.title}`);
  for (const line of await section.run()) console.log(`  ${line}`);
}
