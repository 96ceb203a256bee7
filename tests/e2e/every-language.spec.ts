import { expect, test } from "./fixtures";

// Every page's hreflang links and language menu: every-page.spec.ts, in its sweep without JavaScript.

test.describe("Hindi", () => {
  test("the language menu switches from a Hindi page to the same page in English and Korean, and back", async ({
    page,
  }) => {
    await page.goto("/hindi/donate");
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hindi\/donate$/);
    await page.locator(".language summary").click();
    await page.getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/korean\/donate$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  });

  test("Devanagari is set in a system font stack, a little taller, with no downloaded font", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/hindi/about");
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return {
        family: body.fontFamily,
        lineHeight: Number.parseFloat(body.lineHeight) / Number.parseFloat(body.fontSize),
      };
    });
    expect(style.family).toContain("Noto Sans Devanagari");
    expect(style.family).toContain("Nirmala UI");
    expect(style.lineHeight).toBeGreaterThan(1.6);
    expect(fonts).toEqual([]);
  });

  test("dates read in hi-IN and money with Indian grouping", async ({ page }) => {
    await page.goto("/hindi/project/DEMO-SEWING");
    await expect(page.locator("main")).toContainText("जनवरी 2025");
    await expect(page.locator("main")).toContainText("₹90,000");
    await page.goto("/hindi/members");
    await expect(page.locator("main")).toContainText("जुलाई 2017");
  });

  test("a Hindi page carries only its own language's catalogue", async ({ page }) => {
    const response = await page.goto("/hindi/about");
    const html = (await response?.text()) ?? "";
    expect(html).toContain("मुख्य सामग्री पर जाएँ");
    // The Korean and English catalogues' "skip to content" are not in the page's data.
    expect(html).not.toContain("본문으로 건너뛰기");
    expect(html).not.toContain("Skip to main content");
  });
});
