import { expect, test } from "./fixtures";

/**
 * WCAG 2.2, 1.4.11 (non-text contrast): the focus ring stands out at least
 * 3:1 from what it is drawn on. Every control a visitor can tab to is focused
 * as by the keyboard; its ring's colour is compared with the background
 * around it (the first painted background among its ancestors: for a
 * gradient, each of its colours).
 */
const pages = ["/", "/about", "/donate", "/projects", "/members", "/events", "/join", "/project/DEMO-SEWING"];

interface Ring {
  what: string;
  ring: string;
  backgrounds: string[];
}

for (const path of pages) {
  test(`${path}: every focus ring has at least 3:1 contrast against the background it sits on`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    // Hydrated, so that controls the script adds are measured too.
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const rings: Ring[] = await page.evaluate(() => {
      const painted = (color: string) => color !== "rgba(0, 0, 0, 0)" && color !== "transparent";
      const colours = (text: string) => text.match(/rgba?\([^)]*\)/g) ?? [];
      const backgroundsUnder = (start: Element | null): string[] => {
        for (let element = start; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (style.backgroundImage.includes("gradient")) return colours(style.backgroundImage).filter(painted);
          if (painted(style.backgroundColor)) return [style.backgroundColor];
        }
        return ["rgb(255, 255, 255)"];
      };
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, summary, input:not([type=hidden]), select, textarea",
        ),
      ].filter((element) => element.checkVisibility() && element.getClientRects().length > 0);
      const found: Ring[] = [];
      for (const element of focusable) {
        (element.focus as (options: { focusVisible: boolean }) => void)({ focusVisible: true });
        if (document.activeElement !== element) continue;
        let style = getComputedStyle(element);
        let under: Element | null = element.parentElement;
        if (style.outlineStyle === "none") {
          // A card's link draws its ring on the card it covers (::after), inside the card.
          style = getComputedStyle(element, "::after");
          under = element.closest("article, li, div");
        }
        if (style.outlineStyle === "none" || style.outlineWidth === "0px") {
          found.push({ what: element.outerHTML.slice(0, 80), ring: "none", backgrounds: [] });
          continue;
        }
        found.push({
          what: element.outerHTML.slice(0, 80),
          ring: style.outlineColor,
          backgrounds: backgroundsUnder(under),
        });
      }
      return found;
    });

    expect(rings.length).toBeGreaterThan(10);
    const failures = rings.flatMap(({ what, ring, backgrounds }) => {
      if (ring === "none") return [`${what}: no focus ring`];
      return backgrounds
        .filter((background) => contrast(ring, background) < 3)
        .map((background) => `${what}: ${ring} on ${background} is ${contrast(ring, background).toFixed(2)}:1`);
    });
    expect(failures).toEqual([]);
  });
}

test("the ring is dark blue on white and on a pale card, gold on the dark footer", async ({ page }) => {
  await page.goto("/about");
  const ringOn = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element: HTMLElement) => {
        (element.focus as (options: { focusVisible: boolean }) => void)({ focusVisible: true });
        return getComputedStyle(element).outlineColor;
      });
  expect(contrast(await ringOn("main a[href]"), "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
  expect(contrast(await ringOn("main a[href]"), "rgb(243, 246, 251)")).toBeGreaterThanOrEqual(3);
  expect(contrast(await ringOn(".site-footer a[href]"), "rgb(12, 42, 91)")).toBeGreaterThanOrEqual(3);
});

/** WCAG's contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: the rings are opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
