import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

/**
 * Drafts that say so (issue 20.8, decision 0056): "Save as draft" and "Save
 * and publish" instead of a Draft checkbox; the projects table names a
 * published project with waiting changes and can be narrowed to them;
 * throwing waiting changes away asks first and keeps them in the trash.
 */

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

function row(page: Page, code: string) {
  return page.locator("tr", { has: page.getByRole("link", { name: code, exact: true }) });
}

/** Interact once the page is hydrated and the dialog is modal, as a person would after it has loaded. */
async function modal(page: Page) {
  await expect(page.locator("dialog:modal")).toHaveCount(1);
}

async function show(page: Page, status: string) {
  await page.getByLabel("Show").selectOption({ label: status });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByLabel("Show")).toHaveValue(
    { "All projects": "all", Drafts: "draft", "Published, with unpublished changes": "changes" }[status] ?? "published",
  );
}

test("a project saved as a draft, published, then hidden again: no Draft checkbox, every step a button that says what it does", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `E2E-PUB-${tag()}`;
  await signIn(page);
  await page.goto("/project-form");
  await expect(page.getByRole("checkbox", { name: /draft/i })).toHaveCount(0);
  await page.getByLabel("Project ID").fill(code);
  await page.getByLabel("Project date").fill("2025-08-01");
  await page.getByLabel("English title").fill("Buttons project");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(`/project/${code}`))?.status()).toBe(404);

  await page.goto(`/project-table?edit=${code}`);
  await modal(page);
  const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
  await expect(dialog.getByRole("checkbox", { name: /draft/i })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Save and hide from visitors" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Project updated: visitors see it now.")).toBeVisible();
  await expect(row(page, code)).toContainText("Published");
  expect((await anonymous.goto(`/project/${code}`))?.status()).toBe(200);

  await page.goto(`/project-table?edit=${code}`);
  await modal(page);
  await expect(dialog.getByText("Save as draft: visitors keep seeing the published project")).toBeVisible();
  await dialog.getByRole("button", { name: "Save and hide from visitors" }).click();
  await expect(row(page, code)).toContainText("Draft");
  expect((await anonymous.goto(`/project/${code}`))?.status()).toBe(404);
  await visitor.close();
});

test("the projects table says 'Published, with unpublished changes' and shows only those when asked; throwing them away asks first and the trash gives them back", async ({
  page,
  baseURL,
}) => {
  const waiting = `E2E-WAIT-${tag()}`;
  const plain = `E2E-PLAIN-${tag()}`;
  await signIn(page);
  for (const code of [waiting, plain]) {
    const created = await page.request.post("/project-form", {
      headers: { Origin: baseURL ?? "" },
      multipart: { code, projectDate: "2025-08-02", titleEn: `Title of ${code}` },
    });
    expect(await created.text()).toContain("Project submitted");
  }
  await page.goto(`/project-table?edit=${waiting}`);
  await modal(page);
  const dialog = page.getByRole("dialog", { name: `Edit ${waiting}` });
  await dialog.getByLabel("English title").fill("Changed, not yet published");
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Draft saved: visitors still see the published project.")).toBeVisible();
  await expect(row(page, waiting)).toContainText("Published, with unpublished changes");
  await page.goto(`/project-table?edit=${waiting}`);
  await modal(page);
  await expect(dialog.getByRole("link", { name: "Preview the waiting changes (in a new tab)" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.goto("/project-table");
  await expect(row(page, plain)).not.toContainText("unpublished changes");

  await show(page, "Published, with unpublished changes");
  await expect(row(page, waiting)).toHaveCount(1);
  await expect(row(page, plain)).toHaveCount(0);
  await show(page, "Drafts");
  await expect(row(page, waiting)).toHaveCount(0);
  await show(page, "Published, nothing waiting");
  await expect(row(page, plain)).toHaveCount(1);
  await expect(row(page, waiting)).toHaveCount(0);

  await page.goto(`/project-table?status=changes&edit=${waiting}`);
  await modal(page);
  await expect(dialog.getByLabel("English title")).toHaveValue("Changed, not yet published");
  await dialog.getByRole("link", { name: "Throw away waiting changes" }).click();
  const ask = page.getByRole("dialog", { name: "Throw away the waiting changes?" });
  await expect(ask).toContainText(`Throw away the changes to ${waiting}`);
  // Cancel goes back to the edit dialog, nothing thrown away.
  await ask.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog.getByLabel("English title")).toHaveValue("Changed, not yet published");
  await dialog.getByRole("link", { name: "Throw away waiting changes" }).click();
  await ask.getByRole("button", { name: "Throw away" }).click();
  await expect(page.getByText("The waiting changes are thrown away")).toBeVisible();
  // The filter stays where the official left it, and the project has nothing waiting now.
  await expect(page.getByLabel("Show")).toHaveValue("changes");
  await expect(row(page, waiting)).toHaveCount(0);

  await page.goto("/trash");
  const name = `Waiting changes to Title of ${waiting} (${waiting})`;
  const trashed = page.locator("tr").filter({ has: page.getByRole("cell", { name, exact: true }) });
  await trashed.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByText(`Restored: ${name}.`)).toBeVisible();
  await page.getByRole("link", { name: "Open the project" }).click();
  await expect(page.getByRole("dialog", { name: `Edit ${waiting}` }).getByLabel("English title")).toHaveValue(
    "Changed, not yet published",
  );
});

test("an event: Save as draft, then Save and publish, then hidden again from the same form", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Buttons event ${tag()}`;
  await signIn(page);
  await page.goto("/event-form");
  await expect(page.getByRole("checkbox", { name: /draft/i })).toHaveCount(0);
  await page.locator('[name="kind"]').selectOption("fundraiser");
  await page.locator('[name="startDate"]').fill("2031-03-04");
  await page.locator('[name="startTime"]').fill("7 pm");
  await page.locator('[name="endTime"]').fill("9 pm");
  await page.locator('[name="titleEn"]').fill(title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  const href = (await page.getByRole("link", { name: "Edit the event just saved" }).getAttribute("href")) ?? "";
  const id = href.split("/").pop();

  const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(`/event/${id}`))?.status()).toBe(404);

  await page.goto(href);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
  expect((await anonymous.goto(`/event/${id}`))?.status()).toBe(200);

  await page.goto(href);
  await expect(page.getByRole("button", { name: "Save as draft" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save and hide from visitors" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as a draft." })).toBeVisible();
  expect((await anonymous.goto(`/event/${id}`))?.status()).toBe(404);
  await visitor.close();
});
