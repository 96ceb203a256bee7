import crypto from "node:crypto";
import net, { type AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import type { KyselyPlugin } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "../app/db/connect.server";
import { plainRequest } from "../tests/helpers/raw-http";
import { HtmlCache, type KeptPage } from "./html-cache";

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      // A render a failing test left held must not hold the file's end.
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    }),
  );
});

/**
 * An express app with `cache` around whatever is added to it, as the server puts it: served from
 * the cache, then a nonce for the request (a fixed one unless `perRequest` sets its own), then kept.
 */
function appBehind(
  cache: HtmlCache,
  perRequest: express.RequestHandler = (_req, res, next) => {
    res.locals.nonce = "nonce";
    next();
  },
) {
  const app = express();
  app.use(cache.serve());
  app.use(perRequest);
  app.use(cache.keep());
  return app;
}

/** Starts `app` on a free port (closed after the test) and returns its origin. */
async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The cache in front of a page that says what the root loader says for an
 * official (`Cache-Control: private, no-store`) when the request asks for
 * /private, and nothing for /public. No database: the cache takes every
 * request without a session cookie for a visitor's, as it would if its
 * session check and the page's ever disagreed.
 */
async function serve() {
  const app = appBehind(new HtmlCache());
  let renders = 0;
  app.get("/{*splat}", (req, res) => {
    renders += 1;
    if (req.path === "/private") res.set("Cache-Control", "private, no-store");
    // What noStoreForOfficials adds for a request with a session cookie.
    if (req.path === "/no-store") res.set("Cache-Control", "no-store");
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  return listen(app);
}

describe("the HTML cache keeps no page rendered for one person", () => {
  it("never stores a Cache-Control: private page, which every later request renders afresh", async () => {
    const origin = await serve();
    await (await fetch(`${origin}/private`)).text();
    const again = await fetch(`${origin}/private`);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(await again.text()).toBe("<p>render 2</p>");
  });

  it("never stores a Cache-Control: no-store answer, so visitors after never get its no-store", async () => {
    const origin = await serve();
    await (await fetch(`${origin}/no-store`)).text();
    const again = await fetch(`${origin}/no-store`);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(await again.text()).toBe("<p>render 2</p>");
  });

  it("still stores a visitor's page", async () => {
    const origin = await serve();
    await (await fetch(`${origin}/public`)).text();
    const again = await fetch(`${origin}/public`);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await again.text()).toBe("<p>render 1</p>");
  });
});

describe("the HTML cache keeps nothing older than the last official's write", () => {
  it("does not keep a page whose render began before an official's write and ended after it", async () => {
    const cache = new HtmlCache();
    const app = appBehind(cache);
    app.use(cache.invalidator());
    let stored = "before the write";
    let renders = 0;
    let readDone: () => void = () => {};
    const read = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    let finishRender: () => void = () => {};
    const renderMayFinish = new Promise<void>((resolve) => {
      finishRender = resolve;
    });
    app.get("/", async (_req, res) => {
      renders += 1;
      const seen = stored;
      if (renders === 1) {
        // The first render has read the database and is still drawing the page when the write lands.
        readDone();
        await renderMayFinish;
      }
      res.type("html").send(`<p>${seen}</p>`);
    });
    app.post("/save", (_req, res) => {
      stored = "after the write";
      res.status(204).end();
    });
    const origin = await listen(app);

    const slow = fetch(`${origin}/`).then((response) => response.text());
    await read;
    // Without a database the cache takes any session cookie for an official's.
    expect((await fetch(`${origin}/save`, { method: "POST", headers: { Cookie: "session=x" } })).status).toBe(204);
    finishRender();
    expect(await slow).toBe("<p>before the write</p>");

    const next = await fetch(`${origin}/`);
    expect(next.headers.get("x-cache")).toBeNull();
    expect(await next.text()).toBe("<p>after the write</p>");
    const third = await fetch(`${origin}/`);
    expect(third.headers.get("x-cache")).toBe("hit");
    expect(await third.text()).toBe("<p>after the write</p>");
  });
});

/** A page rendered with a fresh nonce per request and helmet's kind of CSP, as the real server does. */
async function serveWithNonces(page: (nonce: string) => string, cache = new HtmlCache()) {
  const app = appBehind(cache, (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'self';script-src 'self' 'nonce-${res.locals.nonce}';style-src 'self' 'nonce-${res.locals.nonce}';object-src 'none'`,
    );
    res.setHeader("X-Frame-Options", "DENY");
    next();
  });
  let renders = 0;
  app.get("/{*splat}", (_req, res) => {
    renders += 1;
    res.type("html").send(page(res.locals.nonce as string));
  });
  return { origin: await listen(app), renders: () => renders };
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("a kept page is the same bytes for every anonymous visitor", () => {
  const page = (nonce: string) =>
    `<!DOCTYPE html><html><head><style nonce="${nonce}">p{color:red}</style>` +
    `<script type="application/ld+json">{"@type":"NGO"}</script></head><body><p>hi</p>` +
    `<script nonce="${nonce}">window.ctx = 1;</script><script type="module" nonce="${nonce}">import "/a.js";</script>` +
    `<script src="/b.js" nonce="${nonce}"></script></body></html>`;

  it("takes the nonce out and allows the page's own inline scripts and styles by hash in its CSP", async () => {
    const { origin, renders } = await serveWithNonces(page);
    const first = await plainRequest(`${origin}/`);
    const second = await plainRequest(`${origin}/`);
    const third = await plainRequest(`${origin}/`);
    expect(renders()).toBe(1);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(third.body.equals(second.body)).toBe(true);
    const html = second.body.toString();
    expect(html).not.toContain("nonce");
    expect(html).toBe(first.body.toString().replace(/ nonce="[^"]*"/g, ""));
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${sha256("window.ctx = 1;")} ${sha256('import "/a.js";')};` +
        `style-src 'self' ${sha256("p{color:red}")};object-src 'none'`,
    );
    expect(third.headers["content-security-policy"]).toBe(policy);
    expect(second.headers["x-frame-options"]).toBe("DENY");
  });

  it("is compressed once, sent as brotli, gzip or plain by Accept-Encoding, with Vary and a strong ETag per coding", async () => {
    const cache = new HtmlCache();
    const { origin } = await serveWithNonces(page, cache);
    const plain = (await plainRequest(`${origin}/`)).body.toString().replace(/ nonce="[^"]*"/g, "");
    await cache.compressed();
    const brotli = await plainRequest(`${origin}/`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["x-cache"]).toBe("hit");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(plain);
    const gzip = await plainRequest(`${origin}/`, { "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    const identity = await plainRequest(`${origin}/`, { "Accept-Encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(plain);
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length);
    for (const answer of [brotli, gzip, identity]) expect(answer.headers.vary).toBe("Accept-Encoding");
    const tags = [brotli, gzip, identity].map((answer) => String(answer.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("answers 304 to a visitor who has it in any coding, and HEAD with headers alone", async () => {
    const cache = new HtmlCache();
    const { origin } = await serveWithNonces(page, cache);
    await plainRequest(`${origin}/`);
    await cache.compressed();
    const brotli = await plainRequest(`${origin}/`, { "Accept-Encoding": "br" });
    const again = await plainRequest(`${origin}/`, {
      "Accept-Encoding": "br",
      "If-None-Match": String(brotli.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const weak = await plainRequest(`${origin}/`, { "If-None-Match": `"other", W/${brotli.headers.etag}` });
    expect(weak.status).toBe(304);
    const changed = await plainRequest(`${origin}/`, { "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
    const head = await plainRequest(`${origin}/`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["x-cache"]).toBe("hit");
  });

  it("is compressed off the request: kept at once, plain until its compressed copies are made", async () => {
    const cache = new HtmlCache();
    const app = appBehind(cache);
    const keptInTheSameTurn: (KeptPage | null)[] = [];
    app.get("/{*splat}", (req, res) => {
      res.type("html").send("<p>kept</p>".repeat(500));
      // The answer has ended; the thread pool cannot have compressed it before this line.
      keptInTheSameTurn.push(cache.keptFor(req));
    });
    const origin = await listen(app);
    await plainRequest(`${origin}/`);
    const [kept] = keptInTheSameTurn;
    expect(kept?.brotli).toBe(kept?.identity);
    expect(kept?.gzip).toBe(kept?.identity);
    await cache.compressed();
    const compressed = await plainRequest(`${origin}/`, { "Accept-Encoding": "br" });
    expect(compressed.headers["x-cache"]).toBe("hit");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toBe("<p>kept</p>".repeat(500));
  });

  it("a page dropped while it is being compressed stays dropped", async () => {
    const cache = new HtmlCache();
    const app = appBehind(cache);
    let renders = 0;
    app.get("/{*splat}", (_req, res) => {
      renders += 1;
      res.type("html").send("<p>dropped</p>".repeat(500));
      // An official's write in the same turn as the page was kept, before its compression ends.
      cache.clear();
    });
    const origin = await listen(app);
    await plainRequest(`${origin}/`);
    await cache.compressed();
    expect(cache.size).toBe(0);
    await plainRequest(`${origin}/`);
    expect(renders).toBe(2);
  });

  it("does not keep a page whose nonce appears anywhere but in a nonce attribute", async () => {
    const { origin, renders } = await serveWithNonces((nonce) => `<p data-n="${nonce}">hi</p>`);
    await plainRequest(`${origin}/`);
    const again = await plainRequest(`${origin}/`);
    expect(again.headers["x-cache"]).toBeUndefined();
    expect(renders()).toBe(2);
  });
});

/**
 * A page whose render can be held open, behind a cache with a clock the test moves. `/gone`
 * renders once and is a 404 after; the others say which render they are.
 */
async function serveWithClock(start: Date, db?: Db) {
  let now = start;
  const app = appBehind(new HtmlCache(db, () => now));
  let renders = 0;
  let hold: Promise<void> | null = null;
  let started: () => void = () => {};
  app.get("/{*splat}", async (req, res) => {
    renders += 1;
    const render = renders;
    if (hold) {
      started();
      await hold;
    }
    if (req.path === "/gone" && render > 1) return void res.status(404).type("html").send("<p>not found</p>");
    res.type("html").send(`<p>render ${render}</p>`);
  });
  return {
    origin: await listen(app),
    renders: () => renders,
    setClock: (date: Date) => {
      now = date;
    },
    /** Holds the next renders until the returned release is called; resolves `rendering` when one has begun. */
    holdRenders() {
      let release: () => void = () => {};
      hold = new Promise((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      const rendering = new Promise<void>((resolve) => {
        started = resolve;
      });
      return { rendering, release: () => release() };
    },
  };
}

describe("an expired page is rendered again once, not by every visitor at the same moment", () => {
  const noon = new Date("2026-11-29T12:00:00+05:30");
  const later = (ms: number) => new Date(noon.getTime() + ms);

  /**
   * `path`, kept at noon, expires: the first request after renders it again (held until the others
   * have come), the others meanwhile get the kept copy, and the new render is kept.
   */
  async function expectRenderedOnceAfterExpiry(
    site: Awaited<ReturnType<typeof serveWithClock>>,
    path: string,
    init?: RequestInit,
  ) {
    expect(await (await fetch(`${site.origin}${path}`, init)).text()).toBe("<p>render 1</p>");
    expect((await fetch(`${site.origin}${path}`)).headers.get("x-cache")).toBe("hit");
    site.setClock(later(61_000));
    const { rendering, release } = site.holdRenders();
    const refresh = fetch(`${site.origin}${path}`, init).then((response) => response.text());
    await rendering;
    for (let visitor = 0; visitor < 5; visitor++) {
      const meanwhile = await fetch(`${site.origin}${path}`, init);
      expect(meanwhile.headers.get("x-cache")).toBe("hit");
      expect(await meanwhile.text()).toBe("<p>render 1</p>");
    }
    expect(site.renders()).toBe(2);
    release();
    expect(await refresh).toBe("<p>render 2</p>");
    const after = await fetch(`${site.origin}${path}`);
    expect(after.headers.get("x-cache")).toBe("hit");
    expect(await after.text()).toBe("<p>render 2</p>");
    expect(site.renders()).toBe(2);
  }

  it("while one request renders an expired page again, the others are served the kept copy, and the new render is kept", async () => {
    await expectRenderedOnceAfterExpiry(await serveWithClock(noon), "/members");
  });

  it("a visitor whose session cookie is not a live session is an anonymous one: served the kept copy while another renders, and may render an expired page for everyone", async () => {
    const database = openDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    try {
      const junk = { headers: { Cookie: "lang=hi; session=junk" } };
      await expectRenderedOnceAfterExpiry(await serveWithClock(noon, database.db), "/events", junk);
    } finally {
      await database.close();
    }
  });

  it("a visitor who leaves while their session cookie is looked up claims no render: the next visitor renders the expired page", async () => {
    const database = openDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(database);
    try {
      // The session look-up waits, while `gate` is set, until the test opens it.
      let gate: Promise<void> | null = null;
      let lookingUp: () => void = () => {};
      const heldLookUp: KyselyPlugin = {
        transformQuery: (args) => args.node,
        async transformResult(args) {
          if (gate) {
            lookingUp();
            await gate;
          }
          return args.result;
        },
      };
      const site = await serveWithClock(noon, database.db.withPlugin(heldLookUp));
      const server = servers.at(-1) as (typeof servers)[number];
      expect(await (await fetch(`${site.origin}/`)).text()).toBe("<p>render 1</p>");
      site.setClock(later(61_000));
      let open: () => void = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      const lookUpBegun = new Promise<void>((resolve) => {
        lookingUp = resolve;
      });
      const closedOnServer = new Promise<void>((resolve) =>
        server.once("connection", (socket) => socket.once("close", () => resolve())),
      );
      const leaving = net.connect(Number(new URL(site.origin).port), "127.0.0.1");
      leaving.on("error", () => {});
      leaving.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: session=${"j".repeat(43)}\r\n\r\n`);
      await lookUpBegun;
      leaving.destroy();
      await closedOnServer;
      await new Promise((resolve) => setImmediate(resolve));
      gate = null;
      open();
      const next = await fetch(`${site.origin}/`);
      expect(next.headers.get("x-cache")).toBeNull();
      expect(await next.text()).toBe("<p>render 2</p>");
    } finally {
      await database.close();
    }
  });

  it("a render of an expired page that takes longer than 10 seconds lets the next request render it", async () => {
    const site = await serveWithClock(noon);
    await (await fetch(`${site.origin}/`)).text();
    site.setClock(later(61_000));
    const { rendering, release } = site.holdRenders();
    const stuck = fetch(`${site.origin}/`).then((response) => response.text());
    await rendering;
    expect(await (await fetch(`${site.origin}/`)).text()).toBe("<p>render 1</p>");
    site.setClock(later(71_000));
    const next = fetch(`${site.origin}/`).then((response) => response.text());
    await expect.poll(() => site.renders()).toBe(3);
    release();
    expect(await stuck).toBe("<p>render 2</p>");
    expect(await next).toBe("<p>render 3</p>");
  });

  it("when the new render of an expired page is not kept (now a 404), the old copy goes with it", async () => {
    const site = await serveWithClock(noon);
    expect(await (await fetch(`${site.origin}/gone`)).text()).toBe("<p>render 1</p>");
    site.setClock(later(61_000));
    const refreshed = await fetch(`${site.origin}/gone`);
    expect(refreshed.status).toBe(404);
    await refreshed.text();
    const next = await fetch(`${site.origin}/gone`);
    expect(next.status).toBe(404);
    expect(next.headers.get("x-cache")).toBeNull();
  });

  it("a page kept in one Rotary year is never served after it ends, not even while it is rendered again", async () => {
    const site = await serveWithClock(new Date("2026-06-30T23:59:30+05:30"));
    await (await fetch(`${site.origin}/`)).text();
    site.setClock(new Date("2026-07-01T00:00:05+05:30"));
    const { rendering, release } = site.holdRenders();
    const first = fetch(`${site.origin}/`).then((response) => response.text());
    await rendering;
    const second = fetch(`${site.origin}/`).then((response) => response.text());
    await expect.poll(() => site.renders()).toBe(3);
    release();
    expect(await first).toBe("<p>render 2</p>");
    expect(await second).toBe("<p>render 3</p>");
  });
});

describe("a full cache lets go of the page served longest ago", () => {
  it("keeps a page served again after others were kept, and drops the one not asked for since", async () => {
    const origin = await serve();
    const cached = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      await response.text();
      return response.headers.get("x-cache") === "hit";
    };
    expect([await cached("/p0"), await cached("/p1")]).toEqual([false, false]);
    // Served twice in a row: the second finds it already the newest.
    expect([await cached("/p0"), await cached("/p0")]).toEqual([true, true]);
    // 499 more pages make 501: one must go.
    for (let page = 2; page <= 500; page++) await cached(`/p${page}`);
    expect(await cached("/p0")).toBe(true);
    expect(await cached("/p500")).toBe(true);
    expect(await cached("/p1")).toBe(false);
  });
});
