import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const slideTitles = [
  "Education & Schools",
  "Health Initiatives",
  "Women Empowerment",
  "Community Outreach",
  "Environmental Projects",
];

/** The dot of the slide in view. */
function shownDot(page: Page) {
  return page.locator('.home-carousel .carousel-dot[aria-current="true"]');
}

/**
 * Opens the page with Playwright's clock installed and stopped, so the
 * carousel's timers fire only when a test moves time on (runFor).
 */
async function open(page: Page, path = "/") {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.move(5, 890);
  await page.goto(path);
  await expect(page.locator(".home-carousel .carousel[data-enhanced]")).toHaveCount(1);
  await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 1");
}

test.describe("home page", () => {
  test("shows the welcome heading with Donate, Join and club book buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Demo Rotary Club (example)");
    await expect(page.getByRole("link", { name: "Donate", exact: true }).last()).toHaveAttribute("href", "/donate");
    await expect(page.locator(".hero").getByRole("link", { name: "Join us" })).toHaveAttribute("href", "/join");
    await expect(page.getByRole("link", { name: "Read our club book" })).toHaveAttribute(
      "href",
      "https://example.org/demo-club-book",
    );
    await page.goto("/korean");
    await expect(page.getByRole("link", { name: "후원하기" }).last()).toHaveAttribute("href", "/korean/donate");
    await expect(page.getByRole("link", { name: "회원 가입" }).last()).toHaveAttribute("href", "/korean/join");
  });

  test("the carousel has the 5 slides of the specification, labelled 1 of 5 to 5 of 5", async ({ page }) => {
    await open(page);
    const slides = page.locator('.home-carousel [aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    await expect(slides.locator("h2")).toHaveText(slideTitles);
    await expect(slides.first()).toHaveAttribute("aria-label", "1 of 5");
    await expect(page.locator(".home-carousel .carousel")).toHaveAttribute("aria-roledescription", "carousel");
  });

  test("the carousel advances every 3000 ms, in order, and wraps around after the last slide", async ({ page }) => {
    await open(page);
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 1],
    ] as const) {
      await page.clock.runFor(2999);
      await expect(shownDot(page)).toHaveAttribute("aria-label", `Go to slide ${from}`);
      await page.clock.runFor(1);
      await expect(shownDot(page)).toHaveAttribute("aria-label", `Go to slide ${to}`);
    }
  });

  test("the carousel pauses while hovered", async ({ page }) => {
    await open(page);
    await page.locator(".home-carousel .carousel-viewport").hover();
    await page.clock.runFor(10_000);
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 1");
    await page.mouse.move(5, 890);
    await page.clock.runFor(3000);
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 2");
  });

  test("previous and next arrows wrap around; dots go to their slide", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Pause the slide show" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 5");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 1");
    await page.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 4");
  });

  test("no automatic motion under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await page.clock.runFor(10_000);
    await expect(shownDot(page)).toHaveAttribute("aria-label", "Go to slide 1");
  });

  test("three info cards, the People of Action quote and the 7 areas of focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".cards .card h2")).toHaveText(["What We Do", "Our Story", "Projects"]);
    await expect(page.getByRole("heading", { name: "People of Action" })).toBeVisible();
    await expect(page.locator(".focus-grid li")).toHaveCount(7);
    await expect(page.locator(".focus-grid h3").first()).toHaveText("Disease prevention and treatment");
  });

  test("the events and the club's structured data come once, in the HTML: hydrating keeps them and a navigation brings the events", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const html = await (await page.goto("/"))?.text();
    const hydrationData = html?.slice(html.indexOf("streamController.enqueue")) ?? "";
    expect(html).toContain('<section class="page home-events"');
    expect(html).toContain('<script type="application/ld+json">');
    expect(hydrationData, "the hydration data").toContain("Welcome to {club}");
    expect(hydrationData, "the hydration data").not.toContain("home-events");
    expect(hydrationData, "the hydration data").not.toContain("schema.org");
    await expect(page.locator(".home-carousel .carousel[data-enhanced]")).toHaveCount(1);
    const events = page.locator("section.home-events .event-card");
    await expect(events.first()).toBeVisible();
    const shown = await events.count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);

    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(events).toHaveCount(shown);
    expect(await page.evaluate(() => "stillThisDocument" in window), "navigated without reloading").toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every slide can be read", async ({ page }) => {
      await page.goto("/");
      for (const title of slideTitles) await expect(page.getByRole("heading", { name: title })).toBeAttached();
      await expect(page.locator(".home-carousel .carousel-hint")).toHaveText(
        "Scroll sideways to see all 5 areas of our work.",
      );
    });
  });
});
