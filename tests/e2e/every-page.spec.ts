import { expect, expectNoAxeViolations, test } from "./fixtures";
import { everyPublicPage } from "./public-pages";

test.describe("every public page in both languages", () => {
  for (const path of everyPublicPage) {
    test(`${path} has zero axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("every public page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of everyPublicPage) {
    test(`${path} reads completely without JavaScript`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/korean") ? "ko" : "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("main")).not.toBeEmpty();
      expect(((await page.locator("main").textContent()) ?? "").length).toBeGreaterThan(40);
      await expect(page.locator("footer")).toContainText(
        path.startsWith("/korean") ? "데모 로타리 클럽" : "Demo Rotary Club",
      );
      // Every image has its dimensions, so nothing shifts while it loads.
      const unsized = await page.locator("main img:not([width])").count();
      expect(unsized).toBe(0);
    });
  }
});
