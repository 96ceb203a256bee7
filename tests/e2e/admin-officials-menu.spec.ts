import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, expectNoAxeViolations, signIn, signInThroughForm, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";

/**
 * The officials' menu that replaces Sign In, the dashboard, and the Edit links
 * on public pages. Each worker makes a project, a member and a new message of
 * its own.
 */
const tag = Math.random().toString(36).slice(2, 8);
const code = `MENU-${tag}`.toUpperCase();
const memberNo = `MENU-${tag}`;
const memberName = `Menu Member ${tag}`;
const sender = `Menu Sender ${tag}`;
const ids = { message: 0, member: 0 };
const editor = { email: `menu-editor-${tag}@example.org`, password: `an editor who tests the menu ${tag}` };

function adminDb() {
  const db = new Database(path.join(`${process.env.E2E_DATA_DIR}-admin`, "club.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

function newMessageCount(): number {
  const db = adminDb();
  try {
    return (db.prepare("select count(*) as n from messages where status = 'new'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function photo() {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#336699" } })
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
});

async function makeRecords(browser: Browser, testInfo: TestInfo) {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page);
  const headers = { Origin: baseURL };
  const project = await page.request.post("/project-form", {
    headers,
    multipart: {
      code,
      projectDate: "2025-02-01",
      locationEn: "Lucknow",
      titleEn: `Menu test project ${tag}`,
      media1_file: { name: "p.jpg", mimeType: "image/jpeg", buffer: await photo() },
      media1_altEn: "A blue square",
    },
  });
  expect(await project.text()).toContain("Project submitted");
  const member = await page.request.post("/add-member", {
    headers,
    multipart: {
      photo_file: { name: "m.jpg", mimeType: "image/jpeg", buffer: await photo() },
      name: memberName,
      memberNo,
      joinedOn: "2024-07-01",
      designation: "Director",
      position: "1",
      message: "Service above self.",
    },
  });
  expect(await member.text()).toContain("Member successfully added");
  await context.close();

  const db = adminDb();
  ids.member = (db.prepare("select id from members where member_no = ?").get(memberNo) as { id: number }).id;
  db.close();
}

function addMessage() {
  const db = adminDb();
  ids.message = (
    db
      .prepare(
        `insert into messages (kind, locale, name, email, phone, age, body, submitted_at, time_text, status, spam_reason, client_ip)
         values ('contact', 'en', ?, ?, '+91 90000 00000', null, 'Please call me.', ?, null, 'new', null, '203.0.113.7') returning id`,
      )
      .get(sender, `menu.${tag}@example.org`, new Date().toISOString()) as { id: number }
  ).id;
  db.close();
}

test.afterAll(() => {
  const db = adminDb();
  db.prepare("delete from messages where id = ?").run(ids.message);
  db.close();
});

/** The command line, as the admin server's operator would run it. */
function officialsCommand(args: string[], input = "") {
  const result = spawnSync("npx", ["tsx", "scripts/officials.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: `${process.env.E2E_DATA_DIR}-admin`, LOG_LEVEL: "warn" },
  });
  expect(result.status, result.stderr).toBe(0);
}

async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function officialsMenu(page: Page, name = "Officials' menu") {
  const menu = page.getByRole("navigation", { name });
  return { menu, details: menu.locator("details"), summary: menu.locator("summary") };
}

async function expectTarget(target: Locator, min: number) {
  const box = await target.boundingBox();
  expect(box, "the control is on the page").not.toBeNull();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(min);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(min);
}

test.describe("the officials' menu", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("takes the place of Sign In once signed in, with the number of new messages on it and beside Inbox", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(officialsMenu(page).menu).toHaveCount(0);

    await signIn(page);
    const { menu, summary } = officialsMenu(page);
    // Other tests add and handle messages too: read the count and the page together until they agree.
    await expect(async () => {
      const count = newMessageCount();
      await page.goto("/about");
      // The button shows the number; a screen reader hears "Admin 3 new".
      await expect(summary.locator(".badge [aria-hidden]")).toHaveText(String(count), { timeout: 1000 });
      await expect(summary.locator(".badge .visually-hidden")).toHaveText(`${count} new`, { timeout: 1000 });
      // Read while the menu is still closed, so not by role.
      await expect(menu.locator('a[href="/inbox"]')).toHaveText(`Inbox ${count} new`, { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await summary.click();
    await expect(menu.getByRole("link")).toHaveText([
      "Dashboard",
      /^Inbox/,
      "Projects",
      "Members",
      "Events",
      "Attendance",
      "Bulletins",
      "Pages",
      "Club profile",
      "Officials",
      "My account",
    ]);
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/dashboard",
      "/inbox",
      "/project-table",
      "/members-table",
      "/event-form",
      "/attendance",
      "/bulletins",
      "/content",
      "/club-profile",
      "/officials",
      "/account",
    ]);
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("opens, closes on Escape back on its button, and leads to a screen, all by keyboard", async ({ page }) => {
    await signIn(page);
    await page.goto("/projects");
    const { menu, details, summary } = officialsMenu(page);
    // Before hydration the details element opens natively, but nothing listens for Escape yet.
    await expect(menu).toHaveAttribute("data-enhanced", "");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await page.keyboard.press("Space");
    await expect(details).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: /^Inbox/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(details).not.toHaveAttribute("open");
  });

  test("closes when the page is clicked elsewhere", async ({ page }) => {
    await signIn(page);
    const { menu, details, summary } = officialsMenu(page);
    await expect(menu).toHaveAttribute("data-enhanced", "");
    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(details).not.toHaveAttribute("open");
  });

  test("is in Korean and Hindi on those pages", async ({ page }) => {
    await signIn(page);
    await page.goto("/korean/about");
    const korean = officialsMenu(page, "운영진 메뉴");
    await expect(korean.summary).toContainText("관리");
    await korean.summary.click();
    await expect(korean.menu.getByRole("link", { name: "대시보드" })).toHaveAttribute("href", "/dashboard");
    await expect(korean.menu.getByRole("link", { name: /^받은 메시지/ })).toBeVisible();
    await expect(korean.menu.getByRole("button", { name: "로그아웃" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/hindi/about");
    const hindi = officialsMenu(page, "पदाधिकारियों का मेन्यू");
    await expect(hindi.summary).toContainText("एडमिन");
    await hindi.summary.click();
    await expect(hindi.menu.getByRole("link", { name: "डैशबोर्ड" })).toHaveAttribute("href", "/dashboard");
    await expect(hindi.menu.getByRole("link", { name: "मेरा खाता" })).toHaveAttribute("href", "/account");
    await expect(hindi.menu.getByRole("button", { name: "साइन आउट" })).toBeVisible();
  });

  test("Sign out in the menu ends the session and brings Sign In back", async ({ page }) => {
    await signIn(page);
    const { menu, summary } = officialsMenu(page);
    await summary.click();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens, leads to a screen and signs out with plain HTML", async ({ page }) => {
      await signInThroughForm(page);
      await expect(page).toHaveURL(/\/dashboard$/);
      const { menu, summary } = officialsMenu(page);
      await summary.click();
      await menu.getByRole("link", { name: "Members" }).click();
      await expect(page).toHaveURL(/\/members-table$/);
      await officialsMenu(page).summary.click();
      await officialsMenu(page).menu.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByText("You are signed out.")).toBeVisible();
      await expect(officialsMenu(page).menu).toHaveCount(0);
    });
  });
});

test.describe("the dashboard", () => {
  test("is where signing in without a page to return to leads, with the new messages and the latest activity", async ({
    page,
  }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();

    const president = `Dashboard President ${tag}`;
    const added = await page.request.post("/add-past-president", {
      headers: { Origin: new URL(page.url()).origin },
      form: { rotaryYear: "2095-2096", president, secretary: `Dashboard Secretary ${tag}` },
    });
    expect(added.status()).toBeLessThan(400);
    await page.reload();

    const messages = page.getByRole("region", { name: "New messages" });
    await expect(messages.getByRole("link", { name: sender })).toHaveAttribute("href", `/inbox/${ids.message}`);
    await expect(messages).toContainText(/\d+ new messages?/);
    await expect(messages.getByRole("link", { name: "All new messages" })).toHaveAttribute("href", "/inbox?status=new");

    const activity = page.getByRole("region", { name: "Latest activity" });
    await expect(activity.getByRole("listitem").filter({ hasText: president })).toContainText(
      /Created past president #\d+: 2095-2096/,
    );
    await expect(activity.getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/activity");

    const tasks = page.getByRole("region", { name: "Common tasks" }).getByRole("link");
    await expect(tasks).toHaveText([
      "New project",
      "Events",
      "Bulletins",
      "Add member",
      "Add past president",
      /^Inbox \d+ new$/,
      "Edit pages",
      "Club profile",
      "Gifts",
      "Giving settings",
    ]);
    for (const task of await tasks.all()) await expectTarget(task, 44);
    const backup = page.getByRole("region", { name: "Backup" }).getByRole("link", { name: "Download a backup" });
    await expect(backup).toHaveAttribute("href", "/backup.tar.gz");
    await expectTarget(backup, 24);
    await expectNoAxeViolations(page);
  });

  test("the officials' tools on the other screens are targets of at least 24 by 24 px, without the menu's links", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/inbox");
    const tools = page.getByRole("navigation", { name: "Officials' tools" }).getByRole("link");
    await expect(tools).toHaveText([
      "New project",
      "Delete project",
      "Remove signature mark",
      "Add member",
      "Remove member",
      "Add past president",
      "Handover",
      "Trash",
      "Activity",
      "Gifts",
      "Giving settings",
    ]);
    for (const tool of await tools.all()) await expectTarget(tool, 24);
  });
});

test.describe("an editor", () => {
  test.beforeAll(() => officialsCommand(["add", "--email", editor.email, "--role", "editor"], `${editor.password}\n`));
  test.afterAll(() => officialsCommand(["remove", "--email", editor.email]));

  test("sees neither Club profile nor Officials in the menu, nor the activity log on the dashboard or among the tools", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAs(page, editor);
    const { menu, summary } = officialsMenu(page);
    await summary.click();
    await expect(menu.getByRole("link")).toHaveText([
      "Dashboard",
      /^Inbox/,
      "Projects",
      "Members",
      "Events",
      "Attendance",
      "Bulletins",
      "Pages",
      "My account",
    ]);
    await expect(page.getByRole("region", { name: "Common tasks" }).getByRole("link")).toHaveText([
      "New project",
      "Events",
      "Bulletins",
      "Add member",
      "Add past president",
      /^Inbox/,
      "Edit pages",
    ]);
    await expect(page.getByRole("region", { name: "New messages" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest activity" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Backup" })).toHaveCount(0);
    await page.goto("/inbox");
    await expect(
      page.getByRole("navigation", { name: "Officials' tools" }).getByRole("link", { name: "Activity" }),
    ).toHaveCount(0);
  });
});

test.describe("Edit on public pages", () => {
  test("officials see Edit on a project's page and on a member's card, each opening that record's edit dialog", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/project/${code}`);
    await page.getByRole("link", { name: "Edit this project" }).click();
    await expect(page).toHaveURL(`/project-table?edit=${code}`);
    await expect(page.getByRole("dialog", { name: `Edit ${code}` })).toBeVisible();

    await page.goto("/members");
    const edit = page.getByRole("link", { name: `Edit ${memberName}` });
    await expect(edit).toHaveText("Edit");
    await edit.click();
    await expect(page).toHaveURL(`/members-table?edit=${ids.member}`);
    await expect(page.getByRole("dialog", { name: `Edit ${memberName}` })).toBeVisible();

    await page.goto(`/korean/project/${code}`);
    await expect(page.getByRole("link", { name: "이 프로젝트 수정" })).toHaveText("수정");
    await page.goto("/hindi/members");
    await expect(page.getByRole("link", { name: `${memberName} की जानकारी बदलें` })).toHaveText("बदलें");
  });

  test("visitors get neither Edit nor the menu, and the page an official saw is not what the HTML cache keeps", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page);
    const projectPath = `/project/${code}`;
    const asOfficial = await page.goto(projectPath);
    expect(asOfficial?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("link", { name: "Edit this project" })).toBeVisible();

    const visitor = await browser.newContext({ baseURL });
    try {
      // Nobody else asks for this new project's page: the first visitor's answer is a render, not the official's page.
      const first = await visitor.request.get(projectPath);
      expect(first.headers()["x-cache"]).toBeUndefined();
      for (const address of [projectPath, "/members"]) {
        // An official's write elsewhere may empty the cache meanwhile: ask until the answer comes from it.
        await expect(async () => {
          const response = await visitor.request.get(address);
          expect(response.headers()["x-cache"]).toBe("hit");
          const html = await response.text();
          for (const official of ["officials-menu", "?edit=", ">Edit<", "Edit this project", "/dashboard"]) {
            expect(html, `${address} has no ${official}`).not.toContain(official);
          }
          expect(html).toContain('href="/sign-in"');
        }).toPass();
      }
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(projectPath);
      await expect(visitorPage.getByRole("link", { name: /Edit/ })).toHaveCount(0);
      await visitorPage.goto("/members");
      await expect(visitorPage.getByRole("link", { name: /Edit/ })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});

test.describe("on a phone 320 px wide", () => {
  test.use(phone(320));

  test("the open menu fits the screen without sideways scrolling, each item a 44 px target, and axe finds nothing", async ({
    page,
  }) => {
    // Three pages, each with axe.
    test.slow();
    await signIn(page);
    for (const address of ["/dashboard", "/", "/hindi/members"]) {
      await page.goto(address);
      const { menu, summary } = officialsMenu(page, address.startsWith("/hindi") ? "पदाधिकारियों का मेन्यू" : undefined);
      await expectTarget(summary, 44);
      const bar = await summary.boundingBox();
      expect((bar?.x ?? 0) + (bar?.width ?? 0), "the menu button is on the screen").toBeLessThanOrEqual(320);
      await summary.click();
      const panel = await menu.getByRole("list").boundingBox();
      expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((panel?.x ?? 0) + (panel?.width ?? 999)).toBeLessThanOrEqual(320);
      for (const item of await menu.locator("a, button").all()) await expectTarget(item, 44);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
  });
});
