import { afterAll, describe, expect, it } from "vitest";
import { serverEngines } from "../helpers/engines";
import { databaseReader, eventually, formStamp, postForm } from "../helpers/forms";
import { createTestSchema, postgresUrl } from "../helpers/postgres";
import { type RunningServer, runServerExpectingFailure, startServer, tempDataDir } from "../helpers/server";
import { freePort, type ReceivedMail, type SmtpSink, startSmtp } from "../helpers/smtp";

/** Mail settings for a test server: quick polls and retries, no minimum fill time unless a test sets one. */
function mailEnv(smtpPort: number): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Club website <website@club.example>",
    JOIN_TO: "membership@club.example",
    CONTACT_TO: "secretary@club.example",
    MAIL_POLL_SECONDS: "0.2",
    MAIL_RETRY_BASE_SECONDS: "0.2",
    MAIL_RETRY_MAX_SECONDS: "1",
    FORM_MIN_FILL_SECONDS: "0",
    DEMO_CONTENT: "0",
  };
}

function expectEachOnce(mails: ReceivedMail[]) {
  const seen = new Map<string, number>();
  for (const mail of mails) seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
  expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
}

/**
 * Once every e-mail is recorded as sent and none is leased, no worker sends
 * again: only then is the count of received e-mails final.
 */
async function allRecordedSent(query: ReturnType<typeof databaseReader>, timeoutMs = 30_000) {
  await eventually(
    async () => (await query("select id from outbox where sent_at is null or locked_by is not null")).length === 0,
    timeoutMs,
    "every e-mail recorded as sent",
  );
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(env);
  cleanups.push(() => server.stop());
  return server;
}

async function smtpOn(port: number, options: Parameters<typeof startSmtp>[0] = {}): Promise<SmtpSink> {
  const sink = await startSmtp({ port, ...options });
  cleanups.push(() => sink.close());
  return sink;
}

describe.each(serverEngines)("messages e-mailed by the built server on $name", ({ env: dbEnv }) => {
  it("forms posted without JavaScript in both languages are answered sent, then e-mailed exactly once with the right fields, though the SMTP server was down for a while and the site restarted in between", async () => {
    const { env, drop } = await dbEnv();
    cleanups.push(drop);
    const dataDir = tempDataDir();
    const smtpPort = await freePort();
    const serverEnv = { ...env, ...mailEnv(smtpPort), DATA_DIR: dataDir };
    const query = databaseReader({ dataDir, databaseUrl: env.DATABASE_URL });
    let server = await start(serverEnv);

    const join = { name: "Asha Verma", age: "34", phone: "+91 90000 00000", reason: "I want to serve." };
    const contact = { name: "김민지", phone: "+82 10-1234-5678", message: "다음 봉사는 언제인가요?" };
    const sent = [
      ["/join", { ...join, email: "asha@example.org" }, "🎉 Joining request sent successfully!"],
      ["/korean/join", { ...join, name: "이서준", email: "seojun@example.org" }, "🎉 가입 신청이 접수되었습니다!"],
      ["/contact", { ...contact, name: "Ravi", email: "ravi@example.org" }, "✅ Message sent successfully!"],
      ["/korean/contact", { ...contact, email: "minji@example.org" }, "✅ 메시지를 보냈습니다!"],
    ] as const;
    for (const [path, fields, answer] of sent) {
      const response = await postForm(`${server.url}${path}`, fields);
      expect(response.status).toBe(200);
      expect(response.html).toContain(answer);
    }

    // SMTP is down: each e-mail is tried and fails, and says why.
    await eventually(
      async () => (await query("select id from outbox where attempts >= 1 and last_error is not null")).length === 4,
      20_000,
      "four failed tries",
    );
    expect(await server.stop()).toBe(0);
    expect(server.logs.join("\n")).toContain("mail send failed, will retry");

    const sink = await smtpOn(smtpPort);
    server = await start(serverEnv);
    const mails = await sink.waitFor(4);
    await allRecordedSent(query);
    expect(sink.received).toHaveLength(4);
    expectEachOnce(sink.received);

    const to = (address: string, name: string) =>
      mails.find((m) => m.envelopeTo.includes(address) && m.header("reply-to")?.includes(name));
    const joinEn = to("membership@club.example", "asha@example.org");
    expect(joinEn?.subject).toBe("Join request from Asha Verma");
    for (const line of ["Name: Asha Verma", "Age: 34", "Phone: +91 90000 00000", "E-mail: asha@example.org"]) {
      expect(joinEn?.text).toContain(line);
    }
    expect(joinEn?.text).toMatch(/Time: \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST/);
    expect(joinEn?.text).toContain("Why they would like to join:\nI want to serve.");
    const joinKo = to("membership@club.example", "seojun@example.org");
    expect(joinKo?.subject).toBe("가입 신청: 이서준 / Join request from 이서준");
    expect(joinKo?.text).toContain("나이: 34");
    expect(joinKo?.text).toContain("Name: 이서준");
    const contactEn = to("secretary@club.example", "ravi@example.org");
    expect(contactEn?.subject).toBe("Message from Ravi (contact form)");
    expect(contactEn?.text).toContain("Message:\n다음 봉사는 언제인가요?");
    const contactKo = to("secretary@club.example", "minji@example.org");
    expect(contactKo?.subject).toBe("문의: 김민지 / Message from 김민지 (contact form)");
    expect(contactKo?.text).toContain("문의 내용:\n다음 봉사는 언제인가요?");
    expect(contactKo?.header("from")).toBe("Club website <website@club.example>");

    const rows = await query<{ sent_at: string | null; locked_by: string | null }>(
      "select sent_at, locked_by from outbox",
    );
    expect(rows.every((r) => r.sent_at !== null && r.locked_by === null)).toBe(true);
    await server.stop();
  });
});

describe("without SMTP_URL", () => {
  it("messages wait in the inbox, and the start-up log says so once", async () => {
    const dataDir = tempDataDir();
    const server = await start({ DATA_DIR: dataDir, DEMO_CONTENT: "0", FORM_MIN_FILL_SECONDS: "0" });
    const notices = server.logs.filter((line) => line.includes("SMTP_URL is not set"));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0] ?? "{}")).toMatchObject({ level: "warn" });
    const response = await postForm(`${server.url}/contact`, {
      name: "Asha",
      email: "wait@example.org",
      phone: "+91 90000 00000",
      message: "Hello",
    });
    expect(response.html).toContain("✅ Message sent successfully!");
    // No worker runs at all, so nothing will ever try the row.
    expect(server.logs.join("\n")).not.toContain('"msg":"mail delivery on"');
    const query = databaseReader({ dataDir });
    const rows = await query(
      "select m.status, o.attempts, o.sent_at from messages m join outbox o on o.message_id = m.id",
    );
    expect(rows).toEqual([{ status: "new", attempts: 0, sent_at: null }]);
    expect(server.logs.filter((line) => line.includes("SMTP_URL is not set"))).toHaveLength(1);
    await server.stop();
  });
});

describe.skipIf(!postgresUrl)("several server processes on one PostgreSQL database", () => {
  it("two servers sharing one database and one SMTP server e-mail every message exactly once", async () => {
    const schema = await createTestSchema(postgresUrl as string);
    cleanups.push(schema.drop);
    const smtpPort = await freePort();
    const common = { ...mailEnv(smtpPort), DATABASE_URL: schema.url, MESSAGE_LIMIT_PER_HOUR: "1000" };
    const first = await start({ ...common, DATA_DIR: tempDataDir() });
    const second = await start({ ...common, DATA_DIR: tempDataDir() });
    const total = 40;
    const stamps = [await formStamp(`${first.url}/contact`), await formStamp(`${second.url}/contact`)];
    await Promise.all(
      Array.from({ length: total }, async (_, n) => {
        const server = n % 2 === 0 ? first : second;
        const response = await postForm(
          `${server.url}/contact`,
          {
            name: `Visitor ${n}`,
            email: `visitor-${n}@example.org`,
            phone: "+91 90000 00000",
            message: `Message ${n}`,
          },
          // A page served by one process is accepted by the other: the signing key lives in the database.
          { stamp: stamps[(n + 1) % 2] },
        );
        expect(response.status).toBe(200);
      }),
    );
    const query = databaseReader({ dataDir: "", databaseUrl: schema.url });
    expect(await query("select id from messages where status = 'new'")).toHaveLength(total);
    // Both processes have tried (and failed) while SMTP was down; now they race for the same due rows.
    const sink = await smtpOn(smtpPort, { delayMs: 5 });
    await sink.waitFor(total, 40_000);
    await allRecordedSent(query);
    expect(sink.received).toHaveLength(total);
    expectEachOnce(sink.received);
    // Both processes sent some, and between them each e-mail once.
    // Each process logs "mail sent" just after recording it.
    const countSent = () =>
      [first, second].map((server) => server.logs.filter((l) => l.includes('"msg":"mail sent"')).length);
    await eventually(async () => countSent().reduce((a, b) => a + b, 0) >= total, 10_000, "a log line per e-mail sent");
    const sentBy = countSent();
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(total);
  });
});

describe("500 messages at once", () => {
  it("with the rate limit raised through MESSAGE_LIMIT_PER_HOUR, 500 concurrent submissions make 500 rows and, once SMTP is up, 500 deliveries, none twice", async () => {
    const dataDir = tempDataDir();
    const smtpPort = await freePort();
    const server = await start({
      ...mailEnv(smtpPort),
      DATA_DIR: dataDir,
      MESSAGE_LIMIT_PER_HOUR: "1000",
    });
    const stamp = await formStamp(`${server.url}/join`);
    const total = 500;
    const statuses = await Promise.all(
      Array.from({ length: total }, async (_, n) => {
        const response = await fetch(`${server.url}/join`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            name: `Member ${n}`,
            age: "30",
            phone: "+91 90000 00000",
            email: `member-${n}@example.org`,
            reason: `Reason ${n}`,
            formStarted: stamp,
            website: "",
          }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const query = databaseReader({ dataDir });
    expect(await query("select id from messages where kind = 'join' and status = 'new'")).toHaveLength(total);
    expect(await query("select id from outbox")).toHaveLength(total);

    const sink = await smtpOn(smtpPort);
    await sink.waitFor(total, 45_000);
    await allRecordedSent(query);
    expect(sink.received).toHaveLength(total);
    expectEachOnce(sink.received);
    expect(new Set(sink.received.map((m) => m.header("reply-to"))).size).toBe(total);
    expect(await query("select id from outbox where sent_at is null")).toEqual([]);
    await server.stop();
  }, 90_000);
});

describe("client address and the per-address limit", () => {
  const fields = { name: "Asha", phone: "+91 90000 00000", message: "Hello" };

  it("without TRUST_PROXY the address is the socket's: a forged X-Forwarded-For neither shows up nor gets round the limit", async () => {
    const dataDir = tempDataDir();
    const server = await start({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      FORM_MIN_FILL_SECONDS: "0",
      MESSAGE_LIMIT_PER_HOUR: "2",
    });
    const results = [];
    for (const n of [1, 2, 3]) {
      results.push(
        await postForm(
          `${server.url}/contact`,
          { ...fields, email: `socket-${n}@example.org` },
          { headers: { "X-Forwarded-For": `198.51.100.${n}` } },
        ),
      );
    }
    expect(results.map((r) => r.status)).toEqual([200, 200, 429]);
    const ips = await databaseReader({ dataDir })<{ client_ip: string }>("select client_ip from messages");
    expect(ips.map((r) => r.client_ip)).toEqual(["127.0.0.1", "127.0.0.1"]);
    await server.stop();
  });

  it("with TRUST_PROXY the address is the last X-Forwarded-For entry (the one the proxy wrote), and each address has its own limit", async () => {
    const dataDir = tempDataDir();
    const server = await start({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      FORM_MIN_FILL_SECONDS: "0",
      MESSAGE_LIMIT_PER_HOUR: "2",
      TRUST_PROXY: "1",
    });
    const from = (address: string, n: number) =>
      postForm(
        `${server.url}/contact`,
        { ...fields, email: `proxy-${n}@example.org` },
        { headers: { "X-Forwarded-For": `203.0.113.250, ${address}` } },
      );
    expect((await from("198.51.100.7", 1)).status).toBe(200);
    expect((await from("198.51.100.7", 2)).status).toBe(200);
    expect((await from("198.51.100.7", 3)).status).toBe(429);
    expect((await from("198.51.100.8", 4)).status).toBe(200);
    const ips = await databaseReader({ dataDir })<{ client_ip: string }>("select client_ip from messages order by id");
    expect(ips.map((r) => r.client_ip)).toEqual(["198.51.100.7", "198.51.100.7", "198.51.100.8"]);
    await server.stop();
  });

  it("over the limit, the page answers 429 in the visitor's language with what they typed still in the form", async () => {
    const dataDir = tempDataDir();
    const server = await start({
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      FORM_MIN_FILL_SECONDS: "0",
      MESSAGE_LIMIT_PER_HOUR: "1",
    });
    const join = { name: "Asha", age: "34", phone: "+91 90000 00000", email: "limit@example.org", reason: "Serve" };
    expect((await postForm(`${server.url}/join`, join)).status).toBe(200);
    const english = await postForm(`${server.url}/join`, { ...join, reason: "Typed again" });
    expect(english.status).toBe(429);
    expect(english.retryAfter).toBe("3600");
    expect(english.html).toContain("❌ Too many messages from your connection.");
    expect(english.html).toContain(">Typed again</textarea>");
    const korean = await postForm(`${server.url}/korean/contact`, {
      name: "김민지",
      email: "minji@example.org",
      phone: "+82 10-1234-5678",
      message: "다시 보냅니다",
    });
    expect(korean.status).toBe(429);
    expect(korean.retryAfter).toBe("3600");
    expect(korean.html).toContain("❌ 같은 곳에서 너무 많은 메시지가 왔습니다.");
    expect(korean.html).toContain('value="김민지"');
    const rows = await databaseReader({ dataDir })("select id from messages");
    expect(rows).toHaveLength(1);
    await server.stop();
  });
});

describe("mail configuration at start-up", () => {
  it.each([
    [{ SMTP_URL: "smtp://127.0.0.1:2525", JOIN_TO: "a@example.org", CONTACT_TO: "b@example.org" }, "MAIL_FROM"],
    [{ MAIL_ACK: "sometimes" }, "MAIL_ACK"],
    [{ MESSAGE_LIMIT_PER_HOUR: "-5" }, "MESSAGE_LIMIT_PER_HOUR"],
    [{ MAIL_MAX_ATTEMPTS: "zero" }, "MAIL_MAX_ATTEMPTS"],
  ])("%o stops start-up with one line naming %s", async (env, name) => {
    const { code, stderr } = await runServerExpectingFailure({ DATA_DIR: tempDataDir(), ...env });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});
