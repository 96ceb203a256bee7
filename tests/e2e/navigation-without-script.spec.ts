import type { Page } from "@playwright/test";
import { type Language, languages } from "../../app/i18n/languages";
import { publicPages } from "../../app/public-pages";
import { expect, test } from "./fixtures";
import { everyPublicPageIn, inLanguage } from "./public-pages";

/** The widths at which the links sit behind the menu button (1200 px or less). */
const collapsedWidths = [320, 375, 768];

const navPaths = publicPages.flatMap((page) => (page.nav ? [page.path] : []));

/**
 * Opens the menu and the language menu as a visitor without a working script
 * would, and checks that every link of the navigation and every other
 * language is on the screen to be chosen.
 */
async function expectMenuReachable(page: Page, language: Language, path: string) {
  const toggle = page.locator(".menu-toggle");
  await expect(toggle).toBeVisible();
  await toggle.click();
  const nav = page.locator("nav.nav-menu");
  await expect(nav).toBeVisible();
  for (const navPath of navPaths) {
    const link = nav.locator(`.nav-links a[href="${inLanguage(navPath, language)}"]`);
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await nav.locator(".language summary").click();
  for (const other of languages) {
    const link = nav.locator(`.language a[hreflang="${other.htmlLang}"]`);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", inLanguage(path, other));
  }
}

test.describe("without JavaScript, the navigation and the language menu open at every phone and tablet width", () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, path, language } of everyPublicPageIn) {
    test(`${url}: at ${collapsedWidths.join(", ")} px the menu button shows every link and every language`, async ({
      page,
    }) => {
      for (const width of collapsedWidths) {
        await page.setViewportSize({ width, height: 740 });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expectMenuReachable(page, language, path);
      }
    });
  }

  test("a visitor without JavaScript reaches Our Members and another language from the home page at 375 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.locator(".menu-toggle").click();
    await page.getByRole("link", { name: "Our Members" }).click();
    await expect(page).toHaveURL(/\/members$/);
    await page.locator(".menu-toggle").click();
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hindi\/members$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});

test("before the page's script has loaded, the menu button already opens the links", async ({ page }) => {
  // The scripts never arrive: the page stays as the server sent it, as on a slow phone before hydration.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/korean/about");
  await expectMenuReachable(page, languages.find((l) => l.code === "ko") ?? languages[0], "/about");
});
