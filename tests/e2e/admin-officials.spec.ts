import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { hashToken } from "../../app/lib/session-token";
import { adminDb, linkFromOutbox, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import {
  expectDialogFits,
  expectDrawnOnceParsed,
  expectFocusedInView,
  expectNoSidewaysScroll,
  phone,
  phoneWidths,
} from "./phone";

/**
 * Officials managed in the site (issue 10, part 4): an invitation accepted
 * and used to sign in, a forgotten password reset, links that no longer
 * work refused, an official removed. Every official made here is an editor
 * with an address of its own, so the tests never touch the shared
 * administrator's password or role.
 */

async function signOut(page: Page) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
}

async function signInFails(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
}

test("an administrator invites an editor, who accepts through the link shown on the screen and signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = newAddress("invitee");
  await signIn(page);
  await page.goto("/officials");
  await expect(page.locator("form[data-enhanced]").first()).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation for ${email} made` })).toBeFocused();

  const link = (await page.locator(".link-value").textContent())?.trim() ?? "";
  expect(link).toMatch(/\/accept-invite\?token=[\w-]{43}$/);
  expect(linkFromOutbox(email, "accept-invite"), "the same link is e-mailed through the outbox").toBe(link);
  const share = await page.getByRole("link", { name: "Send by WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(new URL(share ?? "").searchParams.get("text") ?? "")).toContain(link);
  await expect(page.getByRole("button", { name: "Copy the invitation link" })).toBeVisible();
  await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invitee, on their own phone.
  const invitee = await browser.newContext({ baseURL: baseURL ?? "" });
  const phone = await invitee.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Welcome to the club's website team" })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.getByLabel("Your name").fill("Asha Verma");
  await phone.getByLabel(/^Password \*$/).fill("monsoon teapot ridge");
  await phone.getByLabel("Password again").fill("monsoon teapot ridge");
  await phone.getByRole("button", { name: "Accept and sign in" }).click();
  // An invitee's first sign-in lands on the dashboard (issue 20.10).
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expect(phone.getByText(`Signed in as ${email}.`)).toBeVisible();
  await phone.goto("/account");
  await expect(phone.getByText("You are an editor")).toBeVisible();

  await signOut(phone);
  await signIn(phone, { email, password: "monsoon teapot ridge" });
  await phone.goto(link);
  await expect(phone.getByText("This invitation link has already been used")).toBeVisible();
  await invitee.close();

  await page.goto("/officials");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "Asha Verma" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Editor" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Never" })).toHaveCount(0);
});

test("the invite form takes the address and role from the address bar (the Handover page's link)", async ({ page }) => {
  await signIn(page);
  await page.goto("/officials?email=next.secretary%40example.org&role=administrator#invite");
  await expect(page.getByLabel("E-mail")).toHaveValue("next.secretary@example.org");
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("administrator");
});

test("forgot password: the link from the e-mail sets a new password once; the old password stops working and other sessions end", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const editor = { email: newAddress("forgetful"), role: "editor" as const, name: "R. Forgetful" };
  const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
  await makeOfficial(request, anonymous, baseURL ?? "", { ...editor, password: "old forgetful passphrase" });
  const elsewhere = await browser.newContext({ baseURL: baseURL ?? "" });
  await signIn(await elsewhere.newPage(), { email: editor.email, password: "old forgetful passphrase" });

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill(editor.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If that address belongs to one of the club's officials" }),
  ).toBeFocused();

  const link = linkFromOutbox(editor.email, "reset-password");
  await page.goto(link);
  await expect(page.getByText(`For ${editor.email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^New password \*$/).fill("new forgetful passphrase");
  await page.getByLabel("New password again").fill("different passphrase");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByLabel("New password again")).toHaveAccessibleDescription(/The two passwords differ/);
  await page.getByLabel(/^New password \*$/).fill("new forgetful passphrase");
  await page.getByLabel("New password again").fill("new forgetful passphrase");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  const stale = await elsewhere.newPage();
  await stale.goto("/account");
  await expect(stale, "the session on the other device has ended").toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await elsewhere.close();

  await signInFails(page, editor.email, "old forgetful passphrase");
  await signIn(page, { email: editor.email, password: "new forgetful passphrase" });

  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByText("This password reset link has already been used")).toBeVisible();
  await anonymous.dispose();
});

test("an expired or made-up link is refused with a clear message", async ({ page }) => {
  const email = newAddress("late");
  const token = crypto.randomBytes(32).toString("base64url");
  const db = adminDb();
  const past = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  // An invitation sent four days ago (the clock of the server cannot be moved from the browser).
  db.prepare(
    `insert into official_tokens (token_hash, purpose, email, role, created_at, expires_at)
     values (?, 'invite', ?, 'editor', ?, ?)`,
  ).run(hashToken(token), email, past, past);
  db.close();
  const expired = await page.goto(`/accept-invite?token=${token}`);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This invitation does not work" })).toBeVisible();
  await expect(page.getByText("This invitation link has expired: it worked for 72 hours.")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);

  const madeUp = await page.goto(`/reset-password?token=${"x".repeat(43)}`);
  expect(madeUp?.status()).toBe(404);
  await expect(page.getByText("This password reset link is not valid.")).toBeVisible();
});

/** A live link of this kind, stored as the site stores it, for an address of this run. */
function liveLink(purpose: "invite" | "reset") {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = adminDb();
  const official = db.prepare("select id, email from officials order by id limit 1").get() as {
    id: number;
    email: string;
  };
  const now = Date.now();
  db.prepare(
    `insert into official_tokens (token_hash, purpose, email, role, official_id, created_at, expires_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    purpose,
    purpose === "invite" ? newAddress("phone-invitee") : official.email,
    purpose === "invite" ? "editor" : null,
    purpose === "invite" ? null : official.id,
    new Date(now).toISOString(),
    new Date(now + 30 * 60 * 1000).toISOString(),
  );
  db.close();
  return `/${purpose === "invite" ? "accept-invite" : "reset-password"}?token=${token}`;
}

for (const width of phoneWidths) {
  test.describe(`officials' account pages and dialogs, ${width} px wide`, () => {
    test.use(phone(width));

    test("forgot password, accept an invitation and choose a new password fit without sideways scrolling and have zero axe violations", async ({
      page,
    }) => {
      for (const path of ["/forgot-password", liveLink("invite"), liveLink("reset")]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("button").last()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    });

    test("the officials page's role and remove dialogs fit and have zero axe violations", async ({ page }) => {
      await signIn(page);
      const db = adminDb();
      const { id } = db.prepare("select id from officials where email = 'official@example.org'").get() as {
        id: number;
      };
      db.close();
      for (const [query, title] of [
        [`?edit=${id}`, "Role of official@example.org"],
        [`?remove=${id}`, "Remove official"],
      ] as const) {
        await page.goto(`/officials${query}`);
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expectDialogFits(page, dialog);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("an administrator removes an official: their open session ends at once", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const editor = { email: newAddress("leaving"), role: "editor" as const, name: "Leaving Officer" };
  const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
  await makeOfficial(request, anonymous, baseURL ?? "", { ...editor, password: "leaving officer passphrase" });
  const theirs = await browser.newContext({ baseURL: baseURL ?? "" });
  const theirPage = await theirs.newPage();
  await signIn(theirPage, { email: editor.email, password: "leaving officer passphrase" });

  await signIn(page);
  await page.goto("/officials");
  await page.getByRole("link", { name: `Remove ${editor.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove official" });
  await expect(dialog).toContainText(editor.email);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Official removed. Their sessions have ended.")).toBeVisible();
  await expect(page.getByRole("cell", { name: editor.email, exact: true })).toHaveCount(0);

  await theirPage.goto("/members-table");
  await expect(theirPage).toHaveURL(/\/sign-in\?next=/);
  await theirs.close();
  await anonymous.dispose();
});

test("an official changes their password (other sessions end) and signs out all their sessions", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const editor = { email: newAddress("careful"), role: "editor" as const, name: "Careful Officer" };
  const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
  await makeOfficial(request, anonymous, baseURL ?? "", { ...editor, password: "careful first passphrase" });
  const other = await browser.newContext({ baseURL: baseURL ?? "" });
  const otherPage = await other.newPage();
  await signIn(otherPage, { email: editor.email, password: "careful first passphrase" });

  await signIn(page, { email: editor.email, password: "careful first passphrase" });
  const refused = await page.request.post("/account", {
    form: {
      _form: "change-password",
      currentPassword: "not my password",
      password: "careful second passphrase",
      passwordAgain: "careful second passphrase",
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text(), "the server never sends a typed password back").not.toMatch(
    /not my password|careful second passphrase/,
  );
  await page.goto("/account");
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel(/^New password \*$/).fill("careful second passphrase");
  await page.getByLabel("New password again").fill("careful second passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription("That is not your current password.");
  await page.getByLabel("Current password").fill("careful first passphrase");
  await page.getByLabel(/^New password \*$/).fill("careful second passphrase");
  await page.getByLabel("New password again").fill("careful second passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeFocused();

  await otherPage.goto("/account");
  await expect(otherPage, "the other session has ended").toHaveURL(/\/sign-in\?next=/);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account" }), "this session stays").toBeVisible();

  await signIn(otherPage, { email: editor.email, password: "careful second passphrase" });
  await page.getByRole("button", { name: "Sign out all my sessions" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL(/\/sign-in\?next=/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await other.close();
  await anonymous.dispose();
});

/** Each form's result is focused and on a phone's screen after Submit, with JavaScript and without. */
for (const javaScript of [true, false]) {
  test.describe(`officials' account forms on a phone ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("invite, forgot password and a wrong current password: the result or the field is focused and in view", async ({
      page,
      browser,
      request,
      playwright,
      baseURL,
    }) => {
      const ready = async (on: Page) => {
        if (javaScript) await expect(on.locator("form[data-enhanced]").first()).toBeVisible();
      };
      // Wrong passwords count against the address that typed them: an editor of this test's own takes them.
      const editor = {
        email: newAddress("phone"),
        role: "editor" as const,
        name: "Phone Editor",
        password: "phone editor passphrase",
      };
      const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
      await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
      await makeOfficial(request, anonymous, baseURL ?? "", editor);
      await anonymous.dispose();
      const editorContext = await browser.newContext({ baseURL: baseURL ?? "", javaScriptEnabled: javaScript });
      const editorPage = await editorContext.newPage();
      await signIn(editorPage, editor);
      await signIn(page);
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto("/officials");
        await ready(page);
        if (!javaScript) await expectDrawnOnceParsed(page, false);
        await page.getByLabel("E-mail").fill("not an address");
        await page.getByRole("button", { name: "Invite", exact: true }).click();
        await expectFocusedInView(page, page.getByLabel("E-mail"));
        const email = newAddress(`phone-${width}`);
        await page.getByLabel("E-mail").fill(email);
        await page.getByRole("button", { name: "Invite", exact: true }).click();
        await expectFocusedInView(page, page.getByRole("status").filter({ hasText: `Invitation for ${email}` }));
        if (!javaScript) await expectDrawnOnceParsed(page, true);
        await expectNoSidewaysScroll(page);

        await page.goto("/forgot-password");
        await ready(page);
        await page.getByLabel("E-mail").fill(newAddress("nobody"));
        await page.getByRole("button", { name: "Send the link" }).click();
        await expectFocusedInView(
          page,
          page.getByRole("status").filter({ hasText: "If that address belongs to one of the club's officials" }),
        );

        await editorPage.setViewportSize({ width, height: 640 });
        await editorPage.goto("/account");
        await ready(editorPage);
        await editorPage.getByLabel("Current password").fill("not the password");
        await editorPage.getByLabel(/^New password \*$/).fill("a fine new passphrase");
        await editorPage.getByLabel("New password again").fill("a fine new passphrase");
        await editorPage.getByRole("button", { name: "Change password" }).click();
        await expectFocusedInView(editorPage, editorPage.getByLabel("Current password"));
      }
      await editorContext.close();
    });
  });
}
