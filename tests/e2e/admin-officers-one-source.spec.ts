import type { Browser, Locator, Page } from "@playwright/test";
import { formatRotaryYear, rotaryYearAt } from "../../app/lib/rotary-year";
import { expect, expectNoAxeViolations, official, signIn, test } from "./fixtures";
import { expectDialogFits, expectFocusedInView, expectNoSidewaysScroll, phone } from "./phone";

/**
 * Issue 20, build 2: a club secretary found officers in two places, the club
 * profile's copy saved but never shown. The officer terms of the Handover
 * page are now the one source (decision 0054): edited in place, shown by the
 * footer on every page and, read only, by the club profile.
 */
const thisYear = formatRotaryYear(rotaryYearAt(new Date()));
const nextYear = formatRotaryYear(rotaryYearAt(new Date()) + 1);

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use(phone(320));

async function openHandover(page: Page, javaScript: boolean) {
  await page.goto("/handover");
  if (javaScript) await expect(page.locator("#add-term[data-enhanced]")).toHaveCount(1);
}

/** Adds an "other" office (its name unique to the test: a year has one holder of each office). */
async function addOfficer(page: Page, fields: { year?: string; office: string; name: string }) {
  const form = page.getByRole("region", { name: "Add an officer" });
  if (fields.year) await form.getByRole("combobox", { name: "Rotary year" }).selectOption(fields.year);
  await form.getByRole("combobox", { name: "Office" }).selectOption({ label: "Other office" });
  await form.getByLabel("Name of the office").fill(fields.office);
  await form.getByLabel("Name *", { exact: true }).fill(fields.name);
  await form.getByRole("button", { name: "Add officer" }).click();
  await expect(form.getByRole("status")).toHaveText(
    new RegExp(`${fields.name} added as ${fields.office} for \\d{4}-\\d{4}\\.`),
  );
  return form;
}

/** The id of a term, from its card's Edit link (?edit=ID). */
async function termId(editLink: Locator) {
  const href = (await editLink.getAttribute("href")) ?? "";
  return href.split("=").pop() ?? "";
}

interface Holder {
  name: string;
  phone: string;
  email: string;
}

/** Fills the open edit dialog and saves it. */
async function saveHolder(dialog: Locator, holder: Holder) {
  await dialog.getByLabel("Name *", { exact: true }).fill(holder.name);
  await dialog.getByLabel("Phone", { exact: true }).fill(holder.phone);
  await dialog.getByLabel("E-mail", { exact: true }).fill(holder.email);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
}

test("the officer edited on Handover is the one the footer of the Contact page shows, in every language, and the club profile lists it read only", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await openHandover(page, true);
  const current = page.getByRole("region", { name: `This Rotary year, ${thisYear}` });
  // The demo's Foundation Chair: no other test reads it, and it is put back at the end.
  const editLink = current.getByRole("link", { name: /^Edit Foundation Chair / });
  const id = await termId(editLink);
  await editLink.click();
  const dialog = page.getByRole("dialog", { name: `Edit Foundation Chair, ${thisYear}` });
  await expectDialogFits(page, dialog);
  const before: Holder = {
    name: await dialog.getByLabel("Name *", { exact: true }).inputValue(),
    phone: await dialog.getByLabel("Phone", { exact: true }).inputValue(),
    email: await dialog.getByLabel("E-mail", { exact: true }).inputValue(),
  };
  const t = tag();
  const after: Holder = { name: `Rtn. Meera Iyer ${t}`, phone: "+91 98765 43210", email: `meera-${t}@example.org` };
  try {
    await saveHolder(dialog, after);
    await expectFocusedInView(
      page,
      page.getByRole("status").filter({ hasText: `✅ Saved: Foundation Chair, ${thisYear}: ${after.name}.` }),
    );
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(current.getByRole("listitem").filter({ hasText: after.name })).toContainText(after.email);

    for (const path of ["/contact", "/hindi/contact", "/korean/contact"]) {
      await page.goto(path);
      const footer = page.locator("footer");
      await expect(footer).toContainText(after.name);
      await expect(footer).not.toContainText(before.name);
      await expect(footer.getByRole("link", { name: after.email })).toHaveAttribute("href", `mailto:${after.email}`);
      await expect(footer.getByRole("link", { name: after.phone })).toHaveAttribute("href", "tel:+919876543210");
    }

    await page.goto("/club-profile");
    const officers = page.getByRole("region", { name: `Officers, ${thisYear}` });
    await expect(officers.getByRole("listitem").filter({ hasText: "Foundation Chair" })).toContainText(after.name);
    await expect(officers.getByRole("link", { name: "Edit officers" })).toHaveAttribute("href", "/handover");

    await page.goto("/activity");
    const row = page.locator("tbody tr").filter({ hasText: after.name }).first();
    await expect(row).toContainText(official.email);
    await expect(row).toContainText(`officer term #${id}`);
    await expect(row).toContainText(`${thisYear} Foundation Chair: ${after.name} (changed: name, phone, e-mail)`);
  } finally {
    await page.goto(`/handover?edit=${id}`);
    await saveHolder(page.getByRole("dialog", { name: `Edit Foundation Chair, ${thisYear}` }), before);
    await expect(page.getByRole("status").filter({ hasText: `: ${before.name}.` })).toBeVisible();
  }
});

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    test("a term is edited in place: the office's name, the name and the phone change, a missing name is refused with what was typed kept", async ({
      page,
    }) => {
      const t = tag();
      const office = `Club Trainer ${t}`;
      const name = `Rtn. Kavya ${t}`;
      await openHandover(page, javaScript);
      await addOfficer(page, { year: thisYear, office, name });
      const current = page.getByRole("region", { name: `This Rotary year, ${thisYear}` });
      await current.getByRole("link", { name: `Edit ${office} ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Edit ${office}, ${thisYear}` });
      await expect(dialog.getByLabel("Name of the office *")).toHaveValue(office);
      if (javaScript) {
        await expectDialogFits(page, dialog);
        await expectNoAxeViolations(page);
      }

      await dialog.getByLabel("Name of the office *").fill(`Club Mentor ${t}`);
      await dialog.getByLabel("Name *", { exact: true }).fill("");
      await dialog.getByLabel("Phone", { exact: true }).fill("+91 90000 12345");
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      const nameField = dialog.getByLabel("Name *", { exact: true });
      await expectFocusedInView(page, nameField);
      await expect(dialog).toContainText("Enter the officer's name.");
      await expect(dialog.getByLabel("Name of the office *")).toHaveValue(`Club Mentor ${t}`);
      await expect(dialog.getByLabel("Phone", { exact: true })).toHaveValue("+91 90000 12345");

      await nameField.fill(`Rtn. Kavya Nair ${t}`);
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await expectFocusedInView(
        page,
        page.getByRole("status").filter({ hasText: `✅ Saved: Club Mentor ${t}, ${thisYear}: Rtn. Kavya Nair ${t}.` }),
      );
      const card = current.getByRole("listitem").filter({ hasText: `Club Mentor ${t}` });
      await expect(card).toContainText(`Rtn. Kavya Nair ${t}`);
      await expect(card).toContainText("+91 90000 12345");
      await expect(page.getByText(office, { exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test("the Rotary-year choice stays on the year the official chose after each addition", async ({ page }) => {
      const t = tag();
      await openHandover(page, javaScript);
      const form = page.getByRole("region", { name: "Add an officer" });
      const year = form.getByRole("combobox", { name: "Rotary year" });
      // The demo's year has officers, so the form offers next year's first.
      await expect(year).toHaveValue(nextYear);
      await addOfficer(page, { year: thisYear, office: `Club Editor ${t}`, name: `Rtn. First ${t}` });
      await expect(year).toHaveValue(thisYear);
      // The next officer goes to the same year without choosing it again.
      await addOfficer(page, { office: `Club Photographer ${t}`, name: `Rtn. Second ${t}` });
      await expect(year).toHaveValue(thisYear);
      const current = page.getByRole("region", { name: `This Rotary year, ${thisYear}` });
      await expect(current.getByText(`Rtn. First ${t}`, { exact: true })).toBeVisible();
      await expect(current.getByText(`Rtn. Second ${t}`, { exact: true })).toBeVisible();
      // The fields themselves are emptied for the next officer.
      await expect(form.getByLabel("Name *", { exact: true })).toHaveValue("");
    });
  });
}

async function officialPage(browser: Browser) {
  const page = await (await browser.newContext(phone(375))).newPage();
  await signIn(page);
  return page;
}

test("two officials edit the same term: the second save is refused with 409 and the changed field named, nothing typed is lost, and Take theirs keeps both changes", async ({
  browser,
}) => {
  test.slow();
  const t = tag();
  const office = `Joint Treasurer ${t}`;
  const first = await officialPage(browser);
  const second = await officialPage(browser);
  await openHandover(first, true);
  await addOfficer(first, { year: nextYear, office, name: `Rtn. Anil ${t}` });
  const next = (page: Page) => page.getByRole("region", { name: `Next Rotary year, ${nextYear}` });
  const id = await termId(next(first).getByRole("link", { name: `Edit ${office} Rtn. Anil ${t}` }));

  for (const page of [first, second]) {
    await page.goto(`/handover?edit=${id}`);
    await expect(page.locator("dialog:modal")).toHaveCount(1);
  }
  const dialog = (page: Page) => page.getByRole("dialog", { name: `Edit ${office}, ${nextYear}` });
  await dialog(first).getByLabel("Phone", { exact: true }).fill("+91 11111 11111");
  await dialog(first).getByRole("button", { name: "Save", exact: true }).click();
  await expect(first.getByRole("status").filter({ hasText: "✅ Saved:" })).toBeVisible();

  const mine = dialog(second);
  await mine.getByLabel("Name *", { exact: true }).fill(`Rtn. Anil Kumar ${t}`);
  await mine.getByLabel("Phone", { exact: true }).fill("+91 22222 22222");
  const [response] = await Promise.all([
    second.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/handover")),
    mine.getByRole("button", { name: "Save", exact: true }).click(),
  ]);
  expect(response.status()).toBe(409);
  await expect(mine.getByRole("alert")).toContainText("Not saved");
  await expect(mine.locator(".edit-conflicts")).toContainText("Phone");
  await expect(mine.locator(".edit-conflicts")).not.toContainText("Name");
  // Nothing typed is lost; theirs is shown beside mine.
  await expect(mine.getByLabel("Name *", { exact: true })).toHaveValue(`Rtn. Anil Kumar ${t}`);
  await expect(mine.getByLabel("Phone", { exact: true })).toHaveValue("+91 22222 22222");
  await expect(mine.locator(".conflict-note")).toContainText("+91 11111 11111");
  // Their change is still what is stored.
  await first.goto("/handover");
  await expect(next(first).getByRole("listitem").filter({ hasText: office })).toContainText("+91 11111 11111");

  await mine.getByRole("radio", { name: "Take theirs" }).check();
  await expect(mine.getByLabel("Phone", { exact: true })).toHaveValue("+91 11111 11111");
  await mine.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.getByRole("status").filter({ hasText: `✅ Saved: ${office}, ${nextYear}:` })).toBeVisible();
  const card = next(second).getByRole("listitem").filter({ hasText: office });
  await expect(card).toContainText(`Rtn. Anil Kumar ${t}`);
  await expect(card).toContainText("+91 11111 11111");
  await first.context().close();
  await second.context().close();
});
