import path from "node:path";
import type { Browser, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { adminScreens } from "../../app/admin-screens";
import { screenAddress } from "../helpers/screens";
import { ensureDraftBulletin } from "./accounts";
import { asOfficial, expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { expectDialogFits, expectFitsWiderPhones, expectNoSidewaysScroll, phone, phoneWidths } from "./phone";

/**
 * Every officials' screen (app/admin-screens.ts), the public pages as an
 * official sees them, and the dialogs and confirmation steps of those
 * screens, on the narrowest phones: nothing needs a sideways swipe and axe
 * finds nothing. Each worker makes records of its own, with long names that
 * have to wrap, so every table has rows whatever ran before.
 */
const tag = Math.random().toString(36).slice(2, 8);
const code = `PHONE-${tag}`.toUpperCase();
const memberNo = `PHONE-${tag}`;
const memberName = `Venkataramanarayanaswamy Subrahmanyam ${tag}`;
const president = `Rtn. Dr. Chandrashekharanarayanan ${tag}`;
const ids = { message: 0, member: 0, pastPresident: 0, term: 0, project: 0 };

function adminDb() {
  const db = new Database(path.join(`${process.env.E2E_DATA_DIR}-admin`, "club.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

async function photo() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
}

/**
 * With fullyParallel a worker may run this file's tests in several groups, and
 * runs beforeAll and afterAll around each: the records are made once per
 * worker, the message (which afterAll removes) for each group.
 */
test.beforeAll(async ({ browser }, testInfo) => {
  if (ids.member === 0) await makeRecords(browser, testInfo);
  addMessage();
  ensureDraftBulletin();
});

async function makeRecords(browser: Browser, testInfo: TestInfo) {
  const baseURL = testInfo.project.use.baseURL ?? "";
  // Signed out whatever the group's options say (they may carry the official's cookies already).
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page);
  const headers = { Origin: baseURL };
  const project = await page.request.post("/project-form", {
    headers,
    multipart: {
      code,
      projectDate: "2025-01-15",
      locationEn: "Kanpur Dehat, Uttar Pradesh",
      titleEn: "Water purification units for the primary schools of twelve neighbouring villages",
      titleKo: "이웃 열두 마을 초등학교에 정수 장치 설치",
      signature: "on",
      media1_file: { name: "water.jpg", mimeType: "image/jpeg", buffer: await photo() },
      media1_altEn: "Children at the new water tap",
    },
  });
  expect(await project.text()).toContain("Project submitted");
  const member = await page.request.post("/add-member", {
    headers,
    multipart: {
      photo_file: { name: "face.jpg", mimeType: "image/jpeg", buffer: await photo() },
      name: memberName,
      memberNo,
      joinedOn: "2024-07-01",
      designationEn: "Director, Community Service Projects",
      position: "99",
      messageEn: "Service above self.",
    },
  });
  expect(await member.text()).toContain("Member successfully added");
  const added = await page.request.post("/add-past-president", {
    headers,
    // One row a year: each worker of the run takes its own.
    form: {
      rotaryYear: `${3000 + testInfo.workerIndex}-${3001 + testInfo.workerIndex}`,
      president,
      secretary: `Secretary ${tag}`,
    },
  });
  expect(added.status()).toBeLessThan(400);
  await context.close();

  const db = adminDb();
  ids.member = (db.prepare("select id from members where member_no = ?").get(memberNo) as { id: number }).id;
  // The project made above has its first version: the history screens show them.
  ids.project = (db.prepare("select id from projects where code = ?").get(code) as { id: number }).id;
  ids.pastPresident = (
    db.prepare("select id from past_presidents where president = ?").get(president) as { id: number }
  ).id;
  // A demo officer's term, for the Handover page's edit and remove dialogs.
  ids.term = (db.prepare("select id from officer_terms order by id").get() as { id: number }).id;
  db.close();
}

function addMessage() {
  const db = adminDb();
  const now = new Date().toISOString();
  ids.message = (
    db
      .prepare(
        `insert into messages (kind, locale, name, email, phone, age, body, submitted_at, time_text, status, spam_reason, client_ip)
         values ('join', 'en', ?, ?, '+91 90000 00000', 31, ?, ?, null, 'new', null, '203.0.113.9') returning id`,
      )
      .get(memberName, `venkataramanarayanaswamy.subrahmanyam.${tag}@example.org`, "I would like to join.", now) as {
      id: number;
    }
  ).id;
  db.prepare(
    `insert into outbox (message_id, audience, recipient, subject, body, attempts, next_attempt_at, sent_at, last_error, failed_at, created_at)
     values (?, 'officials', 'secretary-and-president-of-the-club@example.org', ?, 'body', 10, ?, null,
             'ESOCKET connect ECONNREFUSED 127.0.0.1:25 (the mail server did not answer)', ?, ?)`,
  ).run(ids.message, `Join request from ${memberName}`, now, now, now);
  db.close();
}

test.afterAll(() => {
  const db = adminDb();
  db.prepare("delete from outbox where message_id = ?").run(ids.message);
  db.prepare("delete from messages where id = ?").run(ids.message);
  db.close();
});

async function expectFitsAndAccessible(page: Page, options: { exclude?: string } = {}) {
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, options);
}

/** What a non-technical official should never read: machine timestamps, numeric dates, developer words. */
const developerWords: [what: string, pattern: RegExp][] = [
  ["an ISO timestamp", /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ["a numeric date and time", /\b\d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}/],
  ["a command", /\bnpm run\b|\bnpx\b/],
  ["a loopback address", /127\.0\.0\.1|localhost/],
  ["a developer word", /\boutbox\b|\bpassword hashes\b|\bundefined\b|\bNaN\b|\[object Object\]/i],
];

async function expectPlainWords(page: Page) {
  const text = await page.locator("main").innerText();
  for (const [what, pattern] of developerWords)
    expect(pattern.exec(text)?.[0], `${what} on ${page.url()}`).toBeUndefined();
}

const screens = adminScreens.map(([screen]) => screen);
const publicAsOfficial = [
  "/",
  "/projects",
  "/signature-projects",
  "/members",
  "/project/CODE",
  "/korean",
  "/korean/projects",
  "/korean/signature-projects",
  "/korean/members",
  "/korean/project/CODE",
];

test.describe(`officials on phones ${phoneWidths.join(" and ")} px wide`, () => {
  test.use({ ...phone(phoneWidths[0]), ...asOfficial });

  for (const screen of screens) {
    test(`${screen} fits the screen without sideways scrolling, has zero axe violations (target size too) and no developer words`, async ({
      page,
    }) => {
      const address = screenAddress(screen, ids.message, { id: ids.project, version: 1 });
      expect(address, "every parameter of the screen is filled in").not.toContain(":");
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      // The preview screen frames a public page, which the public pages' own sweeps check.
      await expectFitsAndAccessible(page, screen.endsWith("/preview") ? { exclude: "iframe" } : {});
      await expectPlainWords(page);
      await expectFitsWiderPhones(page);
    });
  }

  for (const publicPath of publicAsOfficial) {
    test(`${publicPath} with the officials' buttons fits the screen and has zero axe violations`, async ({ page }) => {
      const response = await page.goto(publicPath.replace("CODE", code));
      expect(response?.status()).toBe(200);
      await expectFitsAndAccessible(page);
      await expectFitsWiderPhones(page);
    });
  }

  const dialogs: [name: string, address: () => string, title: () => string | RegExp][] = [
    ["the project edit dialog", () => `/project-table?edit=${code}`, () => `Edit ${code}`],
    ["the project delete dialog", () => `/project-table?delete=${code}`, () => "Delete project"],
    ["the member edit dialog", () => `/members-table?edit=${ids.member}`, () => `Edit ${memberName}`],
    ["the member delete dialog", () => `/members-table?delete=${ids.member}`, () => "Delete member"],
    ["the past president edit dialog", () => `/members?edit=${ids.pastPresident}`, () => "Edit Entry"],
    ["the past president delete dialog", () => `/members?delete=${ids.pastPresident}`, () => "Delete entry"],
    ["the Korean past president edit dialog", () => `/korean/members?edit=${ids.pastPresident}`, () => /.+/],
    ["the handover remove dialog", () => `/handover?remove=${ids.term}`, () => "Remove this term?"],
    ["the handover edit dialog", () => `/handover?edit=${ids.term}`, () => /^Edit .+, \d{4}-\d{4}$/],
  ];
  for (const [name, address, title] of dialogs) {
    test(`${name} fits the screen and has zero axe violations`, async ({ page }) => {
      await page.goto(address());
      const dialog = page.getByRole("dialog", { name: title() });
      await expectDialogFits(page, dialog);
      await expectFitsAndAccessible(page);
      await expectFitsWiderPhones(page, () => expectDialogFits(page, dialog));
    });
  }

  const confirmations: [screen: string, field: string, value: () => string, submit: string, title: string][] = [
    ["/delete-project", "Project ID", () => code, "Delete Project", "Delete this project?"],
    ["/delete-signature-project", "Project ID", () => code, "Remove Signature Mark", "Remove the signature mark?"],
    ["/remove-member", "Member ID", () => memberNo, "Remove Member", "Confirm removal"],
  ];
  for (const [screen, field, value, submit, title] of confirmations) {
    test(`the confirmation of ${screen} fits the screen and has zero axe violations`, async ({ page }) => {
      await page.goto(screen);
      await page.getByLabel(field).fill(value());
      await page.getByRole("button", { name: submit }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expectDialogFits(page, dialog);
      await expectFitsAndAccessible(page);
      await expectFitsWiderPhones(page, () => expectDialogFits(page, dialog));
      // Leave without deleting: the other tests need the same records.
      await dialog.getByRole("link", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    });
  }

  for (const [screen, submit] of [
    ["/add-member", "Add Member"],
    ["/project-form", "Save and publish"],
    ["/add-past-president", "Add Past President"],
  ] as const) {
    test(`${screen} sent empty, with its errors shown, fits the screen and has zero axe violations`, async ({
      page,
    }) => {
      await page.goto(screen);
      await page.getByRole("button", { name: submit }).click();
      // The form's own sentence (server answer) or the errors under the fields (the browser's check).
      await expect(page.locator(".form-error, .field-error").first()).toBeVisible();
      await expectFitsAndAccessible(page);
      await expectFitsWiderPhones(page);
    });
  }
});

test("a paginated list (/members?page=2) fits both phone widths, for visitors and officials, in both languages", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Members without a position come last, by name: these fill the second page and move no one else there.
  const pageTag = `zz-${tag}`;
  const db = adminDb();
  const insert = db.prepare(
    `insert into members (member_no, name, joined_on, position, photo_id, created_at, updated_at)
     values (?, ?, '2025-01-01', null, null, ?, ?)`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let n = 0; n < 48; n++) insert.run(pageTag, `Zz Phone ${String(n).padStart(2, "0")} ${tag}`, now, now);
  })();
  db.close();
  const visitor = await browser.newContext({ baseURL });
  try {
    await signIn(page);
    const anonymous = await visitor.newPage();
    for (const width of phoneWidths) {
      for (const viewer of [page, anonymous]) {
        await viewer.setViewportSize(phone(width).viewport);
        for (const address of ["/members?page=2", "/korean/members?page=2"]) {
          const response = await viewer.goto(address);
          expect(response?.status()).toBe(200);
          await expect(viewer.locator(".pagination")).toBeVisible();
          await expectFitsAndAccessible(viewer);
        }
      }
    }
  } finally {
    await visitor.close();
    const cleanup = adminDb();
    cleanup.prepare("delete from members where member_no = ?").run(pageTag);
    cleanup.close();
  }
});
