import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { expectFocusedInView, phoneWidths } from "./phone";

/**
 * The one form idiom (decision 0019): on a phone, after Submit, what
 * happened is announced, focused and on the screen, with JavaScript and
 * without it. An error focuses the first invalid field; a success focuses
 * the result sentence. Each form is tried at 320 and 375 px.
 */
interface FormCase {
  name: string;
  path: string;
  /** Fills the form so that the server or the browser refuses it; returns the field that must take the focus. */
  fillInvalid: (page: Page) => Promise<Locator>;
  /** Fills the form so that it is saved. */
  fillValid: (page: Page, run: string) => Promise<void>;
  submit: string;
  success: string;
}

const runTag = () => Math.random().toString(36).slice(2, 8);
let yearsUsed = 0;

const forms: FormCase[] = [
  {
    name: "add past president",
    path: "/add-past-president",
    async fillInvalid(page) {
      await page.getByLabel("Year").fill("2020-2021");
      await page.getByLabel("President").fill("Only a president");
      await page.getByLabel("Secretary").fill("");
      return page.getByLabel("Secretary");
    },
    async fillValid(page, run) {
      // One row a year: each worker of the run counts in its own hundred.
      const start = 5000 + test.info().workerIndex * 100 + yearsUsed++;
      await page.getByLabel("Year").fill(`${start}-${start + 1}`);
      await page.getByLabel("President").fill(`Focus President ${run}`);
      await page.getByLabel("Secretary").fill(`Focus Secretary ${run}`);
    },
    submit: "Add Past President",
    success: "Past President added successfully",
  },
];

async function open(page: Page, form: FormCase, javaScript: boolean) {
  await page.goto(form.path);
  // With JavaScript, act once the form is enhanced, as a person would after the page has loaded.
  if (javaScript) await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
}

for (const javaScript of [true, false]) {
  test.describe(`form results ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    for (const form of forms) {
      test(`${form.name}: the first invalid field, then the success message, is focused and on the screen`, async ({
        page,
      }) => {
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: 640 });
          await open(page, form, javaScript);
          const invalid = await form.fillInvalid(page);
          await page.getByRole("button", { name: form.submit }).click();
          await expectFocusedInView(page, invalid);
          await expect(invalid).toHaveAttribute("aria-invalid", "true");

          await form.fillValid(page, `${runTag()}-${width}`);
          await page.getByRole("button", { name: form.submit }).click();
          const status = page.getByRole("status").filter({ hasText: form.success });
          await expectFocusedInView(page, status);
        }
      });
    }
  });
}
