import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test } from "./fixtures";
import { runTag, testFormResults } from "./form-results";
import { expectFocusedInView, phoneWidths } from "./phone";

async function photo() {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: "#335577" } })
    .jpeg()
    .toBuffer();
}

/** Whether the page runs its scripts (the harness waits for the enhanced form with JavaScript). */
async function enhanced(page: Page) {
  return (await page.locator("form[data-enhanced]").count()) > 0;
}

/** Chooses the photo; with JavaScript it is uploaded at once, and the form is sent only once it has arrived. */
async function choosePhoto(page: Page) {
  await page.getByLabel("Photo *").setInputFiles({ name: "face.jpg", mimeType: "image/jpeg", buffer: await photo() });
  if (await enhanced(page)) await expect(page.locator(".media-preview img")).toBeVisible();
}

/** Adds a member as a browser without JavaScript posts the form; returns their member ID. */
async function addMember(page: Page, name: string, memberNo: string, position = "70") {
  const response = await page.request.post("/add-member", {
    headers: { Origin: test.info().project.use.baseURL ?? "" },
    multipart: {
      photo_file: { name: "face.jpg", mimeType: "image/jpeg", buffer: await photo() },
      name,
      memberNo,
      joinedOn: "2024-03-01",
      position,
    },
  });
  expect(await response.text()).toContain("Member successfully added");
  return memberNo;
}

testFormResults([
  {
    name: "add member",
    path: "/add-member",
    async fillInvalid(page) {
      await choosePhoto(page);
      await page.getByLabel("Name").fill("");
      await page.getByLabel("Member ID").fill(`FOCUS-${runTag()}`);
      await page.getByLabel("Joining date").fill("2024-05-01");
      await page.getByLabel("Position (lower comes first)").fill("80");
      return page.getByLabel("Name");
    },
    async fillValid(page, run) {
      await choosePhoto(page);
      await page.getByLabel("Name").fill(`Focus Member ${run}`);
      await page.getByLabel("Member ID").fill(`FOCUS-${run}`.toUpperCase());
      await page.getByLabel("Joining date").fill("2024-05-01");
      await page.getByLabel("Position (lower comes first)").fill("80");
    },
    submit: "Add Member",
    success: "Member successfully added",
  },
  {
    name: "remove member",
    path: "/remove-member",
    async fillInvalid(page) {
      await page.getByLabel("Member ID").fill("");
      return page.getByLabel("Member ID");
    },
    async fillValid(page, run) {
      const memberNo = await addMember(page, `Removed Member ${run}`, `RM-${run}`.toUpperCase());
      await page.getByLabel("Member ID").fill(memberNo);
    },
    submit: "Remove Member",
    confirm: "Remove",
    success: "Member removed.",
  },
]);

for (const javaScript of [true, false]) {
  test.describe(`members table ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    test("the edit dialog's Save leads to the Member updated notice, focused and on the screen", async ({ page }) => {
      const name = `Table Focus ${runTag()}`;
      // First in the table (lowest position), so it is on the first page whatever else the run added.
      await addMember(page, name, `TF-${runTag()}`.toUpperCase(), "-900");
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto("/members-table");
        await page.getByRole("link", { name: `Edit ${name}` }).click();
        const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
        await expect(dialog).toBeVisible();
        if (javaScript) await expect(dialog.locator("form[data-enhanced]")).toHaveCount(1);
        await dialog.getByLabel("English designation").fill(`Width ${width}`);
        await dialog.getByRole("button", { name: "Save" }).click();
        const notice = page.getByRole("status").filter({ hasText: "Member updated" });
        await expectFocusedInView(page, notice);
        await expect(page.locator("tr", { hasText: name })).toContainText(`Width ${width}`);
      }
    });
  });
}

for (const javaScript of [true, false]) {
  test.describe(`add member ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    test("a form sent without its photo focuses the photo picker, the first field of the form", async ({ page }) => {
      await page.goto("/add-member");
      if (javaScript) await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
      await page.getByLabel("Name").fill("Photo Later");
      await page.getByRole("button", { name: "Add Member" }).click();
      await expect(page.locator(".media-input .field-error")).toHaveText("Please upload the member's image first.");
      await expect(page.getByLabel("Photo *")).toBeFocused();
      await expect(page.getByLabel("Name")).toHaveValue("Photo Later");
    });
  });
}

test.describe("add member without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => signIn(page));

  test("the photo posted with a refused form is kept: the next try needs only what was wrong", async ({ page }) => {
    const run = runTag().toUpperCase();
    await page.goto("/add-member");
    await choosePhoto(page);
    await page.getByLabel("Member ID").fill(`KEPT-${run}`);
    await page.getByLabel("Joining date").fill("2024-05-01");
    await page.getByLabel("Position (lower comes first)").fill("85");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.locator(".media-preview")).toContainText("Uploaded");
    await expect(page.locator(".media-input .field-error")).toHaveText("");

    await page.getByLabel("Name").fill(`Kept Photo ${run}`);
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Member successfully added" })).toBeFocused();
    await page.goto("/members");
    await expect(page.locator(".flip-card", { hasText: `Kept Photo ${run}` }).locator("picture")).toHaveCount(1);
  });
});
