import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * A project's history (docs/decisions/0027-project-versions.md): an edit in
 * the projects table keeps a version; the history compares the one before it
 * with the project now, and restoring it is what visitors see.
 */
test("an edited project's earlier Korean title is compared in its history and restored for visitors", async ({
  page,
  baseURL,
  browser,
}) => {
  const code = `E2E-HIST-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  await signIn(page);
  const created = await page.request.post("/project-form", {
    multipart: { code, projectDate: "2025-01-15", titleEn: "History project", titleKo: "처음 제목" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(await created.text()).toContain("Project submitted");

  await page.goto("/project-table");
  await page.getByRole("link", { name: `Edit ${code}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
  await dialog.getByLabel("Korean title").fill("바뀐 제목");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();

  await page.getByRole("link", { name: `History of ${code}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${code}`);
  await expect(page.locator(".version-list li").first()).toContainText("Title (Korean)");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Version 1", exact: true }).click();

  const row = page.getByRole("row", { name: /Title \(Korean\)/ });
  await expect(row.getByRole("cell").nth(0)).toHaveText("바뀐 제목");
  await expect(row.getByRole("cell").nth(1)).toHaveText("처음 제목");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 1 restored as version 3")).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/korean/project/${code}`);
  await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("처음 제목");
  await visitor.close();
});
