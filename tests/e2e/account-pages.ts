import type { Page } from "@playwright/test";
import { type Language, languages } from "../../app/i18n/languages";
import { expect } from "./fixtures";
import { inLanguage } from "./public-pages";

export const english = languages.find((l) => l.code === "en") as Language;
export const korean = languages.find((l) => l.code === "ko") as Language;
export const hindi = languages.find((l) => l.code === "hi") as Language;

/** The headings of the account pages in Korean and Hindi (app/i18n/content/account.ts). */
export const headings = {
  forgot: { ko: "비밀번호를 잊으셨나요?", hi: "पासवर्ड भूल गए?" },
  reset: { ko: "새 비밀번호 정하기", hi: "नया पासवर्ड चुनें" },
  resetRefused: { ko: "이 링크는 쓸 수 없습니다", hi: "यह लिंक काम नहीं कर रहा" },
  accept: { ko: "클럽 웹사이트 팀에 오신 것을 환영합니다", hi: "क्लब की वेबसाइट टीम में आपका स्वागत है" },
  acceptRefused: { ko: "이 초대는 쓸 수 없습니다", hi: "यह निमंत्रण काम नहीं कर रहा" },
} as const;

/**
 * The head of an account page in `language`, like a public page's: html lang,
 * a description, noindex, the canonical link of its address without the
 * link's token, and hreflang alternates to the page in every language.
 */
export async function expectAccountPageHead(page: Page, path: string, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", language.htmlLang);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3}/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  const url = new URL(canonical ?? "", page.url());
  expect(url.pathname).toBe(inLanguage(path, language));
  expect(url.search, "the canonical link carries no token").toBe("");
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates.map(([lang, href]) => [lang, new URL(href ?? "", page.url()).pathname])).toEqual([
    ...languages.map((other) => [other.htmlLang, inLanguage(path, other)]),
    ["x-default", path],
  ]);
  expect(
    alternates.every(([, href]) => !href?.includes("token")),
    "no alternate carries the token",
  ).toBe(true);
}
