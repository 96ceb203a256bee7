import { type Browser, chromium } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireTestChromium, testChromiumArgs } from "../helpers/chromium";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * The print stylesheet (docs/decisions/0037-print-and-impact.md): pages printed to PDF
 * by Chromium on A4, as a visitor's "Print" or "Save as PDF" would.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDataDir("club-print-"), PUBLIC_URL: "https://club.example.org" });
  browser = await chromium.launch({ executablePath: requireTestChromium(), args: testChromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function printed(path: string) {
  const page = await browser.newPage();
  try {
    // Nothing leaves the machine (maps, video embeds).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    const pdf = await page.pdf({ format: "A4" });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: true });
    return { pages: document.numPages, text: text.replace(/\s+/g, " ") };
  } finally {
    await page.close();
  }
}

describe("printing on A4", () => {
  it("a project prints on one A4 page with its facts and photos, without the navigation, footer or carousel controls", async () => {
    for (const path of ["/project/DEMO-SEWING", "/korean/project/DEMO-SCHOOL-KITS", "/project/DEMO-WATER"]) {
      const { pages, text } = await printed(path);
      expect(pages, path).toBe(1);
      if (path === "/project/DEMO-SEWING") {
        expect(text).toContain("Sewing machines for a self-help group (demo)");
        expect(text).toContain("₹90,000");
        expect(text).toContain("120 hours");
        // The navigation, the demo banner, the footer and the carousel's buttons stay on screen.
        expect(text).not.toContain("Skip to main content");
        expect(text).not.toContain("Demo content: the names");
        expect(text).not.toContain("All rights reserved");
      }
    }
    const page = await browser.newPage();
    try {
      await page.emulateMedia({ media: "print" });
      await page.goto(`${server.url}/project/DEMO-SEWING`, { waitUntil: "networkidle" });
      await expect(page.locator(".carousel-controls").isVisible()).resolves.toBe(false);
      await expect(page.locator(".site-nav").isVisible()).resolves.toBe(false);
      // Every photo is on the sheet, not only the first slide.
      for (const photo of await page.locator(".project-photo img").all()) expect(await photo.isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("the giving page prints on one A4 page with the bank details and the UPI QR code", async () => {
    for (const path of ["/donate", "/korean/donate", "/hindi/donate"].map((page) => `${page}?citizen=indian`)) {
      const { pages } = await printed(path);
      expect(pages, path).toBe(1);
    }
    const { text } = await printed("/donate?citizen=indian");
    // Whose page it is: the club's name, its address and the page's address head the sheet (decision 0044).
    expect(text).toContain("Demo Rotary Club (example)");
    expect(text).toContain("Uttar Pradesh, India");
    expect(text).toContain("https://club.example.org/donate");
    for (const detail of [
      "DEMO ROTARY CLUB (EXAMPLE)",
      "000000000000",
      "DEMO0000000",
      "Demo Branch",
      "demo-club@example",
    ])
      expect(text).toContain(detail);
    const page = await browser.newPage();
    try {
      await page.emulateMedia({ media: "print" });
      await page.goto(`${server.url}/donate?citizen=indian`);
      await expect(page.locator(".upi-qr").isVisible()).resolves.toBe(true);
      expect(await page.locator(".upi-qr").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(page.locator(".site-nav").isVisible()).resolves.toBe(false);
      await expect(page.locator(".site-footer").isVisible()).resolves.toBe(false);
    } finally {
      await page.close();
    }
  });
});
