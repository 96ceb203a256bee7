import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../helpers/raw-http";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Rule: a page has one address. Other spellings of its path answer 301 to
 * it, so the HTML cache keeps one copy (and one form stamp) per page.
 */
describe("one address per page", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir("club-canonical-"), DEMO_CONTENT: "1" });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const get = (target: string, method = "GET") =>
    sendRaw(Number(new URL(server.url).port), {
      method,
      target,
      headers: [
        ["Host", new URL(server.url).host],
        ["Connection", "close"],
      ],
    });

  async function locationOf(target: string) {
    const response = await fetch(`${server.url}${target}`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  }

  it("a trailing slash, an escaped letter or a doubled slash answers 301 to the one spelling, query kept", async () => {
    expect(await locationOf("/join/")).toEqual({ status: 301, location: "/join" });
    expect(await locationOf("/%6Aoin")).toEqual({ status: 301, location: "/join" });
    expect(await locationOf("/korean/about/?from=qr")).toEqual({ status: 301, location: "/korean/about?from=qr" });
    expect(await locationOf("/project/DEMO-SEWING/")).toEqual({ status: 301, location: "/project/DEMO-SEWING" });
    expect((await get("//join")).status).toBe(301);
    expect((await fetch(`${server.url}/join`)).status).toBe(200);
  });

  it("a public page's address in other letter case answers 301 to its lower-case address, query kept (decision 0045)", async () => {
    expect(await locationOf("/PROJECTS")).toEqual({ status: 301, location: "/projects" });
    expect(await locationOf("/about/")).toEqual({ status: 301, location: "/about" });
    expect(await locationOf("/Korean/about")).toEqual({ status: 301, location: "/korean/about" });
    expect(await locationOf("/korean/About/")).toEqual({ status: 301, location: "/korean/about" });
    expect(await locationOf("/Hindi/Donate?amount=500")).toEqual({ status: 301, location: "/hindi/donate?amount=500" });
    expect(await locationOf("/Project/DEMO-SEWING")).toEqual({ status: 301, location: "/project/DEMO-SEWING" });
    // Not pages: an officials' screen as the specification spells it, a feed, a file.
    expect((await locationOf("/Project-Form")).location).not.toBe("/project-form");
    expect((await locationOf("/Projects.RSS")).status).not.toBe(301);
  });

  it("each page's canonical link is its own lower-case address", async () => {
    for (const path of ["/projects", "/about", "/korean/about", "/hindi/signature-projects", "/project/DEMO-SEWING"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? "";
      expect(new URL(canonical, server.url).pathname, path).toBe(path);
    }
    for (const path of ["/PROJECTS", "/about/", "/Korean/about", "/korean/About/"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.redirected, path).toBe(true);
      const canonical = (await response.text()).match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? "";
      expect(new URL(canonical, server.url).pathname, path).toBe(path.toLowerCase().replace(/\/$/, ""));
    }
  });

  it("no spelling of the join or contact page is served from the cache", async () => {
    const cacheHits: string[] = [];
    for (const path of ["/join", "/join/", "/join/", "/%6Aoin", "/%6Aoin", "/contact/", "/contact/", "/korean/join/"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('name="formStarted"');
      if (response.headers.get("x-cache") === "hit") cacheHits.push(path);
    }
    expect(cacheHits).toEqual([]);
    // The cache itself works: a page without a form is served from it the second time.
    // (The cache keeps a page once its first answer is finished, which a busy machine may do after the next request.)
    await expect.poll(async () => (await fetch(`${server.url}/about`)).headers.get("x-cache")).toBe("hit");
  });

  it("a path whose one spelling a browser would read as another site is not redirected", async () => {
    for (const target of ["//evil.example/", "/\\evil.example/", "/%5C%5Cevil.example/"]) {
      const response = await fetch(`${server.url}${target}`, { redirect: "manual" }).catch(() => null);
      const location = response?.headers.get("location") ?? "";
      expect(location.startsWith("//") || location.includes("\\") || location.includes("evil.example//")).toBe(false);
    }
  });

  it("a POST is never redirected (its body would be lost)", async () => {
    const response = await fetch(`${server.url}/join/`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "name=x",
    });
    expect(response.status).not.toBe(301);
    expect(response.status).toBeLessThan(500);
  });

  it("React Router's own Origin check refusing an action is logged as a warning, not an error", async () => {
    const before = server.logs.length;
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // Our check compares hosts; React Router compares the scheme too.
        Origin: server.url.replace("http:", "https:"),
      },
      body: "name=x",
    });
    expect(response.status).toBe(400);
    const requestId = response.headers.get("x-request-id");
    await expect
      .poll(() =>
        server.logs.slice(before).some((line) => line.includes('"level":"warn"') && line.includes(`${requestId}`)),
      )
      .toBe(true);
    expect(server.logs.slice(before).filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
