import crypto from "node:crypto";
import type express from "express";
import { isLiveSession } from "../app/auth/session.server";
import type { Db } from "../app/db/connect.server";
import { languages, localizePath } from "../app/i18n/locale";
import { rotaryYearAt, rotaryYearEndsAt } from "../app/lib/rotary-year";
import { publicPages } from "../app/public-pages";
import { isPrivatePath } from "./private-pages";

interface Entry {
  /** The page with its CSP nonce replaced by a placeholder. */
  body: string;
  etag: string;
  headers: [string, string][];
  expiresAt: number;
}

const placeholder = "__CSP_NONCE__";
/** A safety net: on PostgreSQL other processes empty their caches on notice (server/page-changes.server.ts). */
const maxAgeMs = 60_000;
const maxEntries = 500;

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
  private entries = new Map<string, Entry>();
  /**
   * Counts the emptyings: a page whose render began before the last one read
   * the database before a write and is not kept, however late it finishes.
   */
  private generation = 0;

  /**
   * Without a database every session cookie is taken for an official's. The
   * clock is the server's (tests pass theirs, as they do to the pages).
   */
  constructor(
    private readonly db?: Db,
    private readonly clock: () => Date = () => new Date(),
    /** Tells the other server processes on the same database to empty theirs (server/page-changes.server.ts). */
    private readonly announce: () => void = () => {},
  ) {}

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
  private expiry(now: Date) {
    return Math.min(now.getTime() + maxAgeMs, rotaryYearEndsAt(rotaryYearAt(now)).getTime());
  }

  clear() {
    this.entries.clear();
    this.generation += 1;
  }

  get size() {
    return this.entries.size;
  }

  private cacheable(req: express.Request) {
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !req.path.endsWith(".data") &&
      !req.path.startsWith("/media") &&
      !uncachedPages.has(req.path.toLowerCase()) &&
      // Officials' pages open to anyone (/reset-password?token=…) are never kept: they are for one person.
      !isPrivatePath(req.path)
    );
  }

  /** Serves from the cache, or lets the request through and keeps what it renders. */
  middleware(): express.RequestHandler {
    return async (req, res, next) => {
      if (!this.cacheable(req)) return next();
      const tokens = sessionTokens(req);
      try {
        if (await this.signedIn(tokens)) return next();
      } catch {
        // The page's own render will meet the same database and answer for it.
        return next();
      }
      const key = req.originalUrl;
      const nonce = res.locals.nonce as string;
      const hit = this.entries.get(key);
      if (hit && this.clock().getTime() < hit.expiresAt) {
        // Most recently used goes to the end, so the oldest is evicted first.
        this.entries.delete(key);
        this.entries.set(key, hit);
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader("ETag", hit.etag);
        res.setHeader("X-Cache", "hit");
        if (req.get("if-none-match") === hit.etag) return void res.status(304).end();
        return void res.status(200).send(hit.body.replaceAll(placeholder, nonce));
      }
      // A visitor with a stale or junk session cookie is served kept pages, but what is
      // rendered for them says no-store (noStoreForOfficials) and is not kept.
      if (tokens.length === 0) this.capture(key, nonce, req, res, this.clock());
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
      if (
        generation === this.generation &&
        req.method === "GET" &&
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        !isPrivate(res) &&
        !/\bno-store\b/i.test(String(res.getHeader("cache-control") ?? ""))
      ) {
        const body = Buffer.concat(chunks).toString("utf8").replaceAll(nonce, placeholder);
        const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
        const headers: [string, string][] = [["Content-Type", type]];
        const cacheControl = res.getHeader("cache-control");
        if (cacheControl) headers.push(["Cache-Control", String(cacheControl)]);
        this.entries.set(key, { body, etag, headers, expiresAt: this.expiry(started) });
        if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        if (!res.headersSent) res.setHeader("ETag", etag);
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
  }

  /** Any state-changing request by an official empties the cache once it has succeeded. */
  invalidator(): express.RequestHandler {
    return async (req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      const official = await this.signedIn(sessionTokens(req)).catch(() => true);
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

/** The values of the session cookies a request carries (either name), empty ones left out. */
function sessionTokens(req: express.Request): string[] {
  return [...(req.get("cookie") ?? "").matchAll(sessionCookie)]
    .map((match) => match[1]?.trim() ?? "")
    .filter((token) => token.length > 0);
}

/** A cookie value as the session code reads it (percent-decoded), or as sent when it is not valid encoding. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
