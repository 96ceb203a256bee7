// The built server for a benchmark: a fresh data folder with the demo content,
// and a home page published with 8 slides, the most the editor allows.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * The built server's command line and memory settings as `npm run serve` starts it (README,
 * decisions 0051 and 0093): a smaller young generation, two malloc arenas, and large allocations
 * given back to the system when freed. Every bench that starts the server uses these.
 */
export const servedArgs = ["--max-semi-space-size=4", "build/app-server.js"];
export const servedEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** A port nothing listens on now, so PUBLIC_URL can name it before the server starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server with the demo content; `extraEnv` adds settings (an administrator, say). */
export async function startServer(extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-"));
  const port = await freePort();
  // With PUBLIC_URL the pages carry their canonical and hreflang addresses, as a deployed site does.
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...servedEnv,
    ...extraEnv,
  };
  const child = spawn(process.execPath, servedArgs, {
    env: { ...process.env, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.includes('"msg":"listening"')) resolve(JSON.parse(line).url.replace("localhost", "127.0.0.1"));
      }
    });
  });
  publishEightSlides(path.join(dataDir, "club.db"));
  return { url, pid: child.pid, dataDir, stop: () => child.kill("SIGTERM") };
}

/** Publishes a home page with 8 slides (the seeded 5 and 3 more), as an official would, before any page is cached. */
function publishEightSlides(file) {
  const db = new Database(file);
  const versioned = db.prepare("select 1 from sqlite_master where name = 'content_versions'").get();
  // A build from before pages were editable has its 5 slides in code.
  if (!versioned) return db.close();
  const latest = db
    .prepare("select data, number from content_versions where document = 'home' order by number desc limit 1")
    .get();
  const data = JSON.parse(latest.data);
  const slides = data.lists.slides;
  for (let i = slides.length; i < 8; i++) {
    const from = slides[i % 5];
    const id = `bench${i}`;
    for (const [key, value] of Object.entries(data.values))
      if (key.startsWith(`slides/${from}/`)) data.values[key.replace(`/${from}/`, `/${id}/`)] = value;
    for (const texts of Object.values(data.texts))
      for (const [key, value] of Object.entries(texts))
        if (key.startsWith(`slides/${from}/`)) texts[key.replace(`/${from}/`, `/${id}/`)] = value;
    slides.push(id);
  }
  db.prepare(
    "insert into content_versions (document, number, data, published_at, summary) values ('home', ?, ?, ?, 'bench: 8 slides')",
  ).run(latest.number + 1, JSON.stringify(data), new Date().toISOString());
  db.close();
}
