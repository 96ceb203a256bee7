import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { expectMenuReachable } from "./menu";
import { inLanguage } from "./public-pages";

/**
 * The widths at which the links sit behind the menu button (1200 px or less)
 * beyond the narrowest, which every page is checked at (every-page.spec.ts):
 * the menu is the same on every page, only its languages' links differ.
 */
const widerCollapsedWidths = [375, 768];

test.describe("without JavaScript, the navigation and the language menu open at every phone and tablet width", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    const url = inLanguage("/about", language);
    test(`${url}: at ${widerCollapsedWidths.join(" and ")} px the menu button shows every link and every language`, async ({
      page,
    }) => {
      for (const width of widerCollapsedWidths) {
        await page.setViewportSize({ width, height: 740 });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expectMenuReachable(page, language, "/about");
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
