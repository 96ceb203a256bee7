import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/connect.server";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { setLogLevel } from "~/log.server";
import { clearUndeliverable, recordBulletinRefusal } from "~/mail/bulletin-bounces.server";
import { claimDueMail } from "~/mail/outbox.server";
import { smtpTransport } from "~/mail/transport.server";
import { createMailWorker, type MailWorker } from "~/mail/worker.server";
import { mailCopyKey } from "~/media/mail-copy.server";
import { saveImage } from "~/media/save.server";
import { LocalMediaStore } from "~/media/store.server";
import {
  addBulletinMembers,
  membersToAdd,
  recipientOfToken,
  unsubscribeToken,
} from "~/models/bulletin-audience.server";
import { bulletinRecipients, queueBulletin, sendDueBulletins, sendTestBulletin } from "~/models/bulletin-send.server";
import { type BulletinWrite, createBulletin, scheduleBulletin, setBulletinsPerHour } from "~/models/bulletins.server";
import { seedIfEmpty } from "~/seed/seed.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { insertMember } from "../helpers/members";
import { mimePart, type ReceivedMail, type SmtpSink, startSmtp } from "../helpers/smtp";

const setup = { publicUrl: "https://club.example", unsubscribeMailto: "secretary@club.example", media: null };
const languages: Locale[] = ["en", "ko", "hi"];
const titles: Record<Locale, string> = {
  en: "Weekly bulletin: 1 December",
  ko: "주간 소식지: 12월 1일",
  hi: "साप्ताहिक बुलेटिन: 1 दिसंबर",
};

function bulletin(): BulletinWrite {
  return {
    texts: {
      en: { title: titles.en, body: "Our speaker this week talks about **clean water**. [Projects](/projects)" },
      ko: { title: titles.ko, body: "이번 주 연사는 **깨끗한 물**에 대해 이야기합니다." },
      hi: { title: titles.hi, body: "इस सप्ताह हमारे वक्ता **स्वच्छ पानी** पर बोलेंगे।" },
    },
    membersOnly: false,
    withEvents: true,
    withCelebrations: true,
    withProjects: true,
    photoIds: [],
  };
}

/** `count` people on the list, by turns in each language: members with an account, then confirmed friends. */
async function audience(db: Db, count: number, tag: string) {
  const people: { email: string; locale: Locale }[] = [];
  for (let i = 0; i < count; i++) {
    const locale = languages[i % 3] as Locale;
    const email = `${tag}-${i}@example.org`;
    people.push({ email, locale });
    if (i % 2 === 0) {
      const id = await insertMember(db, `Member ${tag} ${i}`, { memberNo: `${tag}${i}` });
      await db
        .insertInto("officials")
        .values({ email, password_hash: "x", created_at: nowIso(), role: "member", member_id: id, locale })
        .execute();
    } else
      await db
        .insertInto("newsletter_friends")
        .values({
          email,
          locale,
          status: "confirmed",
          token_hash: null,
          token_expires_at: null,
          created_at: nowIso(),
          updated_at: nowIso(),
          confirmed_at: nowIso(),
        })
        .execute();
  }
  return people;
}

function countBy<T>(items: T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Waits for a condition, however busy the machine. */
async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 6000; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("condition not met");
}

describe.each(testEngines)("sending the bulletin through the outbox, on $name", ({ setup: engineSetup }) => {
  const handle = migratedDatabase(engineSetup);
  let sink: SmtpSink;
  const workers: MailWorker[] = [];
  const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "club-bulletin-")));

  beforeAll(async () => {
    setLogLevel("error");
    sink = await startSmtp();
    await seedIfEmpty(handle.database.db, store, { demo: false, engine: handle.database.engine });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop().catch(() => {});
    await sink.close();
  });

  function worker(batchSize = 10) {
    const made = createMailWorker({
      db: handle.database.db,
      engine: handle.database.engine,
      transport: smtpTransport(sink.url),
      from: "Club <website@club.example>",
      officials: { join: "membership@club.example", contact: "secretary@club.example" },
      pollMs: 3_600_000,
      leaseMs: 60_000,
      retry: { baseMs: 1000, maxMs: 1000, maxAttempts: 3 },
      batchSize,
    });
    workers.push(made);
    return made;
  }

  it("200 recipients in three languages each get exactly one copy in their language with both unsubscribe headers, after a restart mid-send too", async () => {
    const { db, engine } = handle.database;
    await setBulletinsPerHour(db, 1000);
    const people = await audience(db, 200, "all");
    // Not on the list: a sign-up never confirmed, an address that unsubscribed, one undeliverable.
    await db
      .insertInto("newsletter_friends")
      .values({
        email: "pending@example.org",
        locale: "en",
        status: "pending",
        token_hash: "h",
        token_expires_at: nowIso(new Date(Date.now() + 86_400_000)),
        created_at: nowIso(),
        updated_at: nowIso(),
        confirmed_at: null,
      })
      .execute();
    await db
      .insertInto("bulletin_unsubscribes")
      .values({ email: "all-1@example.org", how: "one-click", unsubscribed_at: nowIso() })
      .execute();
    for (const id of [1, 2, 3]) await recordBulletinRefusal(db, "all-3@example.org", 1000 + id, "550 No such mailbox");
    const expected = people.filter((p) => !["all-1@example.org", "all-3@example.org"].includes(p.email));
    expect((await bulletinRecipients(db)).map((r) => r.email).sort()).toEqual(expected.map((p) => p.email).sort());

    const id = await createBulletin(db, null, bulletin());
    const at = new Date(Date.now() - 60_000);
    expect(await scheduleBulletin(db, id, at)).toBeNull();
    expect(await sendDueBulletins(db, setup, new Date(at.getTime() - 1000))).toBe(0);
    expect(await sendDueBulletins(db, setup, at)).toBe(198);
    // Queued once: a second look (another process, a restart) queues nothing more.
    expect(await queueBulletin(db, id, setup, at)).toBeNull();
    expect(await sendDueBulletins(db, setup, new Date(at.getTime() + 60_000))).toBe(0);

    // A process takes ten copies and dies before sending them: their lease runs out, then others send them.
    const lost = await claimDueMail(db, engine, { now: new Date(), leaseMs: 1, limit: 10, owner: "killed" });
    expect(lost).toHaveLength(10);
    const first = worker();
    first.start();
    await until(() => sink.received.length >= 40);
    await first.stop();
    const before = sink.received.length;
    expect(before).toBeLessThan(198);
    await worker().drain();
    expect(sink.received.length).toBe(198);

    const byRecipient = countBy(sink.received, (mail) => mail.envelopeTo.join(","));
    expect([...byRecipient.values()].every((n) => n === 1)).toBe(true);
    expect([...byRecipient.keys()].sort()).toEqual(expected.map((p) => p.email).sort());
    const links = new Set<string>();
    for (const person of expected) {
      const mail = sink.received.find((m) => m.envelopeTo[0] === person.email) as ReceivedMail;
      expect(mail.subject).toBe(titles[person.locale]);
      const listUnsubscribe = mail.header("list-unsubscribe") ?? "";
      const link = /<(https:\/\/club\.example\/[^>]*unsubscribe\/[^>]+)>/.exec(listUnsubscribe)?.[1] ?? "";
      expect(link).not.toBe("");
      expect(
        link.startsWith(
          `https://club.example${person.locale === "en" ? "" : `/${person.locale === "ko" ? "korean" : "hindi"}`}/unsubscribe/`,
        ),
      ).toBe(true);
      expect(listUnsubscribe).toContain("<mailto:secretary@club.example?subject=unsubscribe>");
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.raw).toContain("multipart/alternative");
      links.add(link);
    }
    // Every link is the recipient's own.
    expect(links.size).toBe(expected.length);
    const outbox = await db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.count<number>("sent_at").as("sent"), eb.fn.countAll<number>().as("all")])
      .where("bulletin_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(outbox.sent)).toBe(198);
    expect(Number(outbox.all)).toBe(198);
  }, 300_000);

  it("the hourly cap holds: no more than the setting leaves in an hour, the rest the hour after", async () => {
    const { db } = handle.database;
    // The hour of the test before is over.
    await db
      .updateTable("outbox")
      .set({ attempted_at: nowIso(new Date(Date.now() - 2 * 3_600_000)) })
      .where("bulletin_id", "is not", null)
      .execute();
    await db.deleteFrom("officials").execute();
    await db.deleteFrom("newsletter_friends").execute();
    await audience(db, 45, "cap");
    await setBulletinsPerHour(db, 20);
    const received = sink.received.length;
    const id = await createBulletin(db, null, bulletin());
    await scheduleBulletin(db, id, new Date());
    expect(await sendDueBulletins(db, setup, new Date())).toBe(45);
    const capped = worker(7);
    await capped.drain();
    expect(sink.received.length - received).toBe(20);
    // Other mail is not held back by the cap.
    await db
      .insertInto("outbox")
      .values({
        message_id: null,
        audience: "visitor",
        recipient: "reset@example.org",
        subject: "Reset your password",
        body: "A link",
        attempts: 0,
        next_attempt_at: nowIso(),
        sent_at: null,
        last_error: null,
        created_at: nowIso(),
      })
      .execute();
    await capped.drain();
    expect(sink.received.length - received).toBe(21);
    expect(sink.received.at(-1)?.envelopeTo).toEqual(["reset@example.org"]);
    // An hour later.
    await db
      .updateTable("outbox")
      .set({ attempted_at: nowIso(new Date(Date.now() - 2 * 3_600_000)) })
      .where("bulletin_id", "=", id)
      .execute();
    await capped.drain();
    expect(sink.received.length - received).toBe(41);
  }, 300_000);

  it("an address refused for good by its server (5xx) is skipped after 3 bulletins until an official clears it", async () => {
    const { db, engine } = handle.database;
    await db.updateTable("outbox").set({ attempted_at: null }).execute();
    await setBulletinsPerHour(db, 1000);
    await db.deleteFrom("officials").execute();
    await db.deleteFrom("newsletter_friends").execute();
    await audience(db, 3, "bounce");
    const refusing = await startSmtp({ refuse: ["bounce-1@example.org"] });
    const refusedWorker = createMailWorker({
      db,
      engine,
      transport: smtpTransport(refusing.url),
      from: "Club <website@club.example>",
      officials: { join: "membership@club.example", contact: "secretary@club.example" },
      pollMs: 3_600_000,
      leaseMs: 60_000,
      retry: { baseMs: 1000, maxMs: 1000, maxAttempts: 3 },
    });
    try {
      for (let round = 1; round <= 3; round++) {
        const id = await createBulletin(db, null, bulletin());
        await scheduleBulletin(db, id, new Date());
        expect(await sendDueBulletins(db, setup, new Date())).toBe(3);
        await refusedWorker.drain();
      }
      const bounce = await db
        .selectFrom("bulletin_bounces")
        .selectAll()
        .where("email", "=", "bounce-1@example.org")
        .executeTakeFirstOrThrow();
      expect(bounce.bulletins).toBe(3);
      expect(bounce.undeliverable_at).not.toBeNull();
      expect((await bulletinRecipients(db)).map((r) => r.email)).toEqual([
        "bounce-0@example.org",
        "bounce-2@example.org",
      ]);
      await clearUndeliverable(db, "bounce-1@example.org");
      expect((await bulletinRecipients(db)).map((r) => r.email)).toContain("bounce-1@example.org");
    } finally {
      await refusedWorker.stop();
      await refusing.close();
    }
  }, 300_000);

  it("a test copy goes to the official alone, marked [Test], with both headers, and is no copy of the bulletin", async () => {
    const { db } = handle.database;
    await db.updateTable("outbox").set({ attempted_at: null }).execute();
    const id = await createBulletin(db, null, bulletin());
    const received = sink.received.length;
    expect(await sendTestBulletin(db, id, { accountId: 1, email: "secretary@club.example", locale: "ko" }, setup)).toBe(
      true,
    );
    expect(await sendTestBulletin(db, 999_999, { accountId: 1, email: "x@club.example", locale: "ko" }, setup)).toBe(
      false,
    );
    await worker().drain();
    const copies = sink.received.slice(received);
    expect(copies.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [["secretary@club.example"], `[Test] ${titles.ko}`],
    ]);
    expect(copies[0]?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const counted = await db.selectFrom("outbox").select("id").where("bulletin_id", "=", id).execute();
    expect(counted).toEqual([]);
  }, 300_000);

  it("a bulletin's photos: every copy links each as a JPEG on the site (absolute), described in the reader's language, nothing attached", async () => {
    const { db } = handle.database;
    await db.updateTable("outbox").set({ attempted_at: null }).execute();
    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const photoId = await saveImage(db, store, picture, {
      en: "Volunteers at the well",
      ko: "우물가의 봉사자들",
      hi: "",
    });
    const id = await createBulletin(db, null, { ...bulletin(), photoIds: [photoId, photoId, 999_999] });
    const withPhotos = { ...setup, media: store };
    const received = sink.received.length;
    expect(
      await sendTestBulletin(db, id, { accountId: 1, email: "photos@club.example", locale: "ko" }, withPhotos),
    ).toBe(true);
    expect(
      await sendTestBulletin(db, id, { accountId: 1, email: "photos@club.example", locale: "hi" }, withPhotos),
    ).toBe(true);
    await worker().drain();
    const [korean, hindi] = sink.received.slice(received).map((mail) => ({
      html: mimePart(mail.raw, "text/html").toString("utf8"),
      raw: mail.raw,
    }));
    const [row] = await db.selectFrom("media").select("variants").where("id", "=", photoId).execute();
    const webp = (JSON.parse(row?.variants ?? "[]") as { format: string; width: number; key: string }[])
      .filter((v) => v.format === "webp" && v.width <= 1200)
      .sort((a, b) => b.width - a.width)[0];
    const jpeg = mailCopyKey(webp?.key ?? "");
    expect(jpeg).toMatch(/\.jpg$/);
    // One photo (the same one twice and a missing one are dropped when saved), made once as a JPEG.
    expect(korean?.html.match(/<img /g)).toHaveLength(1);
    expect(korean?.html).toContain(`src="https://club.example/media/${jpeg}"`);
    expect(korean?.html).toContain('alt="우물가의 봉사자들"');
    // No Hindi description: the English one.
    expect(hindi?.html).toContain('alt="Volunteers at the well"');
    // Nothing attached: the message's only parts are its text and its HTML.
    expect(korean?.raw.match(/^content-type: [a-z]+\/[a-z-]+/gim)?.map((line) => line.toLowerCase())).toEqual([
      "content-type: multipart/alternative",
      "content-type: text/plain",
      "content-type: text/html",
    ]);
    const stored = await store.get(jpeg);
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).format).toBe("jpeg");
  }, 300_000);

  it("members without an account an official added in bulk get the bulletin in the language chosen; members with one are not offered", async () => {
    const { db } = handle.database;
    const member = async (no: string, email: string) => {
      const id = await insertMember(db, `Member ${no}`, { memberNo: no });
      await db.insertInto("member_profiles").values({ member_id: id, email, updated_at: nowIso() }).execute();
      return id;
    };
    const paper = await member("BULK1", "Paper.Member@Example.org");
    const noAddress = await member("BULK2", "");
    const withAccount = await member("BULK3", "has-account@example.org");
    await db
      .insertInto("officials")
      .values({
        email: "has-account@example.org",
        password_hash: "x",
        created_at: nowIso(),
        role: "member",
        member_id: withAccount,
        locale: "en",
      })
      .execute();
    const offered = (await membersToAdd(db)).map((m) => m.id);
    expect(offered).toContain(paper);
    expect(offered).not.toContain(noAddress);
    expect(offered).not.toContain(withAccount);
    expect(await addBulletinMembers(db, null, [paper, noAddress, withAccount], "hi")).toBe(1);
    expect((await membersToAdd(db)).map((m) => m.id)).not.toContain(paper);
    const recipient = (await bulletinRecipients(db)).find((r) => r.email === "paper.member@example.org");
    expect(recipient).toEqual({ key: `m${paper}`, email: "paper.member@example.org", locale: "hi", reason: "member" });
    expect((await bulletinRecipients(db)).some((r) => r.email === "has-account@example.org")).toBe(true);
    // Their copy's unsubscribe link names them, as a member's or a friend's does.
    const token = await unsubscribeToken(db, `m${paper}`, "paper.member@example.org");
    expect(await recipientOfToken(db, token)).toEqual({
      email: "paper.member@example.org",
      locale: "hi",
      bulletinId: null,
    });
  });
});
