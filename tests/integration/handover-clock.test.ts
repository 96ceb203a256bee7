import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";
import { officerTermSchema } from "~/forms/officer-term";
import { LocalMediaStore } from "~/media/store.server";
import { addTerm, endAccessWithTerm } from "~/models/officer-terms.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { createApp } from "../../server/app";
import { testEngines } from "../helpers/engines";
import { assertBuilt, serverEntry, tempDataDir } from "../helpers/server";

/**
 * The handover at the turn of the Rotary year, through the real request
 * handler (the built pages, the Express app, the HTML cache) with the clock
 * the server is given: a test-only option of createApp that no setting or
 * environment variable reaches (docs/decisions/0021-rotary-year-handover.md).
 */
const lastMinute = new Date("2026-06-30T23:59:00+05:30");
const firstMinute = new Date("2026-07-01T00:01:00+05:30");
const secretary = { email: "outgoing-secretary@example.org", password: "outgoing secretary passphrase" };

describe.each(testEngines)("the Rotary-year handover on $name", ({ setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
  let origin: string;
  let clock = lastMinute;

  beforeAll(async () => {
    assertBuilt();
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    const dataDir = tempDataDir("club-handover-");
    const media = new LocalMediaStore(path.join(dataDir, "media"));
    await seedIfEmpty(database.db, media, { demo: false, engine: database.engine });

    const admin = await createOfficial(database.db, "admin@example.org", "administrator passphrase");
    await createOfficial(database.db, secretary.email, secretary.password);
    const term = (rotaryYear: string, role: "president" | "secretary", name: string, email = "") =>
      addTerm(database.db, admin.id, officerTermSchema.parse({ rotaryYear, role, name, email }));
    await term("2025-26", "president", "Outgoing President");
    const secretaryTerm = await term("2025-26", "secretary", "Outgoing Secretary", secretary.email);
    await term("2026-27", "president", "Incoming President");
    await term("2026-27", "secretary", "Incoming Secretary");
    expect(await endAccessWithTerm(database, admin.id, secretaryTerm)).toMatchObject({ ok: true });

    // The page modules as `npm run build` made them, loaded into this process so they share its clock.
    const build = (await import(path.join(path.dirname(serverEntry), "server/index.js"))) as ServerBuild;
    const app = createApp({
      db: database.db,
      engine: database.engine,
      config: parseConfig({ DATA_DIR: dataDir, NODE_ENV: "production" }),
      media,
      build,
      clock: () => clock,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await drop?.();
  });

  function signIn(credentials = secretary) {
    return fetch(`${origin}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(credentials),
    });
  }

  function footerOf(html: string) {
    return html.slice(html.indexOf('<footer class="site-footer"'));
  }

  it("a term-bound official can sign in at 30 June 23:59 IST and cannot at 1 July 00:01 IST, and is told why", async () => {
    clock = lastMinute;
    const before = await signIn();
    expect(before.status).toBe(302);
    expect(before.headers.get("set-cookie")).toMatch(/^session=/);

    clock = firstMinute;
    const after = await signIn();
    expect(after.status).toBe(403);
    expect(after.headers.get("set-cookie")).toBeNull();
    expect(await after.text()).toContain("Your access ended with your term as an officer.");
    // A wrong password, or an address that is no official's, is answered as before: nothing is revealed.
    for (const stranger of [
      { email: secretary.email, password: "not the passphrase" },
      { email: "nobody@example.org", password: secretary.password },
    ]) {
      const refused = await signIn(stranger);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain("Wrong e-mail or password.");
    }
  });

  it("a session started at 30 June 23:59 IST ends at 1 July 00:00 IST, for the pages and for the HTML cache alike", async () => {
    clock = lastMinute;
    const cookie = (await signIn()).headers.get("set-cookie")?.split(";")[0] ?? "";
    const inbox = await fetch(`${origin}/inbox`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(inbox.status).toBe(200);
    // An official always gets a fresh page, never the cache's.
    await (await fetch(`${origin}/about`)).text();
    const asOfficial = await fetch(`${origin}/about`, { headers: { Cookie: cookie } });
    expect(asOfficial.headers.get("x-cache")).toBeNull();
    await asOfficial.text();

    clock = new Date(lastMinute.getTime() + 30_000);
    const stillOfficial = await fetch(`${origin}/about`, { headers: { Cookie: cookie } });
    expect(stillOfficial.headers.get("x-cache")).toBeNull();
    await stillOfficial.text();

    clock = firstMinute;
    const refused = await fetch(`${origin}/inbox`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/sign-in?next=%2Finbox");
    // The cache's check is the pages' rule: the cookie is anonymous now, so it may be served the shared page.
    await (await fetch(`${origin}/about`)).text();
    const anonymous = await fetch(`${origin}/about`, { headers: { Cookie: cookie } });
    expect(anonymous.headers.get("x-cache")).toBe("hit");
    await anonymous.text();
  });

  it("the footer shows the outgoing officers at 30 June 23:59 IST and the incoming ones at 1 July 00:01 IST, even from the cache", async () => {
    // Cached at 23:59:30: a cached page lives a minute, but not into the new Rotary year.
    clock = new Date("2026-06-30T23:59:30+05:30");
    const oldFooter = footerOf(await (await fetch(`${origin}/donate`)).text());
    expect(oldFooter).toContain("Outgoing President");
    expect(oldFooter).toContain("Outgoing Secretary");
    expect(oldFooter).not.toContain("Incoming President");
    clock = new Date("2026-06-30T23:59:59+05:30");
    const cached = await fetch(`${origin}/donate`);
    expect(cached.headers.get("x-cache")).toBe("hit");
    await cached.text();

    clock = new Date("2026-07-01T00:00:05+05:30");
    const after = await fetch(`${origin}/donate`);
    expect(after.headers.get("x-cache")).toBeNull();
    const newFooter = footerOf(await after.text());
    expect(newFooter).toContain("Incoming President");
    expect(newFooter).toContain("Incoming Secretary");
    expect(newFooter).not.toContain("Outgoing");

    clock = firstMinute;
    expect(footerOf(await (await fetch(`${origin}/donate`)).text())).toContain("Incoming President");
    expect(footerOf(await (await fetch(`${origin}/hindi/donate`)).text())).toContain("Incoming President");
  });

  it("a Rotary year without terms lists no officers in the footer: the club profile's old officer columns are never read (decision 0054)", async () => {
    await database.db.updateTable("club_profile").set({ president_name: "Profile President" }).execute();
    clock = new Date("2031-01-01T12:00:00+05:30");
    const footer = footerOf(await (await fetch(`${origin}/projects`)).text());
    expect(footer).not.toContain("Profile President");
    expect(footer).not.toContain("Incoming President");
  });
});
