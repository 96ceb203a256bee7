// Prints the gzipped JavaScript each public page loads at start-up, in every
// language its hreflang links name: the modules it loads, as many bytes as the server sends
// each one to a browser that accepts gzip (the build's Zopfli copies; a file under 1 KiB is
// sent as it is), and its inline scripts (the hydration data and the route manifest) gzipped at
// level 6 (the page itself is sent compressed whole), next to a bare React Router 7 + React 19
// app built from bench/bare-app (level 6). The last lines give the home page at level 6 too,
// and with brotli, which current browsers are sent. Usage: npm run build && node bench/page-js-size.mjs
// (or BENCH_URL=http://host:port to measure a running server). The home page is
// measured with 8 slides, the most the editor allows (issue 11's budget).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startServer } from "./server.mjs";

/** Issue 22: the home page (8 slides) at most 122 KiB, every other public page at most 125 KiB, inline scripts included. */
const homeBudgetKiB = 122;
const pageBudgetKiB = 125;
const pages = [
  "/",
  "/about",
  "/donate",
  "/projects",
  "/signature-projects",
  "/join",
  "/contact",
  "/members",
  "/sign-in",
  "/project/DEMO-SEWING",
  "/events",
  "/event/1",
];

function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 6 }).length;
}

/**
 * The scripts a document loads at start-up: its module preloads and the
 * modules its inline scripts import. Route modules merely named in the
 * manifest (for links the visitor may follow later) are not loaded and not counted.
 */
function scriptUrls(html) {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const imports = [...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*|\s+)"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return [...new Set([...preloads, ...imports])];
}

/** The text of the page's inline scripts that run (not JSON-LD data blocks). */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes))
    .map(([, , text]) => text)
    .join("\n");
}

/** The body's bytes as the server sends them to a browser that accepts `encoding`, still encoded. */
function sentBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    (url.protocol === "https:" ? https : http)
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

async function measure(base, pathname, encoding = "gzip") {
  const html = await (await fetch(new URL(pathname, base))).text();
  let modules = 0;
  let level6 = 0;
  for (const url of scriptUrls(html)) {
    modules += (await sentBytes(new URL(url, base), encoding)).length;
    level6 += gzipSize(await sentBytes(new URL(url, base), "identity"));
  }
  return { modules, level6, inline: gzipSize(Buffer.from(inlineScripts(html))) };
}

/** The page in each language, from its hreflang alternates (x-default left out). */
async function alternates(base, pathname) {
  const html = await (await fetch(new URL(pathname, base))).text();
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)]
    .filter((m) => m[1] !== "x-default")
    .map((m) => [m[1], new URL(m[2], base).pathname]);
}

function bareFrameworkBytes() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bare-rr-"));
  fs.cpSync("bench/bare-app", dir, { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync("npx", ["react-router", "build"], { cwd: dir, stdio: "ignore" });
  if (build.status !== 0) return null;
  const assets = path.join(dir, "build/client/assets");
  // The bare app loads every chunk it has (entry, root, its one route), except
  // the manifest file, which a server-rendered page inlines instead.
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js") && !f.startsWith("manifest-"))
    .reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(assets, f))), 0);
}

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop() {} } : await startServer();
const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
let languages = [];
for (const page of pages) {
  const versions = await alternates(server.url, page);
  if (languages.length === 0) languages = versions.map(([lang]) => lang);
  const sizes = [];
  for (const [, pathname] of versions) sizes.push(await measure(server.url, pathname));
  rows.push([page, ...sizes]);
}
const homeSlides = ((await (await fetch(new URL("/", server.url))).text()).match(/class="home-slide"/g) ?? []).length;
const homeBrotli = await measure(server.url, "/", "br");
server.stop();
const bare = bareFrameworkBytes();

console.log("gzipped JavaScript at start-up (KiB): modules + inline scripts = total");
console.log(`${"page".padEnd(24)} ${languages.map((l) => l.padStart(22)).join(" ")}`);
let overBudget = false;
for (const [page, ...sizes] of rows) {
  const cells = sizes.map(({ modules, inline }) => `${kib(modules)} + ${kib(inline)} = ${kib(modules + inline)}`);
  console.log(`${page.padEnd(24)} ${cells.map((cell) => cell.padStart(22)).join(" ")}`);
  const budget = (page === "/" ? homeBudgetKiB : pageBudgetKiB) * 1024;
  if (sizes.some(({ modules, inline }) => modules + inline > budget)) overBudget = true;
}
if (bare !== null) console.log(`${"bare React Router 7 app".padEnd(24)} ${kib(bare).padStart(22)} (modules only)`);
console.log(`slides on the home page: ${homeSlides}`);
const largestHome = Math.max(...rows[0].slice(1).map(({ modules, inline }) => modules + inline));
const largestOther = Math.max(...rows.slice(1).flatMap(([, ...sizes]) => sizes.map((s) => s.modules + s.inline)));
const homeLevel6 = rows[0].slice(1).map(({ level6, inline }) => kib(level6 + inline));
console.log(`home page with every module gzipped at level 6: ${homeLevel6.join(" / ")} KiB`);
console.log(`home page (${languages[0]}) sent with brotli: ${kib(homeBrotli.modules + homeBrotli.inline)} KiB`);
console.log(
  `home page (8 slides), largest language: ${(largestHome / 1024).toFixed(2)} KiB of a ${homeBudgetKiB} KiB budget`,
);
console.log(`other public pages, largest: ${(largestOther / 1024).toFixed(2)} KiB of a ${pageBudgetKiB} KiB budget`);
if (overBudget) process.exitCode = 1;
