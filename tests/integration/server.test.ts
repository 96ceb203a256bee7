import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { languages } from "~/i18n/languages";
import { serverEngines } from "../helpers/engines";
import { plainRequest, sendRaw } from "../helpers/raw-http";
import { type RunningServer, runServerExpectingFailure, startServer, tempDataDir } from "../helpers/server";

async function text(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe.each(serverEngines)("the built server on $name", ({ env }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Each start here is a first start of its own: these tests are about what one does.
  async function start(extra: Record<string, string> = {}) {
    const server = await startServer(extra, { fresh: true });
    cleanups.push(() => server.stop());
    return server;
  }

  it("serves /, /about, /korean and /hindi rendered on the server, and /healthz, then keeps its data across a restart without duplicating demo content", async () => {
    const { env: dbEnv, drop } = await env();
    cleanups.push(drop);
    const dataDir = tempDataDir();
    const publicUrl = "https://club.example.org";
    let server: RunningServer = await start({ ...dbEnv, DATA_DIR: dataDir, PUBLIC_URL: publicUrl });

    const home = await text(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="en"');
    expect(home.body).toContain("Welcome to Demo Rotary Club (example)");
    expect(home.body).toContain("Basic education and literacy");

    const about = await text(`${server.url}/about`);
    expect(about.status).toBe(200);
    expect(about.body).toContain("Paul Harris");
    expect(about.body).toContain("88838");

    const korean = await text(`${server.url}/korean`);
    expect(korean.status).toBe(200);
    expect(korean.body).toContain('<html lang="ko"');
    expect(korean.body).toContain("에 오신 것을 환영합니다");
    expect(korean.body).toContain('href="/korean/about"');

    const hindi = await text(`${server.url}/hindi`);
    expect(hindi.status).toBe(200);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain("डेमो रोटरी क्लब (उदाहरण) में आपका स्वागत है");

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: dbEnv.DATABASE_URL ? "postgres" : "sqlite" });

    const sitemapBefore = (await text(`${server.url}/sitemap.xml`)).body.replaceAll(server.url, "");
    expect(await server.stop()).toBe(0);

    server = await start({ ...dbEnv, DATA_DIR: dataDir, PUBLIC_URL: publicUrl });
    expect(server.logs.join("\n")).not.toContain("first start");
    const sitemapAfter = (await text(`${server.url}/sitemap.xml`)).body.replaceAll(server.url, "");
    expect(sitemapAfter).toBe(sitemapBefore);
    // Eleven pages (with /events, /newsletter and /bulletin), five demo projects and six demo events,
    // in every language: demo content once.
    expect(sitemapAfter.match(/<url>/g)).toHaveLength(languages.length * (11 + 5 + 6));
  });
});

describe("the built server", () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  it("answers unknown routes with a real 404 page in the right language", async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), PUBLIC_URL: "https://club.example.org" });
    const english = await text(`${server.url}/no-such-page`);
    expect(english.status).toBe(404);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain("Page not found");
    const korean = await text(`${server.url}/korean/no-such-page`);
    expect(korean.status).toBe(404);
    expect(korean.body).toContain('<html lang="ko"');
    expect(korean.body).toContain("페이지를 찾을 수 없습니다");
    const project = await text(`${server.url}/project/NO-SUCH-CODE`);
    expect(project.status).toBe(404);
  });

  it("sends security headers and compresses every response", async () => {
    const response = await fetch(`${server.url}/about?rendered-now`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("serves media variants with immutable caching and nosniff", async () => {
    const html = (await text(`${server.url}/project/DEMO-SEWING`)).body;
    const sitemap = (await text(`${server.url}/sitemap.xml`)).body;
    expect(sitemap).toContain("/korean/project/DEMO-SEWING");
    // A photo of the page (its <picture> sources); the link preview is a JPEG of its own now.
    const image = /(\/media\/[a-f0-9]+-\d+\.webp)/.exec(html)?.[1];
    expect(image).toBeDefined();
    const response = await fetch(`${server.url}${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a sitemap part that is not a whole number from 1 is refused with 400, one past the last is 404", async () => {
    for (const part of ["0", "abc", "1.5", "-1", "99999999999999999999", ""]) {
      const response = await fetch(`${server.url}/sitemap.xml?part=${part}`);
      expect(response.status, part).toBe(400);
    }
    const beyond = await fetch(`${server.url}/sitemap.xml?part=2`);
    expect(beyond.status).toBe(404);
    const first = await text(`${server.url}/sitemap.xml?part=1`);
    expect(first.body).toBe((await text(`${server.url}/sitemap.xml`)).body);
  });

  it("sends the build's scripts and styles compressed at build time: brotli or gzip by Accept-Encoding, else plain, the same bytes, with Vary", async () => {
    const html = (await text(`${server.url}/`)).body;
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
    expect(assets.length).toBeGreaterThan(2);
    const script = assets.find((asset) => asset.endsWith(".js")) ?? "";
    const stylesheet = assets.find((asset) => asset.endsWith(".css")) ?? "";
    for (const asset of [script, stylesheet]) {
      const plain = await plainRequest(`${server.url}${asset}`, { "Accept-Encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const brotli = await plainRequest(`${server.url}${asset}`, { "Accept-Encoding": "gzip, deflate, br" });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      // The build's own copies, not a compression made for this request.
      expect(brotli.body.equals(fs.readFileSync(path.join("build/client", `${asset}.br`)))).toBe(true);
      const gzip = await plainRequest(`${server.url}${asset}`, { "Accept-Encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(gzip.body.equals(fs.readFileSync(path.join("build/client", `${asset}.gz`)))).toBe(true);
      expect(brotli.body.length).toBeLessThan(gzip.body.length);
      for (const answer of [plain, brotli, gzip]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.vary).toContain("Accept-Encoding");
        expect(answer.headers["content-type"]).toMatch(asset.endsWith(".js") ? /javascript/ : /text\/css/);
        expect(answer.headers["cache-control"]).toContain("immutable");
      }
    }
  });

  it("holds the build's scripts and styles in memory: 304 for the ETag a visitor has, HEAD without a body, a policy that allows nothing, and 404 for a name the build has not", async () => {
    const html = (await text(`${server.url}/`)).body;
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const first = await plainRequest(`${server.url}${script}`, { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers["x-request-id"]).toBeTruthy();
    expect(first.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // PUBLIC_URL is https here: browsers are told to keep to https for scripts too.
    expect(first.headers["strict-transport-security"]).toContain("max-age=");
    const again = await fetch(`${server.url}${script}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await fetch(`${server.url}${script}?v=2`, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(
      String(fs.statSync(path.join("build/client", `${script}.gz`)).size),
    );
    expect(await head.text()).toBe("");
    const missing = await fetch(`${server.url}/assets/no-such-script.js`);
    expect(missing.status).toBe(404);
    const posted = await fetch(`${server.url}${script}`, { method: "POST", headers: { Origin: server.url } });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(posted.status).toBeLessThan(500);
  });

  it("matches admin routes case-insensitively and refuses them to anonymous visitors", async () => {
    for (const path of ["/Project-Form", "/project-form"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
    }
    const login = await fetch(`${server.url}/login?next=%2Fmembers-table`, { redirect: "manual" });
    expect(login.headers.get("location")).toBe("/sign-in?next=%2Fmembers-table");
  });

  it("on SIGTERM stops taking requests but finishes the one in flight, then exits 0", async () => {
    const running = await startServer({ DATA_DIR: tempDataDir() });
    const { port, hostname } = new URL(running.url);
    const body = new URLSearchParams({ email: "nobody@example.org", password: "not the password" }).toString();
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // The headers first: Node answers "100 Continue" once it has taken the request, so it is in flight.
    const taken = new Promise<void>((resolve) => {
      socket.on("data", () => {
        if (answer.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) resolve();
      });
    });
    socket.write(
      `POST /sign-in HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${running.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await taken;
    // Half the body: the action waits for the rest.
    socket.write(body.slice(0, 10));
    const exit = running.stop("SIGTERM");
    await vi.waitFor(() => expect(running.logs.join("\n")).toContain('"msg":"shutting down"'), { timeout: 60_000 });
    await expect(fetch(running.url)).rejects.toThrow();
    // The rest of the body, without half-closing: the server closes after answering.
    socket.write(body.slice(10));
    await closed;
    expect(answer.slice("HTTP/1.1 100 Continue\r\n\r\n".length)).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain("Wrong e-mail or password");
    expect(await exit).toBe(0);
    expect(running.logs.join("\n")).toContain('"msg":"stopped"');
  });
});

describe("start-up configuration", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "mysql://localhost/club"],
    ["DEMO_CONTENT", "maybe"],
    ["PUBLIC_URL", "example dot org"],
    ["ADMIN_PASSWORD", "short"],
  ])("a bad %s stops start-up with one line naming the variable", async (name, value) => {
    const extra: Record<string, string> = name === "ADMIN_PASSWORD" ? { ADMIN_EMAIL: "admin@example.org" } : {};
    const { code, stderr } = await runServerExpectingFailure({ DATA_DIR: tempDataDir(), [name]: value, ...extra });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});

describe("the HTML cache for anonymous pages", () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  it("serves a page from memory the second time, the same bytes for every visitor, its inline scripts allowed by hash", async () => {
    server = await startServer({
      DATA_DIR: tempDataDir(),
      ADMIN_EMAIL: "cache@example.org",
      ADMIN_PASSWORD: "cache test passphrase",
    });
    const first = await fetch(`${server.url}/about`);
    expect(first.headers.get("x-cache")).toBeNull();
    // The render itself still carries its own nonce.
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await first.text();
    const second = await fetch(`${server.url}/about`);
    expect(second.headers.get("x-cache")).toBe("hit");
    const html = await second.text();
    const third = await fetch(`${server.url}/about`);
    expect(await third.text()).toBe(html);
    expect(html).not.toContain("nonce=");
    const policy = second.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    const directive = (name: string) => policy.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
    const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    const inline = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "g"))]
        .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? "") && !/application\/ld\+json/.test(attributes ?? ""))
        .map(([, , text]) => text ?? "");
    const scripts = inline("script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(directive("script-src")).toContain(hash(script));
    for (const style of inline("style")) expect(directive("style-src")).toContain(hash(style));
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gz)?"$/);
    const revalidated = await fetch(`${server.url}/about`, { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    // Written straight from memory, a kept page still has its request id and its log line, and
    // a request without a usable Host is refused as it is for any other page.
    const requestId = second.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => server.logs.some((line) => line.includes('"msg":"request"') && line.includes(requestId ?? "-")))
      .toBe(true);
    const port = Number(new URL(server.url).port);
    const badHost = await sendRaw(port, { method: "GET", target: "/about", headers: [["Host", "bad host"]] });
    expect(badHost.status).toBe(400);
  });

  it("never caches the forms, whose signed timestamp must be fresh, nor sign-in", async () => {
    for (const path of ["/join", "/korean/contact", "/sign-in"]) {
      await (await fetch(`${server.url}${path}`)).text();
      expect((await fetch(`${server.url}${path}`)).headers.get("x-cache"), path).toBeNull();
    }
  });

  it("never serves the cache to an official, and an official's write empties it", async () => {
    const origin = server.url;
    const signIn = await fetch(`${origin}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "cache@example.org", password: "cache test passphrase" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=/);
    const asOfficial = await fetch(`${origin}/about`, { headers: { Cookie: cookie } });
    expect(asOfficial.headers.get("x-cache")).toBeNull();
    await asOfficial.text();

    await (await fetch(`${origin}/members`)).text();
    expect((await fetch(`${origin}/members`)).headers.get("x-cache")).toBe("hit");
    const saved = await fetch(`${origin}/add-past-president`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ rotaryYear: "2030-2031", president: "Cache Buster", secretary: "Cache Secretary" }),
    });
    expect(saved.status).toBe(200);
    const after = await fetch(`${origin}/members`);
    expect(after.headers.get("x-cache")).toBeNull();
    expect(await after.text()).toContain("Cache Buster");
  });

  it("a page rendered for an official (menu, Edit link) is marked private and never stored: the next visitor gets today's page", async () => {
    const origin = server.url;
    const signIn = await fetch(`${origin}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "cache@example.org", password: "cache test passphrase" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const path = "/project/DEMO-SEWING";
    const asOfficial = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
    expect(asOfficial.headers.get("cache-control")).toBe("private, no-store");
    const officialHtml = await asOfficial.text();
    expect(officialHtml).toContain('class="officials-menu"');
    expect(officialHtml).toContain('href="/project-table?edit=DEMO-SEWING"');

    const visitor = await fetch(`${origin}${path}`);
    expect(visitor.headers.get("x-cache")).toBeNull();
    const visitorHtml = await visitor.text();
    for (const official of ["officials-menu", "/project-table?edit=", "/dashboard", ">Edit<"]) {
      expect(visitorHtml).not.toContain(official);
    }
    expect(visitorHtml).toContain('href="/sign-in"');
    const cached = await fetch(`${origin}${path}`);
    expect(cached.headers.get("x-cache")).toBe("hit");
    expect(await cached.text()).not.toContain("officials-menu");
  });
});
