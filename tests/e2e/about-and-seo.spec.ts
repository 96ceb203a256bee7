import { expect, test } from "./fixtures";

test.describe("about page", () => {
  test("History and Privacy Policy buttons scroll smoothly to their sections", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/about");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { name: "Privacy policy", level: 2 })).toBeInViewport();
    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { name: "History", level: 2 })).toBeInViewport();
  });

  test("shows the fact panel: Uttar Pradesh, district 3100, chartered 2017, club ID 88838", async ({ page }) => {
    await page.goto("/about");
    const facts = page.locator(".facts");
    for (const fact of ["Uttar Pradesh, India", "3100", "2017", "88838"]) await expect(facts).toContainText(fact);
    await page.goto("/korean/about");
    await expect(page.locator(".facts")).toContainText("우타르프라데시");
  });

  test("the privacy contact address comes from the club profile", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "privacy@example.org" })).toHaveAttribute(
      "href",
      "mailto:privacy@example.org",
    );
    await page.goto("/korean/about");
    await expect(page.getByRole("link", { name: "privacy@example.org" })).toBeVisible();
  });
});

test.describe("SEO and sharing", () => {
  test("each page has its own title and description per language", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About us | Demo Rotary Club (example)");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /District 3100/);
    await page.goto("/korean/about");
    await expect(page).toHaveTitle("클럽 소개 | 데모 로타리 클럽 (예시)");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ko_KR");
  });

  test("hreflang links join each English page and its Korean counterpart", async ({ page }) => {
    await page.goto("/members");
    await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/korean\/members$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/members$/,
    );
    await page.goto("/korean/project/DEMO-SEWING");
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/project\/DEMO-SEWING$/,
    );
  });

  test("a project page shares its own image through Open Graph and Twitter tags", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/127\.0\.0\.1:\d+\/og\/en\/project\/DEMO-SEWING\.jpg\?v=\w+$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Sewing machines/);
  });

  test("pages without a picture of their own share the club's default preview image, 1200 px wide", async ({
    page,
    request,
  }) => {
    await page.goto("/korean/about");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/ko\/default\.jpg\?v=\w+$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    expect((await request.get(image ?? "")).headers()["content-type"]).toBe("image/jpeg");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/korean\/about$/);
  });

  test("sitemap.xml lists every public page in both languages, and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/",
      "/korean",
      "/about",
      "/korean/about",
      "/members",
      "/korean/members",
      "/project/DEMO-TREES",
      "/korean/project/DEMO-TREES",
      "/events",
      "/hindi/events",
      "/event/1",
      "/korean/event/2",
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    // An event's entry names its page in every language (hreflang).
    expect(sitemap).toMatch(
      /<loc>[^<]*\/event\/2<\/loc><xhtml:link rel="alternate" hreflang="en"[^>]*\/event\/2"\/><xhtml:link rel="alternate" hreflang="ko"[^>]*\/korean\/event\/2"\/>/,
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    expect(robots).toContain("Disallow: /inbox");
  });
});
