import net from "node:net";
import { SMTPServer } from "smtp-server";

/** An e-mail as a real SMTP server received it, with its headers and text decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header names lower-cased; values unfolded and decoded. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  subject: string;
  messageId: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` e-mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Listen here (to come back "up" where the site expects it); a free port otherwise. */
  port?: number;
  /** Recipients refused for good (550), as a server refuses an unknown mailbox. */
  refuse?: string[];
  /** Wait this long before accepting each e-mail, so concurrent senders overlap. */
  delayMs?: number;
}

/** A port nothing listens on now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A real SMTP server (smtp-server) on 127.0.0.1, without TLS or authentication. */
export async function startSmtp(options: SmtpOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          received.push(
            parseMail(
              Buffer.concat(chunks).toString("latin1"),
              session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          for (const wake of waiters.splice(0)) wake();
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  const port = options.port ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} e-mails, got ${received.length} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Bytes (held as latin1 text) read as UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
export function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text] of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
      if (encoding?.toUpperCase() === "B") bytes.push(Buffer.from(text ?? "", "base64"));
      else
        bytes.push(
          Buffer.from(
            (text ?? "")
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ),
        );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

function decodeQuotedPrintable(body: string): string {
  return utf8(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

export function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(utf8(line.slice(colon + 1).trim()));
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : utf8(body);
  const header = (name: string) => headers.get(name.toLowerCase())?.[0];
  return {
    envelopeFrom,
    envelopeTo,
    raw,
    headers,
    header,
    subject: header("subject") ?? "",
    messageId: header("message-id") ?? "",
    text: text.replace(/\r\n/g, "\n").replace(/\n$/, ""),
  };
}

/** One part of a multipart e-mail, decoded (base64 or quoted-printable, as nodemailer writes them). */
export function mimePart(raw: string, type: string): Buffer {
  // A part ends at its boundary, not at any line that starts with "--" (an HTML comment can).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) =>
    (m[1] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  const end = boundaries.length > 0 ? `\\r?\\n--(?:${boundaries.join("|")})` : "\\r?\\n--";
  const part = new RegExp(
    `Content-Type: ${type.replace("/", "\\/")}[^\\r\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*?Content-Transfer-Encoding: (base64|quoted-printable)\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n([^]*?)${end}`,
  ).exec(raw);
  if (!part) throw new Error(`no ${type} part`);
  const body = part[2] ?? "";
  if (part[1] === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1");
}
