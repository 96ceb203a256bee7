// The Firestore import at the old site's scale: 1,000 projects (each an
// English and a Korean copy) with 3,000 distinct 640×480 JPEGs, served by a
// local HTTP server standing in for Cloudinary, imported by the real command
// (`tsx scripts/import.ts`) into a fresh SQLite data folder. Prints the wall
// time, the importer's peak RSS (from /usr/bin/time -v when it is there) and
// the sizes; then runs it again to time a second run, which must change nothing.
// Usage: npm run bench:import [-- --projects 200 --images 3]
//        (or BENCH_PROJECTS / BENCH_IMAGES_PER_PROJECT); the images are made once
//        into a cached folder under the system's temporary directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const { values } = parseArgs({ options: { projects: { type: "string" }, images: { type: "string" } } });
const projects = Number(values.projects ?? process.env.BENCH_PROJECTS ?? 1000);
const perProject = Math.min(3, Number(values.images ?? process.env.BENCH_IMAGES_PER_PROJECT ?? 3));
const imageCount = projects * perProject;
const width = 640;
const height = 480;

/** Distinct JPEGs: a colour of their own under mild noise, so each encodes like a photo and none is a copy. */
async function makeImages(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < imageCount; i++) {
    const file = path.join(dir, `bench-${i}.jpg`);
    if (fs.existsSync(file)) continue;
    // (r, g) is unique for every i under 65,536, so no two images are the same bytes.
    const tint = { r: i % 256, g: (Math.floor(i / 256) * 41) % 256, b: (i * 7) % 256, alpha: 0.6 };
    const layer = await sharp({ create: { width, height, channels: 4, background: tint } })
      .png()
      .toBuffer();
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .composite([{ input: layer }])
      .jpeg({ quality: 82 })
      .toFile(file);
  }
}

function exportJson(base) {
  const english = {};
  const korean = {};
  for (let p = 0; p < projects; p++) {
    const code = `BENCH-${String(p).padStart(5, "0")}`;
    const images = Object.fromEntries(
      [0, 1, 2].map((n) => [
        `img${n + 1}`,
        n < perProject ? `${base}/bench/image/upload/v1/bench-${p * perProject + n}.jpg` : "",
      ]),
    );
    const shared = {
      projectID: code,
      projectdate: `${String((p % 28) + 1).padStart(2, "0")}-${String((p % 12) + 1).padStart(2, "0")}-20${String(10 + (p % 15))}`,
      cost: 1000 + p,
      manHours: p % 100,
      location: `Demo Ward ${p % 40}`,
      videoURL: "",
      createdAt: { _seconds: 1_500_000_000 + p * 3600, _nanoseconds: 0 },
      ...images,
    };
    english[`en-${p}`] = {
      ...shared,
      projecttitle: `Demo project ${p}`,
      shortnotes: `A short note about demo project ${p}.`,
      description: `Demo project ${p} served the demo ward. `.repeat(8),
    };
    korean[`ko-${p}`] = {
      ...shared,
      projecttitle: `데모 프로젝트 ${p}`,
      shortnotes: `데모 프로젝트 ${p}에 대한 짧은 메모.`,
      description: `데모 프로젝트 ${p}는 데모 지역을 도왔습니다. `.repeat(8),
    };
  }
  return { projects: english, "korean-projects": korean };
}

function serve(dir) {
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? "/", "http://x").pathname);
    fs.readFile(path.join(dir, name), (error, body) => {
      if (error) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Runs the import command; resolves with its exit code, wall time, peak RSS and output. */
function runImport(file, dataDir) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const timed = fs.existsSync("/usr/bin/time");
  const command = timed ? "/usr/bin/time" : tsx;
  const args = [...(timed ? ["-v", tsx] : []), "scripts/import.ts", "firestore", file];
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(err)?.[1] ?? Number.NaN);
      resolve({ code, seconds: (performance.now() - started) / 1000, rssMb: rssKb / 1024, out, err });
    }),
  );
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const imagesDir = path.join(os.tmpdir(), `club-bench-import-images-v2-${width}x${height}`);
let t = performance.now();
await makeImages(imagesDir);
console.log(
  `images: ${imageCount} JPEGs of ${width}×${height} ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
const server = await serve(imagesDir);
const base = `http://127.0.0.1:${server.address().port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-import-"));
const file = path.join(work, "firestore.json");
fs.writeFileSync(file, JSON.stringify(exportJson(base)));
const dataDir = path.join(work, "data");
const sourceBytes = [...Array(imageCount).keys()].reduce(
  (sum, i) => sum + fs.statSync(path.join(imagesDir, `bench-${i}.jpg`)).size,
  0,
);
console.log(
  `export: ${projects} projects × 2 languages, ${mb(fs.statSync(file).size)} of JSON; images ${mb(sourceBytes)}`,
);

t = performance.now();
const first = await runImport(file, dataDir);
if (first.code !== 0) {
  console.error(first.out, first.err);
  process.exit(1);
}
const summary = first.out.slice(first.out.indexOf("Summary:"));
console.log(`first run: ${first.seconds.toFixed(1)} s wall, peak RSS ${first.rssMb.toFixed(0)} MB`);
console.log(summary.trim());
const second = await runImport(file, dataDir);
console.log(
  `second run: ${second.seconds.toFixed(1)} s wall, peak RSS ${second.rssMb.toFixed(0)} MB, ${/projects: +(.*)/.exec(second.out)?.[1] ?? "?"}`,
);
console.log(
  `data folder: ${mb(folderBytes(dataDir))} (database ${mb(fs.statSync(path.join(dataDir, "club.db")).size)}, media ${mb(folderBytes(path.join(dataDir, "media")))})`,
);
console.log(
  `cores: ${os.cpus().length}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
server.close();
fs.rmSync(work, { recursive: true, force: true });
