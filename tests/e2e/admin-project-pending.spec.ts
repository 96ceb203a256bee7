import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * A published project's pending draft (docs/decisions/0028-project-pending-drafts.md):
 * saved from the projects table without changing what visitors see, previewed
 * by the official with `?preview`, then published.
 */
test("a published project's Korean title saved as a draft stays hidden from visitors until it is published", async ({
  page,
  baseURL,
  browser,
}) => {
  const code = `E2E-PEND-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  await signIn(page);
  const created = await page.request.post("/project-form", {
    multipart: { code, projectDate: "2025-01-15", titleEn: "Pending project", titleKo: "공개된 제목" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(await created.text()).toContain("Project submitted");

  await page.goto("/project-table");
  await page.getByRole("link", { name: `Edit ${code}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
  await dialog.getByLabel("Korean title").fill("초안 제목");
  await dialog.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Draft saved: visitors still see the published project.")).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/korean/project/${code}`);
  await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("공개된 제목");
  // `?preview` is an official's: a visitor asking for it still gets the published project.
  await anonymous.goto(`/korean/project/${code}?preview`);
  await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("공개된 제목");

  await page.goto(`/korean/project/${code}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("공개된 제목");
  await page.goto(`/korean/project/${code}?preview`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("초안 제목");
  await expect(page.getByText("Preview of the draft")).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Pending project", exact: true })).toHaveAttribute(
    "href",
    `/project/${code}?preview`,
  );

  await page.goto(`/project-table?edit=${code}`);
  await expect(dialog.getByText("This project has changes waiting")).toBeVisible();
  await expect(dialog.getByLabel("Korean title")).toHaveValue("초안 제목");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Publish waiting changes" }).click();
  await expect(page.getByText("The waiting changes are published")).toBeVisible();

  await anonymous.goto(`/korean/project/${code}`);
  await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("초안 제목");
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a published project's draft is saved and discarded from the edit dialog, and the project stays as it was", async ({
    page,
    baseURL,
  }) => {
    const code = `E2E-PNJS-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await signIn(page);
    const created = await page.request.post("/project-form", {
      multipart: { code, projectDate: "2025-01-15", titleEn: "Kept project", titleKo: "그대로인 제목" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(await created.text()).toContain("Project submitted");

    await page.goto(`/project-table?edit=${code}`);
    const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await dialog.getByLabel("Korean title").fill("버릴 초안 제목");
    await dialog.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByText("Draft saved: visitors still see the published project.")).toBeVisible();

    await page.goto(`/project-table?edit=${code}`);
    await expect(dialog.getByLabel("Korean title")).toHaveValue("버릴 초안 제목");
    await dialog.getByRole("link", { name: "Throw away waiting changes" }).click();
    const ask = page.getByRole("dialog", { name: "Throw away the waiting changes?" });
    await expect(ask).toContainText(`Throw away the changes to ${code}`);
    await expect(ask).toContainText("goes to the trash for 30 days");
    await ask.getByRole("button", { name: "Throw away" }).click();
    await expect(page.getByText("The waiting changes are thrown away").first()).toBeVisible();

    await page.goto(`/korean/project/${code}?preview`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("그대로인 제목");
    await page.goto(`/project-table?edit=${code}`);
    await expect(dialog.getByLabel("Korean title")).toHaveValue("그대로인 제목");
  });
});
