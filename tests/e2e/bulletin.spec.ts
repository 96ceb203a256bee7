import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { parse } from "parse5";
import sharp from "sharp";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { freePort, mimePart, type SmtpSink, startSmtp } from "../helpers/smtp";
import { expect, signInThroughForm, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";

/**
 * The club bulletin end to end (issue 26), on a server of its own that
 * mails through a real SMTP server on loopback and schedules every 2 s:
 * a friend signs up in Hindi and confirms; the secretary writes in English,
 * translates to Hindi, previews, schedules; the scheduler sends it at that
 * time; the archive page and feed show it; the WhatsApp link opens it; the
 * e-mail's HTML part parses and fits 375 px; one-click unsubscribe works.
 */
let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;
const secretary = { email: "secretary-bulletin@example.org", password: "a secretary's long passphrase" };
const friend = "meera.friend@example.org";

test.beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir("club-bulletin-");
  const port = await freePort();
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Club website <website@club.example>",
    JOIN_TO: "membership@club.example",
    CONTACT_TO: "secretary@club.example",
    MAIL_POLL_SECONDS: "2",
    ADMIN_EMAIL: secretary.email,
    ADMIN_PASSWORD: secretary.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/**
 * Saves the bulletin form and waits for the save's own answer: the page may
 * already say "The draft is saved." for the save before (the notice after a
 * new bulletin's first save), so one more such line must appear.
 */
async function saveDraft(page: Page) {
  const saved = page.getByRole("status").filter({ hasText: "The draft is saved." });
  const before = await saved.count();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/bulletin-form"),
  );
  await page.getByRole("button", { name: "Save the draft" }).click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(saved).toHaveCount(before + 1);
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** A whole minute on India's clock at least a minute ahead, as a datetime-local field takes it. */
function minuteAheadInIndia(): string {
  const next = Math.floor(Date.now() / 60_000) * 60_000 + 120_000;
  return new Date(next + 330 * 60_000).toISOString().slice(0, 16);
}

test("a bulletin written in English and Hindi is previewed, scheduled, sent by the scheduler, archived with a feed and a WhatsApp link", async ({
  browser,
}, testInfo) => {
  // Many steps, on a machine that may be running other suites.
  test.setTimeout(240_000);
  const phone = { baseURL: server.url, viewport: { width: 375, height: 740 } };

  // A friend of the club signs up from the footer of the Hindi home page and confirms.
  const friendContext = await browser.newContext(phone);
  const visitor = await friendContext.newPage();
  await visitor.goto("/hindi");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "बुलेटिन की सदस्यता लें" }).click();
  await expect(visitor).toHaveURL(/\/hindi\/newsletter$/);
  await visitor.getByLabel("ई-मेल पता").fill(friend);
  await visitor.getByLabel(/मैं क्लब का बुलेटिन/).check();
  await postAsIfServedEarlier(visitor, 1, dataDir);
  await visitor.getByRole("button", { name: "मेरा नाम लिखें" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "धन्यवाद" })).toBeVisible();
  await expect.poll(() => mailsTo(friend).length, { timeout: 60_000 }).toBe(1);
  const confirmLink = mailsTo(friend)[0]?.text.match(/http:\/\/127\.0\.0\.1:\d+\/hindi\/newsletter\/confirm\/\S+/)?.[0];
  expect(confirmLink).toBeTruthy();
  await visitor.goto(confirmLink as string);
  await visitor.getByRole("button", { name: "सदस्यता पक्की करें" }).click();
  await expect(visitor.getByRole("status")).toContainText(friend);

  // The secretary writes it in English on a phone, then adds the Hindi.
  const office = await browser.newContext(phone);
  const official = await office.newPage();
  await signInThroughForm(official, secretary);
  await official.goto("/bulletins");
  await official.getByRole("link", { name: "Write a bulletin" }).click();
  await official.locator('[name="titleEn"]').fill("Bulletin: clean water week");
  await official
    .locator('[name="bodyEn"]')
    .fill("This week we **dig a well** with the village. [Our projects](/projects)");
  await saveDraft(official);
  const id = official.url().match(/\/bulletin-form\/(\d+)/)?.[1];
  expect(id).toMatch(/^\d+$/);
  const hindiTitle = "बुलेटिन: स्वच्छ पानी सप्ताह";
  await official.locator('[name="titleHi"]').fill(hindiTitle);
  await official.locator('[name="bodyHi"]').fill("इस सप्ताह हम गाँव के साथ **कुआँ खोदेंगे**।");
  // A photo from the phone, described in English and Hindi.
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
  await official
    .locator('[name="photo1_file"]')
    .setInputFiles({ name: "well.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(official.locator(".media-preview img").first()).toHaveAttribute("src", /^\/media\//);
  await official.locator('[name="photo1_altEn"]').fill("The new well");
  const hindiAlt = "गाँव का नया कुआँ";
  await official.locator('[name="photo1_altHi"]').fill(hindiAlt);
  await saveDraft(official);
  await official.reload();
  await expect(official.locator('[name="photo1_altHi"]')).toHaveValue(hindiAlt);
  expect(await official.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The preview, in Hindi, at phone width: the e-mail as the friend will get it.
  // Opened by its address: the form's check for unsaved changes is not what this test is about.
  await expect(official.getByRole("link", { name: "Preview as e-mail" })).toHaveAttribute(
    "href",
    `/bulletin-form/${id}/preview`,
  );
  await official.goto(`/bulletin-form/${id}/preview`);
  await official.getByRole("link", { name: "Preview in Hindi" }).click();
  await expect(official).toHaveURL(/lang=hi/);
  const frame = official.frameLocator("iframe.email-preview-phone");
  await expect(frame.getByRole("heading", { name: hindiTitle })).toBeVisible();

  // Scheduled through the form for a minute ahead. Then the test, not the clock, makes that
  // minute come: the stored time is moved to a moment ago, and the scheduler (every 2 s here)
  // sends what is due, as it would once the minute came.
  await official.goto(`/bulletin-form/${id}`);
  await official.locator('[name="at"]').fill(minuteAheadInIndia());
  await official.getByRole("button", { name: "Schedule" }).click();
  await expect(official.getByRole("status").filter({ hasText: "Scheduled for" })).toBeVisible();
  expect(mailsTo(friend)).toHaveLength(1);
  const db = new Database(path.join(dataDir, "club.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const moved = db
      .prepare("update bulletins set scheduled_at = ? where id = ? and scheduled_at > ?")
      .run(new Date(Date.now() - 1000).toISOString(), Number(id), new Date().toISOString());
    expect(moved.changes, "the bulletin was scheduled in the future").toBe(1);
  } finally {
    db.close();
  }
  await expect.poll(() => mailsTo(friend).length, { timeout: 60_000 }).toBe(2);
  const bulletin = mailsTo(friend)[1];
  expect(bulletin?.subject).toBe(hindiTitle);
  const listUnsubscribe = bulletin?.header("list-unsubscribe") ?? "";
  expect(listUnsubscribe).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/hindi\/unsubscribe\/[^>]+>, <mailto:secretary@club\.example\?subject=unsubscribe>$/,
  );
  expect(bulletin?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // Sent, it is frozen: a save from a form opened before (another tab) is refused with 409, not a 5xx.
  const late = await official.request.post(`/bulletin-form/${id}`, {
    multipart: { _form: "bulletin", titleEn: "Changed after sending", bodyEn: "Too late" },
  });
  expect(late.status()).toBe(409);

  // The HTML part parses without an error and fits a 375 px phone; the text part has every link.
  const html = mimePart(bulletin?.raw ?? "", "text/html").toString("utf8");
  const text = mimePart(bulletin?.raw ?? "", "text/plain").toString("utf8");
  const errors: string[] = [];
  parse(html, {
    onParseError: (error) =>
      errors.push(`${error.code} at ${html.slice(error.startOffset - 30, error.startOffset + 30)}`),
  });
  expect(errors).toEqual([]);
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
  expect(links.length).toBeGreaterThan(2);
  for (const link of links) expect(text).toContain(link);
  // The photo is linked from the site as a JPEG, described in Hindi, and served.
  const photoUrl = html.match(/<img[^>]* src="([^"]+\.jpg)"/)?.[1] ?? "";
  expect(photoUrl).toMatch(new RegExp(`^${server.url}/media/[a-z0-9.-]+\\.jpg$`));
  expect(html).toContain(`alt="${hindiAlt}"`);
  const served = await fetch(photoUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  const mailView = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
  const mail = await mailView.newPage();
  // Drawn from the site's own origin, as a mail app on the network would fetch the photo (Chromium keeps a blank
  // page from loading anything on loopback); the photo must then have loaded.
  await mail.goto(`${server.url}/robots.txt`);
  await mail.setContent(html);
  await expect
    .poll(() => mail.evaluate(() => (document.querySelector("img") as HTMLImageElement | null)?.naturalWidth ?? 0))
    .toBeGreaterThan(0);
  expect(await mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const shot = path.join(testInfo.outputDir, "bulletin-375.png");
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  await mail.screenshot({ path: shot, fullPage: true });
  await testInfo.attach("bulletin-375", { path: shot, contentType: "image/png" });

  // The archive page and the feed show it; the WhatsApp link opens the archive page.
  await visitor.goto("/hindi/bulletin");
  await visitor.getByRole("link", { name: hindiTitle }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: hindiTitle })).toBeVisible();
  const share = await visitor.getByRole("link", { name: "WhatsApp पर साझा करें" }).getAttribute("href");
  expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const shared = decodeURIComponent(share?.split("text=")[1] ?? "").match(/http:\/\/\S+/)?.[0] ?? "";
  expect(shared).toBe(`${server.url}/hindi/bulletin/${id}`);
  await visitor.goto(shared);
  await expect(visitor.getByRole("heading", { level: 1, name: hindiTitle })).toBeVisible();
  await expect(visitor.getByRole("img", { name: hindiAlt })).toBeVisible();
  const feed = await (await visitor.request.get("/hindi/bulletin.rss")).text();
  expect(feed).toContain(hindiTitle);
  expect(feed).toContain(`/hindi/bulletin/${id}`);

  // One click from the mail app: a POST without cookies unsubscribes, and the figures count it.
  const unsubscribeUrl = listUnsubscribe.match(/^<([^>]+)>/)?.[1] ?? "";
  const oneClick = await fetch(unsubscribeUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  await official.goto("/bulletins");
  await expect(official.getByText(/1 recipients: 1 delivered, 0 failed, 0 waiting, 1 unsubscribed/)).toBeVisible();
  await Promise.all([friendContext.close(), office.close(), mailView.close()]);
});

test("a members-only bulletin asks a visitor to sign in, without showing it, and opens once they have", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const office = await browser.newContext({ baseURL: server.url });
  const official = await office.newPage();
  await signInThroughForm(official, secretary);
  await official.goto("/bulletin-form");
  const title = "For members: the board's minutes";
  await official.locator('[name="titleEn"]').fill(title);
  await official.locator('[name="bodyEn"]').fill("The board met on Monday. **Dues** are due by the 15th.");
  await official.getByLabel("Members only: its page on the site is for signed-in members").check();
  await saveDraft(official);
  const id = official.url().match(/\/bulletin-form\/(\d+)/)?.[1];
  // Saved, nothing is unsaved: the preview link opens at once, with no question first.
  await official.locator('[name="titleHi"]').fill("केवल सदस्यों के लिए: बोर्ड की बैठक");
  await saveDraft(official);
  await official.getByRole("link", { name: "Preview as e-mail" }).click();
  await expect(official).toHaveURL(new RegExp(`/bulletin-form/${id}/preview$`));
  await official.goto(`/bulletin-form/${id}?confirm=send`);
  await official.getByRole("button", { name: "Yes, send it now" }).click();
  await expect(official.getByRole("status").filter({ hasText: "It is on its way" })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  const answer = await visitor.goto(`/bulletin/${id}`);
  expect(answer?.status()).toBe(403);
  expect(answer?.headers()["cache-control"]).toContain("no-store");
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This bulletin is for the club's members." }),
  ).toBeVisible();
  await expect(visitor.getByText("Dues")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Sign in to read it" })).toHaveAttribute(
    "href",
    `/sign-in?next=${encodeURIComponent(`/bulletin/${id}`)}`,
  );
  // Not in the public list or feed; an unknown number is still a plain 404.
  expect(await (await visitor.request.get("/bulletin.rss")).text()).not.toContain(title);
  expect((await visitor.request.get("/bulletin/999999")).status()).toBe(404);
  // The secretary, signed in, reads it.
  const page = await official.goto(`/bulletin/${id}`);
  expect(page?.status()).toBe(200);
  await expect(official.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await Promise.all([office.close(), visitorContext.close()]);
});

test("officials add members without an account to the bulletin list in bulk, in the language they choose, and take one off again", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Two members of the directory with an address and no account (set up in the database: the case, not the form, is tested).
  const db = new Database(path.join(dataDir, "club.db"));
  db.pragma("busy_timeout = 5000");
  const at = new Date().toISOString();
  for (const [no, name, email] of [
    ["BULK-1", "Kavita Rao", "kavita.rao@example.org"],
    ["BULK-2", "Suresh Nair", "suresh.nair@example.org"],
  ]) {
    const { lastInsertRowid } = db
      .prepare("insert into members (member_no, name, created_at, updated_at) values (?, ?, ?, ?)")
      .run(no, name, at, at);
    db.prepare("insert into member_profiles (member_id, email, updated_at) values (?, ?, ?)").run(
      lastInsertRowid,
      email,
      at,
    );
  }
  db.close();

  const office = await browser.newContext({ baseURL: server.url, viewport: { width: 320, height: 700 } });
  const official = await office.newPage();
  await signInThroughForm(official, secretary);
  await official.goto("/bulletins");
  const section = official
    .locator("form")
    .filter({ has: official.getByRole("button", { name: "Add the ticked members" }) });
  // Nobody is ticked for the official: they add only members who agreed.
  await expect(section.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await section.getByRole("button", { name: "Add the ticked members" }).click();
  await expect(official.getByText("Tick at least one member.")).toBeVisible();
  await section.getByRole("checkbox", { name: /Kavita Rao/ }).check();
  await section.getByRole("checkbox", { name: /Suresh Nair/ }).check();
  await section.getByLabel("Language of their bulletin").selectOption("hi");
  await section.getByRole("button", { name: "Add the ticked members" }).click();
  await expect(official.getByRole("status")).toHaveText("2 added to the bulletin list.");
  expect(await official.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const added = official.getByRole("heading", { name: "Added members" }).locator("xpath=following-sibling::ul[1]");
  await expect(added.getByRole("listitem")).toHaveCount(2);
  await added
    .getByRole("listitem")
    .filter({ hasText: "Suresh Nair" })
    .getByRole("button", { name: "Take off the list" })
    .click();
  await expect(official.getByRole("status")).toHaveText("Taken off the list.");
  await expect(added.getByRole("listitem")).toHaveCount(1);
  // Taken off, he is offered again; Kavita is on the list, in Hindi.
  await expect(section.getByRole("checkbox", { name: /Suresh Nair/ })).toBeVisible();
  const check = new Database(path.join(dataDir, "club.db"), { readonly: true });
  const rows = check
    .prepare(
      "select m.name, b.locale from bulletin_members b join members m on m.id = b.member_id where m.member_no like 'BULK-%'",
    )
    .all();
  check.close();
  expect(rows).toEqual([{ name: "Kavita Rao", locale: "hi" }]);
  await office.close();
});
