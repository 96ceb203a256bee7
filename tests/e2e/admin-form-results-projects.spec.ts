import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { runTag, testFormResults } from "./form-results";
import { expectFocusedInView, phoneWidths } from "./phone";

// Tests run in parallel on one database: each project has a code of its own.
const uniqueCode = (prefix: string, run: string) => `${prefix}-${run}-${Date.now().toString(36)}`.toUpperCase();

/** Makes a project as a browser without JavaScript posts the new-project form. */
async function createProject(page: Page, code: string, title: string) {
  const response = await page.request.post("/project-form", {
    multipart: { code, projectDate: "2025-03-01", titleEn: title },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

testFormResults([
  {
    name: "new project",
    path: "/project-form",
    async fillInvalid(page) {
      await page.getByLabel("Project date").fill("2025-04-01");
      await page.getByLabel("Project ID").fill("");
      return page.getByLabel("Project ID");
    },
    async fillValid(page, run) {
      await page.getByLabel("Project ID").fill(uniqueCode("FOCUS", run));
      await page.getByLabel("Project date").fill("2025-04-01");
      await page.getByLabel("English title").fill(`Focus project ${run}`);
    },
    submit: "Save and publish",
    success: "Project submitted",
  },
  {
    name: "delete project by ID",
    path: "/delete-project",
    async fillInvalid(page) {
      await page.getByLabel("Project ID").fill("   ");
      return page.getByLabel("Project ID");
    },
    async fillValid(page, run) {
      const code = uniqueCode("FOCUS-DEL", run);
      await createProject(page, code, `Delete me ${run}`);
      await page.getByLabel("Project ID").fill(code);
    },
    submit: "Delete Project",
    confirm: "Confirm",
    success: "1 project deleted.",
  },
]);

for (const javaScript of [true, false]) {
  test.describe(`the projects table's dialogs ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    test("Save and Delete lead back to the table with their notice focused and on the screen", async ({ page }) => {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 640 });
        const run = `${runTag()}-${width}`;
        const edited = uniqueCode("FOCUS-EDIT", run);
        const deleted = uniqueCode("FOCUS-TBLDEL", run);
        await page.goto("/project-table");
        await createProject(page, edited, `Before ${run}`);
        await createProject(page, deleted, `Delete ${run}`);

        await page.goto(`/project-table?edit=${edited}`);
        if (javaScript) await expect(page.locator("dialog:modal form[data-enhanced]")).toHaveCount(1);
        const dialog = page.getByRole("dialog", { name: `Edit ${edited}` });
        await dialog.getByLabel("English title").fill(`After ${run}`);
        await dialog.getByRole("button", { name: "Save and publish" }).click();
        await expectFocusedInView(page, page.getByRole("status").filter({ hasText: "Project updated" }));
        expect(await (await page.request.get(`/project/${edited}`)).text()).toContain(`After ${run}`);

        await page.goto(`/project-table?delete=${deleted}`);
        if (javaScript) await expect(page.locator("dialog:modal form[data-enhanced]")).toHaveCount(1);
        await page.getByRole("dialog", { name: "Delete project" }).getByRole("button", { name: "Delete" }).click();
        await expectFocusedInView(page, page.getByRole("status").filter({ hasText: "Project deleted" }));
        expect((await page.request.get(`/project/${deleted}`)).status()).toBe(404);
      }
    });
  });
}

test.describe("the new-project form's answers", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("a taken Project ID is a 409 on its field; a saved project links to its page and the form is emptied", async ({
    page,
  }) => {
    await page.goto("/project-form");
    const taken = await page.request.post("/project-form", {
      multipart: { _form: "project", code: "DEMO-TREES", projectDate: "2025-01-01", titleEn: "Kept title" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(taken.status()).toBe(409);
    const html = await taken.text();
    expect(html).toMatch(/id="project-code-error"[^>]*>A project with the ID DEMO-TREES already exists\./);
    expect(html).toContain('value="Kept title"');

    await expect(page.locator("form[data-enhanced]")).toBeVisible();
    const code = uniqueCode("LINKED", runTag());
    await page.getByLabel("Project ID").fill(code);
    await page.getByLabel("Project date").fill("2025-05-05");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("link", { name: `View project ${code}` })).toHaveAttribute("href", `/project/${code}`);
    await expect(page.getByLabel("Project ID")).toHaveValue("");
    await expect(page.getByLabel("Project date")).toHaveValue("");
  });
});
