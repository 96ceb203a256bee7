import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";
import { isLiveSession } from "../app/auth/session.server";
import type { Db } from "../app/db/connect.server";
import { languages, localizePath } from "../app/i18n/locale";
import { rotaryYearAt, rotaryYearEndsAt } from "../app/lib/rotary-year";
import { publicPages } from "../app/public-pages";
import { type HeldBytes, holdBytes, sendHeld } from "./held-bytes";
import { isPrivatePath } from "./private-pages";
import { responseGone } from "./response-gone";

/**
 * A page as every anonymous visitor gets it: the same bytes for all (no
 * per-request nonce: its CSP allows its own inline scripts and styles by
 * hash), compressed once, with every header it is sent with.
 */
export interface KeptPage extends HeldBytes {
  /** Until when it is served as it is; after, one request renders it again while the others still get it. */
  expiresAt: number;
  /** When the Rotary year it was rendered in ends: it is never served after that, not even while rendered again. */
  yearEndsAt: number;
}

/** A safety net: on PostgreSQL other processes empty their caches on notice (server/page-changes.server.ts). */
const maxAgeMs = 60_000;
const maxEntries = 500;
/** How long a render of an expired page may take before another request starts one (one that hung or lost its client). */
const refreshClaimMs = 10_000;
/** Headers a kept page is not sent with again: they belong to one response, or the cache sets its own. */
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
  "x-request-id",
  "x-cache",
  "set-cookie",
]);

/**
 * Pages that differ for each visitor: sign-in, and the forms, which carry a
 * signed timestamp for the minimum fill time.
 */
const uncachedPages = new Set(
  publicPages
    .filter((page) => page.perVisitor)
    .flatMap((page) => languages.map((language) => localizePath(page.path, language.code))),
);

const sessionCookie = /(?:^|;\s*)(?:__Host-)?session=([^;]*)/g;

/**
 * Anonymous public pages from memory (DESIGN.md, budgets): rendered once,
 * served many times with a fresh CSP nonce, dropped after any official's
 * write. Officials (a valid session) always get a fresh render; a session
 * cookie that is not a live session is anonymous, so sending junk cookies
 * cannot make every request a render.
 */
export class HtmlCache {
  private entries = new Map<string, KeptPage>();
  /** The key last kept or served: served again, it is already last in `entries`' order. */
  private newestKey: string | undefined;
  /**
   * Counts the emptyings: a page whose render began before the last one read
   * the database before a write and is not kept, however late it finishes.
   */
  private generation = 0;
  /** Expired pages being rendered again, by when that render started. */
  private refreshing = new Map<string, number>();
  /** Kept pages whose compressed copies are being made. */
  private compressing = new Set<Promise<void>>();

  /**
   * Without a database every session cookie is taken for an official's. The
   * clock is the server's (tests pass theirs, as they do to the pages).
   */
  constructor(
    private readonly db?: Db,
    clock?: () => Date,
    /** Tells the other server processes on the same database to empty theirs (server/page-changes.server.ts). */
    private readonly announce: () => void = () => {},
  ) {
    this.clock = clock ?? (() => new Date());
    // The server's own clock read as a number makes no Date for each kept page served.
    this.nowMs = clock ? () => clock().getTime() : Date.now;
  }

  private readonly clock: () => Date;
  private readonly nowMs: () => number;

  /** Whether the session cookies a request carries (sessionTokens) name a live session, by the session code's own rule. */
  private async signedIn(tokens: string[]): Promise<boolean> {
    if (tokens.length === 0) return false;
    if (!this.db) return true;
    return isLiveSession(this.db, tokens.map(safeDecode), this.clock());
  }

  /**
   * A page lives 60 seconds, and never past the end of the Rotary year it was
   * rendered in: the footer names that year's officers.
   */
  private lifetime(now: Date) {
    const yearEndsAt = rotaryYearEndsAt(rotaryYearAt(now)).getTime();
    return { expiresAt: Math.min(now.getTime() + maxAgeMs, yearEndsAt), yearEndsAt };
  }

  clear() {
    this.entries.clear();
    this.newestKey = undefined;
    this.refreshing.clear();
    this.generation += 1;
  }

  /** A visitor's write changed what public pages show (a reply to an event): empty this cache and the other processes'. */
  changed() {
    this.clear();
    this.announce();
  }

  get size() {
    return this.entries.size;
  }

  private cacheable(method: string, url: string) {
    if (method !== "GET" && method !== "HEAD") return false;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    return (
      !path.endsWith(".data") &&
      !path.startsWith("/media") &&
      !uncachedPages.has(path.toLowerCase()) &&
      // Officials' pages open to anyone (/reset-password?token=…) are never kept: they are for one person.
      !isPrivatePath(path)
    );
  }

  /**
   * The kept page for an anonymous visitor's request that carries no session cookie, or null.
   * Touches nothing but the request's method, address and cookie header.
   */
  keptFor(req: IncomingMessage): KeptPage | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const cookie = req.headers.cookie;
    if (cookie !== undefined && sessionTokens(cookie).length > 0) return null;
    // Only what `serve` found cacheable is ever kept, under its address: a page found here is one to serve.
    return this.lookUp(req.url ?? "").page;
  }

  /**
   * The page to serve for `key`, if any. An expired page is still served while one request
   * renders it again (`claim` says when that render started): when a busy page expired, every
   * request that came in during its render used to render and compress it too, halving the
   * throughput for a moment each minute. The request that claims the render gets no page.
   */
  private lookUp(key: string, mayClaim = false): { page: KeptPage | null; claim?: number } {
    const hit = this.entries.get(key);
    if (!hit) return { page: null };
    const now = this.nowMs();
    if (now >= hit.yearEndsAt) {
      this.entries.delete(key);
      return { page: null };
    }
    if (now >= hit.expiresAt) {
      const claimed = this.refreshing.get(key);
      if (claimed !== undefined && now - claimed < refreshClaimMs) return { page: hit };
      if (!mayClaim) return { page: null };
      this.refreshing.set(key, now);
      return { page: null, claim: now };
    }
    // Most recently used goes to the end, so the oldest is evicted first.
    if (key !== this.newestKey) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.newestKey = key;
    }
    return { page: hit };
  }

  /**
   * The render that claimed an expired page has ended, kept or not. Not kept (the page is now
   * an error, or private), the old copy goes too, rather than outliving the render.
   */
  private refreshEnded(key: string, claim: number) {
    if (this.refreshing.get(key) !== claim) return;
    this.refreshing.delete(key);
    const page = this.entries.get(key);
    if (page && this.nowMs() >= page.expiresAt) this.entries.delete(key);
  }

  /**
   * Serves a kept page in the express chain (a visitor whose session cookie is junk or stale,
   * or an app without the server's own fast path): no nonce, no header building, no
   * compression, no file-system look-up. Anything else goes on, marked for `keep` when an
   * anonymous visitor's render may be kept.
   */
  serve(): express.RequestHandler {
    return async (req, res, next) => {
      if (!this.cacheable(req.method, req.originalUrl)) return next();
      const tokens = sessionTokens(req.get("cookie"));
      if (tokens.length > 0) {
        try {
          if (await this.signedIn(tokens)) return next();
        } catch {
          // The page's own render will meet the same database and answer for it.
          return next();
        }
        // Not a live session (it ended, or the cookie is junk): an anonymous visitor, and the rest
        // of the chain sees one. Had what was rendered for them been marked no-store and not kept,
        // each of them would render an expired page again (decision 0085).
        withoutSessionCookies(req);
      }
      // A visitor who left during the session look-up must not claim an expired page's render:
      // the "close" that would end the claim has been, and the page would stay stale 10 seconds.
      if (responseGone(req, res)) return;
      const key = req.originalUrl;
      const { page, claim } = this.lookUp(key, true);
      if (page) return sendHeld(page, req, res);
      if (claim !== undefined) res.once("close", () => this.refreshEnded(key, claim));
      res.locals.htmlCacheKey = key;
      next();
    };
  }

  /** Keeps what an anonymous visitor's request marked by `serve` renders; after the nonce, headers and compression. */
  keep(): express.RequestHandler {
    return (req, res, next) => {
      const key = res.locals.htmlCacheKey as string | undefined;
      if (key !== undefined) this.capture(key, res.locals.nonce as string, req, res, this.clock());
      next();
    };
  }

  /** `started`: when the request came in, so a page rendered across 1 July 00:00 is kept for no time at all. */
  private capture(key: string, nonce: string, req: express.Request, res: express.Response, started: Date) {
    const chunks: Buffer[] = [];
    const generation = this.generation;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const type = String(res.getHeader("content-type") ?? "");
      const keepable =
        generation === this.generation &&
        req.method === "GET" &&
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        !isPrivate(res) &&
        !/\bno-store\b/i.test(String(res.getHeader("cache-control") ?? ""));
      const headers = keepable ? keptHeaders(res) : null;
      const ended = end(chunk, ...rest);
      // Kept in the same turn as the answer ends, so the visitor's next request finds it.
      if (headers) this.store(key, Buffer.concat(chunks).toString("utf8"), nonce, headers, this.lifetime(started));
      return ended;
    }) as typeof res.end;
  }

  private store(
    key: string,
    rendered: string,
    nonce: string,
    headers: Record<string, string>,
    lifetime: { expiresAt: number; yearEndsAt: number },
  ) {
    const page = withoutNonce(rendered, nonce, headers["content-security-policy"]);
    if (!page) return;
    if (page.policy) headers["content-security-policy"] = page.policy;
    const identity = Buffer.from(page.html, "utf8");
    // Kept at once uncompressed; the compressed copies join it when the thread pool has made them.
    const kept: KeptPage = { ...holdBytes(identity, {}, headers, ["X-Cache", "hit"]), ...lifetime };
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.newestKey = key;
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const compressing = compressPage(identity).then(
      (compressed) => {
        // Not if the page was dropped or rendered again meanwhile.
        if (this.entries.get(key) !== kept) return;
        this.entries.set(key, { ...holdBytes(identity, compressed, headers, ["X-Cache", "hit"]), ...lifetime });
      },
      () => {},
    );
    this.compressing.add(compressing);
    void compressing.finally(() => this.compressing.delete(compressing));
  }

  /** Settles when every page kept so far has its compressed copies (or has been dropped). */
  async compressed(): Promise<void> {
    await Promise.all(this.compressing);
  }

  /** Any state-changing request by an official empties the cache once it has succeeded. */
  invalidator(): express.RequestHandler {
    return async (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      const official = await this.signedIn(sessionTokens(req.get("cookie"))).catch(() => true);
      if (official) {
        // Before (so the answer to this write never meets a stale page) and after
        // (so nothing rendered while the write ran survives it).
        this.clear();
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          this.clear();
          this.announce();
        });
      }
      next();
    };
  }
}

/**
 * A page rendered for one person (the root loader marks an official's page
 * `Cache-Control: private`): a shared cache must not keep it (RFC 9111,
 * 5.2.2.7), even if the session check above and the page's own ever disagree.
 */
function isPrivate(res: express.Response): boolean {
  return /(?:^|[\s,])private\b/i.test(String(res.getHeader("cache-control") ?? ""));
}

/** The values of the session cookies a Cookie header carries (either name), empty ones left out. */
function sessionTokens(cookie: string | undefined): string[] {
  return [...(cookie ?? "").matchAll(sessionCookie)]
    .map((match) => match[1]?.trim() ?? "")
    .filter((token) => token.length > 0);
}

/** Takes the session cookies (either name) out of the request's Cookie header, and the header with them if none is left. */
function withoutSessionCookies(req: IncomingMessage) {
  const rest = (req.headers.cookie ?? "").replace(sessionCookie, "").replace(/^\s*;\s*/, "");
  if (rest.trim()) req.headers.cookie = rest;
  else delete req.headers.cookie;
}

/** A cookie value as the session code reads it (percent-decoded), or as sent when it is not valid encoding. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

/**
 * A kept page's gzip and brotli copies, made in the thread pool so no request
 * waits on them. Brotli's quality 9 is more than a per-request compressor could
 * afford; its window fits the page, as the default 4 MiB one made each page
 * cost some 80 ms instead of 2 to 7 (bench/scale.mjs, decision 0088).
 */
async function compressPage(identity: Buffer): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const window = Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(identity.length))));
  const [gzip, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_LGWIN]: window,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  return { gzip, brotli };
}

/** The headers a page was answered with, less those of the one response. */
function keptHeaders(res: express.Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || perResponseHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

function sourceHash(text: string) {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page without its per-request nonce, and a CSP that allows the page's own inline scripts
 * and styles by their SHA-256 instead (CSP Level 2 hash sources). Null when the nonce is anywhere
 * else than in a nonce attribute: such a page is not kept.
 */
export function withoutNonce(
  html: string,
  nonce: string,
  policy: string | undefined,
): { html: string; policy: string | undefined } | null {
  if (!nonce) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const stripped = html.replaceAll(attribute, "");
  if (stripped.includes(nonce)) return null;
  if (!policy) return { html: stripped, policy };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, text] of stripped.matchAll(inlineElement)) {
    if (tag?.toLowerCase() === "script") {
      // A script with a source is allowed by 'self'; a data block (JSON-LD) is never run.
      if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
      const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes ?? "")?.[1]?.toLowerCase();
      if (type && type !== "module" && !type.includes("javascript")) continue;
      scripts.add(sourceHash(text ?? ""));
    } else styles.add(sourceHash(text ?? ""));
  }
  const source = `'nonce-${nonce}'`;
  const rewritten = policy
    .split(";")
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]?.toLowerCase();
      if (!directive.includes(source)) return directive;
      const hashes = name === "script-src" ? scripts : name === "style-src" ? styles : new Set<string>();
      return directive.replace(source, [...hashes].join(" ")).replace(/\s+$/, "");
    })
    .join(";");
  return { html: stripped, policy: rewritten };
}
