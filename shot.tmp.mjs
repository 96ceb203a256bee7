import { chromium } from "@playwright/test";

const [, , url, out, width = "1280", height = "900", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.route(
  (u) => !["127.0.0.1", "localhost"].includes(u.hostname),
  (r) => r.abort(),
);
await page.goto(url);
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
