import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Shared through globalThis like the request scope below: the server and the React Router
// build each have a copy of this module, and the level the server sets must hold in both
// (else the app's debug lines, such as the picture cache's, never show).
const levelKey = Symbol.for("club.log.level");
const levels = globalThis as Record<symbol, { threshold: number } | undefined>;
levels[levelKey] ??= { threshold: order.info };
const current = levels[levelKey];

export function setLogLevel(name: Level | "silent") {
  current.threshold = order[name];
}

interface RequestScope {
  requestId: string;
  /** Ends the request with a 500 (or cuts its connection) when an error escapes every promise. */
  answerFailure?: () => void;
  /** Runs `task` once the response is done (sent, or its client gone): an upload's temporary files go then. */
  afterResponse?: (task: () => void) => void;
}

// The Express server and the React Router build are bundled separately, so
// each has its own copy of this module: the store lives on globalThis so that
// both see the request a log line belongs to.
const scopeKey = Symbol.for("club.log.request-scope");
const shared = globalThis as Record<symbol, AsyncLocalStorage<RequestScope> | undefined>;
shared[scopeKey] ??= new AsyncLocalStorage<RequestScope>();
const scopes = shared[scopeKey];

/** Runs `fn` so that every line logged while it (and what it starts) runs carries `requestId`. */
export function withRequestId<T>(
  requestId: string,
  fn: () => T,
  hooks: Pick<RequestScope, "answerFailure" | "afterResponse"> = {},
): T {
  // The store stays enabled between requests, though Node 20 then runs an async hook for every
  // callback: a request's code may run on after its client has gone, and with the store disabled
  // it would lose its scope or find another request's (decision 0095).
  return scopes.run({ requestId, ...hooks }, fn);
}

export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/** The request whose code is running now, if any (the crash guard answers it). */
export function currentRequestScope(): Readonly<RequestScope> | undefined {
  return scopes.getStore();
}

function describeError(error: unknown) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/**
 * Whether standard output can still take lines. When whatever read it has gone (a log shipper
 * that died, a closed pipe), each write fails with EPIPE; unheard, that error would be an
 * uncaught exception whose report is another failing write, for ever, at full CPU. The server
 * keeps serving without its log instead.
 */
let stdoutOpen = true;
process.stdout.on("error", () => {
  stdoutOpen = false;
});

/**
 * Request lines waiting for the end of this turn of the event loop: a busy server answers many
 * requests per turn, and one write for all their lines costs a fraction of one write each. The
 * rest of the log is written at once, and anything waiting is written before the process exits.
 */
let waitingLines: string[] = [];
function writeWaiting() {
  const text = waitingLines.join("");
  waitingLines = [];
  if (text && stdoutOpen) process.stdout.write(text);
}
process.on("exit", writeWaiting);

/**
 * Now as an ISO 8601 UTC time ("2026-12-02T00:30:38.581Z"), its date and seconds formatted once a
 * second: a busy server writes a request line for each of thousands of answers a second, and
 * Date's own toISOString formats each through printf.
 */
let isoSecond = Number.NaN;
let isoSecondText = "";
function isoNow(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoSecondText = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = now - second * 1000;
  return `${isoSecondText}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
}

/** One JSON object per line on standard output, so any log shipper can read it. */
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < current.threshold || !stdoutOpen) return;
  const requestId = currentRequestId();
  const entry: Record<string, unknown> = {
    time: isoNow(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  };
  if (fields && "err" in fields) entry.err = describeError(fields.err);
  let line: string;
  try {
    line = JSON.stringify(entry);
  } catch {
    // A cyclic or BigInt field must not turn a log line into a crash.
    line = JSON.stringify({ time: entry.time, level, msg, requestId, err: describeError(fields?.err) });
  }
  process.stdout.write(`${line}\n`);
}

/** A request's access line, with the server's own values (a method llhttp accepted, a status, a time). */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
  requestId: string;
}

/** The same JSON line `write` makes for these fields, written field by field: the one line of every request. */
function requestLine(level: Level, fields: RequestLine): string {
  return `{"time":"${isoNow()}","level":"${level}","msg":"request","requestId":${jsonString(fields.requestId)},"method":${jsonString(fields.method)},"path":${jsonString(fields.path)},"status":${fields.status},"ms":${Number.isFinite(fields.ms) ? fields.ms : null}}\n`;
}

/** Printable ASCII but `"` and `\`: what JSON writes as it is. */
const plainJsonText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** `text` as a JSON string; most ids, methods and paths need no escaping, and quoting them is cheaper than a call to `JSON.stringify`. */
function jsonString(text: string): string {
  return plainJsonText.test(text) ? `"${text}"` : JSON.stringify(text);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
  /** A request's access line (at info, or debug for assets): written with the others of this turn. */
  request: (fields: RequestLine, level: "info" | "debug" = "info") => {
    if (order[level] < current.threshold || !stdoutOpen) return;
    if (waitingLines.length === 0) setImmediate(writeWaiting);
    waitingLines.push(requestLine(level, fields));
  },
};
