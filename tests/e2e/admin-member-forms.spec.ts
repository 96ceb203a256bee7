import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

async function photo() {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: "#556677" } })
    .jpeg()
    .toBuffer();
}

/** Adds a member as a browser without JavaScript posts the form. */
async function addMember(page: Page, baseURL: string | undefined, name: string, memberNo: string) {
  const response = await page.request.post("/add-member", {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      photo_file: { name: "face.jpg", mimeType: "image/jpeg", buffer: await photo() },
      name,
      memberNo,
      joinedOn: "2024-03-01",
      position: "70",
    },
  });
  expect(await response.text()).toContain("Member successfully added");
}

function uniqueId(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A field's error under it (Conform's id: the form's id, then the field's). */
const errorOf = (page: Page, field: string) => page.locator(`#add-member-${field}-error`);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "add member" : "add member without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => signIn(page));

    test("an empty form reports every error at once (photo, name, member ID, joining date, position) and keeps what was typed", async ({
      page,
    }) => {
      await page.goto("/add-member");
      await page.getByRole("button", { name: "Add Member" }).click();
      const summary = page.locator(".form-error");
      await expect(summary).toHaveText(
        "Please upload the member's image first. Name, Member ID and Year are required. Position is required.",
      );
      await expect(page.locator(".media-input .field-error")).toHaveText("Please upload the member's image first.");
      await expect(errorOf(page, "name")).toHaveText("Enter the member's name.");
      await expect(errorOf(page, "memberNo")).toHaveText("Enter the Member ID.");
      await expect(errorOf(page, "joinedOn")).toHaveText("Enter the joining date.");
      await expect(errorOf(page, "position")).toHaveText("Position is required.");
      await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

      // Sent again with some fields filled: those errors go, the others stay, and nothing typed is lost.
      await page.getByLabel("Name").fill("Kept Name");
      await page.getByLabel("English designation").fill("Kept designation");
      await page.getByLabel("Position (lower comes first)").fill("second");
      await page.getByRole("button", { name: "Add Member" }).click();
      await expect(summary).toHaveText(
        "Please upload the member's image first. Name, Member ID and Year are required. Position must be a whole number.",
      );
      await expect(errorOf(page, "name")).toHaveCount(0);
      await expect(errorOf(page, "position")).toHaveText("Position must be a whole number.");
      await expect(page.getByLabel("Name")).toHaveValue("Kept Name");
      await expect(page.getByLabel("English designation")).toHaveValue("Kept designation");
      await expect(page.getByLabel("Position (lower comes first)")).toHaveValue("second");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test.describe("remove member", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("asks first, naming the member it will remove; Cancel keeps them, Remove removes them", async ({
    page,
    baseURL,
  }) => {
    const memberNo = uniqueId("E2E-RM");
    await addMember(page, baseURL, "Confirm Me Member", memberNo);
    await page.goto("/remove-member");
    await page.getByLabel("Member ID").fill(memberNo);
    await page.getByRole("button", { name: "Remove Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm removal" });
    await expect(dialog).toContainText(`Confirm Me Member (${memberNo})`);
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.goto("/members-table");
    await expect(page.locator("tr", { hasText: memberNo })).toHaveCount(1);

    await page.goto("/remove-member");
    await page.getByLabel("Member ID").fill(memberNo);
    await page.getByRole("button", { name: "Remove Member" }).click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Member removed.")).toBeVisible();
    await page.goto("/members-table");
    await expect(page.locator("tr", { hasText: memberNo })).toHaveCount(0);
  });

  test("names every member sharing the ID, and removes them all only once confirmed", async ({ page, baseURL }) => {
    const memberNo = uniqueId("E2E-RM2");
    await addMember(page, baseURL, "First Sharer", memberNo);
    await addMember(page, baseURL, "Second Sharer", memberNo);
    await page.goto("/remove-member");
    await page.getByLabel("Member ID").fill(memberNo);
    await page.getByRole("button", { name: "Remove Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm removal" });
    await expect(dialog.getByRole("listitem")).toHaveText([
      `First Sharer (${memberNo})`,
      `Second Sharer (${memberNo})`,
    ]);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("2 members removed.")).toBeVisible();
  });

  test("the first post, as a browser without JavaScript sends it, removes nothing", async ({ page, baseURL }) => {
    const memberNo = uniqueId("E2E-RM3");
    await addMember(page, baseURL, "Still Here Member", memberNo);
    const response = await page.request.post("/remove-member", {
      headers: { Origin: baseURL ?? "" },
      form: { memberNo },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Confirm removal");
    await page.goto("/members-table");
    await expect(page.locator("tr", { hasText: memberNo })).toHaveCount(1);
  });
});
