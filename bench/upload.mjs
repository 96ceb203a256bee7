// A 12 MP phone photo, uploaded by an official: how many bytes leave the phone
// and how long the server takes, before and after decision 0022.
// - bytes sent: the photo as it is (before; and after without JavaScript),
//   and what the officials' form really posts in Debian's Chromium after the
//   browser downscale;
// - server time: the median of 5 uploads to /media-upload on loopback (wall
//   time and the server process's CPU time), against the build of this tree
//   and against a build of the commit before (BENCH_BEFORE_REF), made once
//   into a cached folder under the system's temporary directory;
// - after: when the background AVIF variants were ready, counted from the answer.
// Usage: npm run build && npm run bench:upload   (needs /usr/bin/chromium or CHROMIUM_PATH)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";

const runs = 5;
const beforeRef = process.env.BENCH_BEFORE_REF ?? "59e277003f0a36890a04ba647c2194cc29104662";
const official = { email: "bench@example.org", password: "bench upload passphrase" };
const uplinkMbit = 2;
const budgetMs = 1500;

/**
 * A phone-like 4000×3000 JPEG at quality 92: sky, foliage-like detail and
 * sensor noise, stored sideways with EXIF orientation 6 as phones do. The
 * same bytes every run.
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  let seed = 88838;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const palette = ["#2f5d2a", "#4a7a33", "#6b8e3d", "#8a6d3b", "#a0522d", "#c2b280", "#556b2f", "#3b5323", "#d2b48c"];
  const colour = () => palette[Math.floor(random() * palette.length)];
  const shapes = [];
  for (let i = 0; i < 6000; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(height * (0.35 + random() * 0.65));
    const r = 4 + random() ** 3 * 80;
    shapes.push(
      `<ellipse cx="${x}" cy="${y}" rx="${r.toFixed(1)}" ry="${(r * (0.4 + random())).toFixed(1)}" fill="${colour()}" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}" transform="rotate(${Math.floor(random() * 180)} ${x} ${y})"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(height * (0.2 + random() * 0.5));
    shapes.push(
      `<rect x="${x}" y="${y}" width="${Math.round(20 + random() * 300)}" height="${Math.round(100 + random() * 900)}" fill="${colour()}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="0.45" stop-color="#cfe2f3"/><stop offset="1" stop-color="#8f9f6a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join("")}</svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().blur(1.2).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    // Roughly Gaussian sensor noise, sigma about 8.
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + (random() + random() + random() - 1.5) * 16));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The same photo with a JPEG comment of its own, so no upload finds another's files by content hash. */
function unique(jpeg, n) {
  const text = Buffer.from(`bench upload ${n} ${Date.now()}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

/** The commit before, built once into a cached folder. */
function buildBefore(ref) {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `club-bench-upload-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, "build/app-server.js"))) return dir;
  console.log(`building ${commit.slice(0, 12)} (the pipeline before) into ${dir} …`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${dir}"`]);
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error(`the build of ${commit} failed`);
  return dir;
}

function start(cwd) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-upload-data-"));
  const child = spawn(process.execPath, ["build/app-server.js"], {
    cwd,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (!line.includes('"msg":"listening"')) continue;
        resolve({
          url: JSON.parse(line).url.replace("localhost", "127.0.0.1"),
          pid: child.pid,
          db: path.join(dataDir, "club.db"),
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners("exit");
              child.once("exit", () => {
                fs.rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill("SIGTERM");
            }),
        });
      }
    });
  });
}

async function signIn(server) {
  const response = await fetch(`${server.url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(official),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("session=")) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** The server process's CPU time so far (user + system), in milliseconds. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function waitForAvif(server, id) {
  const db = new Database(server.db, { readonly: true });
  try {
    for (;;) {
      const row = db.prepare("select variants from media where id = ?").get(id);
      if (row?.variants.includes('"avif"')) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    db.close();
  }
}

/** Uploads `bytes` `runs` times, one after another, each once the one before has finished all its work. */
async function timeUploads(server, bytes) {
  const cookie = await signIn(server);
  const wall = [];
  const cpu = [];
  const avif = [];
  for (let n = 0; n < runs; n++) {
    const body = new FormData();
    body.set("file", new Blob([unique(bytes, n)], { type: "image/jpeg" }), "IMG_2041.jpg");
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    const response = await fetch(`${server.url}/media-upload`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie },
      body,
    });
    const result = await response.json();
    const answered = performance.now();
    if (!result.ok) throw new Error(`upload failed: ${response.status} ${JSON.stringify(result)}`);
    wall.push(answered - started);
    cpu.push(cpuMs(server.pid) - cpuBefore);
    await waitForAvif(server, result.id);
    avif.push(performance.now() - answered);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { wall: median(wall), cpu: median(cpu), avif: median(avif) };
}

/** What the officials' form posts for `photo`, in Chromium, and how long the browser took before posting. */
async function bytesTheFormSends(server, photo) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = (await signIn(server)).split("=");
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/add-member`);
    // Chromium hands Playwright the body of a request it intercepts, whatever its size.
    let posted;
    const answered = page.waitForResponse((r) => r.url().includes("/media-upload"));
    let browserMs = 0;
    let started = 0;
    await page.route("**/media-upload*", async (route) => {
      browserMs = performance.now() - started;
      posted = route.request();
      await route.continue();
    });
    started = performance.now();
    await page.getByLabel("Photo *").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    await answered;
    const body = posted.postDataBuffer();
    const boundary = /boundary=(.+)$/.exec(posted.headers()["content-type"])[1];
    const start = body.indexOf("\r\n\r\n", body.indexOf('name="file"')) + 4;
    const file = body.subarray(start, body.indexOf(`\r\n--${boundary}`, start));
    const { width, height } = await sharp(file).metadata();
    return { file, width, height, browserMs };
  } finally {
    await browser.close();
  }
}

/** Runs `task` against a server started from `cwd`, which is stopped whatever happens. */
async function withServer(cwd, task) {
  const server = await start(cwd);
  try {
    return await task(server);
  } finally {
    await server.stop();
  }
}

const photo = await phonePhoto();
const beforeDir = buildBefore(beforeRef);
console.log("after: the form in Chromium, then the server …");
const { sent, afterRaw, afterSent } = await withServer(process.cwd(), async (server) => {
  const sent = await bytesTheFormSends(server, photo);
  return { sent, afterRaw: await timeUploads(server, photo), afterSent: await timeUploads(server, sent.file) };
});
console.log("before: the server …");
const beforeRaw = await withServer(beforeDir, (server) => timeUploads(server, photo));

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const uplink = (bytes) => seconds((bytes * 8) / (uplinkMbit * 1000));
const rows = [
  ["before (photo as chosen, old pipeline)", photo.length, beforeRaw, "in the answer"],
  ["after, without JavaScript (as chosen)", photo.length, afterRaw],
  [`after, with JavaScript (${sent.width}×${sent.height})`, sent.file.length, afterSent],
];
const { width, height } = await sharp(photo).metadata();
console.log(`\nphone photo: ${width}×${height} JPEG, EXIF orientation 6, ${mb(photo.length)} (${photo.length} bytes)`);
console.log(
  `machine: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; server time is the median of ${runs} uploads`,
);
console.log(`browser downscale in Chromium here: ${seconds(sent.browserMs)} from choosing the file to posting it\n`);
const header = ["", "bytes sent", `at ${uplinkMbit} Mbit/s`, "server wall", "server CPU", "AVIF ready after"];
const widths = [42, 12, 13, 12, 11, 17];
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" ");
console.log(line(header));
for (const [label, bytes, time, avif] of rows) {
  console.log(
    line([label, bytes, uplink(bytes), seconds(time.wall), seconds(time.cpu), avif ?? `+${seconds(time.avif)}`]),
  );
}
const worst = Math.max(afterRaw.wall, afterSent.wall);
const worstCpu = Math.max(afterRaw.cpu, afterSent.cpu);
console.log(
  `\nserver time after: at most ${seconds(worst)} wall, ${seconds(worstCpu)} CPU (budget ${seconds(budgetMs)})`,
);
// Image work runs on one thread, so its CPU time does not depend on other work on the machine;
// the wall time also counts waiting for a core while other processes keep them busy.
if (os.loadavg()[0] > os.availableParallelism())
  console.log("the machine was busy with other work: the CPU time is the figure to compare with the budget");
if (sent.file.length >= 1024 * 1024 || worstCpu > budgetMs) process.exitCode = 1;
