import { expect, expectNoAxeViolations, test } from "./fixtures";
import { everyPublicPageIn } from "./public-pages";

/** The demo club's name in each language, as the footer shows it. */
const demoClub: Record<string, string> = { en: "Demo Rotary Club", ko: "데모 로타리 클럽", hi: "डेमो रोटरी क्लब" };

test.describe("every public page in every language", () => {
  for (const { url: path } of everyPublicPageIn) {
    test(`${path} has zero axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("every public page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const { url: path, language } of everyPublicPageIn) {
    test(`${path} reads completely without JavaScript`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language.htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("main")).not.toBeEmpty();
      expect(((await page.locator("main").textContent()) ?? "").length).toBeGreaterThan(40);
      await expect(page.locator("footer")).toContainText(demoClub[language.code] ?? "");
      // Every image has its dimensions, so nothing shifts while it loads.
      const unsized = await page.locator("main img:not([width])").count();
      expect(unsized).toBe(0);
    });
  }
});
