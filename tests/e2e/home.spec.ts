import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const slideTitles = [
  "Education & Schools",
  "Health Initiatives",
  "Women Empowerment",
  "Community Outreach",
  "Environmental Projects",
];

function current(page: Page) {
  return page.locator('.home-carousel .carousel-dot[aria-current="true"]').getAttribute("aria-label");
}

async function open(page: Page, path = "/") {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.move(5, 890);
  await page.goto(path);
  await expect(page.locator(".home-carousel .carousel[data-enhanced]")).toHaveCount(1);
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

  test("the carousel advances every 3000 ms", async ({ page }) => {
    await open(page);
    expect(await current(page)).toBe("Go to slide 1");
    await page.waitForTimeout(2200);
    expect(await current(page)).toBe("Go to slide 1");
    await expect.poll(() => current(page), { intervals: [100], timeout: 2000 }).toBe("Go to slide 2");
    const changedAt = Date.now();
    await expect.poll(() => current(page), { intervals: [100], timeout: 4000 }).toBe("Go to slide 3");
    const interval = Date.now() - changedAt;
    expect(interval).toBeGreaterThan(2500);
    expect(interval).toBeLessThan(3700);
  });

  test("the carousel pauses while hovered", async ({ page }) => {
    await open(page);
    await page.locator(".home-carousel .carousel-viewport").hover();
    const shown = await current(page);
    await page.waitForTimeout(4000);
    expect(await current(page)).toBe(shown);
    await page.mouse.move(5, 890);
    await expect.poll(() => current(page), { intervals: [100], timeout: 4500 }).not.toBe(shown);
  });

  test("previous and next arrows wrap around; dots go to their slide", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Pause the slide show" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => current(page)).toBe("Go to slide 5");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => current(page)).toBe("Go to slide 1");
    await page.getByRole("button", { name: "Go to slide 4" }).click();
    await expect.poll(() => current(page)).toBe("Go to slide 4");
  });

  test("no automatic motion under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await page.waitForTimeout(3600);
    expect(await current(page)).toBe("Go to slide 1");
  });

  test("three info cards, the People of Action quote and the 7 areas of focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".cards .card h2")).toHaveText(["What We Do", "Our Story", "Projects"]);
    await expect(page.getByRole("heading", { name: "People of Action" })).toBeVisible();
    await expect(page.locator(".focus-grid li")).toHaveCount(7);
    await expect(page.locator(".focus-grid h3").first()).toHaveText("Disease prevention and treatment");
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
