import type { Browser, Page } from "@playwright/test";
import { adminScreens } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { adminDb, ensureDraftBulletin, makeAccount, newAddress } from "./accounts";
import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";

/**
 * Every officials' screen in the official's own language (issue 24): the same
 * screen read by an English and a Hindi administrator shares no sentence but
 * the club's data (names, titles, addresses the database holds) and a few
 * names that stay as they are written (below), and fits a 320 px phone in
 * Hindi and Korean.
 */

/** Words that are the same in every language: names of products, laws and forms, and the language menu. */
const sameInEveryLanguage = [
  /^(English|한국어|हिन्दी|Korean \(한국어\)|Hindi \(हिन्दी\))$/,
  /^(WhatsApp|PDF|CSV|UPI|PAN|80G|12A|ICS|RSS|Atom|vCard|JPEG|PNG|WebP|MP4|YouTube|Google Maps|README|PUBLIC_URL|SMTP_URL|OK)$/,
  /^(Form 10BD|Form 10BE|Form 10BD \(CSV\))$/,
  /^(PHF|Rotary|Rotary International|The Rotary Foundation)$/,
];

/** Visible text, node by node, and the words a screen reader reads (labels, placeholders, titles, alternative texts). */
async function wordsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text area's text is what was typed into it: data.
      if (!parent || parent.closest("script, style, template, noscript, textarea")) continue;
      const shown =
        parent.tagName === "OPTION" ? parent.closest("select")?.checkVisibility() : parent.checkVisibility();
      const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
      if (shown && text) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** Every text the admin server's database holds: what a screen shows of it is data, not the screen's words. */
function databaseTexts(): Set<string> {
  const db = adminDb();
  try {
    const texts = new Set<string>();
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
    for (const { name } of tables)
      for (const row of db.prepare(`select * from "${name}"`).iterate() as Iterable<Record<string, unknown>>)
        for (const value of Object.values(row))
          if (typeof value === "string") texts.add(value.replace(/\s+/g, " ").trim());
    return texts;
  } finally {
    db.close();
  }
}

/**
 * Data with the punctuation a screen puts around it and between its pieces:
 * "Title.", "(reason)", each language's text joined by " / ", "Name (PAN), ₹2,500".
 * A piece without a small letter (an amount, a code, a masked PAN) is data too.
 */
function isData(text: string, data: Set<string>, dataText: string) {
  const bare = (part: string) => part.replace(/^[\s(“"'‘]+|[\s)”"'’.,:;]+$/g, "");
  return text
    .split(/ \/ |, | · |: | \(|\) ?/)
    .map(bare)
    .every((part) => part === "" || !/[a-z]/.test(part) || data.has(part) || dataText.includes(part));
}

/** A sentence of the screen's own that a Hindi reader would meet in English. */
function isLeftInEnglish(text: string, data: Set<string>, dataText: string) {
  if (!/[A-Za-z]{3,}/.test(text)) return false;
  if (sameInEveryLanguage.some((pattern) => pattern.test(text))) return false;
  if (/^\S+@\S+$|^https?:\/\/|^\/[\w/.-]*$/.test(text)) return false;
  return !isData(text, data, dataText);
}

async function screenIn(browser: Browser, baseURL: string, token: string, width: number, address: string) {
  const context = await browser.newContext({ baseURL, ...phone(width) });
  await context.addCookies([{ name: "session", value: token, url: baseURL }]);
  const page = await context.newPage();
  const response = await page.goto(address);
  return { context, page, status: response?.status() };
}

const accounts: Partial<Record<"en" | "hi" | "ko", string>> = {};

test.beforeAll(() => {
  ensureDraftBulletin();
  for (const locale of ["en", "hi", "ko"] as const)
    accounts[locale] ??= makeAccount(
      { email: newAddress(`screens-${locale}`), name: `Screens ${locale}`, role: "administrator", locale },
      true,
    ).token;
});

for (const [screen] of adminScreens) {
  test(`${screen} in Hindi and Korean: no English sentence of the screen's own left, and it fits 320 px`, async ({
    browser,
    baseURL,
  }) => {
    const address = screenAddress(screen);
    const base = baseURL ?? "";
    const english = await screenIn(browser, base, accounts.en ?? "", 1024, address);
    const hindi = await screenIn(browser, base, accounts.hi ?? "", 320, address);
    const korean = await screenIn(browser, base, accounts.ko ?? "", 320, address);
    try {
      // A history or version that does not exist answers 404 alike in every language; its words count the same.
      expect(hindi.status, address).toBe(english.status);
      await expect(hindi.page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(korean.page.locator("html")).toHaveAttribute("lang", "ko");
      const englishWords = new Set(await wordsOn(english.page));
      const data = databaseTexts();
      const dataText = [...data].join("\n");
      for (const [language, shown] of [
        ["Hindi", hindi],
        ["Korean", korean],
      ] as const) {
        const leftInEnglish = [...new Set((await wordsOn(shown.page)).filter((text) => englishWords.has(text)))].filter(
          (text) => isLeftInEnglish(text, data, dataText),
        );
        expect(leftInEnglish, `${address} in ${language} still shows these in English`).toEqual([]);
        await expectNoSidewaysScroll(shown.page);
      }
    } finally {
      await english.context.close();
      await hindi.context.close();
      await korean.context.close();
    }
  });
}
