import nodemailer from "nodemailer";

export interface Mailbox {
  name: string;
  address: string;
}

/** One e-mail, ready for SMTP: every header value is already a single line. */
export interface OutgoingMail {
  from: string;
  to: Mailbox | string;
  replyTo?: Mailbox | string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a bulletin). */
  html?: string;
  /** The same on every try, so a receiver that sees it twice can tell. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file sent with an e-mail, made in memory (never read from a path or a URL). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Why a send failed, on one line, for the outbox's last_error and the logs. */
export function describeSendError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string; command?: string };
  const text = e.response ?? e.message;
  const code = e.responseCode && !text?.startsWith(String(e.responseCode)) ? String(e.responseCode) : undefined;
  const parts = [e.code, code, text].filter(Boolean).map((part) => String(part));
  return (parts.join(" ") || String(error)).replace(/\s+/g, " ").trim().slice(0, 1000);
}

/** A refusal that another try would get again: the server rejected this recipient for good. */
export function isPermanentRecipientError(error: unknown): boolean {
  const e = error as { permanent?: boolean; command?: string };
  return e.permanent === true && (e.command ?? "").toUpperCase().startsWith("RCPT");
}

/**
 * SMTP through nodemailer's pool. The outbox is the only place that retries,
 * so the pool never re-sends a message on its own (maxRequeues 0), and every
 * wait is bounded well inside a worker's lease.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transporter.close();
    },
  };
}
