import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { saveMessage } from "~/models/messages.server";
import { action as contactAction } from "~/routes/contact";
import { action as joinAction } from "~/routes/join";
import { testEngines } from "../helpers/engines";

const engines = testEngines;

function post(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields) });
}

/** What the route actions read from the server context. */
function contextFor(db: Database["db"]) {
  return { db, clientIp: "203.0.113.7" } as unknown as AppLoadContext;
}

/** `data(value, { status })` as an action returns it, or a plain value with status 200. */
function unwrap(result: unknown): { status: number; body: unknown } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result };
}

const join = { name: "Asha Verma", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "Service" };
const contact = { name: "Min-ji", email: "minji@example.org", phone: "+82 10-0000-0000", message: "Hello" };

describe.each(engines)("join and contact messages on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("saveMessage stores one row as new, with its time and the sender's address", async () => {
    const id = await saveMessage(database.db, {
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
    const row = await database.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
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
  });

  it("a valid join request is stored with its age, reason and the page's language, then answered sent", async () => {
    const email = "join-action@example.org";
    const result = unwrap(
      await joinAction({
        request: post("/korean/join", { ...join, email }),
        context: contextFor(database.db),
        params: {},
      } as Parameters<typeof joinAction>[0]),
    );
    expect(result).toEqual({ status: 200, body: { sent: true } });
    const row = await database.db
      .selectFrom("messages")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "join", locale: "ko", age: 34, body: "Service", client_ip: "203.0.113.7" });
  });

  it("a valid contact message is stored without an age", async () => {
    const email = "contact-action@example.org";
    const result = unwrap(
      await contactAction({
        request: post("/contact", { ...contact, email }),
        context: contextFor(database.db),
        params: {},
      } as Parameters<typeof contactAction>[0]),
    );
    expect(result).toEqual({ status: 200, body: { sent: true } });
    const row = await database.db
      .selectFrom("messages")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "contact", locale: "en", age: null, body: "Hello" });
  });

  it("an invalid submission answers 400 with the error codes and the typed values, and stores nothing", async () => {
    const before = await database.db.selectFrom("messages").select("id").execute();
    const typed = { ...join, age: "seventeen", email: "nope" };
    const result = unwrap(
      await joinAction({
        request: post("/join", typed),
        context: contextFor(database.db),
        params: {},
      } as Parameters<typeof joinAction>[0]),
    );
    expect(result).toEqual({
      status: 400,
      body: { errors: { age: "notWholeNumber", email: "invalidEmail" }, values: typed },
    });
    expect(await database.db.selectFrom("messages").select("id").execute()).toHaveLength(before.length);
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
        context: contextFor(broken.db),
        params: {},
      } as Parameters<typeof joinAction>[0]),
    );
    expect(result).toEqual({ status: 500, body: { failed: true, values: join } });
    expect(logged.join("")).toContain('"msg":"join request not saved"');
  });

  it("the contact form answers 500 'Failed to send message' with the values kept", async () => {
    const result = unwrap(
      await contactAction({
        request: post("/korean/contact", contact),
        context: contextFor(broken.db),
        params: {},
      } as Parameters<typeof contactAction>[0]),
    );
    expect(result).toEqual({ status: 500, body: { failed: true, values: contact } });
    expect(logged.join("")).toContain('"msg":"contact message not saved"');
  });
});
