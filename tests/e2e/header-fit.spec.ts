import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { inLanguage } from "./public-pages";

/** Where the links sit in the bar: 1201 px, the first width past the menu button, up to a 1366 px laptop. */
const barWidths = [1201, 1236, 1280, 1366];
const phoneWidths = [320, 375, 768];

async function headerLayout(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const bar = document.querySelector(".site-nav")?.getBoundingClientRect();
    const name = document.querySelector(".logo-name");
    const banner = document.querySelector(".demo-banner")?.getBoundingClientRect();
    const middles = [...document.querySelectorAll(".nav-links a, .language summary")].map((element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const summary = document.querySelector(".language summary");
    return {
      barHeight: bar?.height ?? 0,
      barBottom: bar?.bottom ?? 0,
      bannerTop: banner?.top ?? null,
      middles,
      name: name ? { scrollWidth: name.scrollWidth, clientWidth: name.clientWidth, height: name.clientHeight } : null,
      nameLines: name ? Math.round(name.clientHeight / Number.parseFloat(getComputedStyle(name).lineHeight)) : 0,
      summaryLines: summary
        ? Math.round(
            (summary.getBoundingClientRect().height -
              Number.parseFloat(getComputedStyle(summary).paddingTop) -
              Number.parseFloat(getComputedStyle(summary).paddingBottom) -
              2) /
              Number.parseFloat(getComputedStyle(summary).lineHeight),
          )
        : 0,
      navHeight: Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--nav-height")),
    };
  });
}

for (const language of languages) {
  test.describe(`the header in ${language.englishName}`, () => {
    for (const width of barWidths) {
      test(`fits one row at ${width} px, with the club's name whole and the demo notice uncovered`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(inLanguage("/about", language));
        const layout = await headerLayout(page);
        // One row: the bar keeps its height (64 px and its border), every link and the language menu on one line.
        expect(layout.barHeight).toBeLessThanOrEqual(layout.navHeight + 1);
        const spread = Math.max(...layout.middles) - Math.min(...layout.middles);
        expect(spread, `links on one row: ${layout.middles.join(", ")}`).toBeLessThanOrEqual(2);
        expect(layout.summaryLines, "the language menu's label on one line").toBe(1);
        expect(layout.name).not.toBeNull();
        expect(layout.name?.scrollWidth).toBeLessThanOrEqual(layout.name?.clientWidth ?? 0);
        if (layout.bannerTop !== null) expect(layout.bannerTop).toBeGreaterThanOrEqual(layout.barBottom - 1);
      });
    }

    test(`the club's name is never cut at ${phoneWidths.join(", ")} px, at most two lines beside the menu button`, async ({
      page,
    }) => {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(inLanguage("/", language));
        const layout = await headerLayout(page);
        expect(layout.name?.scrollWidth).toBeLessThanOrEqual(layout.name?.clientWidth ?? 0);
        expect(layout.nameLines).toBeLessThanOrEqual(2);
        expect(layout.barHeight).toBeLessThanOrEqual(layout.navHeight + 1);
      }
    });
  });
}

test("at 1280 px the English club name is shown whole, on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const layout = await headerLayout(page);
  expect(layout.name?.scrollWidth).toBeLessThanOrEqual(layout.name?.clientWidth ?? 0);
  expect(layout.nameLines).toBe(1);
});
