import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { bundleHarness } from "./bundle-harness";
import { expect, test } from "./fixtures";

/*
 * No page of ours rotates yet (the home page will), so the shared carousel's
 * autoplay is checked on a bare page: the component bundled with esbuild,
 * its stylesheet inline, three slides advancing every 400 ms.
 */

const root = path.resolve(import.meta.dirname, "../..");
const intervalMs = 400;

const harness = `
import { createRoot } from "react-dom/client";
import { Carousel } from "~/components/carousel";

const labels = {
  carousel: "Our work",
  roleCarousel: "carousel",
  roleSlide: "slide",
  slide: "{n} of {total}",
  goTo: "Go to slide {n}",
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause the slide show",
  play: "Play the slide show",
};
const slides = ["Education", "Health", "Environment"].map((title) => <h2 key={title}>{title}</h2>);
createRoot(document.getElementById("root")).render(
  <Carousel slides={slides} labels={labels} autoplayMs={${intervalMs}} />,
);
`;

let harnessHtml = "";

test.beforeAll(async () => {
  const script = await bundleHarness(harness);
  const css = fs.readFileSync(path.join(root, "app/styles/carousel.css"), "utf8");
  harnessHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Carousel</title>
<style>:root{--blue:#17458f;--paper:#fff;--soft:#f3f6fb;--radius:10px}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}body{margin:0;padding:40px}</style>
<style>${css}</style></head><body><button id="outside">Outside</button><main id="root"></main>
<p style="height:200px">Below</p><script>${script}</script></body></html>`;
});

/** The harness with Playwright's clock installed and stopped: timers fire only when a test runs time on. */
async function open(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
  await page.setViewportSize({ width: 800, height: 600 });
  await page.mouse.move(1, 590);
  await page.setContent(harnessHtml);
  await expect(page.locator(".carousel[data-enhanced]")).toHaveCount(1);
  await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 1");
}

function shownDot(page: Page) {
  return page.locator('.carousel-dot[aria-current="true"]');
}

async function expectShown(page: Page, n: number) {
  await expect(shownDot(page)).toHaveAttribute("aria-label", `Go to slide ${n}`);
}

test.describe("carousel autoplay (home page slider: advances every 3000 ms, pauses while hovered)", () => {
  test("advances every interval, in order, and wraps around after the last slide", async ({ page }) => {
    await open(page);
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 1],
    ] as const) {
      await page.clock.runFor(intervalMs - 1);
      await expectShown(page, from);
      await page.clock.runFor(1);
      await expectShown(page, to);
    }
    // Rotating by itself, it does not chatter to screen readers.
    await expect(page.locator(".carousel [aria-live=polite]")).toHaveText("");
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    await open(page);
    await page.locator(".carousel-viewport").hover();
    await page.clock.runFor(intervalMs * 3);
    await expectShown(page, 1);
    await page.mouse.move(1, 590);
    await page.clock.runFor(intervalMs);
    await expectShown(page, 2);
  });

  test("rotation stops while keyboard focus is inside and resumes when it leaves", async ({ page }) => {
    await open(page);
    await page.locator("#outside").focus();
    await page.keyboard.press("Tab"); // the pause button: focus there must not stop rotation
    await expect(page.getByRole("button", { name: "Pause the slide show" })).toBeFocused();
    await page.clock.runFor(intervalMs);
    await expectShown(page, 2);
    await page.keyboard.press("Tab"); // the previous-slide button
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.clock.runFor(intervalMs * 3);
    await expectShown(page, 2);
    await page.locator("#outside").focus();
    await page.clock.runFor(intervalMs);
    await expectShown(page, 3);
  });

  test("a visible pause/play button stops and restarts rotation", async ({ page }) => {
    await open(page);
    const pause = page.getByRole("button", { name: "Pause the slide show" });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(1, 590);
    const play = page.getByRole("button", { name: "Play the slide show" });
    await expect(play).toBeVisible();
    await page.clock.runFor(intervalMs * 3);
    await expectShown(page, 1);
    await play.click();
    await page.mouse.move(1, 590);
    await expect(page.getByRole("button", { name: "Pause the slide show" })).toBeVisible();
    await page.clock.runFor(intervalMs);
    await expectShown(page, 2);
  });

  test("no automatic motion at all under prefers-reduced-motion: reduce", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await page.clock.runFor(intervalMs * 10);
    await expectShown(page, 1);
    // The visitor can still move by hand, and start the show if they choose to.
    await expect(page.getByRole("button", { name: "Play the slide show" })).toBeVisible();
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectShown(page, 2);
  });
});
