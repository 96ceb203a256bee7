import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminDb, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, expectNoAxeViolations, official, signIn, test } from "./fixtures";

// Typed work kept (issue 20, build 4; docs/decisions/0055-typed-work-kept.md): a form with changes
// asks before a link leaves it, the page editor saves its draft by itself, and a form sent after
// the session ended comes back filled in once the same official has signed in again.

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** India's calendar date `days` from now (the event form takes India time). */
function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function eventsTitled(title: string): number {
  const db = adminDb();
  try {
    return (db.prepare("select count(*) as n from event_texts where title = ?").get(title) as { n: number }).n;
  } finally {
    db.close();
  }
}

function givingDraft(): string {
  const db = adminDb();
  try {
    const row = db.prepare("select data from content_drafts where document = 'giving'").get() as
      | { data: string }
      | undefined;
    return row?.data ?? "";
  } finally {
    db.close();
  }
}

/** Adds a published event through the form's action, as a browser without JavaScript posts it; its id. */
async function createEvent(page: Page, baseURL: string | undefined, title: string) {
  const response = await page.request.post("/event-form", {
    multipart: {
      _form: "event",
      kind: "club-meeting",
      status: "scheduled",
      startDate: indiaDay(6),
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
    return (db.prepare("select event_id from event_texts where title = ?").get(title) as { event_id: number }).event_id;
  } finally {
    db.close();
  }
}

async function openNewEvent(page: Page) {
  await page.goto("/event-form");
  await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
}

const toolLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Officials' tools" }).getByRole("link", { name, exact: true });

/** Fills the new-event form with what a published event needs. */
async function fillEvent(page: Page, title: string) {
  await page.locator('[name="startDate"]').fill(indiaDay(8));
  await page.locator('[name="startTime"]').fill("19:00");
  await page.locator('[name="endTime"]').fill("20:30");
  await page.locator('[name="venueNameEn"]').fill(`Venue of ${title}`);
  await page.locator('[name="titleEn"]').fill(title);
}

/** Signs in on the sign-in page the browser was sent to (its ?next leads back). */
async function signInAgain(page: Page, who: { email: string; password: string } = official) {
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("a form with changes not saved asks before leaving", () => {
  test("a link asks first: Stay (or Escape) keeps the text, Leave goes", async ({ page }) => {
    await signIn(page);
    await openNewEvent(page);
    const title = `Typed, not saved ${tag()}`;
    await page.locator('[name="titleEn"]').fill(title);

    await toolLink(page, "Trash").click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText("You have changes on this page that are not saved yet.");
    await expect(ask.getByRole("button", { name: "Stay on this page" })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/event-form$/);
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);

    await toolLink(page, "Trash").click();
    await expect(ask).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/event-form$/);
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);

    await toolLink(page, "Trash").click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/trash$/);
    expect(eventsTitled(title)).toBe(0);
  });

  test("leaving the page itself (reload, closing the tab) gets the browser's own question", async ({ page }) => {
    await signIn(page);
    await openNewEvent(page);
    await page.locator('[name="venueNameEn"]').fill(`Typed venue ${tag()}`);
    const question = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
  });

  test("no question when nothing changed, nor once the changes are saved", async ({ page, baseURL }) => {
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });
    await signIn(page);
    const title = `Saved, then left ${tag()}`;
    const id = await createEvent(page, baseURL, title);
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });

    await page.goto(`/event-form/${id}`);
    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
    await toolLink(page, "Trash").click();
    await expect(page).toHaveURL(/\/trash$/);

    await page.goto(`/event-form/${id}`);
    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
    const venue = `Changed venue ${tag()}`;
    await page.locator('[name="venueNameEn"]').fill(venue);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();
    await expect(page.locator('[name="venueNameEn"]')).toHaveValue(venue);
    await toolLink(page, "Trash").click();
    await expect(page).toHaveURL(/\/trash$/);
    await page.goto(`/event-form/${id}`);
    await expect(page.locator('[name="venueNameEn"]')).toHaveValue(venue);
    await page.reload();
    await expect(page.locator('[name="venueNameEn"]')).toHaveValue(venue);
    await expect(ask).toBeHidden();
    expect(questions).toEqual([]);
  });
});

test("on the members page in Korean and Hindi the question is in the page's language, and closing the edit dialog with changes asks too", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // Far in the future, clear of the years other specs add.
  const first = 9100 + Math.floor(Math.random() * 800);
  const president = `President ${tag()}`;
  const added = await page.request.post("/add-past-president", {
    form: { _form: "add-past-president", rotaryYear: `${first}-${first + 1}`, president, secretary: "Secretary" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(added.status()).toBe(200);
  const db = adminDb();
  const { id } = db.prepare("select id from past_presidents where president = ?").get(president) as { id: number };
  db.close();

  for (const [prefix, words] of [
    ["/korean", { title: "저장하지 않고 나가시겠습니까?", stay: "이 페이지에 머물기", leave: "저장하지 않고 나가기" }],
    ["/hindi", { title: "बिना सेव किए पेज छोड़ें?", stay: "इसी पेज पर रहें", leave: "बिना सेव किए छोड़ें" }],
  ] as const) {
    await page.goto(`${prefix}/members?edit=${id}`);
    const edit = page.locator("dialog.url-dialog");
    await expect(edit.locator("form[data-enhanced]")).toHaveCount(1);
    await edit.locator('[name="president"]').fill(`${president} changed`);
    await edit.getByRole("link").first().click();
    const ask = page.getByRole("dialog", { name: words.title });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: words.stay }).click();
    await expect(ask).toBeHidden();
    await expect(edit.locator('[name="president"]')).toHaveValue(`${president} changed`);
    await expect(page).toHaveURL(new RegExp(`\\?edit=${id}$`));
    // Escape on the edit dialog asks the same question.
    await page.keyboard.press("Escape");
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: words.leave }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/members$`));
    await expect(page.locator("dialog:modal")).toHaveCount(0);
  }
  const stored = adminDb();
  try {
    expect(stored.prepare("select president from past_presidents where id = ?").get(id)).toEqual({ president });
  } finally {
    stored.close();
  }
});

test.describe("the page editor saves its draft by itself", () => {
  // Both tests write the giving page's draft: one after the other, and each leaves no draft behind.
  test.describe.configure({ mode: "serial" });

  async function discardDraft(page: Page) {
    await page.goto("/content/giving");
    await expect(page.locator("form.content-editor[data-enhanced]")).toHaveCount(1);
    await page.getByRole("link", { name: "Discard draft" }).click();
    await page
      .getByRole("dialog", { name: "Discard this draft?" })
      .getByRole("button", { name: "Discard draft" })
      .click();
    await expect(page.getByText(/^No draft:/)).toBeVisible();
  }

  async function openGiving(page: Page) {
    await page.goto("/content/giving");
    await expect(page.locator("form.content-editor[data-enhanced]")).toHaveCount(1);
  }

  const english = (page: Page, path: string) => page.locator(`[id="field-${path}"]`).getByLabel("English");

  test("typing saves the draft without a button: the quiet line says when, the reload shows it, visitors do not see it", async ({
    page,
    browser,
  }) => {
    test.slow();
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });
    await signIn(page);
    await openGiving(page);
    const text = `Saved by itself ${tag()}`;
    await english(page, "oneTime").fill(text);
    await expect(page.locator(".autosave-status")).toHaveText(/^Draft saved at \d{1,2}:\d{2} (am|pm)$/, {
      timeout: 30_000,
    });
    expect(givingDraft()).toContain(text);
    await page.reload();
    await expect(english(page, "oneTime")).toHaveValue(text);
    await expect(page.getByText(/^Draft saved \d/)).toBeVisible();
    expect(questions, "nothing unsaved once the draft is saved").toEqual([]);

    // A draft, never a publish.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto("/donate?citizen=indian");
    await expect(anonymous.locator("main")).not.toContainText(text);
    await visitor.close();

    await discardDraft(page);
  });

  test("a save by someone else meanwhile stops it: the conflict shows as after Save draft, and nothing of theirs is undone", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    await openGiving(page);
    // The same official in a second tab saves first.
    const other = await page.context().newPage();
    await openGiving(other);
    const theirs = `Theirs ${tag()}`;
    await english(other, "oneTime").fill(theirs);
    await other.getByRole("button", { name: "Save draft" }).last().click();
    await expect(other.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    await other.close();

    const mine = `Mine ${tag()}`;
    await english(page, "abroad").fill(mine);
    await expect(page.locator(".autosave-status")).toContainText("Not saved automatically: someone else changed", {
      timeout: 30_000,
    });
    await expect(page.getByRole("alert")).toContainText("Not saved");
    await expect(page.locator(".edit-conflicts")).toContainText("Note under the ways to give");
    await expect(english(page, "abroad")).toHaveValue(mine);
    expect(givingDraft()).toContain(theirs);
    expect(givingDraft()).not.toContain(mine);

    await page.getByRole("button", { name: "Save draft" }).last().click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    expect(givingDraft()).toContain(theirs);
    expect(givingDraft()).toContain(mine);
    await discardDraft(page);
  });
});

test.describe("a form sent after the session ended", () => {
  test("comes back filled in after signing in again, and nothing is saved until Save is pressed", async ({ page }) => {
    await signIn(page);
    await openNewEvent(page);
    const title = `Kept through sign-in ${tag()}`;
    await fillEvent(page, title);
    await page.context().clearCookies({ name: "session" });
    await page.getByRole("button", { name: "Save and publish" }).click();

    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await expect(page.getByText("You were signed out before your changes were saved.")).toBeVisible();
    expect(eventsTitled(title)).toBe(0);
    await signInAgain(page);

    await expect(page).toHaveURL(/\/event-form\?kept=/);
    await expect(page.getByRole("status").filter({ hasText: "You were signed out before this was saved." })).toHaveText(
      "You were signed out before this was saved. Your changes are filled in below; check them and save again.",
    );
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);
    await expect(page.locator('[name="venueNameEn"]')).toHaveValue(`Venue of ${title}`);
    await expect(page.locator('[name="startDate"]')).toHaveValue(indiaDay(8));
    expect(eventsTitled(title), "nothing saved before the official presses Save").toBe(0);

    // Filled in but not saved: a link asks.
    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
    await toolLink(page, "Trash").click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await ask.getByRole("button", { name: "Stay on this page" }).click();

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Event published." })).toBeVisible();
    expect(eventsTitled(title)).toBe(1);
    await expect(page.locator('[name="titleEn"]')).toHaveValue("");
    await toolLink(page, "Trash").click();
    await expect(page).toHaveURL(/\/trash$/);
  });

  test("a photo picked before the session ended comes back shown, with its descriptions, and is saved with the event", async ({
    page,
  }) => {
    await signIn(page);
    await openNewEvent(page);
    const title = `Kept photo ${tag()}`;
    await fillEvent(page, title);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2266aa" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "well.jpg", mimeType: "image/jpeg", buffer: photo });
    const preview = page.locator(".media-preview img");
    await expect(preview).toBeVisible({ timeout: 20_000 });
    const uploaded = await preview.getAttribute("src");
    const uploadedId = await page.locator('input[type="hidden"][name="photo"]').inputValue();
    await page.getByLabel("Photo description (English)").fill("Children at the new well");
    await page.getByLabel("Photo description (Hindi)").fill("नए कुएँ के पास बच्चे");
    await page.context().clearCookies({ name: "session" });
    await page.getByRole("button", { name: "Save and publish" }).click();

    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await signInAgain(page);
    await expect(page).toHaveURL(/\/event-form\?kept=/);
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);
    // The photo it had, shown, not an empty picker or only its number.
    await expect(page.locator(".media-preview img")).toHaveAttribute("src", uploaded ?? "-");
    await expect(page.locator('input[type="hidden"][name="photo"]')).toHaveValue(uploadedId);
    await expect(page.getByLabel("Photo description (English)")).toHaveValue("Children at the new well");
    await expect(page.getByLabel("Photo description (Hindi)")).toHaveValue("नए कुएँ के पास बच्चे");

    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
    // Said apart so a failure names which of the click's conditions was not met (one CI run waited 85 s here).
    const publish = page.getByRole("button", { name: "Save and publish" });
    await expect(publish, "the form is not busy with another navigation").toBeEnabled();
    await expect(publish).toBeVisible();
    await publish.click();
    await expect(page.getByRole("status").filter({ hasText: "Event published." })).toBeVisible();
    const db = adminDb();
    try {
      const saved = db
        .prepare(
          "select e.photo_id as photo, (select alt_text from media_texts where media_id = e.photo_id and locale = 'hi') as hindi from events e join event_texts t on t.event_id = e.id where t.title = ?",
        )
        .get(title) as { photo: number; hindi: string };
      expect(saved).toEqual({ photo: Number(uploadedId), hindi: "नए कुएँ के पास बच्चे" });
    } finally {
      db.close();
    }
  });

  test("only the official who sent it gets it back: another official signing in there sees an empty form", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const url = baseURL ?? "";
    const administrator = await playwright.request.newContext({ baseURL: url });
    const anonymous = await playwright.request.newContext({ baseURL: url });
    const editor = {
      email: newAddress("kept-editor"),
      role: "editor" as const,
      name: "Kept Editor",
      password: `pw ${tag()} long`,
    };
    await signInRequest(administrator, url, official.email, official.password);
    await makeOfficial(administrator, anonymous, url, editor);
    await administrator.dispose();
    await anonymous.dispose();

    await signIn(page);
    await openNewEvent(page);
    const title = `Not for the editor ${tag()}`;
    await fillEvent(page, title);
    await page.context().clearCookies({ name: "session" });
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    const signInPage = page.url();

    await signInAgain(page, editor);
    await expect(page).toHaveURL(/\/event-form\?kept=/);
    await expect(page.locator("form.event-form[data-enhanced]")).toHaveCount(1);
    await expect(page.locator('[name="titleEn"]')).toHaveValue("");
    await expect(page.getByText("You were signed out before this was saved.")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(title);

    // Still there for its own official.
    await page.context().clearCookies({ name: "session" });
    await page.goto(signInPage);
    await signInAgain(page);
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);
    expect(eventsTitled(title)).toBe(0);
  });

  test("without JavaScript too: the form comes back filled in with the notice", async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signIn(page);
    await page.goto("/event-form");
    const title = `Kept without script ${tag()}`;
    await fillEvent(page, title);
    await page.context().clearCookies({ name: "session" });
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await signInAgain(page);
    await expect(page).toHaveURL(/\/event-form\?kept=/);
    await expect(page.getByText("You were signed out before this was saved.")).toBeVisible();
    await expect(page.locator('[name="titleEn"]')).toHaveValue(title);
    expect(eventsTitled(title)).toBe(0);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Event published.")).toBeVisible();
    expect(eventsTitled(title)).toBe(1);
    await page.context().close();
  });
});
