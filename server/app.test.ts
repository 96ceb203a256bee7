import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { forClientsStillThere, hasUsableHost, requestIds, requireDecodablePath, requireHost } from "./app";

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function serve(trustProxy: boolean) {
  const app = express();
  app.set("trust proxy", trustProxy ? 1 : false);
  app.use(requestIds(trustProxy), requireHost(trustProxy), requireDecodablePath());
  app.get("/{*splat}", (req, res) => {
    res.json({ hostname: req.hostname, id: res.locals.requestId });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** The status code of a request written byte for byte. */
function raw(port: number, head: string): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve(status ? Number(status) : null);
    });
  });
}

describe("every request has an id the client cannot choose", () => {
  it("generates the id, ignoring the client's X-Request-Id when no proxy is trusted", async () => {
    const port = await serve(false);
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Request-Id": "mine" } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await response.json()).id).toBe(id);
  });

  it("takes a well-formed X-Request-Id from a trusted proxy, never a malformed one", async () => {
    const port = await serve(true);
    const kept = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Request-Id": "proxy-id-1" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-1");
    const replaced = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Request-Id": 'a b"<>' } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a request without a usable Host answers 400", () => {
  it("refuses HTTP/1.0 without Host, an empty Host and a garbled one", async () => {
    const port = await serve(false);
    expect(await raw(port, "GET / HTTP/1.0\r\n\r\n")).toBe(400);
    expect(await raw(port, "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n")).toBe(400);
    expect(await raw(port, "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n")).toBe(400);
    expect(await raw(port, "GET / HTTP/1.1\r\nHost: club.test\r\nConnection: close\r\n\r\n")).toBe(200);
  });

  it("behind a trusted proxy, also refuses a garbled X-Forwarded-Host", async () => {
    const port = await serve(true);
    const head = (forwarded: string) =>
      `GET / HTTP/1.1\r\nHost: club.test\r\nX-Forwarded-Host: ${forwarded}\r\nConnection: close\r\n\r\n`;
    expect(await raw(port, head("a b"))).toBe(400);
    expect(await raw(port, head("club.example.org, other"))).toBe(200);
  });
});

describe("hosts found usable are remembered, and only those", () => {
  const request = (host: string | undefined) => ({ headers: { host } }) as unknown as IncomingMessage;

  it("refuses an unusable host every time it is sent, before and after many usable names have been seen", () => {
    const unusable = ["a b", "", undefined, "club.test/", "[::1", "club.test\u0000"];
    const refused = () => unusable.map((host) => hasUsableHost(request(host), false));
    expect(refused()).toEqual(unusable.map(() => false));
    expect(refused()).toEqual(unusable.map(() => false));
    for (let n = 0; n < 40; n++) expect(hasUsableHost(request(`club-${n}.test:${8000 + n}`), false)).toBe(true);
    expect(refused()).toEqual(unusable.map(() => false));
    expect(hasUsableHost(request("club-0.test:8000"), false)).toBe(true);
    expect(hasUsableHost(request("[::1]:3000"), false)).toBe(true);
  });
});

describe("a path that is not valid percent-encoding, or holds a NUL byte, answers 400", () => {
  it.each(["/%", "/%E0%A4%A", "/project/%zz", "/project/%00", "/projects?page=%00"])("refuses %s", async (path) => {
    const port = await serve(false);
    expect(await raw(port, `GET ${path} HTTP/1.1\r\nHost: club.test\r\nConnection: close\r\n\r\n`)).toBe(400);
  });
});

describe("a request whose client has gone is not handed to the pages", () => {
  it("does not run the handler for a POST whose client half-closed while an earlier step waited; runs it for one still there", async () => {
    const handled: string[] = [];
    let gatePassed = (_path: string) => {};
    const app = express();
    // An earlier step that waits until the client has gone (as a session look-up may).
    app.use((req, res, next) => {
      if (req.path !== "/gone") return next();
      res.once("close", () => {
        next();
        gatePassed(req.path);
      });
    });
    app.all(
      "/{*splat}",
      forClientsStillThere((req, res) => {
        handled.push(req.path);
        res.status(200).send("handled");
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;

    const passed = new Promise<string>((resolve) => {
      gatePassed = resolve;
    });
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.end("POST /gone HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nname="),
    );
    socket.on("error", () => {});
    expect(await passed).toBe("/gone");
    expect(await raw(port, "GET /here HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).toBe(200);
    expect(handled).toEqual(["/here"]);
  });
});
