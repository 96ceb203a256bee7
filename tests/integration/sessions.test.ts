import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import {
  createSession,
  destroySession,
  getAccount,
  getOfficial,
  requireOfficial,
  safeNext,
  sessionAbsoluteMs,
  sessionIdleMs,
} from "~/auth/session.server";
import { signIn } from "~/auth/sign-in.server";
import { accountFailureLimit, addressFailureLimit } from "~/auth/throttle";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";

let database: Database;
let context: AppLoadContext;

function requestWith(setCookie: string, path = "/inbox") {
  const pair = setCookie.split(";")[0] ?? "";
  return new Request(`http://club.test${path}`, { headers: { Cookie: pair } });
}

beforeAll(async () => {
  database = openDatabase({ kind: "sqlite", file: ":memory:" });
  await migrateToLatest(database);
  context = {
    db: database.db,
    engine: database.engine,
    config: parseConfig({}),
    media: {} as AppLoadContext["media"],
    nonce: "",
    clientIp: "192.0.2.10",
  };
  await createOfficial(database.db, "Secretary@Example.org", "a long enough passphrase");
});

afterAll(() => database.close());

describe("sessions", () => {
  it("a sign-in starts a new session each time, with an HttpOnly SameSite=Lax cookie", async () => {
    const first = await signIn(context, { email: "secretary@example.org", password: "a long enough passphrase" });
    const second = await signIn(context, { email: "SECRETARY@example.org", password: "a long enough passphrase" });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.setCookie).toMatch(/^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(first.setCookie).not.toBe(second.setCookie);
    expect(await getOfficial(requestWith(first.setCookie), context)).toMatchObject({ email: "secretary@example.org" });
  });

  it("uses a Secure __Host- cookie when the site is served over HTTPS", async () => {
    const https = { ...context, config: parseConfig({ PUBLIC_URL: "https://club.example.org" }) };
    const official = await database.db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    expect(await createSession(https, official.id)).toMatch(/^__Host-session=.*; Secure$/);
  });

  it("ends a session after the idle time without use", async () => {
    const official = await database.db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const start = new Date("2026-01-01T08:00:00Z");
    const cookie = await createSession(context, official.id, start);
    const request = requestWith(cookie);
    expect(await getOfficial(request, context, new Date(start.getTime() + sessionIdleMs - 1000))).not.toBeNull();
    // That use refreshed it: idle time counts again from there.
    expect(await getOfficial(request, context, new Date(start.getTime() + 2 * sessionIdleMs - 2000))).not.toBeNull();
    expect(await getOfficial(request, context, new Date(start.getTime() + 3 * sessionIdleMs))).toBeNull();
  });

  it("ends a session at its absolute expiry even when used all along", async () => {
    const official = await database.db.selectFrom("officials").select("id").executeTakeFirstOrThrow();
    const start = new Date("2026-02-01T08:00:00Z");
    const request = requestWith(await createSession(context, official.id, start));
    for (let t = start.getTime(); t < start.getTime() + sessionAbsoluteMs; t += sessionIdleMs / 2) {
      expect(await getOfficial(request, context, new Date(t))).not.toBeNull();
    }
    expect(await getOfficial(request, context, new Date(start.getTime() + sessionAbsoluteMs + 1000))).toBeNull();
  });

  it("logout deletes the session on the server", async () => {
    const result = await signIn(context, { email: "secretary@example.org", password: "a long enough passphrase" });
    if (!result.ok) throw new Error("sign-in failed");
    const request = requestWith(result.setCookie);
    expect(await destroySession(request, context)).toContain("Max-Age=0");
    expect(await getOfficial(request, context)).toBeNull();
  });

  it("reads a page request's session once, whichever loaders ask, and afresh after a sign-out or for a post", async () => {
    const result = await signIn(context, { email: "secretary@example.org", password: "a long enough passphrase" });
    if (!result.ok) throw new Error("sign-in failed");
    let reads = 0;
    const db = database.db.withPlugin({
      transformQuery: (args) => {
        reads++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    // The server makes one load context per request; React Router hands each loader its own copy of the Request.
    const pageRequest = { ...context, db, requestId: "page-1" };
    const page = requestWith(result.setCookie);
    const [root, layout] = await Promise.all([
      getAccount(new Request(page), pageRequest),
      getOfficial(new Request(page), pageRequest),
    ]);
    expect(root).toMatchObject({ email: "secretary@example.org" });
    expect(layout).toMatchObject({ email: "secretary@example.org" });
    expect(await requireOfficial(new Request(page), pageRequest)).toMatchObject({ email: "secretary@example.org" });
    expect(reads).toBe(1);

    await getAccount(page, { ...pageRequest, requestId: "page-2" });
    expect(reads).toBe(2);
    const post = new Request(page.url, { method: "POST", headers: page.headers });
    await getAccount(post, pageRequest);
    await getAccount(post, pageRequest);
    expect(reads).toBe(4);

    await destroySession(page, pageRequest);
    expect(await getAccount(page, pageRequest)).toBeNull();
  });

  it("requireOfficial redirects an anonymous request to /sign-in with the way back", async () => {
    const thrown = await requireOfficial(new Request("http://club.test/members-table?x=1"), context).catch(
      (r: Response) => r,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/sign-in?next=%2Fmembers-table%3Fx%3D1");
  });

  it("only follows next targets on this site", () => {
    expect(safeNext("/inbox")).toBe("/inbox");
    expect(safeNext("//evil.example")).toBeNull();
    expect(safeNext("https://evil.example")).toBeNull();
    expect(safeNext("/\\evil.example")).toBeNull();
  });
});

describe("failed sign-ins", () => {
  it("records every attempt, success and failure, with the address", async () => {
    await signIn(context, { email: "secretary@example.org", password: "wrong" });
    const rows = await database.db.selectFrom("login_attempts").select(["status", "ip", "official_id"]).execute();
    expect(rows.some((r) => r.status === "success" && r.ip === "192.0.2.10" && r.official_id !== null)).toBe(true);
    expect(rows.some((r) => r.status === "failure")).toBe(true);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const unknown = await signIn(context, { email: "nobody@example.org", password: "whatever" });
    const wrong = await signIn(
      { ...context, clientIp: "192.0.2.11" },
      { email: "secretary@example.org", password: "whatever" },
    );
    expect(unknown).toEqual({ ok: false, reason: "wrong-credentials" });
    expect(wrong).toEqual({ ok: false, reason: "wrong-credentials" });
  });

  it("throttles an e-mail after repeated failures, even with the right password, then lets it in after the wait", async () => {
    const email = "treasurer@example.org";
    await createOfficial(database.db, email, "treasurer passphrase");
    const start = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < accountFailureLimit; i++) {
      const ip = `198.51.100.${i}`;
      expect(await signIn({ ...context, clientIp: ip }, { email, password: "nope" }, start)).toMatchObject({
        reason: "wrong-credentials",
      });
    }
    const blocked = await signIn(
      { ...context, clientIp: "198.51.100.99" },
      { email, password: "treasurer passphrase" },
      new Date(start.getTime() + 30_000),
    );
    expect(blocked).toEqual({ ok: false, reason: "throttled" });
    const later = await signIn(
      { ...context, clientIp: "198.51.100.99" },
      { email, password: "treasurer passphrase" },
      new Date(start.getTime() + 61_000),
    );
    expect(later.ok).toBe(true);
  });

  it("throttles a network address that tries many e-mails", async () => {
    const start = new Date("2026-04-01T10:00:00Z");
    const attacker = { ...context, clientIp: "203.0.113.5" };
    for (let i = 0; i < addressFailureLimit; i++) {
      await signIn(attacker, { email: `guess${i}@example.org`, password: "x" }, start);
    }
    expect(
      await signIn(attacker, { email: "secretary@example.org", password: "a long enough passphrase" }, start),
    ).toEqual({ ok: false, reason: "throttled" });
    expect(
      (await signIn(context, { email: "secretary@example.org", password: "a long enough passphrase" }, start)).ok,
    ).toBe(true);
  });
});
