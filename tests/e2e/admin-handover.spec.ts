import type { Page } from "@playwright/test";
import { formatRotaryYear, rotaryYearAt } from "../../app/lib/rotary-year";
import { expect, expectNoAxeViolations, official, signIn, test } from "./fixtures";
import { expectFocusedInView, expectNoSidewaysScroll, phone } from "./phone";

/**
 * The Handover page on the admin server, which runs on the real clock: the
 * turn of the Rotary year itself is shown with an injected clock in
 * tests/integration/handover-clock.test.ts.
 */
const thisYear = formatRotaryYear(rotaryYearAt(new Date()));
const nextYear = formatRotaryYear(rotaryYearAt(new Date()) + 1);
const endedYear = formatRotaryYear(rotaryYearAt(new Date()) - 1);

function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function open(page: Page, javaScript: boolean) {
  await page.goto("/handover");
  // With JavaScript, act once the forms are enhanced, as a person would after the page has loaded.
  if (javaScript) await expect(page.locator("#add-term[data-enhanced]")).toHaveCount(1);
}

/** Enters an "other" office (its name unique to the test, since a year has one holder of each office). */
async function addOfficer(page: Page, fields: { year?: string; office: string; name: string; email?: string }) {
  const form = page.getByRole("region", { name: "Add an officer" });
  if (fields.year) await form.getByRole("combobox", { name: "Rotary year" }).selectOption(fields.year);
  await form.getByRole("combobox", { name: "Office" }).selectOption({ label: "Other office" });
  await form.getByLabel("Name of the office").fill(fields.office);
  await form.getByLabel("Name *").fill(fields.name);
  await form.getByLabel("E-mail").fill(fields.email ?? "");
  await form.getByRole("button", { name: "Add officer" }).click();
  return form;
}

test.use(phone(375));
test.beforeEach(async ({ page }) => signIn(page));

test("at 375 px the Handover page shows this year's and next year's officers, invites next year's who are not officials, and needs no sideways scrolling", async ({
  page,
}) => {
  await page.goto("/handover");
  await expect(page.getByRole("heading", { level: 1, name: "Handover" })).toBeVisible();
  const current = page.getByRole("region", { name: `This Rotary year, ${thisYear}` });
  const next = page.getByRole("region", { name: `Next Rotary year, ${nextYear}` });
  await expect(current.getByText("Demo President", { exact: true })).toBeVisible();
  await expect(next.getByText("Demo Incoming President", { exact: true })).toBeVisible();
  await expect(next.getByRole("link", { name: "Invite Demo Incoming President" })).toHaveAttribute(
    "href",
    "/officials?email=incoming-president%40example.org&role=administrator#invite",
  );
  // No e-mail address, nobody to invite.
  await expect(next.getByText("Add their e-mail address to invite them.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("next year's officer is entered; a second holder of that office that year is refused under the Office field", async ({
      page,
    }) => {
      const tag = uniqueTag();
      const office = `Joint Secretary ${tag}`;
      const name = `Rtn. Priya Sharma ${tag}`;
      await open(page, javaScript);
      const form = await addOfficer(page, { office, name, email: "Priya.Sharma@Example.org" });
      await expectFocusedInView(
        page,
        form.getByRole("status").filter({ hasText: `${name} added as ${office} for ${nextYear}.` }),
      );
      const next = page.getByRole("region", { name: `Next Rotary year, ${nextYear}` });
      await expect(next.getByRole("link", { name: `Invite ${name}` })).toHaveAttribute(
        "href",
        "/officials?email=priya.sharma%40example.org&role=editor#invite",
      );

      await addOfficer(page, { office, name: "Someone Else" });
      const refusal = `${nextYear} already has a ${office}. Remove that term first, then add the new one.`;
      await expect(form.getByRole("alert")).toHaveText(refusal);
      const officeField = form.getByRole("combobox", { name: "Office" });
      await expectFocusedInView(page, officeField);
      await expect(officeField).toHaveAttribute("aria-invalid", "true");
      // What was typed stays, for correcting.
      await expect(form.getByLabel("Name *")).toHaveValue("Someone Else");
      await expectNoSidewaysScroll(page);
      // axe runs as a script in the page, which a page without JavaScript does not run.
      if (javaScript) await expectNoAxeViolations(page);
    });

    test("a term is removed after a confirmation, and the removal is announced", async ({ page }) => {
      const tag = uniqueTag();
      const office = `Sergeant-at-Arms ${tag}`;
      const name = `Rtn. Arjun Verma ${tag}`;
      await open(page, javaScript);
      await addOfficer(page, { year: thisYear, office, name });
      const current = page.getByRole("region", { name: `This Rotary year, ${thisYear}` });
      await current.getByRole("link", { name: `Remove ${office} ${name}` }).click();
      await page.getByRole("button", { name: "Remove", exact: true }).click();
      await expectFocusedInView(page, page.getByRole("status").filter({ hasText: "The term was removed." }));
      await expect(page.getByText(name)).toHaveCount(0);
    });
  });
}

test("the last official whose access does not end cannot be bound to a term: someone must be able to hand over", async ({
  page,
}) => {
  const office = `Webmaster ${uniqueTag()}`;
  await open(page, true);
  await addOfficer(page, { office, name: "The Official", email: official.email });
  const card = page.getByRole("listitem").filter({ hasText: office });
  await expect(card).toContainText(`Signs in as ${official.email}. Their access does not end.`);
  await card.getByRole("button", { name: /^End access with this term/ }).click();
  // Why, and what to do next: which sentence depends on who else was invited or keeps access meanwhile.
  await expectFocusedInView(page, card.getByRole("alert").filter({ hasText: "end your access" }));
  await expect(card).toContainText("Their access does not end.");
});

test("an officer invited from their card shows the day of the invitation until they accept; ending your own access meanwhile says the successor has not accepted, and what to do", async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag();
  const office = `Incoming Webmaster ${tag}`;
  const name = `Rtn. Successor ${tag}`;
  const email = `successor-${tag}@example.org`;
  await open(page, true);
  await addOfficer(page, { office, name, email });
  const next = page.getByRole("region", { name: `Next Rotary year, ${nextYear}` });
  const card = next.getByRole("listitem").filter({ hasText: office });
  await expect(card).toContainText("Not an official yet.");
  await card.getByRole("link", { name: `Invite ${name}` }).click();

  // The invitation offers the role; this successor will hand over, so is made an administrator.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  const role = page.getByLabel("Role", { exact: true });
  await expect(role).toHaveValue("editor");
  await role.selectOption("administrator");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation for ${email} made` })).toBeVisible();

  await open(page, true);
  const today = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(new Date());
  await expect(card).toContainText(`Invited on ${today} as an administrator, not accepted yet.`);
  await expect(card).not.toContainText("Not an official yet.");
  await expect(card.getByRole("link", { name: `Send the invitation to ${name} again` })).toBeVisible();

  // A post for the term of someone who has not accepted says so (the page offers no button for it).
  const href = (await card.getByRole("link", { name: `Remove ${office} ${name}` }).getAttribute("href")) ?? "";
  const id = href.split("=").pop() ?? "";
  const refused = await page.request.post("/handover", {
    form: { _form: `term-${id}`, intent: "end-access", id },
    headers: { Origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(
    `${name} has not accepted the invitation yet: ask them to open the e-mail of ${today}, or send it again.`,
  );

  // Ending my own access now: the cause is the invitation nobody accepted yet, not "every other administrator".
  const mine = `Outgoing Webmaster ${tag}`;
  await addOfficer(page, { year: thisYear, office: mine, name: "The Official", email: official.email });
  const myCard = page.getByRole("listitem").filter({ hasText: mine });
  await myCard.getByRole("button", { name: /^End access with this term/ }).click();
  await expectFocusedInView(
    page,
    myCard
      .getByRole("alert")
      .filter({ hasText: "has not accepted the invitation yet: ask them to open the e-mail, or send it again." }),
  );
  await expect(myCard).toContainText("Their access does not end.");
});

test(`the past presidents row of ${endedYear} is proposed, and added with one click once the names are filled`, async ({
  page,
}) => {
  await open(page, true);
  const proposal = page.getByRole("region", { name: "Past presidents" });
  await proposal.getByLabel("President").fill("Rtn. Outgoing President");
  await proposal.getByLabel("Secretary").fill("Rtn. Outgoing Secretary");
  await proposal.getByRole("button", { name: `Add past presidents row for ${endedYear}` }).click();
  await expectFocusedInView(
    page,
    proposal.getByRole("status").filter({ hasText: `${endedYear} was added to the past presidents.` }),
  );
  await expect(proposal.getByRole("button")).toHaveCount(0);
  await page.goto("/members");
  await expect(page.locator(".past-presidents tbody tr", { hasText: "Rtn. Outgoing President" })).toContainText(
    endedYear,
  );
});
