import { languages } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";
import { inLanguage } from "./public-pages";

/** Small things visitors met (issue 20): each a rule of its own. */

for (const language of languages) {
  test(`${language.englishName}: the home carousel's next arrow stays on the row of its controls at 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(inLanguage("/", language));
    const controls = page.locator(".home-carousel .carousel-controls, .carousel-controls").first();
    // The controls are shown once the script has enhanced the carousel.
    await expect(controls.locator(".carousel-button").last()).toBeVisible();
    const middles = await controls.locator(".carousel-button").evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
    expect(middles.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
    const dots = await controls
      .locator(".carousel-dot")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().width));
    for (const width of dots) expect(width).toBeGreaterThanOrEqual(24);
  });

  test(`${language.englishName}: form buttons, fields and lists are set in the page's font, not the browser's Arial`, async ({
    page,
  }) => {
    for (const path of ["/join", "/contact", "/sign-in"]) {
      await page.goto(inLanguage(path, language));
      const fonts = await page.evaluate(() => {
        const body = getComputedStyle(document.body).fontFamily;
        return [...document.querySelectorAll("main button, main input:not([type=hidden]), main select, main textarea")]
          .map((control) => getComputedStyle(control).fontFamily)
          .filter((font) => font !== body);
      });
      expect(fonts, path).toEqual([]);
    }
  });

  test(`${language.englishName}: event times are in the language's own words, India time named once, a cancelled date spaced`, async ({
    page,
  }) => {
    const time = { en: "7:00 pm – 8:30 pm", ko: "오후 7:00 – 오후 8:30", hi: "शाम 7:00 बजे – रात 8:30 बजे" }[
      language.code
    ];
    const indiaTime = { en: "India time", ko: "인도 시간", hi: "भारतीय समय" }[language.code];
    for (const path of ["/events", "/event/1"]) {
      await page.goto(inLanguage(path, language));
      const text = await page.locator("main").innerText();
      expect(text).toContain(time);
      expect(text).toContain(`(${indiaTime})`);
      expect(text).not.toMatch(/\([^()]*\([^()]*\)\)/);
      expect(text).not.toMatch(/GMT|\b[AP]M\b|\d pm बजे|IST बजे/);
    }
    await page.goto(inLanguage("/events", language));
    const cancelled = { en: "Cancelled", ko: "취소됨", hi: "रद्द" }[language.code];
    const line = await page.locator(".event-dates li.event-cancelled").first().innerText();
    expect(line.startsWith(`${cancelled}: `)).toBe(true);
  });
}
