import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countArchivedBulletins,
  countBulletins,
  listArchivedBulletins,
  listBulletins,
} from "~/models/bulletins.server";
import { listInbox } from "~/models/inbox.server";
import { migratedDatabase, sqliteEngine, testEngines } from "../helpers/engines";
import { accountWithSession } from "../helpers/forms";
import { sqlitePlans } from "../helpers/query-plans";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/** 47 bulletins sent a week apart (every fifth for members only), then 3 drafts. */
const sentCount = 47;
const draftCount = 3;
const start = Date.UTC(2025, 0, 2, 13, 30);
const week = 7 * 86_400_000;
const isMembersOnly = (index: number) => index % 5 === 0;

type CopyOutcome = "sent" | "failed" | "waiting";

/** One recipient's copy of a bulletin in the outbox, as sending leaves it. */
function bulletinCopy(bulletinId: number | null, recipient: string, outcome: CopyOutcome, at: string) {
  return {
    audience: "visitor" as const,
    recipient,
    subject: "Bulletin",
    body: "Text",
    next_attempt_at: at,
    created_at: at,
    bulletin_id: bulletinId,
    sent_at: outcome === "sent" ? at : null,
    failed_at: outcome === "failed" ? at : null,
  };
}

/**
 * The bulletin's lists at a club's scale (issue 22, build 3): the archive and
 * the officials' list go a page at a time, newest first, every bulletin on
 * exactly one page, and the officials' figures come from the copies of the
 * bulletin they belong to.
 */
describe.each(testEngines)("the bulletin's lists, a page at a time, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  const sentIds: number[] = [];

  beforeAll(async () => {
    const { db } = handle.database;
    for (let index = 0; index < sentCount + draftCount; index++) {
      const sent = index < sentCount;
      const at = new Date(start + index * week).toISOString();
      const { id } = await db
        .insertInto("bulletins")
        .values({
          status: sent ? "sent" : "draft",
          members_only: isMembersOnly(index) ? 1 : 0,
          sent_at: sent ? at : null,
          recipients: sent ? 3 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (sent) sentIds.push(id);
      await db
        .insertInto("bulletin_texts")
        .values({ bulletin_id: id, locale: "en", title: `Bulletin ${index}`, body: `Number ${index}.` })
        .execute();
    }
  });

  it("the archive lists every sent bulletin a visitor may read exactly once across its pages, newest first; a member's pages hold the members-only ones too", async () => {
    const { db } = handle.database;
    for (const member of [false, true]) {
      const expected = sentIds.filter((_, index) => member || !isMembersOnly(index)).reverse();
      expect(await countArchivedBulletins(db, { member })).toBe(expected.length);
      const pages = Math.ceil(expected.length / 20);
      const seen: number[] = [];
      for (let page = 0; page < pages; page++) {
        const listed = await listArchivedBulletins(db, "en", { member }, { limit: 20, offset: page * 20 });
        expect(listed.length).toBe(page < pages - 1 ? 20 : expected.length - 20 * (pages - 1));
        seen.push(...listed.map((bulletin) => bulletin.id));
      }
      expect(seen).toEqual(expected);
      expect(await listArchivedBulletins(db, "en", { member }, { limit: 20, offset: pages * 20 })).toEqual([]);
    }
  });

  it("the officials' list holds every bulletin, drafts too, newest first, 25 a page, each with the figures of its own copies", async () => {
    const { db } = handle.database;
    const [newestSent, older] = [sentIds.at(-1) as number, sentIds.at(-2) as number];
    const at = new Date().toISOString();
    const copy = (bulletinId: number, recipient: string, outcome: CopyOutcome) =>
      bulletinCopy(bulletinId, recipient, outcome, at);
    await db
      .insertInto("outbox")
      .values([
        copy(newestSent, "a@example.org", "sent"),
        copy(newestSent, "b@example.org", "failed"),
        copy(newestSent, "c@example.org", "waiting"),
        copy(older, "a@example.org", "sent"),
        copy(older, "b@example.org", "sent"),
      ])
      .execute();
    await db
      .insertInto("bulletin_unsubscribes")
      .values({ email: "d@example.org", how: "one-click", unsubscribed_at: at, bulletin_id: older })
      .execute();

    expect(await countBulletins(db)).toBe(sentCount + draftCount);
    const first = await listBulletins(db, { limit: 25 });
    const second = await listBulletins(db, { limit: 25, offset: 25 });
    const ids = [...first, ...second].map((bulletin) => bulletin.id);
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(sentCount + draftCount - 25);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(sentCount + draftCount);
    expect(first.slice(0, draftCount).map((bulletin) => bulletin.status)).toEqual(["draft", "draft", "draft"]);
    expect(first.find((bulletin) => bulletin.id === newestSent)?.figures).toEqual({
      recipients: 3,
      sent: 1,
      failed: 1,
      waiting: 1,
      unsubscribed: 0,
    });
    expect(first.find((bulletin) => bulletin.id === older)?.figures).toEqual({
      recipients: 3,
      sent: 2,
      failed: 0,
      waiting: 0,
      unsubscribed: 1,
    });
  });
});

describe("the outbox's indexes as bulletin copies fill it, on SQLite", () => {
  const handle = migratedDatabase(sqliteEngine.setup);

  it("the figures' read of the outbox uses the covering index outbox_bulletin_figures", async () => {
    const at = new Date().toISOString();
    await handle.database.db
      .insertInto("bulletins")
      .values({ status: "sent", sent_at: at, recipients: 1, created_at: at, updated_at: at })
      .execute();
    const plans = await sqlitePlans(handle.database.db, (watching) => listBulletins(watching, { limit: 25 }));
    const figures = plans.find((plan) => plan.sql.includes('from "outbox"'));
    const details = figures?.steps.map((step) => step.detail) ?? [];
    expect(details.join("\n")).toMatch(/COVERING INDEX outbox_bulletin_figures/);
  });

  it("the inbox finds each message's mail by its index when bulletin copies outnumber it and SQLite's statistics say so", async () => {
    const { db } = handle.database;
    const at = new Date().toISOString();
    const [bulletin] = await db.selectFrom("bulletins").select("id").execute();
    for (let index = 0; index < 60; index++) {
      const { id } = await db
        .insertInto("messages")
        .values({
          kind: "contact",
          locale: "en",
          name: `Visitor ${index}`,
          email: `v${index}@example.org`,
          phone: "",
          body: "Hello",
          submitted_at: at,
          status: "new",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (index < 2)
        await db
          .insertInto("outbox")
          .values({
            message_id: id,
            audience: "officials",
            recipient: "club@example.org",
            subject: "Message",
            body: "Hello",
            next_attempt_at: at,
            created_at: at,
          })
          .execute();
    }
    // Every copy of a bulletin has no message: before migration 0036 they all sat in the
    // message index under NULL, and the statistics said 1,000 rows share each message.
    for (let start = 0; start < 3000; start += 500)
      await db
        .insertInto("outbox")
        .values(
          Array.from({ length: 500 }, (_, index) =>
            bulletinCopy(bulletin?.id ?? null, `reader-${start + index}@example.org`, "waiting", at),
          ),
        )
        .execute();
    await sql`analyze`.execute(db);
    const plans = await sqlitePlans(db, (watching) =>
      listInbox(watching, { kind: "all", status: "open" }, { limit: 50, offset: 0 }),
    );
    const details = plans.flatMap((plan) => plan.steps.map((step) => step.detail));
    expect(details).toContain("SEARCH outbox USING INDEX outbox_message (message_id=?) LEFT-JOIN");
    expect(details.filter((detail) => detail.includes("AUTOMATIC"))).toEqual([]);
  });
});

describe("the archive and the officials' list go a page at a time, on the built server", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir("club-bulletin-pages-");
    server = await startServer({ DATA_DIR: dataDir });
    const db = new Database(path.join(dataDir, "club.db"));
    try {
      const bulletin = db.prepare(
        "insert into bulletins (status, members_only, sent_at, created_at, updated_at) values ('sent', 0, ?, ?, ?) returning id",
      );
      const text = db.prepare("insert into bulletin_texts (bulletin_id, locale, title, body) values (?, ?, ?, ?)");
      for (let index = 0; index < 45; index++) {
        const at = new Date(start + index * week).toISOString();
        const { id } = bulletin.get(at, at, at) as { id: number };
        text.run(id, "en", `Weekly bulletin number ${index}`, `Number ${index}.`);
      }
    } finally {
      db.close();
    }
  });

  afterAll(async () => {
    await server?.stop();
  });

  const html = async (address: string, cookie?: string) => {
    const response = await fetch(`${server.url}${address}`, {
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  /** The bulletins a page links to, in order (the hydration data names them again). */
  const titles = (text: string) =>
    [...text.matchAll(/>Weekly bulletin number (\d+)<\/a>/g)].map((match) => Number(match[1]));

  it("/bulletin shows 20 a page, newest first, with links to the next and previous pages, in the visitor's language; a page past the last is not found", async () => {
    const first = await html("/bulletin");
    expect(first.status).toBe(200);
    expect(titles(first.text)).toEqual(Array.from({ length: 20 }, (_, index) => 44 - index));
    expect(first.text.replaceAll("<!-- -->", "")).toContain("Page 1 of 3");
    expect(first.text).toMatch(
      /<a[^>]*href="\/bulletin\?page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/bulletin\?page=2"/,
    );
    const last = await html("/bulletin?page=3");
    expect(titles(last.text)).toEqual([4, 3, 2, 1, 0]);
    expect(last.text).toMatch(/href="\/bulletin\?page=2"/);
    const korean = await html("/korean/bulletin?page=2");
    expect(korean.text.replaceAll("<!-- -->", "")).toContain("전체 3페이지 중 2페이지");
    expect((await html("/bulletin?page=4")).status).toBe(404);
    const odd = await html("/bulletin?page=1e3");
    expect([odd.status, odd.location]).toEqual([302, "/bulletin"]);
  });

  it("the officials' /bulletins shows 25 a page, newest first, and a page past the last is not found", async () => {
    const cookie = await accountWithSession({ dataDir }, { email: "editor-pages@example.org", role: "editor" });
    const first = await html("/bulletins", cookie);
    expect(first.status).toBe(200);
    expect(titles(first.text)).toEqual(Array.from({ length: 25 }, (_, index) => 44 - index));
    expect(first.text.replaceAll("<!-- -->", "")).toContain("Page 1 of 2");
    const second = await html("/bulletins?page=2", cookie);
    expect(titles(second.text)).toEqual(Array.from({ length: 20 }, (_, index) => 19 - index));
    expect((await html("/bulletins?page=3", cookie)).status).toBe(404);
  });
});
