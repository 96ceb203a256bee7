// Anonymous public pages come from the in-process HTML cache: is its
// throughput at least half of nginx serving the same bytes on the same
// machine under the same load, with and without compression? Needs Debian's
// nginx and wrk (apt-get install nginx wrk).
// Usage: npm run build && node bench/html-throughput.mjs   (BENCH_SECONDS, BENCH_ROUNDS)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const duration = process.env.BENCH_SECONDS ?? "10";
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = "32";

for (const tool of ["nginx", "wrk"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is missing: apt-get install nginx wrk`);
    process.exit(2);
  }
}

/** The built server, its log lines going to a file as they would to a log shipper (not to this process, which would compete for the CPU). */
async function startServer(dataDir) {
  const logFile = path.join(path.dirname(dataDir), "server.log");
  const out = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, ["build/app-server.js"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", out, "inherit"],
  });
  fs.closeSync(out);
  for (let attempt = 0; attempt < 1200; attempt++) {
    const line = fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .find((entry) => entry.includes('"msg":"listening"'));
    if (line) return { url: JSON.parse(line).url.replace("localhost", "127.0.0.1"), child };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

function wrk(url, headers = []) {
  const args = ["-t2", `-c${connections}`, `-d${duration}s`];
  for (const header of headers) args.push("-H", header);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-nginx-"));
const { url, child } = await startServer(path.join(work, "data"));
process.on("exit", () => child.kill("SIGKILL"));

// A project page: the first one the projects list links to.
const list = await (await fetch(`${url}/projects`)).text();
const project = /href="(\/project\/[^"]+)"/.exec(list)?.[1];
if (!project) throw new Error("no project page linked from /projects");
const pages = ["/", "/members", project];

// The same bytes for nginx: each page as every anonymous visitor gets it from the cache.
const root = path.join(work, "www");
for (const page of pages) {
  // Rendered and kept; on a first start the demo photos' AVIF variants empty the cache as each
  // is made, so ask until the page is served from it.
  let kept;
  for (let attempt = 0; attempt < 600; attempt++) {
    kept = await fetch(`${url}${page}`, { headers: { "Accept-Encoding": "identity" } });
    if (kept.headers.get("x-cache") === "hit") break;
    await kept.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
  }
  if (kept.headers.get("x-cache") !== "hit") throw new Error(`${page} is not served from the cache`);
  const file = path.join(root, page === "/" ? "index.html" : `${page}/index.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await kept.arrayBuffer()));
}
const nginxPort = 18080 + Math.floor(Math.random() * 1000);
const conf = path.join(work, "nginx.conf");
fs.writeFileSync(
  conf,
  `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; gzip_types text/html; gzip_comp_level 6; default_type text/html;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${nginxPort}; root ${root}; location / { try_files $uri $uri/index.html =404; } } }`,
);
const nginx = spawn("nginx", ["-c", conf, "-p", work], { stdio: "ignore" });
for (let i = 0; i < 50; i++) {
  if (
    await fetch(`http://127.0.0.1:${nginxPort}/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const modes = [
  ["plain", []],
  ["gzip", ["Accept-Encoding: gzip"]],
];
console.log(
  `requests per second, ${connections} connections, ${duration} s each, ${rounds} rounds (1 nginx worker vs 1 Node process, wrk -t2)`,
);
console.log(
  `${"round".padEnd(6)} ${"mode".padEnd(6)} ${"page".padEnd(28)} ${"ours".padStart(8)} ${"nginx".padStart(8)} ${"ratio".padStart(6)} ${"junk cookie".padStart(12)}`,
);
const ratios = new Map(modes.map(([mode]) => [mode, []]));
for (let round = 1; round <= rounds; round++) {
  for (const [mode, headers] of modes) {
    for (const page of pages) {
      const ours = wrk(`${url}${page}`, headers);
      const theirs = wrk(`http://127.0.0.1:${nginxPort}${page}`, headers);
      // A session cookie that is not a live session must still get the kept page.
      const junk = wrk(`${url}${page}`, [...headers, "Cookie: session=x"]);
      const ratio = ours / theirs;
      ratios.get(mode).push(ratio);
      console.log(
        `${String(round).padEnd(6)} ${mode.padEnd(6)} ${page.padEnd(28)} ${ours.toFixed(0).padStart(8)} ${theirs.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${junk.toFixed(0).padStart(12)}`,
      );
    }
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
let worst = Number.POSITIVE_INFINITY;
for (const [mode, values] of ratios) {
  const value = median(values);
  worst = Math.min(worst, value);
  console.log(`median ratio, ${mode}: ${value.toFixed(2)} (budget: at least 0.50)`);
}
nginx.kill("SIGTERM");
child.kill("SIGTERM");
fs.rmSync(work, { recursive: true, force: true });
if (worst < 0.5) process.exitCode = 1;
