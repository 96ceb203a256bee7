import { expect, test } from "./fixtures";

const labels = [
  "Home",
  "About",
  "Our Members",
  "Donate",
  "Projects",
  // Beyond the specification's nine (DESIGN.md, deliberate change 18): meetings and events, after Projects.
  "Events",
  "Signature Projects",
  "Join Us",
  "Contact Us",
  "Sign In",
];

test.describe("navigation bar", () => {
  test("shows the specification's nine links in its order and labels, with Events after Projects", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator(".nav-links a")).toHaveText(labels);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("translates the links in Korean mode and keeps the prefix", async ({ page }) => {
    await page.goto("/korean/about");
    const links = page.getByRole("navigation", { name: "주 메뉴" }).locator(".nav-links a");
    await expect(links.first()).toHaveAttribute("href", "/korean");
    await expect(links.nth(1)).toHaveText("클럽 소개");
    await expect(links.nth(1)).toHaveAttribute("href", "/korean/about");
    await expect(page.getByRole("link", { name: /로타리 클럽 로고/ })).toHaveAttribute("href", "/korean");
  });

  test("collapses the links behind a menu button at 1200 px, which toggles and closes on Escape or a chosen link", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    const firstLink = page.locator(".nav-links a").first();
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    const controls = await toggle.getAttribute("aria-controls");
    expect(await page.locator(`[id="${controls}"]`).count()).toBe(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole("link", { name: "Donate", exact: true }).first().click();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
  });

  test("shows the links without a menu button at 1201 px", async ({ page }) => {
    await page.setViewportSize({ width: 1201, height: 800 });
    await page.goto("/about");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.locator(".nav-links a").first()).toBeVisible();
  });

  test("the language menu goes to the same page in the other language", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/about");
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/korean\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("switching language closes the collapsed menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/members");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/korean\/members$/);
    await expect(page.getByRole("button", { name: "메뉴" })).toHaveAttribute("aria-expanded", "false");
  });
});
