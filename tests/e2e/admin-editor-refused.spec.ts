import crypto from "node:crypto";
import { administratorScreens, adminScreens } from "../../app/admin-screens";
import { adminDb, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, signIn, test } from "./fixtures";

/**
 * The anonymous sweep (anonymous-refused.spec.ts) run for an editor: every
 * administrator-only screen and every one of its actions is refused on the
 * server with a 403 page (not a redirect), and the database is unchanged;
 * every other officials' screen is the editor's to use.
 */

const editor = {
  email: newAddress("sweep-editor"),
  role: "editor" as const,
  name: "Sweep Editor",
  password: "sweep editor passphrase",
};
let adminId = 0;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const admin = await playwright.request.newContext({ baseURL });
  const anonymous = await playwright.request.newContext({ baseURL });
  await signInRequest(admin, baseURL, "official@example.org", "correct horse battery staple");
  await makeOfficial(admin, anonymous, baseURL, editor);
  await admin.dispose();
  await anonymous.dispose();
  const db = adminDb();
  adminId = (db.prepare("select id from officials where email = 'official@example.org'").get() as { id: number }).id;
  db.close();
});

/**
 * Everything an administrator-only action could change (sessions and sign-in
 * attempts excluded: signing in writes them). Officer terms and past presidents
 * are left out too: other workers' tests change them on the same server; the
 * handover's posts are still required to answer 403, and ending access would
 * change the officials table.
 */
function fingerprint() {
  const db = adminDb();
  const tables = [
    "officials",
    "official_tokens",
    "reset_requests",
    "club_profile",
    "club_profile_texts",
    "audit_log",
    "outbox",
  ];
  const hash = crypto.createHash("sha256");
  for (const table of tables) hash.update(JSON.stringify(db.prepare(`select * from ${table} order by 1`).all()));
  // Other officials' sessions: an editor must not be able to end them.
  hash.update(JSON.stringify(db.prepare("select token_hash from sessions order by 1").all()));
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
    ["/club-profile", { clubName: "Hacked", presidentName: "Hacked" }],
    ["/activity", { intent: "delete" }],
    ["/handover", { intent: "add-term", rotaryYear: "2030-31", role: "president", name: "Hacked" }],
    ["/handover", { intent: "end-access", id: "1" }],
    ["/handover", { intent: "keep-access", id: "1" }],
    ["/handover", { intent: "remove-term", id: "1" }],
  ];
}

test("every administrator-only screen and action is refused to an editor on the server with 403, and the database is unchanged", async ({
  request,
  baseURL,
}) => {
  expect(administratorScreens.length).toBeGreaterThan(0);
  await signInRequest(request, baseURL ?? "", editor.email, editor.password);
  const before = fingerprint();
  for (const screen of administratorScreens) {
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
});

test("the refusal is a page that says why, not a redirect", async ({ page }) => {
  await signIn(page, editor);
  const response = await page.goto("/officials");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
  await expect(page).toHaveURL(/\/officials$/);
});

test("an editor may use every other officials' screen: projects, members, past presidents, the inbox and their account", async ({
  request,
  baseURL,
}) => {
  await signInRequest(request, baseURL ?? "", editor.email, editor.password);
  const editorScreens = adminScreens
    .map(([path]) => path.replace(":id", "1"))
    .filter((path) => !administratorScreens.includes(path));
  expect(editorScreens).toEqual(expect.arrayContaining(["/project-table", "/members-table", "/inbox", "/account"]));
  for (const path of editorScreens) {
    const response = await request.get(path, { maxRedirects: 0 });
    // /inbox/1 may name a message that is not there (404); it is never refused.
    expect([200, 404], `GET ${path} answered ${response.status()}`).toContain(response.status());
  }
});
