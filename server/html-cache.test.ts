import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { HtmlCache } from "./html-cache";

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * The cache in front of a page that says what the root loader says for an
 * official (`Cache-Control: private, no-store`) when the request asks for
 * /private, and nothing for /public. No database: the cache takes every
 * request without a session cookie for a visitor's, as it would if its
 * session check and the page's ever disagreed.
 */
async function serve() {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = "nonce";
    next();
  });
  app.use(new HtmlCache().middleware());
  let renders = 0;
  app.get("/{*splat}", (req, res) => {
    renders += 1;
    if (req.path === "/private") res.set("Cache-Control", "private, no-store");
    // What noStoreForOfficials adds for any request with a session cookie, a junk one too.
    if (req.path === "/no-store") res.set("Cache-Control", "no-store");
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

  it("never stores a Cache-Control: no-store answer (a visitor with a junk session cookie), so visitors after never get its no-store", async () => {
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
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = "nonce";
      next();
    });
    app.use(cache.middleware());
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
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
