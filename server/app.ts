import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { ServerContext } from "../app/context";
import { checkWritable } from "../app/db/connect.server";
import { log } from "../app/log.server";
import { LocalMediaStore } from "../app/media/store.server";
import { HtmlCache } from "./html-cache";

export interface AppOptions extends Omit<ServerContext, "nonce" | "clientIp"> {
  /** The React Router build, or a function that loads it per request in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  htmlCache?: HtmlCache;
}

const year = 60 * 60 * 24 * 365;
const mediaTypes: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".mp4": "video/mp4" };

/** An IPv4 client reached over an IPv6 socket (::ffff:203.0.113.7) is written as IPv4. */
export function clientAddress(address: string | undefined): string | null {
  if (!address) return null;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * Refuses a state-changing request from another site, on top of the session
 * cookie's SameSite=Lax: the browser's Origin (or Sec-Fetch-Site) must name
 * this site.
 */
export function refuseCrossSitePosts(publicUrl: string | undefined): express.RequestHandler {
  const publicHost = publicUrl ? new URL(publicUrl).host : null;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    let allowed: boolean;
    if (origin) {
      const originHost = URL.canParse(origin) ? new URL(origin).host : null;
      allowed = originHost !== null && (originHost === req.get("host") || originHost === publicHost);
    } else {
      allowed = req.get("sec-fetch-site") !== "cross-site";
    }
    if (allowed) return next();
    log.warn("cross-site request refused", { method: req.method, path: req.path, origin: origin ?? null });
    res.status(403).type("text/plain").send("Cross-site form submissions are refused.");
  };
}

export function createApp(options: AppOptions) {
  const { config, db } = options;
  const app = express();
  app.disable("x-powered-by");
  // Only behind a proxy we trust is X-Forwarded-For the client's address, and
  // only its last entry, the one that proxy wrote: earlier ones are whatever
  // the client sent.
  app.set("trust proxy", config.TRUST_PROXY ? 1 : false);
  const https = config.PUBLIC_URL?.startsWith("https:") ?? false;
  const development = config.NODE_ENV === "development";

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const quiet = req.path.startsWith("/assets/") || req.path.startsWith("/media/");
      (quiet ? log.debug : log.info)("request", {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  });

  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: development
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
              styleSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
              styleSrcAttr: ["'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameSrc: ["https://www.youtube-nocookie.com", "https://www.google.com", "https://maps.google.com"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          },
      strictTransportSecurity: https ? { maxAge: year, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
    }),
  );
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      // A database that answers reads but refuses writes (full disk, read-only) is not healthy.
      await checkWritable(db);
      res.set("Cache-Control", "no-store").json({ status: "ok", database: options.engine });
    } catch (error) {
      log.error("health check failed", { err: error });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", database: options.engine });
    }
  });

  if (!(options.media instanceof LocalMediaStore)) {
    const store = options.media;
    app.get("/media/:key", async (req, res, next) => {
      try {
        const body = /^[a-z0-9][a-z0-9._-]{0,127}$/.test(req.params.key) ? await store.get(req.params.key) : null;
        if (!body) return void res.status(404).type("text/plain").send("Not found");
        res.set({
          "Content-Type": mediaTypes[path.extname(req.params.key)] ?? "application/octet-stream",
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        });
        res.send(body);
      } catch (error) {
        next(error);
      }
    });
  } else {
    app.use(
      "/media",
      express.static(options.media.directory, {
        immutable: true,
        maxAge: year * 1000,
        index: false,
        fallthrough: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      }),
    );
  }

  app.use(refuseCrossSitePosts(config.PUBLIC_URL));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: year * 1000, index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  if (!development) {
    const htmlCache = options.htmlCache ?? new HtmlCache(db);
    app.use(htmlCache.invalidator());
    app.use(htmlCache.middleware());
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext: (req, res): ServerContext => ({
        db,
        engine: options.engine,
        config,
        media: options.media,
        nonce: res.locals.nonce as string,
        clientIp: clientAddress(req.ip ?? req.socket.remoteAddress),
        mail: options.mail,
      }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) log.error("request failed", { err: error, path: req.path });
    if (!res.headersSent)
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found" : "Server error");
  });

  return app;
}
