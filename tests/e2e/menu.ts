import { expect, type Page } from "@playwright/test";
import { type Language, languages } from "../../app/i18n/languages";
import { publicPages } from "../../app/public-pages";
import { inLanguage } from "./public-pages";

const navPaths = publicPages.flatMap((page) => (page.nav ? [page.path] : []));

/**
 * Opens the menu and the language menu as a visitor without a working script
 * would, and checks that every link of the navigation and every other
 * language is on the screen to be chosen, the languages linking to `path`'s
 * counterparts.
 */
export async function expectMenuReachable(page: Page, language: Language, path: string) {
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

/**
 * The page names its counterparts: hreflang links to the same page in every
 * language and x-default, and the language menu's links go to them, its own
 * language marked current.
 */
export async function expectCounterpartsNamed(page: Page, language: Language, path: string) {
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href") ?? "", location.href).pathname]),
    );
  expect(alternates).toEqual([
    ...languages.map((other) => [other.htmlLang, inLanguage(path, other)]),
    ["x-default", path],
  ]);
  const menu = await page
    .locator(".language a")
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(menu).toEqual(languages.map((other) => [other.htmlLang, inLanguage(path, other)]));
  await expect(page.locator(`.language a[hreflang="${language.htmlLang}"]`)).toHaveAttribute("aria-current", "true");
}
