import fs from "node:fs";
import ICAL from "ical.js";
import sharp from "sharp";
import { adminDownloads, adminScreens } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { adminDb, linkFromOutbox, makeMember, makeMemberEntry, newAddress } from "./accounts";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";
import { adminOnlyPosts, refusalFingerprint } from "./refusal-sweep";

/** Members sign in (issue 24): by a link e-mailed on request, into /my, and never into an officials' screen. */

/** The stored name of a photo, without its size and format: what every variant's address starts with. */
function storedPhotoStem(mediaId: number) {
  const db = adminDb();
  try {
    const row = db.prepare("select storage_key from media where id = ?").get(mediaId) as { storage_key: string };
    return row.storage_key.replace(/\.[a-z0-9]+$/, "");
  } finally {
    db.close();
  }
}

const phoneContext = phone(375);

test.describe("a member on a phone in Hindi", () => {
  test.use(phoneContext);

  test("asks for a link, signs in with its button, sees the members' area, asks for a new public photo an official approves, is refused the officials' screens and signs out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const memberPhoto = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#0b6e4f" } })
      .jpeg()
      .toBuffer();
    const email = newAddress("member-hi");
    makeMember({ email, name: "सुनीता शर्मा", locale: "hi", memberId: makeMemberEntry("सुनीता शर्मा") });
    // A fellow member who lets members see their phone and birthday.
    const fellowName = `Rtn. Fellow ${newAddress("f").slice(2, 10)}`;
    const fellowId = makeMemberEntry(fellowName);
    const db = adminDb();
    db.prepare(
      "insert into member_profiles (member_id, classification, phone, phone_seen_by, birth_date, birthday_seen_by, updated_at) values (?, 'Architect', '+91 90000 11111', 'members', '1980-08-20', 'members', ?)",
    ).run(fellowId, new Date().toISOString());
    db.close();
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

    // Her profile: a phone and a birthday members may see.
    await page.getByRole("link", { name: "मेरी प्रोफ़ाइल" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeVisible();
    await page.getByLabel("फ़ोन", { exact: true }).fill("+91 98111 22333");
    await page.getByLabel("फ़ोन: कौन देख सकता है").selectOption("members");
    await page.getByLabel("जन्म तिथि", { exact: true }).fill("1978-03-09");
    await page.getByLabel("जन्म तिथि: कौन देख सकता है").selectOption("members");
    await page.getByRole("button", { name: "मेरी प्रोफ़ाइल सहेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "आपकी प्रोफ़ाइल सहेज ली गई है।" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.reload();
    await expect(page.getByLabel("फ़ोन", { exact: true })).toHaveValue("+91 98111 22333");

    // The fellow member's card in the directory, and their contact card read back by a vCard parser.
    await page.getByRole("link", { name: "सदस्य निर्देशिका" }).click();
    await page.getByLabel("नाम, वर्गीकरण या समिति से खोजें").fill(fellowName);
    await page.getByRole("button", { name: "खोजें" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: fellowName }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /कॉल करें/ })).toHaveAttribute("href", "tel:+919000011111");
    await expect(card).toContainText("20 अगस्त");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: `${fellowName} का संपर्क कार्ड (vCard)` }).click(),
    ]);
    const vcard = new ICAL.Component(ICAL.parse(fs.readFileSync(await download.path(), "utf8")) as unknown[]);
    expect(vcard.getFirstPropertyValue("fn")).toBe(fellowName);
    expect(String(vcard.getFirstPropertyValue("tel"))).toBe("tel:+919000011111");

    // A new photo and designation for the public members page wait for an official's approval.
    await page.getByRole("link", { name: "मेरी प्रोफ़ाइल" }).click();
    const entry = page.getByRole("region", { name: "सार्वजनिक सदस्य पेज पर आपकी जानकारी" });
    await entry
      .getByLabel("फ़ोटो")
      .setInputFiles({ name: "IMG_20261128.jpg", mimeType: "image/jpeg", buffer: memberPhoto });
    await expect(entry.locator(".media-preview img")).toHaveAttribute("src", /^\/media\//);
    const photoId = Number(await entry.locator('input[type="hidden"][name="photo"]').inputValue());
    await entry.getByLabel("पद (हिन्दी)").fill("सेवा परियोजनाओं की संयोजक");
    await entry.getByRole("button", { name: "मंज़ूरी के लिए भेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "पदाधिकारी की मंज़ूरी मिलते ही" })).toBeVisible();
    await expect(page.getByText(/पदाधिकारी की मंज़ूरी का इंतज़ार है/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const photoStem = storedPhotoStem(photoId);
    await page.goto("/hindi/members");
    const publicCard = page.locator("article.flip-card").filter({ hasText: "सुनीता शर्मा" });
    await expect(publicCard).toBeVisible();
    await expect(publicCard).not.toContainText("सेवा परियोजनाओं की संयोजक");
    expect(await page.content()).not.toContain(photoStem);

    // An official approves it from the dashboard, on a phone too.
    const officials = await browser.newContext({ ...phoneContext, baseURL: baseURL ?? "" });
    const officialPage = await officials.newPage();
    await signIn(officialPage);
    const approve = officialPage.getByRole("button", { name: "Approve the change सुनीता शर्मा asked for" });
    await expect(officialPage.getByRole("heading", { name: "Members' changes to approve" })).toBeVisible();
    await expectNoSidewaysScroll(officialPage);
    await expectNoAxeViolations(officialPage);
    await approve.click();
    await expect(
      officialPage.getByRole("status").filter({ hasText: "Approved: the public members page now shows" }),
    ).toBeVisible();
    await officials.close();
    await page.goto("/hindi/members");
    await expect(publicCard).toContainText("सेवा परियोजनाओं की संयोजक");
    await expect(publicCard.locator(`img[src*="${photoStem}"], source[srcset*="${photoStem}"]`).first()).toBeAttached();

    // The link worked once.
    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "यह लिंक काम नहीं करता" })).toBeVisible();
    await expect(page.getByRole("link", { name: "मुझे नया लिंक भेजें" })).toHaveAttribute("href", "/hindi/my/sign-in");

    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.status()).toBe(403);
    // In her own language: an officials' screen has no Hindi address, so it speaks the account's.
    await expect(page.getByRole("heading", { level: 1, name: "केवल क्लब पदाधिकारियों के लिए" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

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
