import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { expectFocusedInView, phoneWidths } from "./phone";

/**
 * The one form idiom (decision 0019): on a phone, after Submit, what
 * happened is announced, focused and on the screen, with JavaScript and
 * without it. An error focuses the first invalid field; a success focuses
 * the result sentence. Each form is tried at 320 and 375 px.
 */
export interface FormCase {
  name: string;
  path: string;
  /** Fills the form so that the server or the browser refuses it; returns the field that must take the focus. */
  fillInvalid: (page: Page) => Promise<Locator>;
  /** Fills the form so that it is saved. */
  fillValid: (page: Page, run: string) => Promise<void>;
  submit: string;
  /** The form asks first (a delete-by-ID page): the button of the question that confirms the valid submission. */
  confirm?: string;
  success: string;
  /** The form is not tried without JavaScript (it cannot work without it), with the reason. */
  needsJavaScript?: string;
}

export const runTag = () => Math.random().toString(36).slice(2, 8);

async function open(page: Page, form: FormCase, javaScript: boolean) {
  await page.goto(form.path);
  // With JavaScript, act once the form is enhanced, as a person would after the page has loaded.
  if (javaScript) await expect(page.locator("form[data-enhanced]").first()).toBeVisible();
}

/** Declares, for each form, the test with JavaScript and the one without. */
export function testFormResults(forms: FormCase[]) {
  for (const javaScript of [true, false]) {
    test.describe(`form results ${javaScript ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript });
      test.beforeEach(async ({ page }) => signIn(page));

      for (const form of forms) {
        test(`${form.name}: the first invalid field, then the success message, is focused and on the screen`, async ({
          page,
        }) => {
          test.skip(!javaScript && Boolean(form.needsJavaScript), form.needsJavaScript);
          for (const width of phoneWidths) {
            await page.setViewportSize({ width, height: 640 });
            await open(page, form, javaScript);
            const invalid = await form.fillInvalid(page);
            await page.getByRole("button", { name: form.submit }).click();
            await expectFocusedInView(page, invalid);
            await expect(invalid).toHaveAttribute("aria-invalid", "true");

            await form.fillValid(page, `${runTag()}-${width}`);
            await page.getByRole("button", { name: form.submit }).click();
            if (form.confirm) await page.getByRole("button", { name: form.confirm, exact: true }).click();
            const status = page.getByRole("status").filter({ hasText: form.success });
            await expectFocusedInView(page, status);
          }
        });
      }
    });
  }
}
