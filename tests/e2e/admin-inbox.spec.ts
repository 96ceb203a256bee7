import path from "node:path";
import Database from "better-sqlite3";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { expectFocusedInView, phoneWidths } from "./phone";

/**
 * The officials' inbox, on the admin server's own database. Messages are
 * written straight into it, in every state the inbox shows, so the page can
 * be checked without waiting on forms or mail.
 */
function adminDb() {
  const db = new Database(path.join(`${process.env.E2E_DATA_DIR}-admin`, "club.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Writes one message in each state the inbox shows, under names of its own,
 * so every test has its own and tests can run in any order, side by side.
 * `fillers` older contact messages make a second page.
 */
function seedInbox({ fillers = 0 } = {}) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const names = {
    join: `김민지 ${tag}`,
    handled: `Ravi ${tag}`,
    undelivered: `Undelivered ${tag}`,
    spam: `Spambot ${tag}`,
  };
  const ids: Record<keyof typeof names, number> = { join: 0, handled: 0, undelivered: 0, spam: 0 };
  const db = adminDb();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const message = db.prepare(
    `insert into messages (kind, locale, name, email, phone, age, body, submitted_at, time_text, status, spam_reason, client_ip)
     values (@kind, @locale, @name, @email, @phone, @age, @body, @at, @time, @status, @spam, '203.0.113.9') returning id`,
  );
  const outbox = db.prepare(
    `insert into outbox (message_id, audience, recipient, subject, body, attempts, next_attempt_at, sent_at, last_error, failed_at, created_at)
     values (@id, 'officials', @to, @subject, 'body', @attempts, @at, @sent, @error, @failed, @at)`,
  );
  const insert = (values: Record<string, unknown>) => (message.get(values) as { id: number }).id;
  db.transaction(() => {
    for (let n = 0; n < fillers; n++) {
      insert({
        kind: "contact",
        locale: "en",
        name: `Filler ${n} ${tag}`,
        email: `filler-${n}@example.org`,
        phone: "+91 90000 00000",
        age: null,
        body: "Older message",
        at: minutesAgo(3000 + n),
        time: null,
        status: "handled",
        spam: null,
      });
    }
    ids.spam = insert({
      kind: "join",
      locale: "en",
      name: names.spam,
      email: `spam-${tag}@example.org`,
      phone: "+91 90000 00000",
      age: 30,
      body: "Buy now",
      at: minutesAgo(4),
      time: null,
      status: "spam",
      spam: "honeypot",
    });
    ids.undelivered = insert({
      kind: "contact",
      locale: "en",
      name: names.undelivered,
      email: `undelivered-${tag}@example.org`,
      phone: "+91 90000 00002",
      age: null,
      body: "Is anyone there?",
      at: minutesAgo(3),
      time: "2 January 2025 at 6:34 pm IST",
      status: "new",
      spam: null,
    });
    outbox.run({
      id: ids.undelivered,
      to: "secretary@club.example",
      subject: `Message from ${names.undelivered} (contact form)`,
      attempts: 10,
      at: minutesAgo(3),
      sent: null,
      error: "ESOCKET connect ECONNREFUSED 127.0.0.1:25",
      failed: minutesAgo(1),
    });
    ids.handled = insert({
      kind: "contact",
      locale: "en",
      name: names.handled,
      email: `ravi-${tag}@example.org`,
      phone: "+91 90000 00001",
      age: null,
      body: "Thanks for the camp.",
      at: minutesAgo(2),
      time: null,
      status: "handled",
      spam: null,
    });
    outbox.run({
      id: ids.handled,
      to: "secretary@club.example",
      subject: `Message from ${names.handled} (contact form)`,
      attempts: 1,
      at: minutesAgo(2),
      sent: minutesAgo(2),
      error: null,
      failed: null,
    });
    ids.join = insert({
      kind: "join",
      locale: "ko",
      name: names.join,
      email: `minji-${tag}@example.org`,
      phone: "+82 10-1234-5678",
      age: 29,
      body: "봉사하고 싶습니다.\n둘째 줄.",
      at: minutesAgo(1),
      time: "2025년 1월 2일 오후 6:34 GMT+5:30",
      status: "new",
      spam: null,
    });
    outbox.run({
      id: ids.join,
      to: "",
      subject: `가입 신청: ${names.join}`,
      attempts: 0,
      at: minutesAgo(1),
      sent: null,
      error: null,
      failed: null,
    });
  })();
  db.close();
  return { tag, names, ids };
}

test("the inbox, its messages and the CSV are refused to anonymous visitors", async ({ request }) => {
  const { ids } = seedInbox();
  for (const url of ["/inbox", `/inbox/${ids.join}`, "/inbox.csv"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(302);
    expect(response.headers().location).toBe(`/sign-in?next=${encodeURIComponent(url)}`);
  }
  const post = await request.post(`/inbox/${ids.join}`, { form: { intent: "handled" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("join requests and contact messages, newest first, with status, delivery and the last error; spam left out", async ({
    page,
  }) => {
    const { names } = seedInbox();
    await page.goto("/inbox");
    const row = (name: string) => page.locator(".inbox-table tbody tr", { hasText: name });
    await expect(row(names.join)).toContainText("Join request");
    await expect(row(names.join)).toContainText("New");
    await expect(row(names.join)).toContainText("Waiting");
    await expect(row(names.handled)).toContainText("Handled");
    await expect(row(names.handled)).toContainText("Delivered");
    await expect(row(names.undelivered)).toContainText("Undelivered");
    await expect(row(names.undelivered)).toContainText("The mail server could not be reached");
    // Other tests add messages of their own: the order is checked among this test's.
    const shown = await page.locator(".inbox-table tbody tr").allTextContents();
    const at = (name: string) => shown.findIndex((text) => text.includes(name));
    expect(at(names.join)).toBeLessThan(at(names.handled));
    expect(at(names.handled)).toBeLessThan(at(names.undelivered));
    await expect(page.getByText(names.spam)).toHaveCount(0);
    await expect(page.getByText("E-mail delivery is off (SMTP_URL is not set)")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("filters by kind and status, and the CSV link follows them", async ({ page }) => {
    const { names } = seedInbox();
    await page.goto("/inbox");
    await page.getByLabel("Kind").selectOption("join");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/kind=join/);
    const rows = page.locator(".inbox-table tbody tr");
    const row = (name: string) => rows.filter({ hasText: name });
    await expect(row(names.join)).toHaveCount(1);
    await expect(rows.filter({ hasNotText: "Join request" })).toHaveCount(0);
    await expect(page.getByText(names.spam)).toHaveCount(0);

    await page.getByLabel("Status").selectOption("spam");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(row(names.spam)).toHaveCount(1);
    await expect(row(names.spam)).toContainText("Not e-mailed");
    await expect(page.getByText(names.join)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/inbox.csv?kind=join&status=spam",
    );

    await page.getByLabel("Kind").selectOption("contact");
    await page.getByLabel("Status").selectOption("handled");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText(names.join)).toHaveCount(0);
    await expect(row(names.handled)).toHaveCount(1);
    await expect(rows.filter({ hasNotText: "Handled" })).toHaveCount(0);
  });

  test("paginates 50 a page and keeps the filters from page to page", async ({ page }) => {
    const { names } = seedInbox({ fillers: 55 });
    await page.goto("/inbox?kind=contact&status=all");
    await expect(page.locator(".inbox-table tbody tr")).toHaveCount(50);
    const pages = page.getByRole("navigation", { name: "Inbox pages" });
    await expect(pages).toContainText(/Page 1 of \d+/);
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/inbox\?kind=contact&status=all&page=2$/);
    await expect(page.locator(".inbox-table tbody tr").first()).toContainText("Filler");
    await expect(page.getByText(names.join)).toHaveCount(0);
  });

  test("the detail view shows every field; Mark handled changes the status and is recorded in the activity log", async ({
    page,
  }) => {
    const { names, ids, tag } = seedInbox();
    await page.goto("/inbox");
    await page.getByRole("link", { name: names.join }).click();
    await expect(page).toHaveURL(`/inbox/${ids.join}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Join request from ${names.join}`);
    const details = page.locator(".inbox-details");
    for (const text of [
      "New",
      "2025년 1월 2일 오후 6:34 GMT+5:30",
      "Korean",
      names.join,
      "29",
      "+82 10-1234-5678",
      `minji-${tag}@example.org`,
      "봉사하고 싶습니다.",
      "203.0.113.9",
    ]) {
      await expect(details).toContainText(text);
    }
    await expect(page.getByRole("link", { name: `minji-${tag}@example.org` })).toHaveAttribute(
      "href",
      `mailto:minji-${tag}@example.org`,
    );
    const email = page.locator("table tbody tr").first();
    await expect(email).toContainText("Officials");
    await expect(email).toContainText(`가입 신청: ${names.join}`);
    await expect(email).toContainText("Waiting");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByText("Marked handled.")).toBeVisible();
    await expect(details).toContainText("Handled");
    await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();

    const db = adminDb();
    try {
      const audit = db
        .prepare(
          "select a.action, a.summary, o.email from audit_log a join officials o on o.id = a.official_id where entity = 'message' and entity_id = ?",
        )
        .all(String(ids.join));
      expect(audit).toEqual([{ action: "update", summary: "marked handled", email: "official@example.org" }]);
    } finally {
      db.close();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Mark handled from the list", async ({ page }) => {
      const { names } = seedInbox();
      await page.goto("/inbox");
      await page.getByRole("button", { name: `Mark handled: ${names.undelivered}` }).click();
      await expect(page.getByText("Marked handled.")).toBeVisible();
      await expect(page.locator(".inbox-table tbody tr", { hasText: names.undelivered })).toContainText("Handled");
    });
  });

  test("an undelivered message shows its last error and can be tried again", async ({ page }) => {
    const { ids } = seedInbox();
    await page.goto(`/inbox/${ids.undelivered}`);
    const email = page.locator("table tbody tr").first();
    await expect(email).toContainText("Undelivered");
    await expect(email).toContainText("ESOCKET connect ECONNREFUSED 127.0.0.1:25");
    await page.getByRole("button", { name: "Try sending again" }).click();
    await expect(page.getByText("The undelivered e-mails will be tried again.")).toBeVisible();
    await expect(email).toContainText("Waiting");
  });

  test("Not spam puts a caught message back as new and writes its e-mail to the officials", async ({ page }) => {
    const { names, ids } = seedInbox();
    await page.goto(`/inbox/${ids.spam}`);
    await expect(page.locator(".inbox-details")).toContainText("filled the hidden field that only bots see");
    await expect(page.getByText("Spam is not e-mailed.")).toBeVisible();
    await page.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByText("Moved out of spam")).toBeVisible();
    await expect(page.locator(".inbox-details")).toContainText("New");
    await expect(page.locator("table tbody tr").first()).toContainText(`Join request from ${names.spam}`);
  });

  test("CSV export: UTF-8 with a byte-order mark (EF BB BF), Korean intact, the page's filters applied", async ({
    page,
  }) => {
    const { names } = seedInbox();
    const response = await page.request.get("/inbox.csv?kind=join&status=all");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      '"ID","Kind","Received (UTC)","Time (as the visitor saw it)","Language","Name","Age","Phone","E-mail","Message","Status","Spam reason","E-mail to officials","Last error"',
    );
    expect(text).toContain(`"${names.join}"`);
    expect(text).toContain('"봉사하고 싶습니다.\n둘째 줄."');
    expect(text).toContain('"2025년 1월 2일 오후 6:34 GMT+5:30"');
    // A phone number starting with + would be a formula in a spreadsheet: it is kept as text.
    expect(text).toContain('"\'+82 10-1234-5678"');
    expect(text).not.toContain(names.handled);
  });
});

for (const javaScript of [true, false]) {
  test.describe(`the inbox on a phone ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => signIn(page));

    test("after Mark handled, from the list and from a message, the notice is focused and on the screen", async ({
      page,
    }) => {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 640 });
        const { names, ids } = seedInbox({ fillers: 4 });
        await page.goto("/inbox");
        await page.getByRole("button", { name: `Mark handled: ${names.undelivered}` }).click();
        await expectFocusedInView(page, page.getByText("Marked handled."));

        await page.goto(`/inbox/${ids.join}`);
        await page.getByRole("button", { name: "Mark handled" }).click();
        await expectFocusedInView(page, page.getByText("Marked handled."));
      }
    });
  });
}
