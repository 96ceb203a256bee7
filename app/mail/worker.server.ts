import crypto from "node:crypto";
import os from "node:os";
import type { Db, Engine } from "~/db/connect.server";
import type { MessageKind } from "~/db/schema";
import { log } from "~/log.server";
import type { RetryPolicy } from "./backoff";
import { recordBulletinRefusal } from "./bulletin-bounces.server";
import { type ClaimedMail, claimDueMail, markFailed, markSent } from "./outbox.server";
import { singleLine } from "./templates";
import {
  describeSendError,
  isPermanentRecipientError,
  type MailAttachment,
  type MailTransport,
  type OutgoingMail,
} from "./transport.server";

/** What the routes see of the worker: a nudge after a commit, so the e-mail leaves now, not at the next poll. */
export interface MailQueue {
  nudge(): void;
}

export interface MailWorkerOptions {
  db: Db;
  engine: Engine;
  transport: MailTransport;
  from: string;
  officials: Record<MessageKind, string>;
  pollMs: number;
  leaseMs: number;
  retry: RetryPolicy;
  /** E-mails taken per claim, and sent side by side. */
  batchSize?: number;
  random?: () => number;
  /** The files an e-mail carries (an 80G receipt's PDF, a donor's Form 10BE), read when it is sent. */
  attachmentsFor?: (mail: ClaimedMail) => Promise<MailAttachment[]>;
}

export interface MailWorker extends MailQueue {
  start(): void;
  /** Sends what is due now, until nothing is; resolves when done. */
  drain(): Promise<void>;
  /** Stops polling and waits for the e-mails in flight, so none is left half-recorded. */
  stop(): Promise<void>;
}

/** The domain of `Name <user@domain>` or `user@domain`. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/** The e-mail as it goes out: addresses come from the configuration or a validated message. */
export function outgoingMail(mail: ClaimedMail, options: Pick<MailWorkerOptions, "from" | "officials">): OutgoingMail {
  const sender = mail.message ? { name: singleLine(mail.message.name, 100), address: mail.message.email } : null;
  const officials = mail.message ? options.officials[mail.message.kind] : undefined;
  const base = {
    from: options.from,
    subject: singleLine(mail.subject),
    text: mail.body,
    messageId: `<outbox-${mail.id}.${Date.parse(mail.createdAt).toString(36)}@${domainOf(options.from)}>`,
  };
  if (mail.bulletinId !== null || (mail.html !== null && mail.headers !== null)) {
    // A bulletin (or an official's test copy of one): its own List-Unsubscribe headers, answered to the club.
    return {
      ...base,
      to: mail.recipient,
      html: mail.html ?? undefined,
      replyTo: options.officials.contact || undefined,
      headers: mail.headers ?? undefined,
    };
  }
  if (mail.audience === "officials") {
    return { ...base, to: officials ?? mail.recipient, replyTo: sender ?? undefined };
  }
  return {
    ...base,
    to: sender ? { name: sender.name, address: mail.recipient } : mail.recipient,
    // A visitor's e-mail of no message (a gift's acknowledgement) is answered to the club's contact address.
    replyTo: officials ?? (options.officials.contact || undefined),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

function recipientAddress(to: OutgoingMail["to"]): string {
  return typeof to === "string" ? to : to.address;
}

/**
 * The outbox worker: polls for due e-mails, claims them under a lease, sends
 * them, then records each as sent or schedules its next try.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(mail: ClaimedMail) {
    const outgoing = outgoingMail(mail, options);
    const fields = { outbox: mail.id, message: mail.message?.id ?? null, attempt: mail.attempts };
    try {
      if ((mail.receiptId !== null || mail.fileId !== null) && options.attachmentsFor)
        outgoing.attachments = await options.attachmentsFor(mail);
      await options.transport.send(outgoing);
    } catch (error) {
      const reason = describeSendError(error);
      const policy = isPermanentRecipientError(error) ? { ...options.retry, maxAttempts: 0 } : options.retry;
      const outcome = await markFailed(options.db, mail, reason, policy, new Date(), options.random);
      if (mail.bulletinId !== null && isPermanentRecipientError(error))
        await recordBulletinRefusal(options.db, mail.recipient, mail.bulletinId, reason);
      if (outcome.gaveUp) log.error("mail undelivered", { ...fields, error: reason });
      else log.warn("mail send failed, will retry", { ...fields, error: reason, next: outcome.nextAttemptAt });
      return;
    }
    if (await markSent(options.db, mail, recipientAddress(outgoing.to))) log.info("mail sent", fields);
    else log.warn("mail sent after its lease ended", fields);
  }

  /** One claim and its sends; the number of e-mails claimed. */
  async function runBatch(): Promise<number> {
    const claimed = await claimDueMail(options.db, options.engine, {
      now: new Date(),
      leaseMs: options.leaseMs,
      limit: batchSize,
      owner,
    });
    await Promise.all(
      claimed.map((mail) =>
        sendOne(mail).catch((error: unknown) => log.error("recording a send failed", { err: error, outbox: mail.id })),
      ),
    );
    return claimed.length;
  }

  async function loop() {
    do {
      again = false;
      let claimed = batchSize;
      while (!stopped && claimed === batchSize) {
        try {
          claimed = await runBatch();
        } catch (error) {
          log.error("mail worker could not claim e-mails", { err: error });
          return;
        }
      }
    } while (again && !stopped);
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void drain(), options.pollMs);
      timer.unref();
      void drain();
    },
    nudge() {
      if (!stopped) void drain();
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      options.transport.close();
    },
  };
}
