import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithSession, databaseReader, databaseWriter } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Replies to events through the built server (decision 0080): a member's
 * one-tap reply and cancel, a visitor's form with odd input, members-only
 * events, cancel links, and the officials' list kept from everyone else.
 * Every odd request gets a clear 4xx, never a 5xx, and nothing half-saved.
 */
describe("replies to events, odd requests included", { timeout: 120_000 }, () => {
  let server: RunningServer;
  const dataDir = tempDataDir();
  const read = databaseReader({ dataDir });
  const write = databaseWriter({ dataDir });
  let member = "";
  let editor = "";
  let memberId = 0;
  let open = 0;
  let membersOnly = 0;
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const futureEnd = new Date(Date.now() + 20 * 86_400_000 + 3_600_000).toISOString();

  /** An account made as `npm run officials` would, with a session of its own. */
  const account = (email: string, role: string, linkedMember: number | null) =>
    accountWithSession({ dataDir }, { email, role, name: "Sunita Rao", memberId: linkedMember });

  async function addEvent(replies: string, capacity: number | null) {
    const at = new Date().toISOString();
    await write(
      "insert into events (kind, starts_at, ends_at, all_day, status, is_draft, sequence, replies, reply_capacity, created_at, updated_at) values ('fellowship', ?, ?, 0, 'scheduled', 0, 0, ?, ?, ?, ?)",
      [future, futureEnd, replies, capacity, at, at],
    );
    const [event] = await read<{ id: number }>("select max(id) as id from events");
    await write("insert into event_texts (event_id, locale, title) values (?, 'en', 'Fellowship evening')", [
      event?.id,
    ]);
    return Number(event?.id);
  }

  const send = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${server.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: {
        Origin: server.url,
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    send(path, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  /** The signed time the event's page was served with, as its form sends it back. */
  const stamp = async (eventId = open) =>
    (await (await send(`/event/${eventId}`)).text()).match(/name="formStarted" value="([^"]+)"/)?.[1] ?? "";
  const replies = (eventId: number) =>
    read<{ name: string; email: string; status: string; guests: number; member_id: number | null }>(
      "select name, email, status, guests, member_id from event_replies where event_id = ? order by id",
      [eventId],
    );

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: "0" });
    const at = new Date().toISOString();
    await write("insert into members (member_no, name, created_at, updated_at) values ('RSVP-1', 'Sunita Rao', ?, ?)", [
      at,
      at,
    ]);
    const [row] = await read<{ id: number }>("select max(id) as id from members");
    memberId = Number(row?.id);
    member = await account("sunita@example.org", "member", memberId);
    editor = await account("editor.rsvp@example.org", "editor", null);
    open = await addEvent("everyone", 3);
    membersOnly = await addEvent("members", null);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a member replies with one tap, changes it, and cancels: their own reply only, by their account", async () => {
    const page = await (await send(`/event/${membersOnly}`, { cookie: member })).text();
    expect(page).toContain("I&#x27;m coming");
    expect((await post(`/event/${membersOnly}`, { intent: "member" }, member)).status).toBe(200);
    // A member id or a name in the form changes nothing: the account says who replies.
    expect(
      (await post(`/event/${membersOnly}`, { intent: "member", guests: "2", member: "1", name: "X" }, member)).status,
    ).toBe(200);
    expect(await replies(membersOnly)).toEqual([
      { name: "Sunita Rao", email: "sunita@example.org", status: "coming", guests: 2, member_id: memberId },
    ]);
    expect(await (await send(`/event/${membersOnly}`, { cookie: member })).text()).toContain(
      "Your reply: coming (you and 2 guests).",
    );
    expect((await post(`/event/${membersOnly}`, { intent: "cancel" }, member)).status).toBe(200);
    expect((await replies(membersOnly)).map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("members-only events refuse visitors; the member's intents need a member's account", async () => {
    const anonymous = await (await send(`/event/${membersOnly}`)).text();
    expect(anonymous).toContain("Replies for this event are for club members.");
    expect(anonymous).not.toContain('name="email"');
    const visitor = { name: "Visitor", email: "visitor@example.org", formStarted: await stamp() };
    expect((await post(`/event/${membersOnly}`, visitor)).status).toBe(403);
    // Without the page's signed stamp (a script that never loaded the page), a reply is refused.
    expect((await post(`/event/${open}`, { ...visitor, formStarted: "x" })).status).toBe(400);
    expect((await post(`/event/${membersOnly}`, { intent: "member" })).status).toBe(403);
    expect((await post(`/event/${membersOnly}`, { intent: "cancel" })).status).toBe(403);
    // An official without a member record cannot reply as a member either.
    expect((await post(`/event/${membersOnly}`, { intent: "member" }, editor)).status).toBe(403);
    expect((await replies(membersOnly)).map((r) => r.email)).toEqual(["sunita@example.org"]);
  });

  it("a page with the visitors' reply form is drawn for each visitor, its signed time fresh, never kept", async () => {
    const first = await send(`/event/${open}`);
    expect(first.headers.get("cache-control")).toContain("no-store");
    await first.text();
    const second = await send(`/event/${open}`);
    expect(second.headers.get("x-cache")).not.toBe("hit");
    await second.text();
  });

  it("a visitor's odd input is a 400 with the reason, nothing stored; too many guests is refused", async () => {
    const base = {
      name: "Asha Verma",
      email: "asha@example.org",
      phone: "",
      guests: "0",
      note: "",
      formStarted: await stamp(),
    };
    const odd: Record<string, string>[] = [
      { formStarted: base.formStarted },
      { ...base, name: "" },
      { ...base, email: "not-an-address" },
      { ...base, phone: "call me" },
      { ...base, guests: "-1" },
      { ...base, guests: "1e3" },
      { ...base, guests: "11" },
      { ...base, guests: "9".repeat(400) },
      { ...base, note: "x".repeat(501) },
      { ...base, name: "n".repeat(101) },
    ];
    for (const fields of odd) {
      const response = await post(`/event/${open}`, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    expect(await replies(open)).toEqual([]);
    for (const body of ["%%%", "a=%ZZ", "\u0000".repeat(10)]) {
      const response = await send(`/event/${open}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(response.status, body).toBeLessThan(500);
    }
    expect((await post(`/event/${open}`, { ...base, guests: "1" })).status).toBe(200);
    // Three places: Asha and her guest take two; Ravi with two guests waits; asking for more than is left is refused.
    expect(
      (await post(`/event/${open}`, { ...base, name: "Ravi", email: "ravi@example.org", guests: "2" })).status,
    ).toBe(200);
    const tooMany = await post(`/event/${open}`, { ...base, guests: "5" });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.text()).toContain("There are places for only 3 people, you included.");
    expect(await replies(open)).toEqual([
      { name: "Asha Verma", email: "asha@example.org", status: "coming", guests: 1, member_id: null },
      { name: "Ravi", email: "ravi@example.org", status: "waiting", guests: 2, member_id: null },
    ]);
    expect((await post("/event/999999999", base)).status).toBe(404);
    expect((await post("/event/abc", base)).status).toBe(404);
  });

  it("a cancel link: opening it changes nothing, a wrong one is refused, the button cancels", async () => {
    const page = await (
      await post(`/event/${open}`, {
        name: "Meera",
        email: "meera@example.org",
        guests: "0",
        formStarted: await stamp(),
      })
    ).text();
    const path = page.match(/\/event-reply\/\d+\.[A-Za-z0-9_-]{22}/)?.[0] ?? "";
    expect(path).not.toBe("");
    const opened = await send(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    expect((await replies(open)).find((r) => r.email === "meera@example.org")?.status).toBe("coming");
    for (const wrong of [`${path.slice(0, -1)}A`, "/event-reply/1.x", `/event-reply/${"9".repeat(40)}`]) {
      expect(await (await send(wrong)).text()).toContain("This link is not valid.");
      expect((await post(wrong, {})).status).toBe(404);
    }
    expect((await post(path, {})).status).toBe(200);
    expect((await replies(open)).find((r) => r.email === "meera@example.org")?.status).toBe("cancelled");
    expect(await (await send(`/hindi${path}`)).text()).toContain("यह जवाब पहले ही रद्द हो चुका है।");
  });

  it("the officials' list and its CSV are refused to visitors and members; an official may cancel only this event's replies", async () => {
    for (const path of [`/event-replies/${open}`, `/event-replies/${open}/replies.csv`]) {
      const anonymous = await send(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toContain("/sign-in");
      expect((await send(path, { cookie: member })).status, path).toBe(403);
      expect((await send(path, { cookie: editor })).status, path).toBe(200);
    }
    const csv = await (await send(`/event-replies/${open}/replies.csv`, { cookie: editor })).text();
    expect(csv).toContain('"Asha Verma","asha@example.org"');
    expect((await send("/event-replies/abc", { cookie: editor })).status).toBe(404);
    const [own] = await read<{ id: number }>("select id from event_replies where event_id = ?", [membersOnly]);
    expect((await post(`/event-replies/${open}`, { reply: String(own?.id) }, editor)).status).toBe(400);
    expect((await post(`/event-replies/${open}`, { reply: "x" }, editor)).status).toBe(400);
    const [asha] = await read<{ id: number }>("select id from event_replies where email = 'asha@example.org'");
    expect((await post(`/event-replies/${open}`, { reply: String(asha?.id) }, member)).status).toBe(403);
    expect((await post(`/event-replies/${open}`, { reply: String(asha?.id) }, editor)).status).toBe(200);
    // Asha's two places free up: Ravi and his two guests move up.
    expect((await replies(open)).map((r) => `${r.name}:${r.status}`)).toEqual([
      "Asha Verma:cancelled",
      "Ravi:coming",
      "Meera:cancelled",
    ]);
  });
});
