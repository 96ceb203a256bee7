import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";
import { formSecretName, issueFormStamp } from "~/forms/form-timing.server";
import { saveMessage } from "~/models/messages.server";
import { appSecret } from "~/models/secrets.server";
import { action as contactAction } from "~/routes/contact";
import { action as joinAction } from "~/routes/join";
import { testEngines } from "../helpers/engines";

const engines = testEngines;

function post(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields) });
}

const baseEnv = { FORM_MIN_FILL_SECONDS: "3", JOIN_TO: "join@club.example", CONTACT_TO: "contact@club.example" };

/** What the route actions read from the server context. */
function contextFor(
  database: Pick<Database, "db" | "engine">,
  env: Record<string, string> = {},
  clientIp = "203.0.113.7",
) {
  return {
    db: database.db,
    engine: database.engine,
    config: parseConfig({ ...baseEnv, ...env }),
    clientIp,
    mail: { nudge: vi.fn() },
  } as unknown as AppLoadContext & { mail: { nudge: ReturnType<typeof vi.fn> } };
}

/** `data(value, { status })` as an action returns it, or a plain value with status 200. */
function unwrap(result: unknown): { status: number; body: unknown; headers?: HeadersInit } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data, headers: init?.headers };
  }
  return { status: 200, body: result };
}

const join = { name: "Asha Verma", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "Service" };
const contact = { name: "Min-ji", email: "minji@example.org", phone: "+82 10-0000-0000", message: "Hello" };

describe.each(engines)("join and contact messages on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  /** A form served this long ago, as the page's hidden field carries it. */
  let servedAgo: (ms: number) => Promise<string>;

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    servedAgo = async (ms) => issueFormStamp(await appSecret(database.db, formSecretName), new Date(Date.now() - ms));
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function submit(
    action: (args: never) => Promise<unknown>,
    url: string,
    fields: Record<string, string>,
    options: { env?: Record<string, string>; ip?: string; stampAgeMs?: number; extra?: Record<string, string> } = {},
  ) {
    const context = contextFor(database, options.env, options.ip);
    const body = {
      ...fields,
      formStarted: await servedAgo(options.stampAgeMs ?? 10_000),
      website: "",
      ...options.extra,
    };
    const result = unwrap(await action({ request: post(url, body), context, params: {} } as never));
    return { ...result, nudged: context.mail.nudge.mock.calls.length };
  }

  const rowsFor = (email: string) =>
    database.db.selectFrom("messages").selectAll().where("email", "=", email).orderBy("id").execute();
  const outboxFor = (messageId: number) =>
    database.db.selectFrom("outbox").selectAll().where("message_id", "=", messageId).orderBy("id").execute();

  it("saveMessage stores the message as new with its time, the time field in the visitor's language, and the sender's address", async () => {
    const result = await saveMessage(database.db, {
      kind: "join",
      locale: "ko",
      name: "Asha",
      email: "save@example.org",
      phone: "9000000000",
      age: 40,
      body: "Reason",
      clientIp: "198.51.100.1",
      submittedAt: new Date("2025-01-02T03:04:05.678Z"),
    });
    expect(result).toMatchObject({ saved: true, emails: 0 });
    const [row] = await rowsFor("save@example.org");
    expect(row).toMatchObject({
      kind: "join",
      locale: "ko",
      name: "Asha",
      email: "save@example.org",
      phone: "9000000000",
      age: 40,
      body: "Reason",
      submitted_at: "2025-01-02T03:04:05.678Z",
      status: "new",
      spam_reason: null,
      client_ip: "198.51.100.1",
    });
    expect(row?.time_text).toMatch(/^2025년 1월 2일 .*8:34/);
  });

  it("a valid join request is stored with its age, reason, language and time, its e-mail is in the outbox, then it is answered sent", async () => {
    const email = "join-action@example.org";
    const result = await submit(joinAction, "/korean/join", { ...join, email });
    expect(result).toMatchObject({ status: 200, body: { ok: true, outcome: "sent" }, nudged: 1 });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ kind: "join", locale: "ko", age: 34, body: "Service", client_ip: "203.0.113.7" });
    expect(row?.status).toBe("new");
    expect(row?.time_text).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일 /);
    const outbox = await outboxFor(row?.id ?? 0);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      audience: "officials",
      recipient: "join@club.example",
      attempts: 0,
      sent_at: null,
      failed_at: null,
    });
    expect(outbox[0]?.subject).toBe("가입 신청: Asha Verma / Join request from Asha Verma");
  });

  it("a valid contact message is stored without an age, its time field in en-IN, and with MAIL_ACK an acknowledgement is queued too", async () => {
    const email = "contact-action@example.org";
    const result = await submit(contactAction, "/contact", { ...contact, email }, { env: { MAIL_ACK: "1" } });
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true, outcome: "sent", message: "✅ Message sent successfully!", result: { initialValue: null } },
    });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ kind: "contact", locale: "en", age: null, body: "Hello", status: "new" });
    expect(row?.time_text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST$/);
    const outbox = await outboxFor(row?.id ?? 0);
    expect(outbox.map((o) => [o.audience, o.recipient])).toEqual([
      ["officials", "contact@club.example"],
      ["visitor", email],
    ]);
  });

  it("an invalid submission answers 400 with each field's message in the page's language and the typed values, and stores nothing", async () => {
    const before = await database.db.selectFrom("messages").select("id").execute();
    const typed = { ...join, age: "seventeen", email: "nope" };
    const result = await submit(joinAction, "/join", typed);
    expect(result).toMatchObject({
      status: 400,
      body: {
        formId: "join",
        ok: false,
        outcome: "invalid",
        result: {
          error: {
            age: ["Enter your age as a whole number of years, for example 35."],
            email: ["Enter an e-mail address in the right format, like name@example.com."],
          },
          initialValue: typed,
        },
      },
    });
    expect(Object.keys((result.body as { result: { error: object } }).result.error)).toEqual(["age", "email"]);
    const hindi = await submit(joinAction, "/hindi/join", { ...join, age: "17" });
    expect(hindi).toMatchObject({
      status: 400,
      body: { result: { error: { age: ["सदस्य की उम्र कम से कम 18 वर्ष होनी चाहिए।"] } } },
    });
    expect(await database.db.selectFrom("messages").select("id").execute()).toHaveLength(before.length);
  });

  it("an answer that shows the form again carries the stamp the form was sent with, so a correction is timed from the first page", async () => {
    const context = contextFor(database);
    const stamp = await servedAgo(10_000);
    const result = unwrap(
      await joinAction({
        request: post("/join", { ...join, age: "", formStarted: stamp, website: "" }),
        context,
        params: {},
      } as never),
    );
    expect(result).toMatchObject({
      status: 400,
      body: { result: { error: { age: ["Enter your age."] }, initialValue: { formStarted: stamp } } },
    });
  });

  it("a name with line breaks is stored on one line", async () => {
    const email = "one-line@example.org";
    await submit(contactAction, "/contact", { ...contact, email, name: "Evil\r\nBcc: victim@example.org" });
    expect((await rowsFor(email))[0]?.name).toBe("Evil Bcc: victim@example.org");
  });

  it.each([
    ["the honeypot is filled", { extra: { website: "http://spam.example" } }, "honeypot"],
    ["the form comes back sooner than the minimum fill time", { stampAgeMs: 500 }, "too-fast"],
    ["the form's signed time is missing", { extra: { formStarted: "" } }, "bad-stamp"],
    [
      "the form's signed time is forged",
      { extra: { formStarted: `${Date.now() - 60_000}.${"A".repeat(43)}` } },
      "bad-stamp",
    ],
  ])(
    "a bot (%s) gets the same success answer, and its message is stored as spam and not mailed",
    async (_rule, options, reason) => {
      const email = `bot-${reason}-${Math.random().toString(36).slice(2)}@example.org`;
      const result = await submit(joinAction, "/join", { ...join, email }, options);
      expect(result).toMatchObject({ status: 200, body: { ok: true, outcome: "sent" }, nudged: 0 });
      const [row] = await rowsFor(email);
      expect(row).toMatchObject({ status: "spam", spam_reason: reason });
      expect(await outboxFor(row?.id ?? 0)).toEqual([]);
    },
  );

  it("FORM_MIN_FILL_SECONDS=0 accepts a form sent at once", async () => {
    const email = "quick@example.org";
    await submit(
      contactAction,
      "/contact",
      { ...contact, email },
      { stampAgeMs: 0, env: { FORM_MIN_FILL_SECONDS: "0" } },
    );
    expect((await rowsFor(email))[0]?.status).toBe("new");
  });

  it("over MESSAGE_LIMIT_PER_HOUR from one address: 429 with the typed values and a Retry-After, nothing stored; other addresses still pass", async () => {
    const env = { MESSAGE_LIMIT_PER_HOUR: "2" };
    const ip = "192.0.2.99";
    for (const n of [1, 2]) {
      const ok = await submit(contactAction, "/contact", { ...contact, email: `limit-${n}@example.org` }, { env, ip });
      expect(ok.status).toBe(200);
    }
    const typed = { ...contact, email: "limit-3@example.org" };
    const refused = await submit(contactAction, "/korean/contact", typed, { env, ip });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        ok: false,
        outcome: "limited",
        message: "❌ 같은 곳에서 너무 많은 메시지가 왔습니다.",
        result: { initialValue: typed },
      },
    });
    expect(new Headers(refused.headers).get("Retry-After")).toBe("3600");
    expect(await rowsFor("limit-3@example.org")).toEqual([]);
    const other = await submit(contactAction, "/contact", typed, { env, ip: "192.0.2.100" });
    expect(other.status).toBe(200);
  });

  it("the message and its e-mails commit together: when the outbox cannot be written, the message is not stored and the form answers failed", async () => {
    const email = "atomic@example.org";
    await sql`alter table outbox rename to outbox_away`.execute(database.db);
    try {
      vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      const result = await submit(contactAction, "/contact", { ...contact, email });
      expect(result).toMatchObject({ status: 500, body: { ok: false, outcome: "failed" } });
    } finally {
      vi.restoreAllMocks();
      await sql`alter table outbox_away rename to outbox`.execute(database.db);
    }
    expect(await rowsFor(email)).toEqual([]);
  });
});

describe("when the database fails", () => {
  let broken: Database;
  let logged: string[] = [];

  beforeEach(() => {
    logged = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      logged.push(String(chunk));
      return true;
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeAll(async () => {
    broken = openDatabase({
      kind: "sqlite",
      file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-db-")), "club.db"),
    });
    await migrateToLatest(broken);
    await broken.close();
  });

  it("the join form answers 500 'Failed to send the request' with the values kept", async () => {
    const result = unwrap(
      await joinAction({
        request: post("/join", join),
        context: contextFor(broken),
        params: {},
      } as unknown as Parameters<typeof joinAction>[0]),
    );
    expect(result).toMatchObject({
      status: 500,
      body: { outcome: "failed", message: "❌ Failed to send the request.", result: { initialValue: join } },
    });
    expect(logged.join("")).toContain('"msg":"join request not saved"');
  });

  it("the contact form answers 500 'Failed to send message' with the values kept", async () => {
    const result = unwrap(
      await contactAction({
        request: post("/korean/contact", contact),
        context: contextFor(broken),
        params: {},
      } as unknown as Parameters<typeof contactAction>[0]),
    );
    expect(result).toMatchObject({
      status: 500,
      body: { outcome: "failed", message: "❌ 메시지를 보내지 못했습니다.", result: { initialValue: contact } },
    });
    expect(logged.join("")).toContain('"msg":"contact message not saved"');
  });
});
