import { expect, type Locator, type Page } from "@playwright/test";

/** The narrowest phones still sold (320 px) and the most common small one (375 px). */
export const phoneWidths = [320, 375] as const;

/**
 * The wider phones after the narrowest: the caller checks the page fully at
 * 320 px (axe included: what it checks does not change with 55 px more), then
 * each wider width is checked for sideways scrolling, and `also` for more.
 */
export async function expectFitsWiderPhones(page: Page, also?: () => Promise<void>) {
  for (const width of phoneWidths.slice(1)) {
    await page.setViewportSize(phone(width).viewport);
    await expectNoSidewaysScroll(page);
    await also?.();
  }
}

/** The screen of a phone this wide, held upright. */
export function phone(width: number) {
  return { viewport: { width, height: 740 } };
}

/**
 * Nothing on the page needs a sideways swipe: the document is no wider than
 * the window, nor than its area without a scroll bar.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(
    Math.min(widths.clientWidth, widths.innerWidth),
  );
}

/** An open modal dialog fits the screen and needs no sideways scrolling inside. */
export async function expectDialogFits(page: Page, dialog: Locator) {
  // The effect that makes the dialog modal runs once the page is hydrated.
  await expect(page.locator("dialog:modal")).toHaveCount(1);
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      innerWidth: window.innerWidth,
    };
  });
  expect(box.left, "dialog starts on the screen").toBeGreaterThanOrEqual(0);
  expect(box.right, "dialog ends on the screen").toBeLessThanOrEqual(box.innerWidth);
  expect(box.scrollWidth, "dialog content fits its width").toBeLessThanOrEqual(box.clientWidth);
}

/**
 * The result of a form post is where a phone user looks: it has the focus,
 * is wholly on the screen, and the page does not scroll sideways.
 */
export async function expectFocusedInView(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
}

/**
 * A page that focuses a result or a field when it loads asks to be drawn only
 * once wholly parsed (WholePageFirst), so what arrives later cannot push the
 * focused element off the screen; a page without one is drawn as it arrives.
 */
export async function expectDrawnOnceParsed(page: Page, focuses: boolean) {
  const expects = page.locator('head link[rel="expect"][blocking="render"]');
  if (!focuses) return await expect(expects).toHaveCount(0);
  await expect(expects.first()).toHaveAttribute("href", "#page-end");
  await expect(page.locator("body > #page-end")).toHaveCount(1);
}
