import type { APIRequestContext } from "@playwright/test";
import { adminDownloads, administratorScreens, adminScreens, mayOpen } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { adminDb, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, signIn, test } from "./fixtures";
import { adminOnlyPosts, refusalFingerprint } from "./refusal-sweep";

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

test("every administrator's and treasurer's screen and action is refused to an editor on the server with 403, and the database is unchanged", async ({
  request,
  baseURL,
}) => {
  expect(beyondEditors).toEqual(expect.arrayContaining(["/officials", "/gifts/settings"]));
  await signInRequest(request, baseURL ?? "", editor.email, editor.password);
  const before = refusalFingerprint(adminId, editorId);
  for (const screen of beyondEditors) {
    for (const path of [screen, `${screen}.data`, `${screen}?edit=${adminId}`, `${screen}?remove=${adminId}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `GET ${path}`).toBe(403);
      expect(await response.text(), `GET ${path}`).not.toContain("official@example.org");
    }
  }
  for (const [path, form] of adminOnlyPosts(adminId)) {
    const response = await request.post(path, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    // 405: a screen with no action at all refuses every post before any code of the page runs.
    expect([403, 405], `POST ${path} ${JSON.stringify(form)} answered ${response.status()}`).toContain(
      response.status(),
    );
  }
  expect(refusalFingerprint(adminId, editorId)).toBe(before);
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
