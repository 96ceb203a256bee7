import { english, expectAccountPageHead, headings, hindi, korean } from "./account-pages";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";
import { inLanguage } from "./public-pages";

/**
 * The forgot-password, reset and invitation pages in every language (issue 20,
 * build 11; docs/decisions/0057), as a visitor who is not signed in sees them.
 * Nothing here posts an address (the reset requests are counted): the pages
 * with a live link, and a reset asked in Hindi end to end, are in
 * admin-account-pages-languages.spec.ts, against the server whose data may change.
 */

for (const language of [korean, hindi]) {
  const code = language.code as "ko" | "hi";

  test(`${language.prefix}/forgot-password answers in ${language.englishName}, with description, canonical and hreflang`, async ({
    page,
  }) => {
    const response = await page.goto(inLanguage("/forgot-password", language));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.forgot[code]);
    await expectAccountPageHead(page, "/forgot-password", language);
    await expectNoAxeViolations(page);
  });

  test(`the ${language.englishName} sign-in page links to the ${language.englishName} forgot-password page`, async ({
    page,
  }) => {
    await page.goto(inLanguage("/sign-in", language));
    await page.locator(".forgot-password a").click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/forgot-password$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.forgot[code]);
    await page.locator("main a", { hasText: code === "ko" ? "로그인 페이지로" : "साइन इन पेज पर" }).click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/sign-in$`));
  });

  test(`${language.prefix}/reset-password and ${language.prefix}/accept-invite without a working link say so in ${language.englishName}`, async ({
    page,
  }) => {
    for (const [path, heading] of [
      ["/reset-password", headings.resetRefused[code]],
      ["/accept-invite", headings.acceptRefused[code]],
    ] as const) {
      const response = await page.goto(`${inLanguage(path, language)}?token=${"x".repeat(43)}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("alert")).toContainText(code === "ko" ? "올바른" : "सही नहीं है");
      await expectAccountPageHead(page, path, language);
      await expectNoAxeViolations(page);
    }
  });
}

for (const javaScript of [true, false]) {
  test(`the Hindi forgot-password form refuses a wrong address in Hindi ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "", javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/hindi/forgot-password");
    if (javaScript) await expect(page.locator("form[data-enhanced]")).toBeVisible();
    await page.getByLabel("ई-मेल").fill("asha");
    await page.getByRole("button", { name: "लिंक भेजें" }).click();
    await expect(page.getByLabel("ई-मेल")).toHaveAccessibleDescription("ई-मेल पता name@example.org जैसे रूप में लिखें।");
    await expect(page.getByLabel("ई-मेल")).toBeFocused();
    await context.close();
  });
}

test("the English pages keep their English words, address and canonical", async ({ page }) => {
  const response = await page.goto("/forgot-password");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await expectAccountPageHead(page, "/forgot-password", english);
  await page.goto("/sign-in");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
});

test.describe("on a 320 px phone", () => {
  test.use(phone(320));

  test("the Korean and Hindi forgot-password pages fit without sideways scrolling", async ({ page }) => {
    for (const language of [korean, hindi]) {
      await page.goto(inLanguage("/forgot-password", language));
      await expect(page.getByRole("button", { name: language.code === "ko" ? "링크 보내기" : "लिंक भेजें" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
