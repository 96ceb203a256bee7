import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { Locale, MessageKind } from "~/db/schema";
import { nowIso } from "~/db/time";
import { formatSubmissionTime } from "~/i18n/format";
import { defaultLocale } from "~/i18n/locales";
import { enqueueMail, type OutboxDraft } from "~/mail/outbox.server";
import { acknowledgementEmail, type MailSetting, type MessageForMail, officialsEmail } from "~/mail/templates";
import { getClubNames } from "~/models/club-profile.server";

/** Why a public form's message was taken for a bot's (app/forms/form-timing.server.ts). */
export type SpamReason = "honeypot" | "too-fast" | "bad-stamp" | "stale-stamp";

export interface NewMessage {
  kind: MessageKind;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  /** Join requests only. */
  age: number | null;
  /** The join form's reason or the contact form's message. */
  body: string;
  clientIp: string | null;
  submittedAt?: Date;
  /** Set when the spam checks took it for a bot's: stored as spam, never mailed. */
  spamReason?: SpamReason | null;
}

export interface MailOptions {
  /** JOIN_TO and CONTACT_TO as configured now; the worker reads them again when it sends. */
  officials: Partial<Record<MessageKind, string>>;
  /** MAIL_ACK: also acknowledge to the visitor, in their language. */
  acknowledge: boolean;
  /** PUBLIC_URL, for the link to the message in the officials' inbox. */
  publicUrl?: string;
}

export interface SaveOptions {
  engine?: Engine;
  /** At most this many messages from one client address within an hour. */
  limitPerHour?: number;
  /** Write the message's e-mails to the outbox, in the same transaction. */
  mail?: MailOptions;
}

export type SaveResult = { saved: true; id: number; emails: number } | { saved: false; reason: "rate-limited" };

const hourMs = 60 * 60 * 1000;

/**
 * Stores a join request or contact message and, unless it is spam, its
 * e-mails in the outbox, in one transaction: the page says "sent" only after
 * this has committed (DESIGN.md, "Nothing is lost"), and delivery happens
 * after, from the outbox.
 */
export async function saveMessage(db: Db, input: NewMessage, options: SaveOptions = {}): Promise<SaveResult> {
  const submittedAt = input.submittedAt ?? new Date();
  return db.transaction().execute(async (trx) => {
    if (options.limitPerHour !== undefined && input.clientIp) {
      // Requests from one address take turns on PostgreSQL, so concurrent ones cannot all pass the count.
      if (options.engine === "postgres") {
        await sql`select pg_advisory_xact_lock(hashtext(${`messages:${input.clientIp}`}))`.execute(trx);
      }
      const recent = await trx
        .selectFrom("messages")
        .select(sql<number>`count(*)`.as("n"))
        .where("client_ip", "=", input.clientIp)
        .where("submitted_at", ">", nowIso(new Date(submittedAt.getTime() - hourMs)))
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= options.limitPerHour) return { saved: false, reason: "rate-limited" } as const;
    }

    const spam = input.spamReason ?? null;
    const row = await trx
      .insertInto("messages")
      .values({
        kind: input.kind,
        locale: input.locale,
        name: input.name,
        email: input.email,
        phone: input.phone,
        age: input.age,
        body: input.body,
        submitted_at: nowIso(submittedAt),
        time_text: formatSubmissionTime(submittedAt, input.locale),
        status: spam ? "spam" : "new",
        spam_reason: spam,
        client_ip: input.clientIp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const emails =
      spam || !options.mail ? 0 : await enqueueMessageMail(trx, { ...input, id: row.id, submittedAt }, options.mail);
    return { saved: true, id: row.id, emails } as const;
  });
}

/** Writes a message's e-mails (officials, and the acknowledgement when asked) to the outbox; how many. */
export async function enqueueMessageMail(db: Db, message: MessageForMail, mail: MailOptions): Promise<number> {
  // The one source of the club's name: as published on Pages: Logo and name (getClubProfile).
  const { clubNames, clubName } = await getClubNames(db);
  const setting: MailSetting = {
    clubName: { ...clubNames, [defaultLocale]: clubName || "our Rotary club" },
    inboxUrl: mail.publicUrl ? new URL(`/inbox/${message.id}`, mail.publicUrl).toString() : null,
  };
  const officials = officialsEmail(message, setting);
  const drafts: OutboxDraft[] = [
    {
      audience: "officials",
      recipient: mail.officials[message.kind] ?? "",
      subject: officials.subject,
      body: officials.text,
    },
  ];
  if (mail.acknowledge) {
    const ack = acknowledgementEmail(message, setting);
    drafts.push({ audience: "visitor", recipient: message.email, subject: ack.subject, body: ack.text });
  }
  await enqueueMail(db, message.id, drafts);
  return drafts.length;
}
