// Anonymous public pages come from the in-process HTML cache: is its
// throughput at least half of nginx serving the same bytes on the same
// machine under the same load? Needs Debian's nginx and wrk
// (apt-get install nginx wrk). Usage: npm run build && node bench/html-throughput.mjs
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const pages = ["/", "/about", "/korean/projects", "/members"];
const duration = process.env.BENCH_SECONDS ?? "10";
const connections = "32";

for (const tool of ["nginx", "wrk"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is missing: apt-get install nginx wrk`);
    process.exit(2);
  }
}

function startServer(dataDir) {
  const child = spawn(process.execPath, ["build/app-server.js"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve) => {
    child.stdout.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.includes('"msg":"listening"'))
          resolve({ url: JSON.parse(line).url.replace("localhost", "127.0.0.1"), child });
      }
    });
  });
}

function wrk(url, headers = []) {
  const args = ["-t2", `-c${connections}`, `-d${duration}s`, "-H", "Accept-Encoding: gzip"];
  for (const header of headers) args.push("-H", header);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-nginx-"));
const { url, child } = await startServer(path.join(work, "data"));

// The same bytes for nginx: each page as rendered for an anonymous visitor.
const root = path.join(work, "www");
for (const page of pages) {
  const html = await (await fetch(`${url}${page}`)).text();
  const file = path.join(root, page === "/" ? "index.html" : `${page}/index.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
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
await new Promise((r) => setTimeout(r, 500));

console.log(
  `requests per second, ${connections} connections, ${duration} s each, gzip (1 nginx worker vs 1 Node process)`,
);
console.log(
  `${"page".padEnd(20)} ${"ours".padStart(9)} ${"nginx".padStart(9)} ${"ratio".padStart(7)} ${"junk cookie".padStart(12)}`,
);
let worst = Number.POSITIVE_INFINITY;
for (const page of pages) {
  await fetch(`${url}${page}`); // warm the cache
  const ours = wrk(`${url}${page}`);
  const theirs = wrk(`http://127.0.0.1:${nginxPort}${page}`);
  // A session cookie that is not a live session must still get the cached page.
  const junk = wrk(`${url}${page}`, ["Cookie: session=x"]);
  const ratio = ours / theirs;
  worst = Math.min(worst, ratio);
  console.log(
    `${page.padEnd(20)} ${ours.toFixed(0).padStart(9)} ${theirs.toFixed(0).padStart(9)} ${ratio.toFixed(2).padStart(7)} ${junk.toFixed(0).padStart(12)}`,
  );
}
console.log(`lowest ratio: ${worst.toFixed(2)} (budget: at least 0.50)`);
nginx.kill("SIGTERM");
child.kill("SIGTERM");
if (worst < 0.5) process.exitCode = 1;
