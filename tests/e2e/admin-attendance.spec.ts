import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { adminDb, makeAccount, makeMember, makeMemberEntry, newAddress } from "./accounts";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { expectNoSidewaysScroll, phone } from "./phone";
import { decodeQr } from "./qr";

/** Attendance on a phone (issue 25): the register, its offline queue, self check-in by QR, and who may do what. */

const tag = () => crypto.randomBytes(3).toString("hex");

/** India's calendar date `days` from today. */
function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A one-off meeting that counts for attendance, `days` from today; its register's key. It is over
 * by the time the test runs (00:00 to 00:01 India time), so the home page's coming events, which
 * other specs read on this shared server, never list it.
 */
function countedMeeting(title: string, days: number): string {
  const day = indiaDay(days);
  const startsAt = new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
  const endsAt = new Date(Date.parse(`${day}T00:01:00+05:30`)).toISOString();
  const now = new Date().toISOString();
  const db = adminDb();
  try {
    const { id } = db
      .prepare(
        "insert into events (kind, starts_at, ends_at, all_day, status, is_draft, sequence, counts_for_attendance, created_at, updated_at) values ('other', ?, ?, 0, 'scheduled', 0, 0, 1, ?, ?) returning id",
      )
      .get(startsAt, endsAt, now, now) as { id: number };
    db.prepare("insert into event_texts (event_id, locale, title) values (?, 'en', ?)").run(id, title);
    return `${id}-${day}`;
  } finally {
    db.close();
  }
}

/** Each member's stored marks at a meeting: how many rows, and the mark. */
function storedMarks(key: string, memberIds: number[]) {
  const [eventId] = key.split("-");
  const db = adminDb();
  try {
    return memberIds.map((memberId) => {
      const rows = db
        .prepare("select mark from attendance_marks where event_id = ? and member_id = ?")
        .all(Number(eventId), memberId) as { mark: string }[];
      return { rows: rows.length, mark: rows[0]?.mark ?? null };
    });
  } finally {
    db.close();
  }
}

/**
 * A member entry of this spec's own. Its name sorts after every other (a full-width letter), so the
 * public members page's first page, which other specs read, keeps its members; `forget` removes it.
 */
const memberEntry = (name: string) => makeMemberEntry(`Ｚ ${name}`);

/** Removes what a test made: its meetings (their registers go with them) and its members. */
function forget(keys: string[], memberIds: number[]) {
  const db = adminDb();
  try {
    for (const key of keys) db.prepare("delete from events where id = ?").run(Number(key.split("-")[0]));
    for (const id of memberIds) db.prepare("delete from members where id = ?").run(id);
  } finally {
    db.close();
  }
}

async function phoneAs(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL, ...phone(375) });
  await context.addCookies([{ name: "session", value: token, url: baseURL }]);
  return { context, page: await context.newPage() };
}

function secretary() {
  return makeAccount({ email: newAddress("secretary"), name: "Secretary", role: "editor" }, true).token;
}

/** The row of a member in the register. */
const rowOf = (page: Page, name: string) => page.locator("fieldset.register-row").filter({ hasText: name });

test("marking 40 members on a 375 px phone takes at most 45 taps: everyone present, then the absent", async ({
  browser,
  baseURL,
}) => {
  const run = tag();
  const names = Array.from({ length: 40 }, (_, i) => `Tap ${run} ${String(i + 1).padStart(2, "0")}`);
  const ids = names.map((name) => memberEntry(name));
  const key = countedMeeting(`Taps ${run}`, 0);
  const { context, page } = await phoneAs(browser, baseURL ?? "", secretary());
  let taps = 0;
  const tap = async (target: ReturnType<Page["locator"]>) => {
    taps += 1;
    await target.click();
  };
  try {
    await page.goto(`/attendance/${key}`);
    await expect(page.getByLabel("Find a member")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await tap(page.getByRole("button", { name: "Mark everyone present" }));
    await expect(page.getByRole("status").filter({ hasText: /^Marked \d+ members present\.$/ })).toBeVisible();
    const absent = [3, 7, 12, 18, 22, 29, 33, 38];
    for (const index of absent) await tap(rowOf(page, names[index] as string).getByRole("radio", { name: "Absent" }));
    await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(45);
    const marks = storedMarks(key, ids);
    expect(marks.every((m) => m.rows === 1)).toBe(true);
    expect(marks.map((m) => m.mark)).toEqual(ids.map((_, i) => (absent.includes(i) ? "absent" : "present")));
    // The page read again shows what was stored.
    await page.reload();
    await expect(rowOf(page, names[3] as string).getByLabel("Absent")).toBeChecked();
    await expect(rowOf(page, names[4] as string).getByLabel("Present")).toBeChecked();
  } finally {
    await context.close();
    forget([key], ids);
  }
});

test("offline for the meeting: 10 taps wait on the phone, and once the signal is back all 10 are stored, each once", async ({
  browser,
  baseURL,
}) => {
  const run = tag();
  const names = Array.from({ length: 10 }, (_, i) => `Offline ${run} ${String(i + 1).padStart(2, "0")}`);
  const ids = names.map((name) => memberEntry(name));
  const key = countedMeeting(`Offline ${run}`, 0);
  const { context, page } = await phoneAs(browser, baseURL ?? "", secretary());
  try {
    await page.goto(`/attendance/${key}`);
    await expect(page.getByLabel("Find a member")).toBeVisible();
    // The signal goes once the page has all it fetches (the officials' menu comes a moment later).
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    for (const [index, name] of names.entries())
      await rowOf(page, name)
        .getByRole("radio", { name: index % 2 === 0 ? "Absent" : "On leave" })
        .click();
    await expect(page.getByRole("status").filter({ hasText: "10 changes waiting for a connection" })).toBeVisible();
    expect(storedMarks(key, ids).every((m) => m.rows === 0)).toBe(true);
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
    expect(storedMarks(key, ids)).toEqual(
      ids.map((_, index) => ({ rows: 1, mark: index % 2 === 0 ? "absent" : "excused" })),
    );
    // Nothing is left queued to be sent again.
    expect(await page.evaluate((k) => localStorage.getItem(`attendance-queue:${k}`), key)).toBeNull();
  } finally {
    await context.close();
    forget([key], ids);
  }
});

test("self check-in: a member scans the meeting's QR code on their own phone and is marked present; last week's code is refused", async ({
  browser,
  baseURL,
}) => {
  const run = tag();
  const memberName = `Scanner ${run}`;
  const memberId = memberEntry(memberName);
  const member = makeMember({ email: newAddress("scanner"), name: memberName, memberId }, true);
  const key = countedMeeting(`Check-in ${run}`, 0);
  const lastWeek = countedMeeting(`Last week ${run}`, -7);
  const official = await phoneAs(browser, baseURL ?? "", secretary());
  const phoneOfMember = await phoneAs(browser, baseURL ?? "", member.token);
  try {
    await official.page.goto(`/attendance/${key}`);
    const scanned = await decodeQr(official.page, "img.check-in-code");
    expect(scanned).not.toBeNull();
    const link = new URL(scanned ?? "");
    expect(link.pathname).toMatch(/^\/my\/check-in\/\d+\.\d{4}-\d{2}-\d{2}\.[\w-]{22}$/);

    await phoneOfMember.page.goto(link.pathname);
    await expectNoSidewaysScroll(phoneOfMember.page);
    await phoneOfMember.page.getByRole("button", { name: /^Mark me present at Check-in/ }).click();
    await expect(phoneOfMember.page.getByRole("status")).toHaveText(
      `You are marked present at Check-in ${run}. Thank you!`,
    );
    expect(storedMarks(key, [memberId])).toEqual([{ rows: 1, mark: "present" }]);
    await official.page.reload();
    await expect(rowOf(official.page, memberName)).toContainText("checked in");
    await expect(rowOf(official.page, memberName).getByLabel("Present")).toBeChecked();

    // Last week's code, as a photo of it would carry it: correctly signed, but not today's.
    const db = adminDb();
    const secret = db.prepare("select value from app_secrets where name = 'attendance-check-in'").get() as {
      value: string;
    };
    db.close();
    const [eventId, ...day] = lastWeek.split("-");
    const payload = `${eventId}.${day.join("-")}`;
    const signature = crypto
      .createHmac("sha256", Buffer.from(secret.value, "base64url"))
      .update(payload)
      .digest("base64url")
      .slice(0, 22);
    await phoneOfMember.page.goto(`/my/check-in/${payload}.${signature}`);
    await expect(phoneOfMember.page.getByRole("alert")).toContainText("works only on the day of the meeting");
    await expect(phoneOfMember.page.getByRole("button", { name: /^Mark me present/ })).toHaveCount(0);
    const refused = await phoneOfMember.page.request.post(`/my/check-in/${payload}.${signature}`, {
      form: {},
      headers: { Origin: baseURL ?? "" },
    });
    expect(refused.status()).toBe(200);
    expect(storedMarks(lastWeek, [memberId])).toEqual([{ rows: 0, mark: null }]);
  } finally {
    await official.context.close();
    await phoneOfMember.context.close();
    forget([key, lastWeek], [memberId]);
  }
});

test("attendance screens are officials' work: refused anonymously and to a member, who cannot mark anyone nor decide a make-up", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const run = tag();
  const key = countedMeeting(`Refused ${run}`, 0);
  const memberId = memberEntry(`Member ${run}`);
  const member = makeMember({ email: newAddress("refused"), name: `Member ${run}`, memberId }, true);
  const screens = [
    "/attendance",
    `/attendance/${key}`,
    "/attendance/today",
    "/attendance/report",
    "/attendance/make-ups",
    "/attendance/leaves",
    "/attendance/settings",
    "/attendance/report.csv",
    "/attendance/report.pdf",
  ];
  const anonymous = await playwright.request.newContext({ baseURL });
  const signedIn = await phoneAs(browser, baseURL ?? "", member.token);
  try {
    for (const screen of screens) {
      const response = await anonymous.get(screen, { maxRedirects: 0 });
      expect(response.status(), screen).toBe(302);
      expect(response.headers().location, screen).toMatch(/^\/sign-in\?next=/);
      expect((await signedIn.page.request.get(screen, { maxRedirects: 0 })).status(), screen).toBe(403);
    }
    const posts: [string, Record<string, string>][] = [
      ["/attendance/marks", { meeting: key, changes: JSON.stringify([{ memberId, mark: "present" }]) }],
      [`/attendance/${key}`, { intent: "everyone-present" }],
      ["/attendance/make-ups", { intent: "accept", id: "1" }],
    ];
    for (const [path, form] of posts) {
      const response = await signedIn.page.request.post(path, {
        form,
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }
    expect(storedMarks(key, [memberId])).toEqual([{ rows: 0, mark: null }]);
    // Their own record is theirs to see.
    await signedIn.page.goto("/my/attendance");
    await expect(signedIn.page.getByRole("heading", { level: 1, name: "My attendance" })).toBeVisible();
    await expectNoSidewaysScroll(signedIn.page);
    await expectNoAxeViolations(signedIn.page);
  } finally {
    await anonymous.dispose();
    await signedIn.context.close();
    forget([key], [memberId]);
  }
});
