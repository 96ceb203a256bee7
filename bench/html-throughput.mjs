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

// Node's own ceiling on this machine: a bare http server writing the same kept bytes from memory,
// with the same headers and nothing else (no request id, no log line, no cache look-up).
const bareScript = `
const http = require("node:http");
const pages = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
for (const page of Object.values(pages)) for (const coding of Object.values(page)) coding.body = Buffer.from(coding.body, "base64");
http.createServer((req, res) => {
  const page = pages[req.url];
  if (!page) return void res.writeHead(404).end();
  const coding = /gzip/.test(req.headers["accept-encoding"] ?? "") ? page.gzip : page.identity;
  res.writeHead(200, [...coding.head, "Content-Length", String(coding.body.length)]);
  res.end(coding.body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
`;
const barePages = {};
for (const page of pages) {
  barePages[page] = {};
  for (const [coding, accept] of [
    ["identity", "identity"],
    ["gzip", "gzip"],
  ]) {
    const answer = await fetch(`${url}${page}`, { headers: { "Accept-Encoding": accept } });
    const body = Buffer.from(await answer.arrayBuffer());
    const head = [];
    for (const [name, value] of answer.headers) {
      if (!["content-length", "date", "connection", "keep-alive", "x-request-id", "transfer-encoding"].includes(name))
        head.push(name, value);
    }
    // fetch decodes gzip: keep the bytes as they went over the wire.
    barePages[page][coding] = {
      head,
      body: (coding === "gzip" ? (await import("node:zlib")).gzipSync(body, { level: 9 }) : body).toString("base64"),
    };
  }
}
const barePagesFile = path.join(work, "bare-pages.json");
fs.writeFileSync(barePagesFile, JSON.stringify(barePages));
const barePort = nginxPort + 1;
const bare = spawn(process.execPath, ["-e", bareScript, barePagesFile, String(barePort)], {
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => bare.stdout.once("data", resolve));

const modes = [
  ["plain", []],
  ["gzip", ["Accept-Encoding: gzip"]],
];
console.log(
  `requests per second, ${connections} connections, ${duration} s each, ${rounds} rounds (1 nginx worker vs 1 Node process, wrk -t2)`,
);
console.log(
  `${"round".padEnd(6)} ${"mode".padEnd(6)} ${"page".padEnd(28)} ${"ours".padStart(8)} ${"nginx".padStart(8)} ${"ratio".padStart(6)} ${"junk cookie".padStart(12)} ${"bare node".padStart(10)} ${"bare/nginx".padStart(10)} ${"ours/bare".padStart(10)}`,
);
const ratios = new Map(modes.map(([mode]) => [mode, []]));
const bareRatios = new Map(modes.map(([mode]) => [mode, []]));
const ofBare = new Map(modes.map(([mode]) => [mode, []]));
for (let round = 1; round <= rounds; round++) {
  for (const [mode, headers] of modes) {
    for (const page of pages) {
      const ours = wrk(`${url}${page}`, headers);
      const theirs = wrk(`http://127.0.0.1:${nginxPort}${page}`, headers);
      // A session cookie that is not a live session must still get the kept page.
      const junk = wrk(`${url}${page}`, [...headers, "Cookie: session=x"]);
      const bareNode = wrk(`http://127.0.0.1:${barePort}${page}`, headers);
      const ratio = ours / theirs;
      ratios.get(mode).push(ratio);
      bareRatios.get(mode).push(bareNode / theirs);
      ofBare.get(mode).push(ours / bareNode);
      console.log(
        `${String(round).padEnd(6)} ${mode.padEnd(6)} ${page.padEnd(28)} ${ours.toFixed(0).padStart(8)} ${theirs.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${junk.toFixed(0).padStart(12)} ${bareNode.toFixed(0).padStart(10)} ${(bareNode / theirs).toFixed(2).padStart(10)} ${(ours / bareNode).toFixed(2).padStart(10)}`,
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
  console.log(
    `median ratio, ${mode}: ${value.toFixed(2)} (budget: at least 0.50); bare Node against nginx ${median(bareRatios.get(mode)).toFixed(2)}, ours against bare Node ${median(ofBare.get(mode)).toFixed(2)}`,
  );
}
bare.kill("SIGTERM");
nginx.kill("SIGTERM");
child.kill("SIGTERM");
fs.rmSync(work, { recursive: true, force: true });
if (worst < 0.5) process.exitCode = 1;
