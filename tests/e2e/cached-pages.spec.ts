import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { inLanguage, publicScreens } from "./public-pages";

/**
 * A page the HTML cache serves carries no nonce: its CSP allows its own inline scripts and
 * styles by hash (decision 0069). In a real browser, every public page served from the cache
 * must run those scripts (React Router hydrates) with no CSP violation.
 */
for (const language of languages) {
  test(`every public page in ${language.englishName} served from the cache hydrates with no CSP violation`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.sample || event.blockedURI}`),
      );
    });
    let served = 0;
    for (const path of publicScreens.map((screen) => inLanguage(screen, language))) {
      // The first request renders the page and keeps it.
      expect((await request.get(path)).status(), path).toBe(200);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const fromCache = (await response?.allHeaders())?.["x-cache"] === "hit";
      const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      if (fromCache) {
        served += 1;
        expect(policy, path).not.toContain("'nonce-");
        expect(await page.content(), path).not.toMatch(/\snonce="[^"]+"/);
      }
      await expect
        .poll(() => page.evaluate(() => "__reactRouterDataRouter" in window), { message: `${path} hydrates` })
        .toBe(true);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
        [],
      );
    }
    // Sign-in and the forms (join, contact, the bulletin's sign-up) are rendered for each visitor;
    // every other page comes from the cache.
    expect(served).toBeGreaterThanOrEqual(publicScreens.length - 4);
  });
}
