import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenerName } from "../../server/page-changes.server";
import { databaseReader, eventually, formStamp, postForm } from "../helpers/forms";
import { createTestSchema, postgresUrl } from "../helpers/postgres";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { freePort, type SmtpSink, startSmtp } from "../helpers/smtp";

const official = { email: "notify@example.org", password: "page change passphrase" };

/**
 * Issue 14, item 8 and issue 22, build 4: several server processes on one
 * PostgreSQL database, as README's "More than one process" runs them (one
 * data folder, one backup folder, one SMTP server).
 */
describe.skipIf(!postgresUrl)("three server processes on one PostgreSQL database", () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let first: RunningServer;
  let second: RunningServer;
  let third: RunningServer;
  let otherSite: RunningServer;
  let otherSchema: Awaited<ReturnType<typeof createTestSchema>>;
  let smtp: SmtpSink;
  const backupDir = tempDataDir("club-backups-");

  beforeAll(async () => {
    schema = await createTestSchema(postgresUrl as string);
    otherSchema = await createTestSchema(postgresUrl as string);
    smtp = await startSmtp({ port: await freePort() });
    const env = (url: string, dataDir: string) => ({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "1",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
      BACKUP_DIR: backupDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Club website <website@club.example>",
      JOIN_TO: "membership@club.example",
      CONTACT_TO: "secretary@club.example",
      MAIL_POLL_SECONDS: "0.2",
      FORM_MIN_FILL_SECONDS: "0",
      MESSAGE_LIMIT_PER_HOUR: "1000",
      // Each notice a process takes and each look at the backup folder is logged (debug), so a test can count them.
      LOG_LEVEL: "debug",
    });
    // Started together on an empty database, as a service manager starts them: they
    // migrate, seed and take their first scheduled runs at the same moment.
    const dataDir = tempDataDir();
    const started = await Promise.all([1, 2, 3].map(() => startServer(env(schema.url, dataDir))));
    [first, second, third] = started as [RunningServer, RunningServer, RunningServer];
    otherSite = await startServer(env(otherSchema.url, tempDataDir()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop(), third?.stop(), otherSite?.stop()]);
    await smtp?.close();
    await schema?.drop();
    await otherSchema?.drop();
  });

  const query = () => databaseReader({ dataDir: "", databaseUrl: schema.url });

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
      await warm(third, path);
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
      for (const [name, server] of [
        ["second", second],
        ["third", third],
      ] as const) {
        await expect
          .poll(async () => (await (await fetch(`${server.url}${path}`)).text()).includes("Notice Reached"), {
            timeout: 30_000,
            message: `${path} on the ${name} process`,
          })
          .toBe(true);
      }
    }
    // Another site in another schema of the same database keeps its cache: the notice names the site.
    const elsewhere = await fetch(`${otherSite.url}/members`);
    expect(elsewhere.headers.get("x-cache")).toBe("hit");
    expect(await elsewhere.text()).not.toContain("Notice Reached");
  });

  it("a listening connection that PostgreSQL ends is opened again, and notices reach the process afterwards", async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // This site's three listeners only: other test files' servers on the same database keep theirs.
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [listenerName(schema.schema)],
    );
    await admin.end();
    expect(ended.rowCount).toBe(3);
    await expect
      .poll(() => second.logs.some((line) => line.includes("page change notices listening again")), { timeout: 10_000 })
      .toBe(true);
    for (const server of [first, third])
      await expect
        .poll(() => server.logs.some((line) => line.includes("page change notices listening again")), {
          timeout: 10_000,
        })
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

  const processes = () => [first, second, third];
  const logged = (server: RunningServer, msg: string) =>
    server.logs
      .filter((line) => line.includes(`"msg":"${msg}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("three processes started together on an empty database seed it once", async () => {
    const read = query();
    expect(await read("select id from club_profile")).toHaveLength(1);
    const projects = await read<{ code: string }>("select code from projects");
    expect(new Set(projects.map((p) => p.code)).size).toBe(projects.length);
    expect(projects.length).toBeGreaterThan(0);
    expect(await read("select id from officials")).toHaveLength(1);
  });

  it("the day's backup is written once into the shared folder, and the hourly jobs run once an hour", async () => {
    await eventually(
      async () =>
        processes().every(
          (server) => [...logged(server, "scheduled backup"), ...logged(server, "scheduled backup looked")].length > 0,
        ),
      120_000,
      "each process's first look at the backup folder",
    );
    const archives = fs.readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"));
    expect(archives).toHaveLength(1);
    const writers = processes().filter((server) => logged(server, "scheduled backup").some((entry) => entry.wrote));
    expect(writers).toHaveLength(1);
    expect(fs.statSync(path.join(backupDir, archives[0] as string)).size).toBeGreaterThan(0);
    const claims = await query()<{ job: string; run: string }>(
      "select job, run from job_claims where job in ('backup', 'trash-purge', 'media-cleanup') order by job",
    );
    expect(claims.map((claim) => claim.job)).toEqual(["backup", "media-cleanup", "trash-purge"]);
  });

  it("a message sent to each process is e-mailed once", async () => {
    const sends = processes().map(async (server, n) => {
      const response = await postForm(
        `${server.url}/contact`,
        {
          name: `Visitor ${n}`,
          email: `visitor-${n}@example.org`,
          phone: "+91 90000 00000",
          message: `Message through process ${n}`,
        },
        { stamp: await formStamp(`${server.url}/contact`) },
      );
      expect(response.status).toBe(200);
    });
    await Promise.all(sends);
    await smtp.waitFor(3, 60_000);
    // Once every e-mail is recorded as sent and none is leased, no worker sends again.
    await eventually(
      async () => (await query()("select id from outbox where sent_at is null or locked_by is not null")).length === 0,
      30_000,
      "every e-mail recorded as sent",
    );
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});
