import { expect, test } from "./fixtures";

test.describe("document shell", () => {
  test("html lang is en on English routes and ko under /korean", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/korean/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  });

  for (const prefix of ["/korean", "/hindi"]) {
    test(`under ${prefix} every public link carries the ${prefix} prefix (the language menu aside)`, async ({
      page,
    }) => {
      await page.goto(prefix);
      const hrefs = await page
        .locator("header nav a:not([hreflang]), main a, footer a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/")));
      expect(hrefs.length).toBeGreaterThan(10);
      const unprefixed = hrefs.filter((href) => !href.startsWith(prefix));
      expect(unprefixed).toEqual([]);
    });
  }

  test("unknown routes give a real 404 page in the right language", async ({ page }) => {
    const english = await page.goto("/no-such-page");
    expect(english?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    const korean = await page.goto("/korean/no-such-page");
    expect(korean?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
    await expect(page.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/korean");
  });

  test("an admin page asked for anonymously lands on sign-in with the way back", async ({ page }) => {
    await page.goto("/Project-Form");
    await expect(page).toHaveURL(/\/sign-in\?next=%2FProject-Form$/);
  });
});
