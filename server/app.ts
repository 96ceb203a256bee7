import crypto from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet, { type HelmetOptions } from "helmet";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { ServerContext } from "../app/context";
import { checkWritable } from "../app/db/connect.server";
import { log, withRequestId } from "../app/log.server";
import { LocalMediaStore } from "../app/media/store.server";
import { redirectToCanonicalPath } from "./canonical-path";
import { holdAssets } from "./held-assets";
import { type HeldBytes, sendHeld } from "./held-bytes";
import { HtmlCache } from "./html-cache";
import { oneDrainListener } from "./one-drain-listener";
import { noStoreForOfficials } from "./private-pages";
import { responseCompression } from "./response-compression";
import { responseGone } from "./response-gone";

export interface AppOptions extends Omit<ServerContext, "nonce" | "clientIp" | "requestId"> {
  /** The React Router build, or a function that loads it per request in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  htmlCache?: HtmlCache;
}

const year = 60 * 60 * 24 * 365;
const mediaTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".mp4": "video/mp4",
};

/** An IPv4 client reached over an IPv6 socket (::ffff:203.0.113.7) is written as IPv4. */
export function clientAddress(address: string | undefined): string | null {
  if (!address) return null;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

const oneClickUnsubscribe = /^(?:\/[a-z]+)?\/unsubscribe\/[^/]+$/i;

/**
 * Refuses a state-changing request from another site, on top of the session
 * cookie's SameSite=Lax: the browser's Origin (or Sec-Fetch-Site) must name
 * this site.
 */
export function refuseCrossSitePosts(publicUrl: string | undefined): express.RequestHandler {
  const publicHost = publicUrl ? new URL(publicUrl).host : null;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // A bulletin's one-click unsubscribe (RFC 8058) is posted by the reader's mail service, from
    // wherever it runs: the signed token in the address is what it checks (decision 0081). Its
    // Origin goes too, or React Router's own check would refuse the post with a 400.
    if (oneClickUnsubscribe.test(req.path)) {
      delete req.headers.origin;
      return next();
    }
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

/**
 * Every request gets an id, sent back as X-Request-Id and written on each log
 * line about it. A client's own X-Request-Id is taken only from a proxy we
 * trust, and only if it looks like an id.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers["x-request-id"] : undefined;
  return typeof forwarded === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(forwarded) ? forwarded : crypto.randomUUID();
}

export function requestIds(trustProxy: boolean): express.RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req, trustProxy);
    res.locals.requestId = id;
    res.set("X-Request-Id", id);
    withRequestId(id, next, {
      answerFailure: () => {
        if (!res.headersSent) res.status(500).set("Connection", "close").type("text/plain").send("Server error");
        else res.destroy();
      },
      // A response whose connection is already gone runs the task at once: "close" has been and will not come again.
      afterResponse: (task) => (responseGone(req, res) ? task() : res.once("close", task)),
    });
  };
}

/**
 * Hands on only a request whose response can still be written. A client that
 * half-closes or goes while an earlier step awaits has its response closed
 * before React Router sees it; React Router would then wait on "close" to abort
 * the request, which has been and will not come again, and an action reading
 * the body would wait for ever on a stream that never ends.
 */
export function forClientsStillThere(handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    if (responseGone(req, res)) return;
    return handler(req, res, next);
  };
}

/**
 * A request with no usable Host (HTTP/1.0, an empty or garbled header) has no
 * URL we could build, so it is refused before anything tries.
 */
export function hasUsableHost(req: IncomingMessage, trustProxy: boolean): boolean {
  // Behind a trusted proxy Express takes the host from X-Forwarded-Host's first entry.
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const forwarded = Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost;
  return usableHost(req.headers.host) && (!forwarded || usableHost(forwarded.split(",")[0]?.trim()));
}

/** Hosts found usable: a server answers to a few names, and each request's is checked against them first. */
const usableHosts = new Set<string>();
const rememberedHosts = 16;

function usableHost(host: string | undefined): boolean {
  if (!host) return false;
  if (usableHosts.has(host)) return true;
  const usable = /^[A-Za-z0-9.:[\]_-]+$/.test(host) && URL.canParse(`http://${host}/`);
  // Beyond the first few, a client's made-up names are checked each time rather than kept.
  if (usable && usableHosts.size < rememberedHosts) usableHosts.add(host);
  return usable;
}

export function requireHost(trustProxy: boolean): express.RequestHandler {
  return (req, res, next) => {
    if (hasUsableHost(req, trustProxy)) return next();
    res.status(400).type("text/plain").send("Bad request: missing or invalid Host header.");
  };
}

/**
 * A path that is not valid percent-encoding (/%, /%E0%A4%A) names no page,
 * and a NUL byte (%00) in the path or query is never part of a real address
 * (PostgreSQL refuses it in text): 400, before any router or query sees it.
 */
export function requireDecodablePath(): express.RequestHandler {
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type("text/plain").send("Bad request: malformed URL.");
    }
    if (decoded.includes("\0") || /%00/i.test(req.originalUrl)) {
      return void res.status(400).type("text/plain").send("Bad request: malformed URL.");
    }
    next();
  };
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type MethodsRoute = RouteObject & { methods: string[] };

/** The route table as a tree for matchRoutes, each route knowing which methods it answers. */
function methodTree(build: ServerBuild): MethodsRoute[] {
  const children = (parentId: string | undefined): MethodsRoute[] =>
    Object.values(build.routes)
      .filter((route): route is ManifestRoute => route?.parentId === parentId)
      .map((route) => {
        const methods = [
          ...(route.module.loader || route.module.default ? ["GET", "HEAD"] : []),
          ...(route.module.action ? ["POST"] : []),
        ];
        const sub = children(route.id);
        return {
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          methods,
          ...(route.index ? { index: true as const } : { children: sub }),
        } as MethodsRoute;
      });
  return children(undefined);
}

/**
 * Answers the methods no route handles (PUT, DELETE, TRACE, or a POST to a
 * page without an action) with 405 and the Allow header, before React Router
 * could hand them to an action written for POST.
 */
export function allowedMethods(build: ServerBuild | (() => Promise<ServerBuild>)): express.RequestHandler {
  let cached: { build: ServerBuild; tree: MethodsRoute[] } | undefined;
  const treeFor = async () => {
    const current = typeof build === "function" ? await build() : build;
    if (cached?.build !== current) cached = { build: current, tree: methodTree(current) };
    return cached.tree;
  };
  // Matching flattens and ranks the whole route table each time, which cost a
  // third of the server's time on cached pages: remember each path's answer
  // (bounded, since clients choose the paths).
  const known = new Map<string, string[]>();
  let knownFor: ServerBuild | undefined;
  const methodsFor = async (pathname: string) => {
    const tree = await treeFor();
    if (knownFor !== cached?.build) {
      known.clear();
      knownFor = cached?.build;
    }
    let methods = known.get(pathname);
    if (!methods) {
      const leaf = (matchRoutes(tree, pathname) ?? []).at(-1)?.route as MethodsRoute | undefined;
      methods = leaf?.methods.length ? leaf.methods : ["GET", "HEAD"];
      if (known.size >= 2000) known.clear();
      known.set(pathname, methods);
    }
    return methods;
  };
  return async (req, res, next) => {
    // Single-fetch data requests name the page with a .data suffix (the home page is /_root.data).
    const pathname = req.path === "/_root.data" ? "/" : req.path.replace(/\.data$/, "");
    const allowed = await methodsFor(pathname);
    if (allowed.includes(req.method)) return next();
    res.set("Allow", [...allowed, "OPTIONS"].join(", "));
    if (req.method === "OPTIONS") return void res.status(204).end();
    res.status(405).type("text/plain").send("Method not allowed");
  };
}

/**
 * Helmet's headers, the same for every answer but for its Content-Security-Policy: a page's
 * allows its own nonce, the build's scripts and styles get one that allows nothing.
 */
function securityHeaders(https: boolean, contentSecurityPolicy: HelmetOptions["contentSecurityPolicy"]) {
  return helmet({
    contentSecurityPolicy,
    strictTransportSecurity: https ? { maxAge: year, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
}

/** The headers a static file is sent with besides its own, read once from a response no one receives. */
function staticFileSecurityHeaders(https: boolean): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  securityHeaders(https, { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } })(
    req,
    res,
    () => {},
  );
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
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

  app.use(requestIds(config.TRUST_PROXY));
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      // originalUrl: a middleware mounted on a path (the build's other files) shortens req.path.
      logRequest(
        req.method,
        req.originalUrl.split("?")[0] ?? "",
        res.statusCode,
        started,
        res.locals.requestId as string,
      );
    });
    next();
  });
  app.use(requireHost(config.TRUST_PROXY));
  app.use(requireDecodablePath());
  app.use(redirectToCanonicalPath());
  const htmlCache = htmlCacheOf(options);
  // A kept page is served before anything else is built for the request (decision 0069). Only
  // GET and HEAD of a page that rendered are ever kept, so the method check can come later.
  if (htmlCache) app.use(htmlCache.serve());

  app.use((_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    securityHeaders(
      https,
      development
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
              // 'self': the officials' preview screen frames a page's draft (content-preview.tsx).
              frameSrc: [
                "'self'",
                "https://www.youtube-nocookie.com",
                "https://www.google.com",
                "https://maps.google.com",
              ],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          },
    ),
  );
  // A page asked for as a preview may be framed by this site's own preview screen, and only by it.
  app.use((req, res, next) => {
    if (new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("preview")) {
      const csp = res.getHeader("content-security-policy");
      if (typeof csp === "string")
        res.setHeader("content-security-policy", csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      res.setHeader("x-frame-options", "SAMEORIGIN");
    }
    next();
  });
  app.use(responseCompression());
  app.use(oneDrainListener);
  app.use(noStoreForOfficials(config));

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
    // The build's brotli and gzip copies (scripts/compress-assets.mjs) by Accept-Encoding; the
    // compression middleware leaves an answer that already has its Content-Encoding alone.
    const precompressed = (directory: string, serveStatic: Record<string, unknown>) =>
      expressStaticGzip(directory, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });
    app.use(
      "/assets",
      precompressed(path.join(options.clientDir, "assets"), { immutable: true, maxAge: year * 1000, index: false }),
    );
    app.use(precompressed(options.clientDir, { maxAge: "1h", index: false }));
  }

  if (htmlCache) app.use(htmlCache.keep());
  app.use(allowedMethods(options.build));
  if (htmlCache) app.use(htmlCache.invalidator());

  app.all(
    "/{*splat}",
    forClientsStillThere(
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
          requestId: res.locals.requestId as string,
          mail: options.mail,
          clock: options.clock,
          avif: options.avif,
          pagesChanged: htmlCache ? () => htmlCache.changed() : undefined,
          // A single-fetch data request (/projects.data) renders no document.
          documentOnly: req.path.endsWith(".data") ? undefined : {},
        }),
      }),
    ),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) log.error("request failed", { err: error, method: req.method, path: req.path });
    if (!res.headersSent)
      res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found" : "Server error");
  });

  return app;
}

/**
 * The server's request listener. A kept page for an anonymous visitor without a session cookie
 * is written straight from memory, with its request id and log line, before express builds
 * anything for the request (decision 0069); everything else goes through the app.
 */
export function createRequestListener(options: AppOptions) {
  const htmlCache = htmlCacheOf(options);
  const app = createApp({ ...options, htmlCache: htmlCache ?? undefined });
  const trustProxy = options.config.TRUST_PROXY;
  const assets = options.clientDir
    ? holdAssets(
        path.join(options.clientDir, "assets"),
        staticFileSecurityHeaders(options.config.PUBLIC_URL?.startsWith("https:") ?? false),
      )
    : new Map<string, HeldBytes>();
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const held =
      (req.method === "GET" || req.method === "HEAD") && hasUsableHost(req, trustProxy)
        ? (assets.get(pathname) ?? htmlCache?.keptFor(req))
        : null;
    if (!held) return void app(req, res);
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req, trustProxy);
    sendHeld(held, req, res, requestId);
    logRequest(req.method ?? "", pathname, res.statusCode, started, requestId);
  };
}

/** The cache of anonymous pages the app and the server's listener share; none in development. */
function htmlCacheOf(options: AppOptions): HtmlCache | null {
  if (options.config.NODE_ENV === "development") return null;
  return options.htmlCache ?? new HtmlCache(options.db, options.clock);
}

/** A request's access line: assets and media at debug, the rest at info. */
function logRequest(method: string, path: string, status: number, started: bigint, requestId: string) {
  const quiet = path.startsWith("/assets/") || path.startsWith("/media/");
  log.request(
    { method, path, status, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10, requestId },
    quiet ? "debug" : "info",
  );
}
