import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectNoSidewaysScroll, phone, phoneWidths } from "./phone";

/**
 * What the sweep of every public page (every-page.spec.ts) does not open: the
 * not-found page, the open menus and the past presidents' table, at each phone
 * width.
 */
for (const width of phoneWidths) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use(phone(width));

    test("the not-found page fits the screen and has zero axe violations", async ({ page }) => {
      for (const path of ["/no-such-page", "/korean/no-such-page"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    });

    test("the open menu and language list fit the screen and have zero axe violations", async ({ page }) => {
      await page.goto("/korean/about");
      const toggle = page.getByRole("button", { name: "메뉴" });
      // A click before hydration does nothing; click until the menu has opened.
      await expect(async () => {
        if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
      }).toPass();
      await page.locator(".language summary").click();
      await expect(page.locator(".language ul")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test("the past presidents fit as one card per year, and stay a table for screen readers", async ({ page }) => {
      await page.goto("/members");
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader", { name: "President" })).toHaveCount(1);
      const row = table.getByRole("row", { name: /2019-2020/ });
      await expect(row.getByRole("cell", { name: "Demo President C" })).toBeVisible();
      const box = await row.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      // Each cell names its column, since the header row is hidden on a phone.
      const label = await row
        .getByRole("cell", { name: "Demo President C" })
        .evaluate((cell) => getComputedStyle(cell, "::before").content);
      expect(label).toBe('"President"');
    });
  });
}
