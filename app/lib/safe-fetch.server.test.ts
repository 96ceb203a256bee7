import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedAddress, safeFetch } from "./safe-fetch.server";

let server: http.Server;
let port = 0;
const requests: { host: string | undefined; url: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ host: req.headers.host, url: req.url });
    if (req.url === "/big") return res.writeHead(200).end("x".repeat(5000));
    if (req.url === "/moved") return res.writeHead(301, { location: "/ok" }).end();
    if (req.url === "/to-file") return res.writeHead(302, { location: "file:///etc/passwd" }).end();
    res.writeHead(200, { "content-type": "text/plain" }).end("fine");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("safe fetch: internal address ranges are refused", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.20.30.40", "private"],
    ["172.31.255.255", "private"],
    ["192.168.0.1", "private"],
    ["100.100.100.100", "carrier-grade NAT"],
    ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["198.18.0.1", "benchmarking"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fe80::1", "link-local"],
    ["fd12:3456::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::169.254.169.254", "link-local"],
    ["2002:7f00:1::", "loopback"],
  ])("%s is refused as %s", (address, kind) => {
    expect(refusedAddress(address)).toContain(kind);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s, a public address, is allowed",
    (address) => {
      expect(refusedAddress(address)).toBeNull();
    },
  );
});

describe("safe fetch: what it fetches and how", () => {
  it("the test-only loopback allowance lets only the named ports through", async () => {
    expect(await safeFetch(`http://127.0.0.1:${port}/ok`, { testOnlyLoopbackPorts: [port] })).toMatchObject({
      ok: true,
      bytes: Buffer.from("fine"),
    });
    const before = requests.length;
    expect(await safeFetch(`http://127.0.0.1:${port}/ok`)).toMatchObject({ ok: false, kind: "refused" });
    expect(await safeFetch(`http://127.0.0.1:${port}/ok`, { testOnlyLoopbackPorts: [port + 1] })).toMatchObject({
      ok: false,
      kind: "refused",
    });
    expect(requests.length).toBe(before);
  });

  it("connects to the address it checked: the host name is resolved once, and kept in the Host header", async () => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const result = await safeFetch(`http://images.test:${port}/moved`, { resolve, testOnlyLoopbackPorts: [port] });
    expect(result).toMatchObject({ ok: true, url: `http://images.test:${port}/ok` });
    // One look-up per hop (the redirect's hop is a second request to the same name), none by the socket.
    expect(asked).toEqual(["images.test", "images.test"]);
    expect(requests.slice(-2)).toEqual([
      { host: `images.test:${port}`, url: "/moved" },
      { host: `images.test:${port}`, url: "/ok" },
    ]);
  });

  it("a host name with any internal address among its addresses is refused, before any request", async () => {
    const before = requests.length;
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    expect(await safeFetch("http://mixed.test/a.jpg", { resolve })).toEqual({
      ok: false,
      kind: "refused",
      retryable: false,
      url: "http://mixed.test/a.jpg",
      reason: "http://mixed.test/a.jpg was refused: mixed.test resolves to 10.0.0.7, a private (10.0.0.0/8) address",
    });
    expect(requests.length).toBe(before);
  });

  it("a redirect to a non-http scheme, a user name in the URL and a body past the size limit are refused", async () => {
    const allowed = { testOnlyLoopbackPorts: [port] };
    expect(await safeFetch(`http://127.0.0.1:${port}/to-file`, allowed)).toMatchObject({
      ok: false,
      reason: `file:///etc/passwd (a redirect from http://127.0.0.1:${port}/to-file) is not an http(s) URL`,
    });
    expect(await safeFetch(`http://user:pw@127.0.0.1:${port}/ok`, allowed)).toMatchObject({
      ok: false,
      kind: "refused",
    });
    expect(await safeFetch(`http://127.0.0.1:${port}/big`, { ...allowed, maxBytes: 1000 })).toMatchObject({
      ok: false,
      kind: "too-large",
      reason: `http://127.0.0.1:${port}/big is larger than 0 MB`,
    });
  });
});
