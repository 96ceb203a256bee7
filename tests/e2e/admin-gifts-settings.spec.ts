import { devices } from "@playwright/test";
import { adminDb, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";
import { register80g } from "./receiving-body";

/**
 * The receiving body's settings (/gifts/settings): a treasurer's screen. What
 * it saves is what the giving page shows a citizen of another country (the FCRA
 * account), and a PAN or URN in the wrong form is refused with its field named.
 */
const treasurer = {
  email: newAddress("treasurer"),
  role: "treasurer" as const,
  name: "Test Treasurer",
  password: "treasurer passphrase here",
};

test.describe.configure({ mode: "default" });

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const administrator = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInRequest(administrator, baseURL, "official@example.org", "correct horse battery staple");
  await makeOfficial(administrator, anonymous, baseURL, treasurer);
  await administrator.dispose();
  await anonymous.dispose();
});

test("a treasurer saves the receiving body; a wrong PAN and URN are named; a citizen of another country is shown the FCRA account and never the domestic one", async ({
  page,
  browser,
  baseURL,
}) => {
  // Registered first, as the gifts specs register it: their registration then writes nothing under this form.
  register80g();
  await signIn(page, treasurer);
  // The dashboard lists it for a treasurer (app/admin-screens.ts: the role each screen needs).
  await page.getByRole("link", { name: "Giving settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Giving settings" })).toBeVisible();

  await page.getByLabel("Registered name").fill("Demo Rotary Charitable Trust");
  await page.getByLabel("PAN of the receiving body").fill("AAAXX12");
  await page.getByLabel("Unique Registration Number (URN, 16 characters)").fill("TOO-SHORT");
  await page.getByRole("button", { name: "Save giving settings" }).click();
  await expect(page.getByText("A PAN is 5 letters, 4 digits and a letter (AAATR1234Q).")).toBeVisible();
  await expect(page.getByText("An 80G registration number (URN) has 16 letters and digits.")).toBeVisible();

  await page.getByLabel("PAN of the receiving body").fill("aaatd1234q");
  await page.getByLabel("Unique Registration Number (URN, 16 characters)").fill("aaatd1234qf20214");
  await page.getByLabel("Valid from").fill("2021-04-01");
  await page.getByLabel("FCRA registration number").fill("136550000");
  await page
    .getByLabel("FCRA account (one detail a line)")
    .fill("Demo Rotary Charitable Trust\nA/c 40000000000\nSBIN0000691");
  await page.getByRole("button", { name: "Save giving settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Giving settings saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("PAN of the receiving body")).toHaveValue("AAATD1234Q");
  await expect(page.getByLabel("Unique Registration Number (URN, 16 characters)")).toHaveValue("AAATD1234QF20214");

  for (const javaScriptEnabled of [true, false]) {
    const visitor = await browser.newContext({ ...devices["Pixel 7"], baseURL, javaScriptEnabled });
    const foreign = await visitor.newPage();
    await foreign.goto("/hindi/donate?citizen=foreign");
    await expect(foreign.getByText("136550000", { exact: true })).toBeVisible();
    await expect(foreign.locator(".detail-value").filter({ hasText: "A/c 40000000000" })).toBeVisible();
    const html = await foreign.content();
    for (const domestic of ["demo-club@example", "000000000000", "DEMO0000000", "upi://pay"])
      expect(html, `${domestic} on the foreign citizen's page`).not.toContain(domestic);
    await visitor.close();
  }
});

test("the giving settings fit a 320 px phone and have no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, treasurer);
  await page.goto("/gifts/settings");
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await expectNoAxeViolations(page);
});

test("with an 80G registration in force, 'I have given' asks for PAN or Aadhaar: a wrong PAN is named, an ID needs the address and consent, and a PAN kept with consent", async ({
  browser,
  baseURL,
}) => {
  register80g();
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await visitor.newPage();
  await page.goto("/donate?citizen=indian");
  await expect(page.getByRole("group", { name: "For an 80G receipt (optional)" })).toBeVisible();
  const email = newAddress("donor-pan");
  await page.getByLabel("Full name (as on your PAN card)").fill("Asha Verma");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number", { exact: true }).fill("+91 98765 43210");
  await page.getByLabel("Amount in rupees", { exact: true }).fill("5,000");
  await page.getByLabel("How you gave").selectOption("cheque");
  await page.getByLabel("Transaction reference").fill(`CHQ ${Date.now().toString().slice(-6)}`);
  await page.getByLabel("PAN or Aadhaar number (optional)").fill("ABCDE1234F");
  await postAsIfServedEarlier(page, 3, `${process.env.E2E_DATA_DIR}-admin`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const summary = page.locator(".error-summary");
  await expect(summary).toContainText("Enter a PAN of 10 characters");

  await page.getByLabel("PAN or Aadhaar number (optional)").fill("abcpe 1234 f");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(summary).toContainText("Enter your postal address");
  await expect(summary).toContainText("Tick the box to let us keep your PAN");

  await page.getByLabel("Postal address (needed with a PAN or Aadhaar number)").fill("12 Civil Lines, Kanpur 208001");
  await page.getByRole("checkbox", { name: /I agree that .* keeps my PAN/ }).check();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your gift is recorded." })).toBeVisible();
  await expectNoAxeViolations(page);

  const check = adminDb();
  try {
    const gift = check
      .prepare(
        "select id_kind as kind, id_number as number, address, consent_at is not null as consented, amount_paise as paise, mode from gifts where email = ?",
      )
      .get(email);
    expect(gift).toEqual({
      kind: "pan",
      number: "ABCPE1234F",
      address: "12 Civil Lines, Kanpur 208001",
      consented: 1,
      paise: 500_000,
      mode: "cheque",
    });
    const mail = check.prepare("select body from outbox where recipient = ?").get(email) as { body: string };
    expect(mail.body).toContain("we will e-mail you an 80G receipt");
  } finally {
    check.close();
  }
  await visitor.close();
});
