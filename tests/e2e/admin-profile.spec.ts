import { expect, expectNoAxeViolations, official, signIn, test } from "./fixtures";
import { testFormResults } from "./form-results";

// Every test here saves the one club profile: one at a time, so none overwrites what another is checking.
test.describe.configure({ mode: "serial" });

test.describe("club profile (officials)", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("shows this year's officers read only, from the Handover page, with a link there to edit them", async ({
    page,
  }) => {
    await page.goto("/club-profile");
    const officers = page.getByRole("region", { name: /^Officers, \d{4}-\d{4}$/ });
    await expect(officers.getByRole("listitem").filter({ hasText: "Treasurer" })).toContainText("Demo Treasurer");
    // The profile keeps no officers of its own: no field for them.
    await expect(page.getByRole("group", { name: "President" })).toHaveCount(0);
    await expect(officers.getByRole("textbox")).toHaveCount(0);
    await officers.getByRole("link", { name: "Edit officers" }).click();
    await expect(page).toHaveURL(/\/handover$/);
    await expectNoAxeViolations(page);
  });

  test("validates the UPI ID, IFSC and web addresses", async ({ page }) => {
    await page.goto("/club-profile");
    await page.getByLabel("UPI ID (e.g. clubname@bank)").fill("not a upi id");
    await page.getByLabel("IFSC").fill("SBIN1234567");
    await page.getByLabel("Club book link").fill("club book");
    await page.getByRole("button", { name: "Save club profile" }).click();
    await expect(page.getByText("Enter a UPI ID like clubname@bank.")).toBeVisible();
    await expect(page.getByText(/An IFSC is 4 letters, a zero/)).toBeVisible();
    await expect(page.getByText("Enter a full web address starting with https://")).toBeVisible();
    await expect(page.getByLabel("IFSC")).toHaveValue("SBIN1234567");
    await expectNoAxeViolations(page);
  });

  test("a saved profile, and the club's name published with the logo, show at once on public pages in every language, and the change is in the activity log", async ({
    page,
  }) => {
    await page.goto("/club-profile");
    await page.getByLabel("UPI ID (e.g. clubname@bank)").fill("example.club@okexample");
    await page.getByLabel("IFSC").fill("exmp0123456");
    await page
      .getByLabel("One per line: Label | https://address")
      .fill("Facebook | https://example.org/fb\nInstagram | https://example.org/ig");
    await page.getByRole("button", { name: "Save club profile" }).click();
    await expect(page.getByText("Club profile saved. Public pages show the change now.")).toBeVisible();
    await expect(page.getByLabel("IFSC")).toHaveValue("EXMP0123456");

    // The club's name in each language is published with the logo.
    await page.goto("/content/branding");
    await expect(page.locator("form.content-editor[data-enhanced]")).toHaveCount(1);
    await page.locator('[id="field-clubName"]').getByLabel("Hindi").fill("उदाहरण रोटरी क्लब");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status")).toContainText("Published as version");

    await page.goto("/");
    // The demo's Rotary year has officers on the Handover page: the footer names them (decision 0054).
    await expect(page.locator("footer")).toContainText("Demo Treasurer");
    await expect(page.locator("footer").getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://example.org/ig",
    );
    await page.goto("/korean/donate?citizen=indian");
    await expect(page.locator("main")).toContainText("example.club@okexample");
    await expect(page.locator("footer")).toContainText("데모 로타리 클럽");
    await page.goto("/hindi");
    await expect(page.locator("footer")).toContainText("उदाहरण रोटरी क्लब");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("उदाहरण रोटरी क्लब");
    await expect(page.locator(".site-nav .logo-name")).toHaveText("उदाहरण रोटरी क्लब");

    await page.goto("/activity");
    const row = page.locator("tbody tr").filter({ hasText: "club profile saved" }).first();
    await expect(row).toContainText(official.email);
    await expect(row).toContainText("update");
  });
});

testFormResults([
  {
    name: "club profile",
    path: "/club-profile",
    async fillInvalid(page) {
      await page.getByLabel("IFSC").fill("SBIN1234567");
      return page.getByLabel("IFSC");
    },
    async fillValid(page) {
      await page.getByLabel("IFSC").fill("SBIN0001234");
    },
    submit: "Save club profile",
    success: "Club profile saved.",
  },
]);
