import { adminDownloads, adminScreens } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { adminDb, linkFromOutbox, makeMember, newAddress } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";
import { adminOnlyPosts, refusalFingerprint } from "./refusal-sweep";

/** Members sign in (issue 24): by a link e-mailed on request, into /my, and never into an officials' screen. */

test.describe("a member on a phone in Hindi", () => {
  test.use(phone(375));

  test("asks for a link, signs in with its button, sees the members' area, is refused the officials' screens and signs out", async ({
    page,
  }) => {
    const email = newAddress("member-hi");
    makeMember({ email, name: "सुनीता शर्मा", locale: "hi" });
    await page.goto("/hindi/my");
    await expect(page).toHaveURL(/\/hindi\/my\/sign-in\?next=%2Fhindi%2Fmy$/);
    await expect(page.getByRole("heading", { level: 1, name: "सदस्य साइन इन" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("ई-मेल").fill(email);
    await page.getByRole("button", { name: "मुझे लिंक भेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "साइन इन का लिंक भेज दिया गया है" })).toBeVisible();

    const link = linkFromOutbox(email, "my/sign-in/link");
    expect(new URL(link).pathname).toBe("/hindi/my/sign-in/link");
    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "साइन इन करें" }).click();
    await expect(page).toHaveURL(/\/hindi\/my$/);
    await expect(page.getByRole("heading", { level: 1, name: "सदस्य क्षेत्र" })).toBeVisible();
    await expect(page.getByText("नमस्ते, सुनीता शर्मा।")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The link worked once.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "यह लिंक काम नहीं करता" })).toBeVisible();
    await expect(page.getByRole("link", { name: "मुझे नया लिंक भेजें" })).toHaveAttribute("href", "/hindi/my/sign-in");

    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.status()).toBe(403);

    await page.goto("/hindi/my");
    await page.getByRole("button", { name: "साइन आउट करें", exact: true }).click();
    await expect(page).toHaveURL(/\/hindi\/my\/sign-in$/);
    await page.goto("/hindi/my");
    await expect(page).toHaveURL(/\/hindi\/my\/sign-in\?next=/);
  });
});

test("every officials' screen, download and administrator's action is refused to a member with 403, and the database is unchanged", async ({
  playwright,
  baseURL,
}) => {
  const member = makeMember({ email: newAddress("sweep-member"), name: "Sweep Member" }, true);
  const db = adminDb();
  const adminId = (db.prepare("select id from officials where email = ?").get("official@example.org") as { id: number })
    .id;
  db.close();
  const request = await playwright.request.newContext({
    baseURL: baseURL ?? "",
    extraHTTPHeaders: { Cookie: member.cookie },
  });
  const mine = await request.get("/my", { maxRedirects: 0 });
  expect(mine.status(), "the member is signed in").toBe(200);
  const before = refusalFingerprint(adminId, member.id);
  const screens = [
    ...new Set([...adminScreens.map(([path]) => screenAddress(path)), ...adminDownloads.map(([path]) => path)]),
  ];
  for (const screen of screens) {
    for (const path of [screen, `${screen}.data`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `GET ${path}`).toBe(403);
      expect(await response.text(), `GET ${path}`).not.toContain("official@example.org");
    }
  }
  const posts: [string, Record<string, string>][] = [
    ...adminOnlyPosts(adminId),
    ...adminScreens.map(
      ([path]) => [screenAddress(path), { intent: "delete", id: "1" }] as [string, Record<string, string>],
    ),
  ];
  for (const [path, form] of posts) {
    const response = await request.post(path, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    expect([403, 405], `POST ${path} ${JSON.stringify(form)} answered ${response.status()}`).toContain(
      response.status(),
    );
  }
  expect(refusalFingerprint(adminId, member.id)).toBe(before);
  expect((await request.get("/my", { maxRedirects: 0 })).status(), "the member's session survived").toBe(200);
  await request.dispose();
});
