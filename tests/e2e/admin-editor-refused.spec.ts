import crypto from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { adminDownloads, administratorScreens, adminScreens, mayOpen } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { adminDb, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, signIn, test } from "./fixtures";

/**
 * The anonymous sweep (anonymous-refused.spec.ts) run for an editor: every
 * screen an editor's role does not reach (the administrators' and the
 * treasurers') and every one of its actions is refused on the server with a
 * 403 page (not a redirect), and the database is unchanged; every other
 * officials' screen is the editor's to use.
 */

/** The screens above an editor's role, by the registry (app/admin-screens.ts). */
const beyondEditors = [
  ...new Set([
    ...administratorScreens,
    ...adminScreens.map(([path]) => screenAddress(path)).filter((path) => !mayOpen("editor", path)),
    ...adminDownloads.map(([path]) => path).filter((path) => !mayOpen("editor", path)),
  ]),
];

const editor = {
  email: newAddress("sweep-editor"),
  role: "editor" as const,
  name: "Sweep Editor",
  password: "sweep editor passphrase",
};
let adminId = 0;
let editorId = 0;
/** The administrator's own signed-in context: the sweep must not end its session. */
let administrator: APIRequestContext;

// One worker runs this file's tests in order: its beforeAll makes one editor, which a second worker could not invite again.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  administrator = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInRequest(administrator, baseURL, "official@example.org", "correct horse battery staple");
  await makeOfficial(administrator, anonymous, baseURL, editor);
  await anonymous.dispose();
  const db = adminDb();
  const idOf = (email: string) =>
    (db.prepare("select id from officials where email = ?").get(email) as { id: number }).id;
  adminId = idOf("official@example.org");
  editorId = idOf(editor.email);
  db.close();
});

test.afterAll(async () => {
  await administrator?.dispose();
});

/**
 * Everything the sweep's own requests could have changed, and nothing else:
 * other workers' tests write to the same server at the same time (they sign
 * in, save the club profile, add terms), so whole tables are no fingerprint.
 */
function fingerprint() {
  const db = adminDb();
  const queries: [string, ...unknown[]][] = [
    [
      "select id, email, role, name, password_hash, access_ends_at from officials where id in (?, ?) order by id",
      adminId,
      editorId,
    ],
    ["select count(*) from officials where email like 'intruder.%'"],
    ["select id, email from official_tokens where email like 'intruder.%' or created_by = ?", editorId],
    ["select count(*) from outbox where recipient like 'intruder.%'"],
    [
      "select id, action, entity, entity_id from audit_log where official_id = ? and action <> 'sign-in' order by id",
      editorId,
    ],
    ["select count(*) from club_profile where upi_id = 'hacked@okbank'"],
    ["select count(*) from club_profile_texts where club_name = 'Hacked'"],
    ["select count(*) from officer_terms where name = 'Hacked' or rotary_year = '2030-2031'"],
    ["select count(*) from receiving_body where registered_name = 'Hacked'"],
  ];
  const hash = crypto.createHash("sha256");
  for (const [sql, ...parameters] of queries) hash.update(JSON.stringify(db.prepare(sql).all(...parameters)));
  db.close();
  return hash.digest("hex");
}

/** Every form the administrator-only screens take, each aimed at the administrator. */
function adminOnlyPosts(): [path: string, form: Record<string, string>][] {
  const target = String(adminId);
  return [
    ["/officials", { _form: "invite-official", email: newAddress("intruder"), role: "administrator" }],
    ["/officials", { _form: "change-role", id: target, role: "editor" }],
    ["/officials", { _form: "remove-official", id: target }],
    ["/officials", { _form: "withdraw-invitation", id: "1" }],
    ["/officials", {}],
    ["/club-profile", { clubName: "Hacked", upiId: "hacked@okbank" }],
    ["/activity", { intent: "delete" }],
    ["/handover", { intent: "add-term", rotaryYear: "2030-31", role: "president", name: "Hacked" }],
    ["/handover", { intent: "end-access", id: "1" }],
    ["/handover", { intent: "keep-access", id: "1" }],
    ["/handover", { intent: "remove-term", id: "1" }],
    ["/handover", { intent: "edit-term", id: "1", name: "Hacked" }],
    ["/gifts/settings", { registeredName: "Hacked", pan: "AAATH1234Q", fcraAccount: "Hacked" }],
  ];
}

test("every administrator's and treasurer's screen and action is refused to an editor on the server with 403, and the database is unchanged", async ({
  request,
  baseURL,
}) => {
  expect(beyondEditors).toEqual(expect.arrayContaining(["/officials", "/gifts/settings"]));
  await signInRequest(request, baseURL ?? "", editor.email, editor.password);
  const before = fingerprint();
  for (const screen of beyondEditors) {
    for (const path of [screen, `${screen}.data`, `${screen}?edit=${adminId}`, `${screen}?remove=${adminId}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `GET ${path}`).toBe(403);
      expect(await response.text(), `GET ${path}`).not.toContain("official@example.org");
    }
  }
  for (const [path, form] of adminOnlyPosts()) {
    const response = await request.post(path, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    // 405: a screen with no action at all refuses every post before any code of the page runs.
    expect([403, 405], `POST ${path} ${JSON.stringify(form)} answered ${response.status()}`).toContain(
      response.status(),
    );
  }
  expect(fingerprint()).toBe(before);
  const stillSignedIn = await administrator.get("/dashboard", { maxRedirects: 0 });
  expect(stillSignedIn.status(), "the administrator's session survived the sweep").toBe(200);
});

test("the refusal is a page that says why, not a redirect", async ({ page }) => {
  await signIn(page, editor);
  const response = await page.goto("/officials");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
  await expect(page).toHaveURL(/\/officials$/);
  // A treasurer's screen names who may use it.
  const treasurers = await page.goto("/gifts/settings");
  expect(treasurers?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Treasurers and administrators only" })).toBeVisible();
});

test("an editor may use every other officials' screen: projects, members, past presidents, the inbox and their account", async ({
  request,
  baseURL,
}) => {
  await signInRequest(request, baseURL ?? "", editor.email, editor.password);
  const editorScreens = adminScreens
    .map(([path]) => screenAddress(path))
    .filter((path) => !beyondEditors.includes(path));
  expect(editorScreens).toEqual(expect.arrayContaining(["/project-table", "/members-table", "/inbox", "/account"]));
  for (const path of editorScreens) {
    const response = await request.get(path, { maxRedirects: 0 });
    // /inbox/1 may name a message that is not there (404); it is never refused.
    expect([200, 404], `GET ${path} answered ${response.status()}`).toContain(response.status());
  }
});

test("an editor's dashboard, officials' menu and tools list no screen above an editor's role", async ({ page }) => {
  await signIn(page, editor);
  const links = async () =>
    (await page
      .locator("main a[href], .officials-menu a[href], .admin-nav a[href]")
      .evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) as string[];
  expect(await links()).toEqual(expect.arrayContaining(["/inbox", "/content"]));
  for (const path of ["/dashboard", "/inbox"]) {
    await page.goto(path);
    expect(
      (await links()).filter((href) => beyondEditors.includes(href)),
      path,
    ).toEqual([]);
  }
});
