// With 10,000 projects and 2,000 members, how fast are the list pages?
// Prints the median and p95 server time (measured on loopback, sequential
// requests, HTML cache bypassed with a fresh query each time).
// Usage: npm run build && node bench/list-pages.mjs
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const projects = 10_000;
const members = 2_000;
const requests = 200;

function start(dataDir) {
  const child = spawn(process.execPath, ["build/app-server.js"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_CONTENT: "1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.includes('"msg":"listening"')) {
          resolve({
            url: JSON.parse(line).url.replace("localhost", "127.0.0.1"),
            stop: () =>
              new Promise((done) => {
                child.removeAllListeners("exit");
                child.once("exit", done);
                child.kill("SIGTERM");
              }),
          });
        }
      }
    });
  });
}

function fill(file) {
  const db = new Database(file);
  const now = Date.now();
  db.transaction(() => {
    const project = db.prepare(
      "insert into projects (code, project_date, cost, man_hours, location, video_url, is_signature, created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, ?, ?)",
    );
    const text = db.prepare(
      "insert into project_texts (project_id, locale, title, short_note, description) values (?, ?, ?, ?, ?)",
    );
    for (let i = 0; i < projects; i++) {
      const at = new Date(now - i * 3_600_000).toISOString();
      const { lastInsertRowid } = project.run(
        `BENCH-${i}`,
        at.slice(0, 10),
        1000 + i,
        10,
        "Bench town",
        i % 10 === 0 ? 1 : 0,
        at,
        at,
      );
      text.run(lastInsertRowid, "en", `Bench project ${i}`, "A short note about this project.", "A description.");
      if (i % 2 === 0) text.run(lastInsertRowid, "ko", `벤치 프로젝트 ${i}`, "짧은 소개", "설명");
    }
    const member = db.prepare(
      "insert into members (member_no, name, joined_on, position, photo_id, created_at, updated_at) values (?, ?, '2020-01-01', ?, null, ?, ?)",
    );
    const memberText = db.prepare(
      "insert into member_texts (member_id, locale, designation, message) values (?, 'en', null, 'Service above self.')",
    );
    for (let i = 0; i < members; i++) {
      const { lastInsertRowid } = member.run(
        `B-${i}`,
        `Bench Member ${i}`,
        i % 3 === 0 ? null : i,
        new Date(now).toISOString(),
        new Date(now).toISOString(),
      );
      memberText.run(lastInsertRowid);
    }
  })();
  db.close();
}

async function time(url) {
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}bench=${i}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(requests / 2)], p95: samples[Math.floor(requests * 0.95)] };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-lists-"));
let server = await start(dataDir);
await server.stop();
fill(path.join(dataDir, "club.db"));
server = await start(dataDir);

const pages = [
  "/projects",
  "/projects?page=400",
  "/korean/projects?page=200",
  "/signature-projects",
  "/members",
  "/members?page=40",
  "/project/BENCH-9999",
];
console.log(`list pages with ${projects} projects and ${members} members (${requests} sequential requests each, ms)`);
console.log(`${"page".padEnd(28)} ${"median".padStart(8)} ${"p95".padStart(8)}`);
let worst = 0;
for (const page of pages) {
  const { median, p95 } = await time(`${server.url}${page}`);
  worst = Math.max(worst, p95);
  console.log(`${page.padEnd(28)} ${median.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`);
}
console.log(`worst p95: ${worst.toFixed(1)} ms (budget 50 ms)`);
await server.stop();
if (worst > 50) process.exitCode = 1;
