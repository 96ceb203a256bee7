import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * Deletes ask first and go to the trash for 30 days; /trash restores them
 * (docs/decisions/0046-trash.md). Each test makes records of its own, so
 * the other officials' tests on this server never meet them.
 */

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** India's calendar date `days` from now (the event form takes India's dates). */
function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function photo(background: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The trash's row of an item, by the name it shows. */
function trashRow(page: Page, name: string) {
  return page.locator("tr").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

async function restoreFromTrash(page: Page, name: string) {
  await page.goto("/trash");
  const row = trashRow(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("official@example.org");
  await expect(row).toContainText(/just now|minute/);
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByText(`Restored: ${name}.`)).toBeVisible();
  await expect(trashRow(page, name)).toHaveCount(0);
}

test.describe("with JavaScript", () => {
  test("a project with texts, photos, history and an old address: Delete asks first, it is in the trash, Restore brings all of it back", async ({
    page,
    baseURL,
  }) => {
    const oldCode = `TRASH-OLD-${tag()}`;
    const code = `TRASH-NEW-${tag()}`;
    await signIn(page);
    const created = await page.request.post("/project-form", {
      headers: { Origin: baseURL ?? "" },
      multipart: {
        code: oldCode,
        projectDate: "2025-02-01",
        titleEn: "Trashed project",
        titleKo: "휴지통 프로젝트",
        media1_file: { name: "one.jpg", mimeType: "image/jpeg", buffer: await photo("#aa3300") },
        media1_altEn: "First photo",
        media2_file: { name: "two.jpg", mimeType: "image/jpeg", buffer: await photo("#0033aa") },
        media2_altEn: "Second photo",
      },
    });
    expect(await created.text()).toContain("Project submitted");
    // A new Project ID: the old address leads to the new one, and the history has a version.
    await page.goto(`/project-table?edit=${oldCode}`);
    const edit = page.getByRole("dialog", { name: `Edit ${oldCode}` });
    await edit.getByLabel("Project ID").fill(code);
    await edit.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project updated")).toBeVisible();
    expect(new URL((await page.request.get(`/project/${oldCode}`)).url()).pathname).toBe(`/project/${code}`);
    const historyHref = await page.getByRole("link", { name: `History of ${code}` }).getAttribute("href");

    await page.getByRole("link", { name: `Delete ${code}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete project" });
    await expect(dialog).toContainText(`Delete Trashed project (${code})?`);
    await expect(dialog).toContainText("It goes to the trash for 30 days");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/project/${code}`)).status()).toBe(200);

    await page.getByRole("link", { name: `Delete ${code}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted. It is in the trash for 30 days.")).toBeVisible();
    for (const gone of [`/project/${code}`, `/project/${oldCode}`, `/korean/project/${code}`, historyHref ?? ""])
      expect((await page.request.get(gone)).status(), gone).toBe(404);

    await restoreFromTrash(page, `Trashed project (${code})`);
    await page.getByRole("link", { name: "See the project's history" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History: ${code}`);
    await expect(page.locator(`a[href^="${historyHref}/"]`).first()).toBeVisible();
    await page.goto(`/project/${oldCode}`);
    await expect(page).toHaveURL(new RegExp(`/project/${code}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trashed project");
    await expect(page.locator(".project-photo img")).toHaveCount(2);
    await page.goto(`/korean/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("휴지통 프로젝트");
  });

  test("a page draft: Discard asks first, the draft is in the trash, Restore brings it back, and the activity log links to restoring", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/content/giving");
    await page.getByRole("button", { name: "Save draft" }).last().click();
    await expect(page.getByRole("status")).toContainText("Draft saved");
    await page.getByRole("link", { name: "Discard draft" }).click();
    const dialog = page.getByRole("dialog", { name: "Discard this draft?" });
    await expect(dialog).toContainText("Discard the draft of the giving page, saved");
    await expect(dialog).toContainText("It goes to the trash for 30 days");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByText("Draft discarded: it is in the trash for 30 days.")).toBeVisible();
    await expect(page.getByText(/^No draft:/)).toBeVisible();

    // The activity log's entry of the discard offers to restore it; the trash asks first.
    await page.goto("/activity");
    await page
      .getByRole("link", { name: /^Restore content-draft #giving from the trash$/ })
      .first()
      .click();
    const ask = page.getByRole("dialog", { name: "Restore this?" });
    await expect(ask).toContainText("Restore the page draft Draft of the giving page");
    await ask.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Restored: Draft of the giving page.")).toBeVisible();
    await page.getByRole("link", { name: "Open the draft" }).click();
    await expect(page.getByText(/^Draft saved /)).toBeVisible();
    // Tidy: the page has no draft again (its discard is in the trash, out of everyone's way).
    await page.getByRole("link", { name: "Discard draft" }).click();
    await page
      .getByRole("dialog", { name: "Discard this draft?" })
      .getByRole("button", { name: "Discard draft" })
      .click();
    await expect(page.getByText(/^No draft:/)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the weekly meeting with its changed dates: Delete leads to a question naming them, then the trash, then Restore brings the dates back", async ({
    page,
  }) => {
    const title = `Weekly trash ${tag()}`;
    await signIn(page);
    await page.goto("/event-form");
    await page.locator('[name="kind"]').selectOption("club-meeting");
    await page.locator('[name="startDate"]').fill(indiaDay(2));
    await page.locator('[name="startTime"]').fill("19:00");
    await page.locator('[name="endTime"]').fill("20:00");
    await page.getByRole("checkbox", { name: /^Repeats every week/ }).check();
    await page.locator('[name="titleEn"]').fill(title);
    await page.getByRole("button", { name: "Save and publish" }).click();
    const href = await page.getByRole("link", { name: "Edit the event just saved" }).getAttribute("href");
    const id = href?.split("/").pop() ?? "";
    expect(id).toMatch(/^\d+$/);
    for (const weeks of [1, 2]) {
      await page.goto(`/event-form/${id}`);
      await page.getByLabel("Date of the weekly meeting").fill(indiaDay(2 + 7 * weeks));
      await page.getByLabel("What happens on that date").selectOption("cancel");
      await page.getByRole("button", { name: "Save the date" }).click();
      await expect(page.getByText("The date is cancelled.")).toBeVisible();
    }
    expect((await page.request.get(`/event/${id}`)).status()).toBe(200);

    await page.getByRole("link", { name: "Delete this event" }).click();
    await expect(page).toHaveURL(new RegExp(`/event-form/${id}\\?delete$`));
    const question = page.getByRole("dialog", { name: "Delete this event?" });
    await expect(question).toContainText(`Delete the event “${title}” and its 2 changed dates?`);
    await expect(question).toContainText("It goes to the trash for 30 days");
    // Nothing is deleted by asking.
    expect((await page.request.get(`/event/${id}`)).status()).toBe(200);
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/event-form\?done=deleted$/);
    await expect(page.getByText("The event is in the trash for 30 days.")).toBeVisible();
    expect((await page.request.get(`/event/${id}`)).status()).toBe(404);
    expect(await (await page.request.get("/events.ics")).text()).not.toContain(title);

    await restoreFromTrash(page, `${title} and its 2 changed dates`);
    await page.getByRole("link", { name: "Open the event" }).click();
    await expect(page).toHaveURL(new RegExp(`/event-form/${id}$`));
    await expect(page.getByRole("region", { name: "Change one date" }).getByRole("listitem")).toHaveCount(2);
    expect((await page.request.get(`/event/${id}`)).status()).toBe(200);
    expect(await (await page.request.get("/events.ics")).text()).toContain(title);
  });

  test("a member: Delete asks first, the card leaves the members page, Restore brings the member and photo back; Delete for ever asks too", async ({
    page,
    baseURL,
  }) => {
    const name = `Trash Member ${tag()}`;
    const memberNo = `TM-${tag()}`;
    await signIn(page);
    const added = await page.request.post("/add-member", {
      headers: { Origin: baseURL ?? "" },
      multipart: {
        photo_file: { name: "face.jpg", mimeType: "image/jpeg", buffer: await photo("#996633") },
        name,
        memberNo,
        joinedOn: "2024-03-01",
        position: "90",
      },
    });
    expect(await added.text()).toContain("Member successfully added");
    const card = (p: Page) => p.locator(".flip-card").filter({ hasText: name });

    await page.goto("/members-table");
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    const question = page.getByRole("dialog", { name: "Delete member" });
    await expect(question).toContainText(`Delete ${name} (${memberNo})?`);
    await expect(question).toContainText("It goes to the trash for 30 days");
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Member deleted. They are in the trash for 30 days.")).toBeVisible();
    await page.goto("/members");
    await expect(card(page)).toHaveCount(0);

    await restoreFromTrash(page, `${name} (${memberNo})`);
    await page.goto("/members");
    await expect(card(page)).toHaveCount(1);
    await expect(card(page).locator("img.member-photo, .member-photo img")).toHaveCount(1);

    // Deleted again, then for ever: the trash asks first, and afterwards it is gone from there too.
    await page.goto("/members-table");
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: "Delete member" }).getByRole("button", { name: "Delete" }).click();
    await page.goto("/trash");
    await page.getByRole("link", { name: `Delete ${name} (${memberNo}) for ever` }).click();
    const forEver = page.getByRole("dialog", { name: "Delete for ever?" });
    await expect(forEver).toContainText("It cannot be restored after this.");
    await forEver.getByRole("button", { name: "Delete for ever" }).click();
    await expect(page.getByText("Deleted for ever.")).toBeVisible();
    await expect(trashRow(page, `${name} (${memberNo})`)).toHaveCount(0);
  });
});
