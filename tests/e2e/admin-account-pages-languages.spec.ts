import crypto from "node:crypto";
import { hashToken } from "../../app/lib/session-token";
import { expectAccountPageHead, headings, hindi, korean } from "./account-pages";
import { adminDb, linkFromOutbox, makeOfficial, newAddress, signInRequest } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { inLanguage } from "./public-pages";

/**
 * The reset and invitation pages in every language with a live link, and a
 * reset asked for on the Hindi page carried through in Hindi (issue 20,
 * build 11; docs/decisions/0057). Each test makes its own officials and links.
 */

/** A live link stored as the site stores it: an invitation for a new address, or a reset for `official`. */
function storeLink(purpose: "invite" | "reset", official?: { id: number; email: string }) {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = adminDb();
  const now = Date.now();
  db.prepare(
    `insert into official_tokens (token_hash, purpose, email, role, official_id, created_at, expires_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    purpose,
    official?.email ?? newAddress("languages-invitee"),
    purpose === "invite" ? "editor" : null,
    official?.id ?? null,
    new Date(now).toISOString(),
    new Date(now + 30 * 60 * 1000).toISOString(),
  );
  db.close();
  return token;
}

function officialId(email: string) {
  const db = adminDb();
  try {
    return (db.prepare("select id from officials where email = ?").get(email) as { id: number }).id;
  } finally {
    db.close();
  }
}

test("the reset and invitation pages with a live link answer 200 in Korean and Hindi, canonical without the token", async ({
  request,
  playwright,
  baseURL,
  page,
}) => {
  const editor = { email: newAddress("languages"), role: "editor" as const, name: "Languages Editor" };
  const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
  await makeOfficial(request, anonymous, baseURL ?? "", { ...editor, password: "languages editor passphrase" });
  await anonymous.dispose();
  const official = { id: officialId(editor.email), email: editor.email };
  for (const language of [korean, hindi]) {
    const code = language.code as "ko" | "hi";
    for (const [path, token, heading] of [
      ["/reset-password", storeLink("reset", official), headings.reset[code]],
      ["/accept-invite", storeLink("invite"), headings.accept[code]],
    ] as const) {
      const response = await page.goto(`${inLanguage(path, language)}?token=${token}`);
      expect(response?.status(), `${language.prefix}${path}`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectAccountPageHead(page, path, language);
      await expect(page.locator("head")).not.toContainText(token);
      expect(await page.locator("head").innerHTML()).not.toContain(token);
      await expectNoAxeViolations(page);
    }
  }
});

test("a reset asked for on /hindi/forgot-password e-mails a link to /hindi/reset-password, which sets the new password in Hindi", async ({
  request,
  playwright,
  baseURL,
  page,
}) => {
  const editor = { email: newAddress("hindi-reset"), role: "editor" as const, name: "Hindi Reset" };
  const anonymous = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  await signInRequest(request, baseURL ?? "", "official@example.org", "correct horse battery staple");
  await makeOfficial(request, anonymous, baseURL ?? "", { ...editor, password: "old hindi passphrase" });
  await anonymous.dispose();

  await page.goto("/hindi/sign-in");
  await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page).toHaveURL(/\/hindi\/forgot-password$/);
  await expect(page.locator("form[data-enhanced]")).toBeVisible();
  await page.getByLabel("ई-मेल").fill(editor.email);
  await page.getByRole("button", { name: "लिंक भेजें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "अगर यह पता क्लब के किसी पदाधिकारी का है" })).toBeFocused();

  const link = linkFromOutbox(editor.email, "reset-password");
  expect(new URL(link).pathname).toBe("/hindi/reset-password");
  const db = adminDb();
  const mail = db
    .prepare("select subject, body from outbox where recipient = ? order by id desc limit 1")
    .get(editor.email) as { subject: string; body: string };
  db.close();
  expect(mail.subject).toContain("पासवर्ड");
  expect(mail.body).toContain("नया पासवर्ड चुनने के लिए");

  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नया पासवर्ड चुनें");
  await expect(page.getByText(`${editor.email} के लिए।`)).toBeVisible();
  await expect(page.locator("form[data-enhanced]")).toBeVisible();
  const password = page.getByLabel(/^नया पासवर्ड \*$/);
  const again = page.getByLabel(/^नया पासवर्ड दोबारा \*$/);
  await password.fill("12345678");
  await again.fill("12345678");
  await page.getByRole("button", { name: "नया पासवर्ड रखें" }).click();
  await expect(password).toHaveAccessibleDescription(/लगातार अक्षरों, अंकों या कीबोर्ड की कुंजियों की कतार/);
  await password.fill("new hindi passphrase");
  await again.fill("another passphrase");
  await page.getByRole("button", { name: "नया पासवर्ड रखें" }).click();
  await expect(again).toHaveAccessibleDescription("दोनों पासवर्ड अलग हैं। एक ही पासवर्ड दो बार लिखें।");
  await again.fill("new hindi passphrase");
  await page.getByRole("button", { name: "नया पासवर्ड रखें" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पासवर्ड बदल गया");
  await expect(page).toHaveURL(/\/hindi\/reset-password\?done$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "नए पासवर्ड से साइन इन करें" }).click();
  await expect(page).toHaveURL(/\/hindi\/sign-in$/);
  await page.getByLabel("ई-मेल").fill(editor.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("new hindi passphrase");
  await page.getByRole("button", { name: "साइन इन करें" }).click();
  // Signed in with the new password: the officials' dashboard (in English, like every officials' screen).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${editor.email}.`)).toBeVisible();

  const used = await page.goto(link);
  expect(used?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.resetRefused.hi);
  await expect(page.getByRole("alert")).toContainText("पहले ही इस्तेमाल हो चुका है");
});

test("an invitation accepted on the Korean page lands on the dashboard", async ({ browser, baseURL }) => {
  const token = storeLink("invite");
  const context = await browser.newContext({ baseURL: baseURL ?? "" });
  const page = await context.newPage();
  await page.goto(`/korean/accept-invite?token=${token}`);
  await expect(page.getByText("편집자로 초대받으셨습니다")).toBeVisible();
  await expect(page.locator("form[data-enhanced]")).toBeVisible();
  await page.getByLabel("이름").fill("김민지");
  await page.getByLabel(/^비밀번호 \*$/).fill("짧은");
  await page.getByLabel(/^비밀번호 확인 \*$/).fill("짧은");
  await page.getByRole("button", { name: "수락하고 로그인" }).click();
  await expect(page.getByLabel(/^비밀번호 \*$/)).toHaveAccessibleDescription(/비밀번호는 8자 이상이어야 합니다/);
  await page.getByLabel(/^비밀번호 \*$/).fill("장마철 찻주전자 언덕");
  await page.getByLabel(/^비밀번호 확인 \*$/).fill("장마철 찻주전자 언덕");
  await page.getByRole("button", { name: "수락하고 로그인" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
