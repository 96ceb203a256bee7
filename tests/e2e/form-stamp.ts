import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { formStartedField } from "../../app/forms/form-fields";
import { formSecretName, issueFormStamp } from "../../app/forms/form-timing.server";

/**
 * The server takes a form sent sooner than FORM_MIN_FILL_SECONDS (3 by default) after the page
 * was served for a bot's; a person takes longer. Instead of waiting, a test that wants a person's
 * result sends its next `count` posts with the stamp of a page served a minute earlier, signed
 * with the site's own key (read from the test server's database), so the server's rule is kept.
 */
export async function postAsIfServedEarlier(page: Page, count = 1, dataDir = process.env.E2E_DATA_DIR ?? "") {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true });
  const row = db.prepare("select value from app_secrets where name = ?").get(formSecretName) as
    | { value: string }
    | undefined;
  db.close();
  if (!row) throw new Error("the form key is made when a form is first served: open the form first");
  const stamp = issueFormStamp(Buffer.from(row.value, "base64url"), new Date(Date.now() - 60_000));
  let left = count;
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || left === 0) return route.fallback();
    left -= 1;
    const body = new URLSearchParams(request.postData() ?? "");
    if (!body.has(formStartedField)) throw new Error(`no ${formStartedField} in a form post: ${request.url()}`);
    body.set(formStartedField, stamp);
    await route.continue({ postData: body.toString() });
  });
}
