import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseReader, databaseWriter } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * The attendance screens through the built server, as a phone without
 * JavaScript (or a client sending anything at all) posts them: every odd
 * input gets a clear 4xx, never a 5xx, and nothing is half-saved.
 */
describe("attendance requests, odd ones included", { timeout: 120_000 }, () => {
  let server: RunningServer;
  let cookie: string;
  let key: string;
  let memberId: number;
  const dataDir = tempDataDir();
  const read = databaseReader({ dataDir });
  const write = databaseWriter({ dataDir });
  const indiaToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { Cookie: cookie, Origin: server.url, ...(init.headers as Record<string, string> | undefined) },
    });
  const post = (path: string, fields: Record<string, string>) =>
    send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "attendance@example.org",
      ADMIN_PASSWORD: "attendance test passphrase",
    });
    const signIn = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "attendance@example.org", password: "attendance test passphrase" }),
    });
    expect(signIn.status).toBe(302);
    cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const now = new Date().toISOString();
    await write(
      "insert into events (kind, starts_at, ends_at, all_day, status, is_draft, sequence, counts_for_attendance, created_at, updated_at) values ('other', ?, ?, 0, 'scheduled', 0, 0, 1, ?, ?)",
      [`${indiaToday}T08:00:00.000Z`, `${indiaToday}T09:00:00.000Z`, now, now],
    );
    const [event] = await read<{ id: number }>("select max(id) as id from events");
    key = `${event?.id}-${indiaToday}`;
    await write(
      "insert into members (member_no, name, created_at, updated_at) values ('REQ-1', 'Request Member', ?, ?)",
      [now, now],
    );
    const [member] = await read<{ id: number }>("select max(id) as id from members");
    memberId = Number(member?.id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a meeting that does not exist, or an address that is not one, is a 404; an odd month is this month", async () => {
    for (const path of [
      "/attendance/abc",
      "/attendance/999999999-2026-08-04",
      "/attendance/1-2026-02-30",
      "/attendance/1-99999",
    ])
      expect((await send(path)).status, path).toBe(404);
    for (const month of ["abc", "9999-99", "0000-01", "2026-13", "x".repeat(5000), "2099-01"]) {
      const response = await send(`/attendance?month=${encodeURIComponent(month)}`);
      expect(response.status, month).toBe(200);
      expect(await response.text()).toContain(`value="${indiaToday.slice(0, 7)}"`);
    }
  });

  it("the register's posts: unknown intents, unknown marks and members who are not members are refused, nothing stored", async () => {
    const refused: [Record<string, string>, number][] = [
      [{}, 400],
      [{ intent: "delete-everything" }, 400],
      [{ intent: "save", [`mark-${memberId}`]: "asleep" }, 400],
      [{ intent: "save" }, 400],
      [{ intent: "save", "mark-999999999": "present" }, 409],
      [{ intent: "guests", visitors: "-1" }, 400],
      [{ intent: "guests", visitors: "1e9" }, 400],
      [{ intent: "guests", visitors: "12345" }, 400],
    ];
    for (const [form, status] of refused)
      expect((await post(`/attendance/${key}`, form)).status, JSON.stringify(form)).toBe(status);
    const marks = await read("select * from attendance_marks");
    expect(marks).toEqual([]);
    const registers = await read("select * from attendance_registers");
    expect(registers).toEqual([]);
  });

  it("the phone's taps: anything but a list of marks for members is refused; a good batch is stored", async () => {
    const odd = [
      "not json",
      "{}",
      "[1,2,3]",
      JSON.stringify([{ memberId: "1", mark: "present" }]),
      JSON.stringify([{ memberId: 1.5, mark: "present" }]),
      JSON.stringify([{ memberId: -1, mark: "present" }]),
      JSON.stringify([{ memberId, mark: "asleep" }]),
      JSON.stringify(Array.from({ length: 2001 }, () => ({ memberId, mark: "present" }))),
    ];
    for (const changes of odd)
      expect((await post("/attendance/marks", { meeting: key, changes })).status, changes.slice(0, 40)).toBe(400);
    expect((await post("/attendance/marks", { meeting: "nope", changes: "[]" })).status).toBe(404);
    expect(
      (
        await post("/attendance/marks", {
          meeting: key,
          changes: JSON.stringify([{ memberId: 999_999_999, mark: "present" }]),
        })
      ).status,
    ).toBe(409);
    expect((await send("/attendance/marks")).status).toBe(405);
    expect(await read("select * from attendance_marks")).toEqual([]);
    const good = await post("/attendance/marks", {
      meeting: key,
      changes: JSON.stringify([{ memberId, mark: "absent" }]),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ saved: 1 });
    expect(await read("select member_id, mark, source from attendance_marks")).toEqual([
      { member_id: memberId, mark: "absent", source: "official" },
    ]);
  });

  it("without JavaScript: everyone present keeps the tapped absence, the register saves whole, guests are counted", async () => {
    const everyone = await post(`/attendance/${key}`, { intent: "everyone-present" });
    expect(everyone.status).toBe(200);
    const marks = await read<{ member_id: number; mark: string }>("select member_id, mark from attendance_marks");
    expect(marks.find((m) => m.member_id === memberId)?.mark).toBe("absent");
    expect(marks.filter((m) => m.mark === "present").length).toBeGreaterThan(0);
    expect((await post(`/attendance/${key}`, { intent: "save", [`mark-${memberId}`]: "excused" })).status).toBe(200);
    expect(
      (await read<{ mark: string }>("select mark from attendance_marks where member_id = ?", [memberId]))[0]?.mark,
    ).toBe("excused");
    expect((await post(`/attendance/${key}`, { intent: "guests", visitors: "3", spouses: "" })).status).toBe(200);
    expect(await read("select visitors, spouses from attendance_registers")).toEqual([{ visitors: 3, spouses: 0 }]);
    const page = await (await send(`/attendance/${key}`)).text();
    // Today's meeting shows its check-in code, named rather than printed as an address.
    expect(page).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="Self check-in"/);
    expect(page).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/my\/check-in\/\d+\.\d{4}-\d{2}-\d{2}\.[\w-]{22}"/);
  });

  it("the report: its files whatever the month asked, and sending refused until the district's address is set", async () => {
    for (const month of ["", "garbage", indiaToday.slice(0, 7)]) {
      const csv = await send(`/attendance/report.csv?month=${month}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("cache-control")).toContain("no-store");
      // A byte-order mark first, so spreadsheets read the UTF-8 (fetch's text() drops it).
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString()).toMatch(/^"Club","[^"]+"\r\n"Month",/);
      const pdf = await send(`/attendance/report.pdf?month=${month}`);
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    const month = indiaToday.slice(0, 7);
    expect((await post("/attendance/report", { intent: "send", month: "2026-13" })).status).toBe(400);
    expect((await post("/attendance/report", { intent: "nothing" })).status).toBe(400);
    expect((await post("/attendance/report", { intent: "send", month })).status).toBe(409);
    expect(await read("select * from attendance_reports")).toEqual([]);
    const settings = await post("/attendance/settings", {
      window: "days",
      days: "",
      cap: "",
      districtEmail: "district@example.org",
      reportLocale: "hi",
    });
    expect(settings.status).toBe(400);
    expect(await read("select * from attendance_settings")).toEqual([]);
    const saved = await post("/attendance/settings", {
      window: "days",
      days: "30",
      cap: "4",
      districtEmail: "district@example.org",
      reportLocale: "hi",
    });
    expect(saved.status).toBe(200);
    expect((await post("/attendance/report", { intent: "send", month })).status).toBe(200);
    const [mail] = await read<{ subject: string; body: string }>(
      "select subject, body from outbox where recipient = 'district@example.org'",
    );
    expect(mail?.subject).toContain("उपस्थिति");
    expect(mail?.body).toContain("औसत उपस्थिति");
  });

  it("the settings saved over a page another official changed since: a 409 naming the field, nothing overwritten", async () => {
    const page = await (await send("/attendance/settings")).text();
    const base = (page.match(/name="_base" value="([^"]*)"/)?.[1] ?? "").replaceAll("&quot;", '"');
    expect(JSON.parse(base)).toMatchObject({ districtEmail: "district@example.org" });
    const fields = { window: "days", days: "30", cap: "4", reportLocale: "hi", _base: base };
    expect((await post("/attendance/settings", { ...fields, districtEmail: "governor@example.org" })).status).toBe(200);
    const stale = await post("/attendance/settings", { ...fields, districtEmail: "someone-else@example.org" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The district&#x27;s address for the monthly report");
    expect(await read("select district_email from attendance_settings")).toEqual([
      { district_email: "governor@example.org" },
    ]);
  });

  it("a leave: odd forms refused with the field's message; removing asks first", async () => {
    const refused = await post("/attendance/leaves", {
      member: "abc",
      kind: "holiday",
      startsOn: "2026-02-30",
      endsOn: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Choose a member.");
    expect(html).toContain("Enter a real date, such as 2026-08-06.");
    const backwards = await post("/attendance/leaves", {
      member: String(memberId),
      kind: "leave",
      startsOn: "2026-09-10",
      endsOn: "2026-09-01",
    });
    expect(await backwards.text()).toContain("The last day cannot come before the first.");
    expect(
      (await post("/attendance/leaves", { member: "999999999", kind: "leave", startsOn: "2026-09-01" })).status,
    ).toBe(409);
    const added = await post("/attendance/leaves", {
      member: String(memberId),
      kind: "exempt",
      startsOn: "2026-09-01",
      note: "Rule of 85",
    });
    expect(added.status).toBe(200);
    const [leave] = await read<{ id: number }>("select id from attendance_leaves");
    const asked = await (await send(`/attendance/leaves?confirm=${leave?.id}`)).text();
    expect(asked).toContain("Yes, remove");
    expect((await post("/attendance/leaves?remove", { id: "abc" })).status).toBe(400);
    expect((await post("/attendance/leaves?remove", { id: "999999" })).status).toBe(404);
    expect((await post("/attendance/leaves?remove", { id: String(leave?.id) })).status).toBe(200);
    expect(await read("select * from attendance_leaves")).toEqual([]);
  });

  it("make-ups: deciding one that is not waiting is a 409, an odd one a 400", async () => {
    expect((await post("/attendance/make-ups", { intent: "accept", id: "abc" })).status).toBe(400);
    expect((await post("/attendance/make-ups", { intent: "shrug", id: "1" })).status).toBe(400);
    expect((await post("/attendance/make-ups", { intent: "accept", id: "999999" })).status).toBe(409);
  });
  it("a register of more members than a page holds is paged and searched over all of them; the form saved without JavaScript stays on its page", async () => {
    const rowsOf = (html: string) => (html.match(/class="register-row"/g) ?? []).length;
    const small = await (await send(`/attendance/${key}`)).text();
    const [before] = await read<{ n: number }>("select count(*) as n from members");
    expect(Number(before?.n)).toBeLessThanOrEqual(200);
    expect(small).not.toContain('aria-label="Register pages"');
    expect(small).not.toContain('id="register-find"');
    expect(rowsOf(small)).toBe(Number(before?.n));
    const now = new Date().toISOString();
    const added = 430 - Number(before?.n);
    for (let start = 1; start <= added; start += 50) {
      const batch = Array.from({ length: Math.min(50, added - start + 1) }, (_, index) => start + index);
      await write(
        `insert into members (member_no, name, created_at, updated_at) values ${batch.map(() => "(?, ?, ?, ?)").join(", ")}`,
        batch.flatMap((n) => [`PG-${n}`, `Paged Member ${String(n).padStart(3, "0")}`, now, now]),
      );
    }
    const first = await (await send(`/attendance/${key}`)).text();
    expect(rowsOf(first)).toBe(200);
    expect(first).toContain("Page 1 of 3");
    expect(first).toContain('id="register-find"');
    const last = await (await send(`/attendance/${key}?page=3`)).text();
    expect(rowsOf(last)).toBe(30);
    expect((await send(`/attendance/${key}?page=4`)).status).toBe(404);
    expect((await send(`/attendance/${key}?page=abc`)).status).toBe(302);
    const found = await (await send(`/attendance/${key}?q=${encodeURIComponent("paged member 205")}`)).text();
    expect(rowsOf(found)).toBe(1);
    expect(found).toContain("Paged Member 205");
    expect(found).toContain("Members matching “paged member 205”: 1.");
    expect(found).not.toContain('aria-label="Register pages"');
    // Saved from the third page without JavaScript: stored, and the answer is still the third page.
    const onLastPage = Number(/name="mark-(\d+)"/.exec(last)?.[1]);
    const saved = await post(`/attendance/${key}?page=3`, { intent: "save", [`mark-${onLastPage}`]: "present" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Page 3 of 3");
    expect(
      (await read<{ mark: string }>("select mark from attendance_marks where member_id = ?", [onLastPage]))[0]?.mark,
    ).toBe("present");
  });
});
