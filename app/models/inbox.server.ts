import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "~/db/connect.server";
import type { DB, Locale, MailAudience, MessageKind, MessageStatus } from "~/db/schema";
import type { InboxFilters } from "~/lib/inbox-filters";
import { retryUndelivered } from "~/mail/outbox.server";
import { recordAudit } from "./audit.server";
import { enqueueMessageMail, type MailOptions } from "./messages.server";

/** The officials' inbox: join requests and contact messages with how their e-mails fared. */

/** Where a message's e-mail to the officials is. */
export type DeliveryState = "not-mailed" | "waiting" | "retrying" | "sent" | "undelivered";

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

export interface InboxEntry {
  id: number;
  kind: MessageKind;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  body: string;
  submittedAt: string;
  timeText: string | null;
  status: MessageStatus;
  spamReason: string | null;
  delivery: Delivery;
}

export interface InboxEmail {
  id: number;
  audience: MailAudience;
  recipient: string;
  subject: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
  failedAt: string | null;
}

export interface InboxMessage extends InboxEntry {
  clientIp: string | null;
  emails: InboxEmail[];
}

interface OutboxState {
  attempts: number | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
}

function stateOf(row: OutboxState, exists: boolean): DeliveryState {
  if (!exists) return "not-mailed";
  if (row.sent_at) return "sent";
  if (row.failed_at) return "undelivered";
  return Number(row.attempts ?? 0) > 0 ? "retrying" : "waiting";
}

function where(filters: InboxFilters) {
  return (eb: ExpressionBuilder<DB, "messages">) => {
    const conditions = [];
    if (filters.kind !== "all") conditions.push(eb("messages.kind", "=", filters.kind));
    // "Open" is every message not marked spam: said so, the newest-first index serves the list (an IN of
    // two statuses made both engines sort every open message for each page).
    if (filters.status === "open") conditions.push(eb("messages.status", "<>", "spam"));
    else if (filters.status !== "all") conditions.push(eb("messages.status", "=", filters.status));
    return eb.and(conditions);
  };
}

function listQuery(db: Db, filters: InboxFilters) {
  return db
    .selectFrom("messages")
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.message_id", "=", "messages.id").on("outbox.audience", "=", "officials"),
    )
    .select([
      "messages.id",
      "messages.kind",
      "messages.locale",
      "messages.name",
      "messages.email",
      "messages.phone",
      "messages.age",
      "messages.body",
      "messages.submitted_at",
      "messages.time_text",
      "messages.status",
      "messages.spam_reason",
      "outbox.id as outbox_id",
      "outbox.attempts",
      "outbox.sent_at",
      "outbox.failed_at",
      "outbox.last_error",
      "outbox.next_attempt_at",
    ])
    .where(where(filters))
    .orderBy("messages.submitted_at", "desc")
    .orderBy("messages.id", "desc");
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>["execute"]>>[number];

function toEntry(r: ListRow): InboxEntry {
  return {
    id: r.id,
    kind: r.kind,
    locale: r.locale,
    name: r.name,
    email: r.email,
    phone: r.phone,
    age: r.age === null ? null : Number(r.age),
    body: r.body,
    submittedAt: r.submitted_at,
    timeText: r.time_text,
    status: r.status,
    spamReason: r.spam_reason,
    delivery: {
      state: stateOf(r, r.outbox_id !== null),
      attempts: Number(r.attempts ?? 0),
      lastError: r.last_error,
      sentAt: r.sent_at,
      nextAttemptAt: r.sent_at || r.failed_at ? null : r.next_attempt_at,
    },
  };
}

/**
 * Newest first. Given the filters' `total` (countInbox), a page in the older half is read from
 * the oldest end: the last page of 50,000 messages skips nothing, where reading from the newest
 * end skipped 49,950 index entries first (decision 0098).
 */
export async function listInbox(
  db: Db,
  filters: InboxFilters,
  page: { limit: number; offset: number; total?: number },
): Promise<InboxEntry[]> {
  const fromOldest = page.total !== undefined && page.offset * 2 > page.total;
  let { limit, offset } = page;
  if (fromOldest) {
    // Counted from the oldest: the page's own rows (as many as are left) and the older ones skipped.
    const left = (page.total ?? 0) - page.offset;
    if (left <= 0) return [];
    limit = Math.min(page.limit, left);
    offset = left - limit;
  }
  const direction = fromOldest ? "asc" : "desc";
  // The page's ids first, skipped over in the index; only they meet the outbox.
  const pageIds = db
    .selectFrom("messages")
    .select("id")
    .where(where(filters))
    .orderBy("submitted_at", direction)
    .orderBy("id", direction)
    .limit(limit)
    .offset(offset);
  const rows = await listQuery(db, filters).where("messages.id", "in", pageIds).execute();
  return rows.map(toEntry);
}

export async function countInbox(db: Db, filters: InboxFilters): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select(sql<number>`count(*)`.as("n"))
    .where(where(filters))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The messages the filters match, counted only up to `cap`: the officials' menu, on every page
 * an official opens, says "99+" past 99, and an inbox holding thousands of unread messages (a
 * contact form found by spammers) is not counted through on each of them.
 */
export async function countInboxUpTo(db: Db, filters: InboxFilters, cap: number): Promise<number> {
  const found = db.selectFrom("messages").select("messages.id").where(where(filters)).limit(cap);
  const row = await db.selectFrom(found.as("found")).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every message the filters match, newest first, in batches (for the CSV
 * export). Each batch continues after the last row of the one before (keyset
 * pagination on submitted_at, id), so the thousandth batch costs what the
 * first does, and a message arriving meanwhile neither shifts nor repeats rows.
 */
export async function* inboxBatches(db: Db, filters: InboxFilters, batch = 500): AsyncGenerator<InboxEntry[]> {
  let after: { submittedAt: string; id: number } | null = null;
  for (;;) {
    let query = listQuery(db, filters).limit(batch);
    if (after) {
      const { submittedAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb("messages.submitted_at", "<", submittedAt),
          eb.and([eb("messages.submitted_at", "=", submittedAt), eb("messages.id", "<", id)]),
        ]),
      );
    }
    const rows = await query.execute();
    if (rows.length > 0) yield rows.map(toEntry);
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    after = { submittedAt: last.submitted_at, id: last.id };
  }
}

export async function getInboxMessage(db: Db, id: number): Promise<InboxMessage | null> {
  const [row] = await listQuery(db, { kind: "all", status: "all" }).where("messages.id", "=", id).execute();
  if (!row) return null;
  const extra = await db.selectFrom("messages").select("client_ip").where("id", "=", id).executeTakeFirstOrThrow();
  const emails = await db
    .selectFrom("outbox")
    .select([
      "id",
      "audience",
      "recipient",
      "subject",
      "attempts",
      "sent_at",
      "failed_at",
      "last_error",
      "next_attempt_at",
    ])
    .where("message_id", "=", id)
    .orderBy("id")
    .execute();
  return {
    ...toEntry(row),
    clientIp: extra.client_ip,
    emails: emails.map((e) => ({
      id: e.id,
      audience: e.audience,
      recipient: e.recipient,
      subject: e.subject,
      state: stateOf(e, true),
      attempts: Number(e.attempts),
      lastError: e.last_error,
      sentAt: e.sent_at,
      nextAttemptAt: e.sent_at || e.failed_at ? null : e.next_attempt_at,
      failedAt: e.failed_at,
    })),
  };
}

/** Another round of tries for a message's undelivered e-mails, logged with the change; false when none had failed. */
export async function retryMessageDelivery(db: Db, officialId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await retryUndelivered(trx, id)) === 0) return false;
    await recordAudit(trx, officialId, "update", "message", String(id), "delivery tried again");
    return true;
  });
}

/** Marks a message handled or new again; false when there is no such message (or it is spam). */
export async function setMessageStatus(
  db: Db,
  officialId: number,
  id: number,
  status: "new" | "handled",
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("messages")
      .set({ status })
      .where("id", "=", id)
      .where("status", "in", ["new", "handled"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, officialId, "update", "message", String(id), `marked ${status}`);
    return true;
  });
}

/**
 * A message the spam checks caught, put back as new and e-mailed like any
 * other (it never was): the checks can be wrong about a fast typist.
 */
export async function markNotSpam(db: Db, officialId: number, id: number, mail: MailOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom("messages")
      .select(["id", "kind", "locale", "name", "email", "phone", "age", "body", "submitted_at"])
      .where("id", "=", id)
      .where("status", "=", "spam")
      .executeTakeFirst();
    if (!message) return false;
    await trx.updateTable("messages").set({ status: "new", spam_reason: null }).where("id", "=", id).execute();
    const mailed = await trx
      .selectFrom("outbox")
      .select("id")
      .where("message_id", "=", id)
      .where("audience", "=", "officials")
      .executeTakeFirst();
    if (!mailed) {
      await enqueueMessageMail(
        trx,
        {
          id: message.id,
          kind: message.kind,
          locale: message.locale,
          name: message.name,
          email: message.email,
          phone: message.phone,
          age: message.age === null ? null : Number(message.age),
          body: message.body,
          submittedAt: new Date(message.submitted_at),
        },
        { ...mail, acknowledge: false },
      );
    }
    await recordAudit(trx, officialId, "update", "message", String(id), "marked not spam");
    return true;
  });
}
