import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { MailAudience, MessageKind } from "~/db/schema";
import { nowIso } from "~/db/time";
import { mayRetry, type RetryPolicy, retryDelayMs } from "./backoff";

/** An e-mail to write to the outbox in the same transaction as its message. */
export interface OutboxDraft {
  audience: MailAudience;
  /** The visitor's address; for officials, JOIN_TO or CONTACT_TO as configured now (read again when sending). */
  recipient: string;
  subject: string;
  body: string;
  /** The body holds a one-time link: once sent, the outbox keeps only a note that it did. */
  eraseAfterSend?: boolean;
  /** An 80G receipt to attach as its PDF. */
  receiptId?: number;
  /** A private file to attach (a donor's Form 10BE). */
  fileId?: number;
  /** One recipient's copy of a bulletin: at most one per bulletin and address, and under the hourly cap. */
  bulletinId?: number;
  /** An HTML part beside the plain-text body. */
  html?: string;
  /** Extra headers (a bulletin's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** What a sent e-mail's body becomes when it held a one-time link. */
export const erasedBody = "(This e-mail held a one-time link. Its text was removed once the e-mail was sent.)";

/** Writes e-mails to the outbox: a message's (join, contact), or with no message an official's own (a link). */
export async function enqueueMail(db: Db, messageId: number | null, drafts: OutboxDraft[], now = new Date()) {
  if (drafts.length === 0) return;
  await db
    .insertInto("outbox")
    .values(
      drafts.map((draft) => ({
        message_id: messageId,
        audience: draft.audience,
        recipient: draft.recipient,
        subject: draft.subject,
        body: draft.body,
        attempts: 0,
        next_attempt_at: nowIso(now),
        sent_at: null,
        last_error: null,
        created_at: nowIso(now),
        erase_after_send: draft.eraseAfterSend ? 1 : 0,
        receipt_id: draft.receiptId ?? null,
        file_id: draft.fileId ?? null,
        bulletin_id: draft.bulletinId ?? null,
        html: draft.html ?? null,
        headers: draft.headers ? JSON.stringify(draft.headers) : null,
      })),
    )
    // A bulletin's copy for an address it already has (a send resumed) is not queued twice.
    .onConflict((oc) => oc.columns(["bulletin_id", "recipient"]).doNothing())
    .execute();
}

/** An e-mail a worker has taken: it alone sends it until `lockedUntil`. */
export interface ClaimedMail {
  id: number;
  audience: MailAudience;
  recipient: string;
  subject: string;
  body: string;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: string;
  lockedBy: string;
  message: { id: number; kind: MessageKind; name: string; email: string } | null;
  /** The 80G receipt it carries, if any. */
  receiptId: number | null;
  /** The private file it carries, if any. */
  fileId: number | null;
  bulletinId: number | null;
  html: string | null;
  headers: Record<string, string> | null;
}

export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Who claims: a worker's id; each claim adds a random part. */
  owner: string;
}

/** Bulletin e-mails may leave at this rate until an official sets another (bulletin_settings). */
const defaultBulletinsPerHour = 200;

const hourMs = 60 * 60 * 1000;

/** The hourly cap on bulletin e-mails, as set on /bulletins. */
export async function bulletinsPerHour(db: Db): Promise<number> {
  const setting = await db.selectFrom("bulletin_settings").select("per_hour").where("id", "=", 1).executeTakeFirst();
  return setting?.per_hour ?? defaultBulletinsPerHour;
}

/** How many more bulletin e-mails may be tried now without passing the hourly cap. */
async function bulletinRoom(db: Db, now: Date): Promise<number> {
  const perHour = await bulletinsPerHour(db);
  const tried = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bulletin_id", "is not", null)
    .where("attempted_at", ">", nowIso(new Date(now.getTime() - hourMs)))
    .executeTakeFirstOrThrow();
  return Math.max(0, perHour - Number(tried.n));
}

/**
 * Takes up to `limit` e-mails that are due and not leased, counts the try and
 * leases them to this worker, in one statement. On PostgreSQL the rows are
 * chosen with FOR UPDATE SKIP LOCKED, so server processes sharing the database
 * never take the same row; SQLite has one server process and one writer.
 */
export async function claimDueMail(db: Db, engine: Engine, options: ClaimOptions): Promise<ClaimedMail[]> {
  const now = nowIso(options.now);
  const token = `${options.owner}:${crypto.randomBytes(6).toString("hex")}`;
  const due = (trx: Db, bulletins: boolean, limit: number) =>
    trx
      .selectFrom("outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .where("bulletin_id", bulletins ? "is not" : "is", null)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit);
  const take = (trx: Db, bulletins: boolean, limit: number) => {
    const rows = due(trx, bulletins, limit);
    return trx
      .updateTable("outbox")
      .set((eb) => ({
        locked_until: nowIso(new Date(options.now.getTime() + options.leaseMs)),
        locked_by: token,
        attempts: eb("attempts", "+", 1),
        attempted_at: now,
      }))
      .where("id", "in", engine === "postgres" ? rows.forUpdate().skipLocked() : rows)
      .returning("id")
      .execute();
  };
  const claimed = await take(db, false, options.limit);
  // Bulletins under the hourly cap: counted and taken in one transaction, which on PostgreSQL
  // holds a lock every process takes first, so two processes never both fill the same room.
  const room = options.limit - claimed.length;
  if (room > 0)
    claimed.push(
      ...(await db.transaction().execute(async (trx) => {
        if (engine === "postgres") await sql`select pg_advisory_xact_lock(88838026)`.execute(trx);
        const allowed = Math.min(room, await bulletinRoom(trx, options.now));
        return allowed > 0 ? take(trx, true, allowed) : [];
      })),
    );
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom("outbox as o")
    .leftJoin("messages as m", "m.id", "o.message_id")
    .select([
      "o.id",
      "o.audience",
      "o.recipient",
      "o.subject",
      "o.body",
      "o.attempts",
      "o.created_at",
      "o.locked_by",
      "o.receipt_id",
      "o.file_id",
      "o.bulletin_id",
      "o.html",
      "o.headers",
      "m.id as message_id",
      "m.kind",
      "m.name",
      "m.email",
    ])
    .where("o.locked_by", "=", token)
    .orderBy("o.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    audience: r.audience,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    attempts: Number(r.attempts),
    createdAt: r.created_at,
    lockedBy: token,
    receiptId: r.receipt_id === null ? null : Number(r.receipt_id),
    fileId: r.file_id === null ? null : Number(r.file_id),
    bulletinId: r.bulletin_id === null ? null : Number(r.bulletin_id),
    html: r.html,
    headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : null,
    message:
      r.message_id !== null && r.kind !== null && r.name !== null && r.email !== null
        ? { id: r.message_id, kind: r.kind, name: r.name, email: r.email }
        : null,
  }));
}

/** Records a delivery; false when the lease had already passed to another worker. */
export async function markSent(db: Db, mail: ClaimedMail, recipient: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      sent_at: nowIso(now),
      recipient,
      last_error: null,
      locked_until: null,
      locked_by: null,
      body: eb.case().when("erase_after_send", "=", 1).then(erasedBody).else(eb.ref("body")).end(),
      // A bulletin's HTML part is on its archive page; the outbox keeps the plain text.
      html: null,
    }))
    .where("id", "=", mail.id)
    .where("locked_by", "=", mail.lockedBy)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface FailureOutcome {
  gaveUp: boolean;
  nextAttemptAt: string | null;
}

/** Records a failed try: another one later (exponential backoff with jitter), or none after the last. */
export async function markFailed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  policy: RetryPolicy,
  now = new Date(),
  random: () => number = Math.random,
): Promise<FailureOutcome> {
  const gaveUp = !mayRetry(mail.attempts, policy);
  const nextAttemptAt = gaveUp ? null : nowIso(new Date(now.getTime() + retryDelayMs(mail.attempts, policy, random)));
  await db
    .updateTable("outbox")
    .set({
      last_error: error.slice(0, 1000),
      locked_until: null,
      locked_by: null,
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : { failed_at: nowIso(now) }),
    })
    .where("id", "=", mail.id)
    .where("locked_by", "=", mail.lockedBy)
    .execute();
  return { gaveUp, nextAttemptAt };
}

/** An official asks for another round of tries for a message's undelivered e-mails. */
export async function retryUndelivered(db: Db, messageId: number, now = new Date()): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ failed_at: null, attempts: 0, next_attempt_at: nowIso(now) })
    .where("message_id", "=", messageId)
    .where("sent_at", "is", null)
    .where("failed_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
