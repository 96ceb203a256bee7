import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./phone";

/** India's calendar date `days` after `from` (YYYY-MM-DD). */
function addDays(from: string, days: number) {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const inWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

test("the weekly meeting is set as people say it: every Tuesday at 7 pm, a reason in each language shown in the reader's, and a changed date given back to the rule after the weekday changed", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `Weekly E2E ${tag}`;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  // A Wednesday at least a week ahead: the chosen Tuesday is six days after it.
  const wednesday = addDays(today, 7 + ((3 - weekdayOf(today) + 7) % 7));
  const tuesday = addDays(wednesday, 6);
  await signIn(page);

  // The list of events comes before the empty form.
  await page.goto("/event-form");
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.indexOf("All events")).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf("All events")).toBeLessThan(headings.indexOf("Add an event"));
  await expect(page.getByText(/24 hours/)).toHaveCount(0);

  await page.locator('[name="kind"]').selectOption("club-meeting");
  await page.locator('[name="startDate"]').fill(wednesday);
  await page.locator('[name="startTime"]').fill("7 pm");
  await page.locator('[name="endTime"]').fill("8.30pm");
  await page.getByRole("checkbox", { name: /^Repeats every week/ }).check();
  await page.getByRole("combobox", { name: /^Meets every/ }).selectOption("tuesday");
  await page.locator('[name="titleEn"]').fill(title);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event published." })).toContainText(
    `It meets every Tuesday, first on ${inWords(tuesday)}.`,
  );
  const href = await page.getByRole("link", { name: "Edit the event just saved" }).getAttribute("href");
  const id = href?.split("/").pop() ?? "";
  expect(id).toMatch(/^\d+$/);

  await page.goto(`/event-form/${id}`);
  await expect(page.locator('[name="startDate"]')).toHaveValue(tuesday);
  await expect(page.locator('[name="startTime"]')).toHaveValue("19:00");
  await expect(page.locator('[name="endTime"]')).toHaveValue("20:30");
  await expect(page.locator('[name="weekday"]')).toHaveValue("tuesday");

  // The second Tuesday is cancelled with a reason in each language; the third moved at "7.30pm" with an English one only.
  const dates = page.getByRole("region", { name: "Change one date" });
  const form = dates.locator("form", { has: page.locator('[name="newTime"]') });
  await form.locator('[name="date"]').fill(addDays(tuesday, 7));
  await form.locator('[name="action"]').selectOption("cancel");
  await form.getByLabel("Reason in English").fill(`Diwali ${tag}`);
  await form.getByLabel("Reason in Korean").fill(`디왈리 축제 ${tag}`);
  await form.getByLabel("Reason in Hindi").fill(`दिवाली ${tag}`);
  await form.getByRole("button", { name: "Save the date" }).click();
  await expect(form.getByRole("status")).toHaveText("The date is cancelled.");

  await form.locator('[name="date"]').fill(addDays(tuesday, 14));
  await form.locator('[name="action"]').selectOption("move");
  await form.locator('[name="newDate"]').fill(addDays(tuesday, 15));
  await form.locator('[name="newTime"]').fill("7.30pm");
  await form.getByLabel("Reason in English").fill(`Hall booked ${tag}`);
  await form.getByRole("button", { name: "Save the date" }).click();
  await expect(form.getByRole("status")).toHaveText("The date is moved.");
  await expect(dates.locator(".changed-dates li")).toHaveCount(2);
  await expect(dates.locator(".changed-dates li").nth(1)).toContainText(
    `moved to 7:30 pm on ${inWords(addDays(tuesday, 15))}`,
  );

  // Visitors read the reason in their language; a missing translation shows the English one, marked as English.
  const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
  const anonymous = await visitor.newPage();
  await anonymous.goto("/korean/events");
  const meeting = anonymous.locator(".event-card", { hasText: title });
  await expect(meeting.locator('span[lang="ko"]', { hasText: `디왈리 축제 ${tag}` })).toBeVisible();
  await expect(meeting.locator('span[lang="en"]', { hasText: `Hall booked ${tag}` })).toBeVisible();
  await expect(meeting).not.toContainText(`Diwali ${tag}`);
  await anonymous.goto(`/hindi/event/${id}`);
  await expect(anonymous.locator('span[lang="hi"]', { hasText: `दिवाली ${tag}` })).toBeVisible();
  await anonymous.goto(`/event/${id}`);
  await expect(anonymous.locator("main")).toContainText(`Diwali ${tag}`);

  // The meeting moves to Thursdays; the changed Tuesdays stay listed and each can be given back to the rule.
  await page.goto(`/event-form/${id}`);
  await page.getByRole("combobox", { name: /^Meets every/ }).selectOption("thursday");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toContainText(
    `It meets every Thursday, first on ${inWords(addDays(tuesday, 2))}.`,
  );
  // On a phone, the list with its buttons fits.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/event-form/${id}`);
  await expect(dates.locator(".changed-dates li")).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  const box = await dates
    .getByRole("button", { name: /^Give back to the rule/ })
    .first()
    .boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  await dates.getByRole("button", { name: `Give back to the rule: ${inWords(addDays(tuesday, 7))}` }).click();
  await expect(form.getByRole("status")).toHaveText(
    `The meeting of ${inWords(addDays(tuesday, 7))} is back as the rule says.`,
  );
  await expect(dates.locator(".changed-dates li")).toHaveCount(1);
  await dates.getByRole("button", { name: /^Give back to the rule/ }).click();
  await expect(form.getByRole("status")).toContainText("is back as the rule says.");
  await expect(dates.locator(".changed-dates li")).toHaveCount(0);

  await anonymous.goto("/korean/events");
  await expect(anonymous.locator(".event-card", { hasText: title })).not.toContainText(`디왈리 축제 ${tag}`);
  await visitor.close();
});

test("a time nobody can read is refused with a message saying what to type", async ({ page }) => {
  await signIn(page);
  await page.goto("/event-form");
  await page.locator('[name="startDate"]').fill("2030-01-01");
  await page.locator('[name="startTime"]').fill("7 xm");
  await page.locator('[name="endTime"]').fill("25:00");
  await page.locator('[name="titleEn"]').fill("Nonsense times");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Enter a time such as 7 pm, 7:30 pm or 19:30.").first()).toBeVisible();
  await expect(page.getByText(/A day has hours 0 to 23/).first()).toBeVisible();
});
