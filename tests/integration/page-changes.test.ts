import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenerName } from "../../server/page-changes.server";
import { createTestSchema, postgresUrl } from "../helpers/postgres";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const official = { email: "notify@example.org", password: "page change passphrase" };

/** Issue 14, item 8: several server processes on one PostgreSQL database. */
describe.skipIf(!postgresUrl)("two server processes on one PostgreSQL database", () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let first: RunningServer;
  let second: RunningServer;
  let otherSite: RunningServer;
  let otherSchema: Awaited<ReturnType<typeof createTestSchema>>;

  beforeAll(async () => {
    schema = await createTestSchema(postgresUrl as string);
    otherSchema = await createTestSchema(postgresUrl as string);
    const env = (url: string) => ({
      DATABASE_URL: url,
      DATA_DIR: tempDataDir(),
      DEMO_CONTENT: "1",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
      // Each notice a process takes is logged (debug), so a test can count them.
      LOG_LEVEL: "debug",
    });
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startServer(env(schema.url));
    second = await startServer(env(schema.url));
    otherSite = await startServer(env(otherSchema.url));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop(), otherSite?.stop()]);
    await schema?.drop();
    await otherSchema?.drop();
  });

  async function warm(server: RunningServer, path: string) {
    await (await fetch(`${server.url}${path}`)).text();
    const cached = await fetch(`${server.url}${path}`);
    await cached.text();
    expect(cached.headers.get("x-cache"), `${server.url}${path}`).toBe("hit");
  }

  async function signIn(server: RunningServer) {
    const response = await fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(official),
    });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=/);
    return cookie;
  }

  /** An official's write on the first process: a past president, shown on /members in every language. */
  async function addPastPresident(fields: Record<string, string>) {
    const cookie = await signIn(first);
    const response = await fetch(`${first.url}/add-past-president`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: first.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    await response.text();
    return response.status;
  }

  it("a publish on one process reaches an anonymous visitor on the other before its cached copy expires, in every language", async () => {
    const pages = ["/members", "/korean/members", "/hindi/members"];
    for (const path of pages) {
      await warm(second, path);
      await warm(otherSite, path);
    }
    expect(
      await addPastPresident({
        rotaryYear: "2031-2032",
        president: "Notice Reached",
        secretary: "Across Processes",
      }),
    ).toBeLessThan(400);

    // The cached copies were just made and would be served for a minute: a page that shows the
    // change well before then was rendered again because the notice cleared the cache.
    for (const path of pages) {
      await expect
        .poll(async () => (await (await fetch(`${second.url}${path}`)).text()).includes("Notice Reached"), {
          timeout: 30_000,
          message: `${path} on the second process`,
        })
        .toBe(true);
    }
    // Another site in another schema of the same database keeps its cache: the notice names the site.
    const elsewhere = await fetch(`${otherSite.url}/members`);
    expect(elsewhere.headers.get("x-cache")).toBe("hit");
    expect(await elsewhere.text()).not.toContain("Notice Reached");
  });

  it("a listening connection that PostgreSQL ends is opened again, and notices reach the process afterwards", async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // This site's two listeners only: other test files' servers on the same database keep theirs.
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [listenerName(schema.schema)],
    );
    await admin.end();
    expect(ended.rowCount).toBe(2);
    await expect
      .poll(() => second.logs.some((line) => line.includes("page change notices listening again")), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(() => first.logs.some((line) => line.includes("page change notices listening again")), { timeout: 10_000 })
      .toBe(true);
    await warm(second, "/about");
    expect(
      await addPastPresident({ rotaryYear: "2032-2033", president: "After Reconnecting", secretary: "Still Heard" }),
    ).toBeLessThan(400);
    await expect
      .poll(async () => (await fetch(`${second.url}/about`)).headers.get("x-cache"), {
        timeout: 30_000,
        interval: 25,
      })
      .toBeNull();
  });

  it("a failed write announces nothing: the other process keeps serving its cached pages", async () => {
    await warm(second, "/members");
    const notices = () => second.logs.filter((line) => line.includes("page change notice received")).length;
    const before = notices();
    expect(await addPastPresident({ rotaryYear: "not a year", president: "", secretary: "" })).toBe(400);
    const cached = await fetch(`${second.url}/members`);
    await cached.text();
    expect(cached.headers.get("x-cache")).toBe("hit");
    // PostgreSQL hands notices over in the order they were sent: once a later
    // write's notice has arrived, one from the failed write would have too.
    expect(
      await addPastPresident({ rotaryYear: "2033-2034", president: "After The Refusal", secretary: "Counted" }),
    ).toBeLessThan(400);
    await expect.poll(notices, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(notices()).toBe(before + 1);
  });
});
