// Lighthouse (from npm) in Debian's Chromium, with its default mobile emulation
// and simulated throttling, on the built server with the demo content and a home
// page of 8 slides. Prints one row per page: the four category scores and LCP.
// Usage: npm run build && node bench/lighthouse.mjs [path ...]
// (default: home, projects, a project, members, events, donate and join in every language, issues 14 and 22;
// BENCH_URL measures a running server).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./server.mjs";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const paths = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : ["", "/korean", "/hindi"].flatMap((prefix) =>
        ["/", "/projects", "/project/DEMO-SEWING", "/members", "/events", "/donate", "/join"].map((path) =>
          prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`,
        ),
      );
const categories = ["performance", "accessibility", "best-practices", "seo"];

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop() {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const rows = [];
try {
  for (const page of pages) {
    const run = async () =>
      (
        await lighthouse(new URL(page, server.url).href, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
        })
      ).lhr;
    // A run Lighthouse itself could not finish (its runtimeError, such as a protocol timeout on a
    // busy machine) scores 0 without measuring the page: it is run once more, and named if it fails again.
    let lhr = await run();
    if (lhr.runtimeError) {
      console.error(`${page}: ${lhr.runtimeError.code}, measuring again`);
      lhr = await run();
    }
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcp = metric("largest-contentful-paint");
    const failed = categories
      .filter((c) => c !== "performance")
      .flatMap((c) => lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0))
      .map((r) => r.id);
    rows.push([
      page,
      ...scores,
      (lcp / 1000).toFixed(2),
      (metric("first-contentful-paint") / 1000).toFixed(2),
      metric("total-blocking-time").toFixed(0),
      (metric("speed-index") / 1000).toFixed(2),
      metric("cumulative-layout-shift").toFixed(3),
      [lhr.runtimeError?.code, ...failed].filter(Boolean).join(" "),
    ]);
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.log("Lighthouse 12, mobile emulation, simulated throttling");
console.log(`${"page".padEnd(18)} perf  a11y  best   seo  LCP s  FCP s  TBT ms  SI s    CLS  failing audits`);
for (const [page, perf, a11y, best, seo, lcp, fcp, tbt, si, cls, failed] of rows)
  console.log(
    `${page.padEnd(18)} ${String(perf).padStart(4)} ${String(a11y).padStart(5)} ${String(best).padStart(5)} ${String(seo).padStart(5)} ${lcp.padStart(6)} ${fcp.padStart(6)} ${tbt.padStart(7)} ${si.padStart(5)} ${cls.padStart(6)}  ${failed}`,
  );
const perfs = rows.map((r) => r[1]).sort((a, b) => a - b);
console.log(`performance: lowest ${perfs[0]}, median ${perfs[Math.floor(perfs.length / 2)]}`);
