import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { setLogLevel } from "~/log.server";
import { type ClaimedMail, claimDueMail } from "~/mail/outbox.server";
import { smtpTransport } from "~/mail/transport.server";
import { createMailWorker, type MailWorker, outgoingMail } from "~/mail/worker.server";
import { listAudit } from "~/models/audit.server";
import { getInboxMessage, retryMessageDelivery } from "~/models/inbox.server";
import { type NewMessage, saveMessage } from "~/models/messages.server";
import { createTestSchema, postgresUrl } from "../helpers/postgres";
import { freePort, type ReceivedMail, type SmtpSink, startSmtp } from "../helpers/smtp";

/** A condition on a busy machine (another suite beside this one) may take far longer than on an idle one. */
const generousWait = { timeout: 60_000, interval: 30 };

const noTest = (..._args: unknown[]) => {};

const engines = [
  {
    name: "SQLite",
    setup: async () => ({
      target: {
        kind: "sqlite" as const,
        file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-mail-")), "club.db"),
      },
      drop: async () => {},
    }),
  },
  ...(postgresUrl
    ? [
        {
          name: "PostgreSQL",
          setup: async () => {
            const schema = await createTestSchema(postgresUrl as string);
            return { target: { kind: "postgres" as const, url: schema.url }, drop: schema.drop };
          },
        },
      ]
    : []),
];

const officials = { join: "membership@club.example", contact: "secretary@club.example" };
const from = "Club website <website@club.example>";
const mailOptions = { officials, acknowledge: true, publicUrl: "https://club.example" };

function message(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    kind: "contact",
    locale: "en",
    name: "Asha Verma",
    email: `asha-${Math.random().toString(36).slice(2)}@example.org`,
    phone: "+91 90000 00000",
    age: null,
    body: "Hello",
    clientIp: null,
    ...overrides,
  };
}

function countBy<T>(items: T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Every e-mail came once: no Message-ID twice. */
function expectEachOnce(mails: ReceivedMail[]) {
  const twice = [...countBy(mails, (m) => m.messageId)].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
}

describe.each(engines)("mail delivery from the outbox on $name", ({ name, setup }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtpPort: number;
  let smtp: SmtpSink | null = null;
  const workers: MailWorker[] = [];

  function worker(options: { maxAttempts?: number; batchSize?: number; db?: Database } = {}) {
    const db = options.db ?? database;
    const created = createMailWorker({
      db: db.db,
      engine: db.engine,
      transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
      from,
      officials,
      pollMs: 60_000,
      leaseMs: 30_000,
      retry: { baseMs: 20, maxMs: 200, maxAttempts: options.maxAttempts ?? 50 },
      batchSize: options.batchSize,
    });
    workers.push(created);
    return created;
  }

  /** Drains until nothing is waiting or leased (the worker is then idle), or `timeoutMs` passes. */
  async function deliverAll(w: MailWorker, timeoutMs = 60_000) {
    await vi.waitFor(
      async () => {
        await w.drain();
        const pending = await database.db
          .selectFrom("outbox")
          .select("id")
          .where("sent_at", "is", null)
          .where("failed_at", "is", null)
          .execute();
        expect(pending, "e-mails still waiting").toEqual([]);
      },
      { timeout: timeoutMs, interval: 25 },
    );
  }

  const outboxOf = (messageId: number) =>
    database.db.selectFrom("outbox").selectAll().where("message_id", "=", messageId).orderBy("id").execute();

  beforeAll(async () => {
    // Failed tries log a warning each; the assertions here read the outbox instead.
    setLogLevel("silent");
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    smtpPort = await freePort();
  });

  beforeEach(async () => {
    // Each test starts with an empty outbox, so what arrives is what it sent.
    await database.db.deleteFrom("outbox").execute();
    await smtp?.close();
    smtp = null;
  });

  afterAll(async () => {
    for (const w of workers) await w.stop();
    await smtp?.close();
    await database?.close();
    await drop?.();
  });

  async function smtpUp(options: Parameters<typeof startSmtp>[0] = {}) {
    smtp = await startSmtp({ port: smtpPort, ...options });
    return smtp;
  }

  it("both templates arrive with the right fields: join (Korean with the English original) and contact, each to its officials' address with the visitor as Reply-To, plus the acknowledgements", async () => {
    const sink = await smtpUp();
    const join = await saveMessage(
      database.db,
      message({
        kind: "join",
        locale: "ko",
        name: "김민지",
        email: "minji@example.org",
        age: 29,
        body: "봉사하고 싶습니다.",
      }),
      { mail: mailOptions },
    );
    const contact = await saveMessage(database.db, message({ email: "asha@example.org", body: "Health camp?" }), {
      mail: mailOptions,
    });
    expect(join).toMatchObject({ saved: true, emails: 2 });
    expect(contact).toMatchObject({ saved: true, emails: 2 });
    await deliverAll(worker());
    const mails = await sink.waitFor(4);
    expect(mails).toHaveLength(4);

    const toJoin = mails.find((m) => m.envelopeTo.includes(officials.join));
    expect(toJoin?.envelopeFrom).toBe("website@club.example");
    expect(toJoin?.header("from")).toBe("Club website <website@club.example>");
    expect(toJoin?.header("reply-to")).toContain("minji@example.org");
    expect(toJoin?.subject).toBe("가입 신청: 김민지 / Join request from 김민지");
    for (const text of ["이름: 김민지", "나이: 29", "전화번호: +91 90000 00000", "이메일: minji@example.org"]) {
      expect(toJoin?.text).toContain(text);
    }
    expect(toJoin?.text).toMatch(/시간: \d{4}년 \d{1,2}월 \d{1,2}일/);
    expect(toJoin?.text).toContain("가입하고 싶은 이유:\n봉사하고 싶습니다.");
    expect(toJoin?.text).toContain("---------- English ----------");
    expect(toJoin?.text).toContain("Age: 29");
    expect(toJoin?.text).toContain(`https://club.example/inbox/${join.saved ? join.id : 0}`);

    const toContact = mails.find((m) => m.envelopeTo.includes(officials.contact));
    expect(toContact?.subject).toBe("Message from Asha Verma (contact form)");
    expect(toContact?.header("reply-to")).toContain("asha@example.org");
    expect(toContact?.text).toContain("Message:\nHealth camp?");
    expect(toContact?.text).toMatch(/Time: \d{1,2} [A-Z][a-z]+ \d{4} at .* IST/);
    expect(toContact?.text).not.toContain("Age:");

    const ackKo = mails.find((m) => m.envelopeTo.includes("minji@example.org"));
    expect(ackKo?.subject).toContain("가입 신청이 접수되었습니다");
    expect(ackKo?.header("reply-to")).toBe(officials.join);
    expect(ackKo?.header("auto-submitted")).toBe("auto-replied");
    const ackEn = mails.find((m) => m.envelopeTo.includes("asha@example.org"));
    expect(ackEn?.text).toContain("Dear Asha Verma,");
    expectEachOnce(mails);

    const rows = await outboxOf(join.saved ? join.id : 0);
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 1 && r.last_error === null)).toBe(true);
  });

  it("header injection is impossible: a name with CR/LF and a Bcc line reaches only the officials, on one-line headers", async () => {
    const sink = await smtpUp();
    await saveMessage(
      database.db,
      message({ name: "Evil\r\nBcc: victim@example.org\r\nX-Evil: 1", email: "evil@example.org" }),
      {
        mail: { ...mailOptions, acknowledge: false },
      },
    );
    await deliverAll(worker());
    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual([officials.contact]);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x-evil")).toBe(false);
    expect(mail?.subject).toBe("Message from Evil Bcc: victim@example.org X-Evil: 1 (contact form)");
    expect(mail?.raw).not.toContain("victim@example.org>");
  });

  it("the SMTP server down for a while, then up: every message arrives exactly once, with its tries and last error recorded meanwhile", async () => {
    const w = worker({ batchSize: 4 });
    const saved = [];
    for (let n = 0; n < 12; n++) {
      saved.push(
        await saveMessage(database.db, message({ email: `down-${n}@example.org` }), {
          mail: { ...mailOptions, acknowledge: false },
        }),
      );
    }
    await vi.waitFor(async () => {
      await w.drain();
      const tried = await database.db.selectFrom("outbox").select("id").where("attempts", ">=", 1).execute();
      expect(tried).toHaveLength(12);
    }, generousWait);
    const waiting = await database.db.selectFrom("outbox").selectAll().execute();
    expect(waiting).toHaveLength(12);
    for (const row of waiting) {
      expect(row.sent_at).toBeNull();
      expect(row.failed_at).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    }
    const first = saved[0];
    const entry = await getInboxMessage(database.db, first?.saved ? first.id : 0);
    expect(entry?.delivery).toMatchObject({ state: "retrying" });
    expect(entry?.delivery.lastError).toBeTruthy();

    const sink = await smtpUp();
    await deliverAll(w);
    const mails = await sink.waitFor(12);
    // deliverAll returned with every row recorded as sent, so no further send can come.
    expect(sink.received).toHaveLength(12);
    expectEachOnce(sink.received);
    expect(new Set(mails.map((m) => m.header("reply-to")))).toHaveProperty("size", 12);
    const after = await getInboxMessage(database.db, first?.saved ? first.id : 0);
    expect(after?.delivery).toMatchObject({ state: "sent", lastError: null });
  });

  it("retries wait longer each time (exponential backoff)", async () => {
    const w = createMailWorker({
      db: database.db,
      engine: database.engine,
      transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
      from,
      officials,
      pollMs: 60_000,
      leaseMs: 30_000,
      retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 10 },
      random: () => 0.5,
    });
    workers.push(w);
    const saved = await saveMessage(database.db, message(), { mail: { ...mailOptions, acknowledge: false } });
    const id = saved.saved ? saved.id : 0;
    const waits: number[] = [];
    for (let n = 0; n < 3; n++) {
      await database.db
        .updateTable("outbox")
        .set({ next_attempt_at: new Date().toISOString() })
        .where("message_id", "=", id)
        .execute();
      const before = Date.now();
      await w.drain();
      const [row] = await outboxOf(id);
      waits.push(Math.round((Date.parse(row?.next_attempt_at ?? "") - before) / 1000));
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it("after the last try the message stays visible as undelivered, with the last error; an official can have it tried again", async () => {
    const w = worker({ maxAttempts: 3 });
    const saved = await saveMessage(database.db, message(), { mail: { ...mailOptions, acknowledge: false } });
    const id = saved.saved ? saved.id : 0;
    await vi.waitFor(async () => {
      await w.drain();
      const [tried] = await outboxOf(id);
      expect(tried?.failed_at).not.toBeNull();
    }, generousWait);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ attempts: 3, sent_at: null });
    expect(row?.failed_at).not.toBeNull();
    const entry = await getInboxMessage(database.db, id);
    expect(entry?.delivery.state).toBe("undelivered");
    expect(entry?.delivery.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(entry?.emails[0]).toMatchObject({ state: "undelivered", attempts: 3 });

    // Nothing more is tried on its own...
    const sink = await smtpUp();
    await w.drain();
    expect(sink.received).toHaveLength(0);
    // ...until an official asks; the retry is in the activity log, once.
    const official = await createOfficial(database.db, `retry-${id}@example.org`, "a long enough passphrase");
    expect(await retryMessageDelivery(database.db, official.id, id)).toBe(true);
    expect(await retryMessageDelivery(database.db, official.id, id)).toBe(false);
    const logged = (await listAudit(database.db)).filter((e) => e.entity === "message" && e.entityId === String(id));
    expect(logged.map((e) => [e.who, e.summary])).toEqual([[official.email, "delivery tried again"]]);
    await deliverAll(w);
    await sink.waitFor(1);
    expect((await getInboxMessage(database.db, id))?.delivery.state).toBe("sent");
  });

  it("a recipient the server refuses for good (550) is undelivered at once, and the officials' copy still goes", async () => {
    const sink = await smtpUp({ refuse: ["nobody@example.org"] });
    const saved = await saveMessage(database.db, message({ email: "nobody@example.org" }), { mail: mailOptions });
    await deliverAll(worker());
    await sink.waitFor(1);
    const rows = await outboxOf(saved.saved ? saved.id : 0);
    expect(rows.map((r) => [r.audience, r.sent_at !== null, r.failed_at !== null, r.attempts])).toEqual([
      ["officials", true, false, 1],
      ["visitor", false, true, 1],
    ]);
    expect(rows[1]?.last_error).toContain("550");
  });

  it("an e-mail whose worker stopped mid-send (its lease ran out) is taken over and sent once", async () => {
    const sink = await smtpUp();
    const saved = await saveMessage(database.db, message(), { mail: { ...mailOptions, acknowledge: false } });
    const id = saved.saved ? saved.id : 0;
    const crashed = await claimDueMail(database.db, database.engine, {
      now: new Date(),
      leaseMs: 150,
      limit: 10,
      owner: "crashed",
    });
    expect(crashed.map((c) => c.message?.id)).toEqual([id]);
    const w = worker();
    await w.drain();
    expect(sink.received).toHaveLength(0);
    // Taken over only once the crashed worker's lease has run out.
    await vi.waitFor(async () => {
      const [leased] = await outboxOf(id);
      expect(Date.parse(leased?.locked_until ?? "")).toBeLessThan(Date.now());
    }, generousWait);
    await deliverAll(w);
    await sink.waitFor(1);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ attempts: 2, locked_by: null });
    expect(row?.sent_at).not.toBeNull();
  });

  it("an e-mail the mail server accepted but the outbox never recorded (a kill in between) is sent again after its lease, with the same Message-ID", async () => {
    const sink = await smtpUp();
    const saved = await saveMessage(database.db, message(), { mail: { ...mailOptions, acknowledge: false } });
    const id = saved.saved ? saved.id : 0;
    const [killed] = await claimDueMail(database.db, database.engine, {
      now: new Date(),
      leaseMs: 150,
      limit: 10,
      owner: "killed after the server accepted",
    });
    // What the killed process got as far as: the mail server took the e-mail, nothing recorded it.
    const transport = smtpTransport(`smtp://127.0.0.1:${smtpPort}`);
    await transport.send(outgoingMail(killed as ClaimedMail, { from, officials }));
    transport.close();
    await sink.waitFor(1);
    await vi.waitFor(async () => {
      const [leased] = await outboxOf(id);
      expect(Date.parse(leased?.locked_until ?? "")).toBeLessThan(Date.now());
    }, generousWait);
    await deliverAll(worker());
    await sink.waitFor(2);
    const [first, second] = sink.received;
    expect(second?.messageId).toBe(first?.messageId);
    expect(first?.messageId).toMatch(/^<outbox-\d+\.[0-9a-z]+@club\.example>$/);
    const [row] = await outboxOf(id);
    expect(row?.sent_at).not.toBeNull();
  });

  // Defined only on PostgreSQL: SQLite is one process, so there is nothing to race.
  (name === "PostgreSQL" ? it : noTest)(
    "two workers with their own connections on one PostgreSQL database never send the same e-mail twice (FOR UPDATE SKIP LOCKED)",
    async () => {
      const sink = await smtpUp({ delayMs: 5 });
      const second = openDatabase(
        database.engine === "postgres"
          ? { kind: "postgres", url: await currentUrl() }
          : { kind: "sqlite", file: ":memory:" },
      );
      try {
        const total = 80;
        for (let n = 0; n < total; n++) {
          await saveMessage(database.db, message({ email: `pair-${n}@example.org` }), {
            mail: { ...mailOptions, acknowledge: false },
          });
        }
        const a = worker({ batchSize: 3 });
        const b = worker({ batchSize: 3, db: second });
        await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
        await deliverAll(a);
        await sink.waitFor(total);
        // Every drain has finished and every row is recorded as sent: the count is final.
        expect(sink.received).toHaveLength(total);
        expectEachOnce(sink.received);
        const attempts = await database.db.selectFrom("outbox").select("attempts").execute();
        expect(attempts.every((r) => r.attempts === 1)).toBe(true);
      } finally {
        await second.close();
      }
    },
  );

  async function currentUrl(): Promise<string> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    const url = new URL(postgresUrl as string);
    url.searchParams.set("options", `-c search_path=${rows[0]?.schema}`);
    return url.toString();
  }
});
