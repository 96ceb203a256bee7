import crypto from "node:crypto";
import type express from "express";
import { hashToken, sessionIdleMs } from "../app/auth/session.server";
import type { Db } from "../app/db/connect.server";
import { nowIso } from "../app/db/time";
import { languages, localizePath } from "../app/i18n/locale";
import { publicPages } from "../app/public-pages";

interface Entry {
  /** The page with its CSP nonce replaced by a placeholder. */
  body: string;
  etag: string;
  headers: [string, string][];
  storedAt: number;
}

const placeholder = "__CSP_NONCE__";
/** Bounds staleness when several processes share one database (each has its own cache). */
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

  /** Without a database every session cookie is taken for an official's. */
  constructor(private readonly db?: Db) {}

  /** Whether the request carries a live session: one lookup by its token's hash (both cookie names). */
  private async signedIn(req: express.Request): Promise<boolean> {
    const tokens = [...(req.get("cookie") ?? "").matchAll(sessionCookie)]
      .map((match) => match[1]?.trim() ?? "")
      .filter((token) => token.length > 0);
    if (tokens.length === 0) return false;
    if (!this.db) return true;
    const now = new Date();
    const row = await this.db
      .selectFrom("sessions")
      .select("token_hash")
      .where(
        "token_hash",
        "in",
        tokens.map((token) => hashToken(safeDecode(token))),
      )
      .where("expires_at", ">", nowIso(now))
      .where("last_seen_at", ">", nowIso(new Date(now.getTime() - sessionIdleMs)))
      .executeTakeFirst();
    return row !== undefined;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  private cacheable(req: express.Request) {
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !req.path.endsWith(".data") &&
      !req.path.startsWith("/media") &&
      !uncachedPages.has(req.path.toLowerCase())
    );
  }

  /** Serves from the cache, or lets the request through and keeps what it renders. */
  middleware(): express.RequestHandler {
    return async (req, res, next) => {
      if (!this.cacheable(req)) return next();
      try {
        if (await this.signedIn(req)) return next();
      } catch {
        // The page's own render will meet the same database and answer for it.
        return next();
      }
      const key = req.originalUrl;
      const nonce = res.locals.nonce as string;
      const hit = this.entries.get(key);
      if (hit && Date.now() - hit.storedAt < maxAgeMs) {
        // Most recently used goes to the end, so the oldest is evicted first.
        this.entries.delete(key);
        this.entries.set(key, hit);
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader("ETag", hit.etag);
        res.setHeader("X-Cache", "hit");
        if (req.get("if-none-match") === hit.etag) return void res.status(304).end();
        return void res.status(200).send(hit.body.replaceAll(placeholder, nonce));
      }
      this.capture(key, nonce, req, res);
      next();
    };
  }

  private capture(key: string, nonce: string, req: express.Request, res: express.Response) {
    const chunks: Buffer[] = [];
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
        req.method === "GET" &&
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        !res.getHeader("set-cookie")
      ) {
        const body = Buffer.concat(chunks).toString("utf8").replaceAll(nonce, placeholder);
        const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
        const headers: [string, string][] = [["Content-Type", type]];
        const cacheControl = res.getHeader("cache-control");
        if (cacheControl) headers.push(["Cache-Control", String(cacheControl)]);
        this.entries.set(key, { body, etag, headers, storedAt: Date.now() });
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
      const official = await this.signedIn(req).catch(() => true);
      if (official) {
        // Before (so the answer to this write never meets a stale page) and after
        // (so nothing rendered while the write ran survives it).
        this.clear();
        res.on("finish", () => {
          if (res.statusCode < 400) this.clear();
        });
      }
      next();
    };
  }
}

/** A cookie value as the session code reads it (percent-decoded), or as sent when it is not valid encoding. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
