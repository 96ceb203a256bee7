import type { Browser, Page } from "@playwright/test";
import { adminDb, makeOfficial, newAddress } from "./accounts";
import { expect, signIn, test } from "./fixtures";

// Two officials (two browser contexts, one account) edit the same record: the save based on an
// older state is refused, nothing typed is lost, and the choice made decides what is stored.

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function officialPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page);
  return page;
}

function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Adds a published event through the form's action, as a browser without JavaScript posts it; its id. */
async function createEvent(page: Page, baseURL: string | undefined, title: string) {
  const response = await page.request.post("/event-form", {
    multipart: {
      _form: "event",
      kind: "club-meeting",
      status: "scheduled",
      startDate: indiaDay(5),
      startTime: "19:00",
      endTime: "20:30",
      venueNameEn: "First venue",
      titleEn: title,
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status(), await response.text()).toBe(200);
  const db = adminDb();
  try {
    const row = db.prepare("select event_id from event_texts where title = ?").get(title) as { event_id: number };
    return row.event_id;
  } finally {
    db.close();
  }
}

test("two officials edit the same project: the second save is refused with 409, their title named, mine kept, and Keep mine then saves mine", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const code = `E2E-CONFLICT-${tag()}`.toUpperCase();
  const first = await officialPage(browser);
  const second = await officialPage(browser);
  const created = await first.request.post("/project-form", {
    multipart: { code, projectDate: "2025-02-01", titleEn: "Title as created" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(created.status()).toBe(200);

  for (const page of [first, second]) {
    await page.goto(`/project-table?edit=${code}`);
    await expect(page.locator("dialog:modal")).toHaveCount(1);
  }
  const firstDialog = first.getByRole("dialog", { name: `Edit ${code}` });
  const secondDialog = second.getByRole("dialog", { name: `Edit ${code}` });
  await firstDialog.getByLabel("English title").fill("Title from the first official");
  await firstDialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(first.getByText("Project updated")).toBeVisible();

  await secondDialog.getByLabel("English title").fill("Title from the second official");
  await secondDialog.getByLabel("English location").fill("Typed by the second official");
  const [response] = await Promise.all([
    second.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/project-table")),
    secondDialog.getByRole("button", { name: "Save and publish" }).click(),
  ]);
  expect(response.status()).toBe(409);
  await expect(secondDialog.getByRole("alert")).toContainText("Not saved");
  await expect(secondDialog.locator(".edit-conflicts")).toContainText("English title");
  await expect(secondDialog.getByLabel("English title")).toHaveValue("Title from the second official");
  await expect(secondDialog.getByLabel("English location")).toHaveValue("Typed by the second official");
  await expect(secondDialog.locator(".conflict-note")).toContainText("Title from the first official");
  await expect(secondDialog.getByRole("radio", { name: "Keep mine" })).toBeChecked();

  await secondDialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(second.getByText("Project updated")).toBeVisible();
  await second.goto(`/project/${code}`);
  await expect(second.getByRole("heading", { level: 1 })).toHaveText("Title from the second official");
  await expect(second.locator("main")).toContainText("Typed by the second official");
  await first.context().close();
  await second.context().close();
});

test("two officials edit the same event: the second save is refused, Take theirs puts their venue back, and the next save keeps their venue with my title", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `Conflict meeting ${tag()}`;
  const first = await officialPage(browser);
  const second = await officialPage(browser);
  const id = await createEvent(first, baseURL, title);
  for (const page of [first, second]) {
    await page.goto(`/event-form/${id}`);
    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
  }
  await first.locator('[name="venueNameEn"]').fill("Venue from the first official");
  await first.getByRole("button", { name: "Save and publish" }).click();
  await expect(first.getByRole("status")).toContainText("Event saved");

  await second.locator('[name="venueNameEn"]').fill("Venue from the second official");
  await second.locator('[name="titleEn"]').fill(`${title} (renamed)`);
  await second.getByRole("button", { name: "Save and publish" }).click();
  await expect(second.getByRole("alert").first()).toContainText("Not saved");
  await expect(second.locator(".edit-conflicts")).toContainText("English venue name");
  const venue = second.locator(".field").filter({ has: second.locator('[name="venueNameEn"]') });
  await venue.getByRole("radio", { name: "Take theirs" }).check();
  await expect(second.locator('[name="venueNameEn"]')).toHaveValue("Venue from the first official");
  await second.getByRole("button", { name: "Save and publish" }).click();
  await expect(second.getByRole("status")).toContainText("Event saved");
  await expect(second.locator('[name="venueNameEn"]')).toHaveValue("Venue from the first official");
  await expect(second.locator('[name="titleEn"]')).toHaveValue(`${title} (renamed)`);
  await first.context().close();
  await second.context().close();
});

test("without JavaScript a stale save is refused the same way, and the choice of theirs is applied by the server", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `No-script conflict ${tag()}`;
  const first = await officialPage(browser);
  const second = await officialPage(browser, { javaScriptEnabled: false });
  const id = await createEvent(first, baseURL, title);
  await second.goto(`/event-form/${id}`);
  await first.goto(`/event-form/${id}`);
  await expect(first.locator("form.event-form[data-enhanced]")).toHaveCount(1);
  await first.locator('[name="venueAddressEn"]').fill("Address from the first official");
  await first.getByRole("button", { name: "Save and publish" }).click();
  await expect(first.getByRole("status")).toContainText("Event saved");

  await second.locator('[name="venueAddressEn"]').fill("Address from the second official");
  await second.getByRole("button", { name: "Save and publish" }).click();
  await expect(second.getByRole("alert").first()).toContainText("Not saved");
  const address = second.locator(".field").filter({ has: second.locator('[name="venueAddressEn"]') });
  await expect(address.locator(".conflict-theirs")).toHaveText("Address from the first official");
  await expect(second.locator('[name="venueAddressEn"]')).toHaveValue("Address from the second official");
  await address.getByRole("radio", { name: "Take theirs" }).check();
  await second.getByRole("button", { name: "Save and publish" }).click();
  await expect(second.getByRole("status")).toContainText("Event saved");
  await expect(second.locator('[name="venueAddressEn"]')).toHaveValue("Address from the first official");
  await first.context().close();
  await second.context().close();
});

test("two administrators edit the club profile: the second save is refused, the branch they changed is named, and nothing typed is lost", async ({
  browser,
}) => {
  test.slow();
  const first = await officialPage(browser);
  const second = await officialPage(browser);
  for (const page of [first, second]) {
    await page.goto("/club-profile");
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  }
  const branch = `Branch ${tag()}`;
  await first.getByLabel("Branch", { exact: true }).fill(branch);
  await first.getByRole("button", { name: "Save club profile" }).click();
  await expect(first.getByRole("status")).toContainText("Club profile saved");

  const bank = `Bank typed by the second administrator ${tag()}`;
  await second.getByLabel("Branch", { exact: true }).fill("Branch typed by the second administrator");
  await second.getByLabel("Bank", { exact: true }).fill(bank);
  await second.getByRole("button", { name: "Save club profile" }).click();
  await expect(second.getByRole("alert").first()).toContainText("Not saved");
  await expect(second.locator(".edit-conflicts")).toContainText("Branch");
  await expect(second.getByLabel("Bank", { exact: true })).toHaveValue(bank);
  await second.getByRole("radio", { name: "Take theirs" }).check();
  await second.getByRole("button", { name: "Save club profile" }).click();
  await expect(second.getByRole("status")).toContainText("Club profile saved");
  await expect(second.getByLabel("Branch", { exact: true })).toHaveValue(branch);
  await expect(second.getByLabel("Bank", { exact: true })).toHaveValue(bank);
  await first.context().close();
  await second.context().close();
});

test("two administrators change the same official's role: the second is refused naming theirs, and taking theirs keeps it", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.slow();
  const first = await officialPage(browser);
  const second = await officialPage(browser);
  const email = newAddress("role-conflict");
  const anonymous = await playwright.request.newContext({ baseURL });
  await makeOfficial(first.request, anonymous, baseURL ?? "", {
    email,
    role: "editor",
    name: "Role Conflict",
    password: "a long enough passphrase",
  });
  await anonymous.dispose();
  const db = adminDb();
  const { id } = db.prepare("select id from officials where email = ?").get(email) as { id: number };
  // Their access ends one day, so as an administrator they never count as the one who keeps it
  // (the Handover tests on this server expect the test official to be the only such one).
  db.prepare("update officials set access_ends_at = ? where id = ?").run("2999-06-30T18:30:00.000Z", id);
  db.close();
  const dialog = (page: Page) => page.getByRole("dialog", { name: `Role of ${email}` });
  for (const page of [first, second]) {
    await page.goto(`/officials?edit=${id}`);
    await expect(dialog(page).locator("form[data-enhanced]")).toHaveCount(1);
  }
  await dialog(first).getByLabel("Role").selectOption("administrator");
  await dialog(first).getByRole("button", { name: "Save role" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Role changed." })).toBeVisible();

  // The second dialog still says editor: saving it as it stands would have made them an editor again.
  await expect(dialog(second).getByLabel("Role")).toHaveValue("editor");
  await dialog(second).getByRole("button", { name: "Save role" }).click();
  await expect(dialog(second).getByRole("alert").first()).toContainText("Not saved");
  await expect(dialog(second).locator(".edit-conflicts")).toContainText("Role");
  await expect(dialog(second).locator(".conflict-theirs")).toHaveText("administrator");
  const stored = () => {
    const check = adminDb();
    try {
      return (check.prepare("select role from officials where id = ?").get(id) as { role: string }).role;
    } finally {
      check.close();
    }
  };
  expect(stored()).toBe("administrator");
  await expect(dialog(second).getByRole("radio", { name: "Take theirs" })).toBeChecked();
  await expect(dialog(second).getByLabel("Role")).toHaveValue("administrator");
  await dialog(second).getByRole("button", { name: "Save role" }).click();
  await expect(second.getByRole("status").filter({ hasText: "Role changed." })).toBeVisible();
  expect(stored()).toBe("administrator");
  await first.context().close();
  await second.context().close();
});
