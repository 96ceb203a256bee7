import { devices } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectCounterpartsNamed, expectMenuReachable } from "./menu";
import { chunkName, officialsModules } from "./officials-code";
import { expectFitsWiderPhones, expectNoSidewaysScroll, phone, phoneWidths } from "./phone";
import { everyPublicPageIn } from "./public-pages";

/**
 * Every public screen (app/routes.ts) in every language, once with its script
 * and once without, each in one page load: with it, axe on the narrowest phone
 * and on a desktop, no sideways scrolling at either phone width, no officials'
 * code; without it, the page reads completely and its menu opens on the
 * narrowest phone. (The paginated member list is checked on the admin server,
 * which can add enough members for a second page: admin-phone-widths.spec.ts.)
 */

/** The demo club's name in each language, as the footer shows it. */
const demoClub: Record<string, string> = { en: "Demo Rotary Club", ko: "데모 로타리 클럽", hi: "डेमो रोटरी क्लब" };

test.describe(`every public page in every language, on a ${phoneWidths[0]} px phone and a desktop`, () => {
  test.use(phone(phoneWidths[0]));
  for (const { url: path } of everyPublicPageIn) {
    test(`${path} fits ${phoneWidths.join(" and ")} px phones without sideways scrolling, has zero axe violations on a phone and a desktop, and loads no officials' code for a visitor`, async ({
      page,
    }) => {
      const assets: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/.+\.(js|css)$/.test(request.url())) assets.push(chunkName(request.url()));
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await expectFitsWiderPhones(page);
      await page.setViewportSize(devices["Desktop Chrome"].viewport);
      await expectNoAxeViolations(page);
      expect(assets.length).toBeGreaterThan(3);
      expect(assets.filter((name) => officialsModules.has(name))).toEqual([]);
    });
  }
});

/** What some pages must show without JavaScript, beyond the checks every page gets: [heading, words]. */
const mustRead: Record<string, [string | null, string]> = {
  "/": [null, "Basic education and literacy"],
  "/about": [null, "Paul Harris"],
  "/korean": [null, "기초 교육과 문해력 증진"],
  "/korean/about": [null, "폴 해리스"],
  "/join": ["Become a member", "All fields are required."],
  "/korean/join": ["로타리 회원이 되어 주세요", "모든 항목을 입력해 주세요."],
  "/contact": ["Contact us", "Where to find us"],
  "/korean/contact": ["문의하기", "찾아오시는 길"],
  "/newsletter": ["The club's bulletin", "no tracking pixels"],
  "/hindi/newsletter": ["क्लब का बुलेटिन", "न कोई ट्रैकिंग पिक्सेल"],
  "/bulletin": ["Bulletin", "No bulletin has been sent yet."],
  "/korean/bulletin": ["소식지", "아직 발송된 소식지가 없습니다."],
};

test.describe(`every public page with JavaScript disabled, on a ${phoneWidths[0]} px phone`, () => {
  test.use({ javaScriptEnabled: false, ...phone(phoneWidths[0]) });
  for (const { url: path, path: pathInEnglish, language } of everyPublicPageIn) {
    test(`${path} reads completely without JavaScript, hreflang names every language and x-default, and its menu button shows every link and every language, each going to the same page`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language.htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("main")).not.toBeEmpty();
      expect(((await page.locator("main").textContent()) ?? "").length).toBeGreaterThan(40);
      await expect(page.locator("footer")).toContainText(demoClub[language.code] ?? "");
      // Every image has its dimensions, so nothing shifts while it loads.
      const unsized = await page.locator("main img:not([width])").count();
      expect(unsized).toBe(0);
      const [heading, words] = mustRead[path] ?? [null, null];
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (words) await expect(page.getByText(words).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectCounterpartsNamed(page, language, pathInEnglish);
      await expectMenuReachable(page, language, pathInEnglish);
    });
  }
});
