import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request, so the Host header can be anything (fetch always sends the URL's host). */
function request(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        setHost: !options.headers?.Host,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const attacker = "attacker.example";

/** Public pages and files a visitor or crawler fetches, English and Korean. */
const paths = [
  "/",
  "/korean",
  "/about",
  "/korean/about",
  "/members",
  "/projects",
  "/korean/signature-projects",
  "/project/DEMO-SEWING",
  "/korean/project/DEMO-SEWING",
  "/donate",
  "/no-such-page",
  "/sitemap.xml",
  "/robots.txt",
];

function mentions(answer: Answer, text: string) {
  return answer.body.includes(text) || JSON.stringify(answer.headers).includes(text);
}

const forgeries: Record<string, string>[] = [
  { Host: attacker },
  { "X-Forwarded-Host": attacker },
  { "X-Forwarded-Host": attacker, "X-Forwarded-Proto": "https" },
];

describe("absolute addresses never come from a header the client controls", { timeout: 120_000 }, () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it.each([
    { setting: "without PUBLIC_URL", env: {} },
    { setting: "without PUBLIC_URL, with TRUST_PROXY=1", env: { TRUST_PROXY: "1" } },
    { setting: "with PUBLIC_URL", env: { PUBLIC_URL: "https://club.example.org" } },
    { setting: "with PUBLIC_URL and TRUST_PROXY=1", env: { PUBLIC_URL: "https://club.example.org", TRUST_PROXY: "1" } },
  ] as { setting: string; env: Record<string, string> }[])(
    "$setting: a forged Host or X-Forwarded-Host is not in that answer nor in any later one, pages, sitemap.xml or robots.txt",
    async ({ env }) => {
      const server = await startServer({ DATA_DIR: tempDataDir(), ...env });
      servers.push(server);
      for (const headers of forgeries) {
        for (const path of paths) {
          const forged = await request(server.url, path, { headers });
          expect(forged.status, path).toBeLessThan(500);
          expect(mentions(forged, attacker), `${path} answered ${JSON.stringify(headers)} with the forged host`).toBe(
            false,
          );
        }
      }
      for (const path of paths) {
        const later = await request(server.url, path);
        expect(mentions(later, attacker), `${path} kept the forged host`).toBe(false);
      }
      const about = await request(server.url, "/about");
      const publicUrl = env.PUBLIC_URL;
      if (publicUrl) {
        expect(about.body).toContain(`<link rel="canonical" href="${publicUrl}/about"/>`);
        expect(about.body).toMatch(
          new RegExp(`<meta property="og:image" content="${publicUrl}/og/en/default\\.jpg\\?v=\\w+"/>`),
        );
      } else {
        expect(about.body).toContain('<link rel="canonical" href="/about"/>');
        expect(about.body).toContain('<link rel="alternate" hrefLang="ko" href="/korean/about"/>');
        expect(about.body).not.toContain("og:url");
        expect(about.body).not.toContain("og:image");
      }
    },
  );

  it("without PUBLIC_URL, sitemap.xml answers 404 saying why, and robots.txt has no Sitemap line", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir() });
    servers.push(server);
    const sitemap = await request(server.url, "/sitemap.xml");
    expect(sitemap.status).toBe(404);
    expect(sitemap.body).toContain("PUBLIC_URL is not set");
    const robots = await request(server.url, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Disallow: /inbox");
    expect(robots.body).not.toContain("Sitemap:");
    expect(server.logs.join("\n")).toContain("PUBLIC_URL is not set");
  });
});

describe("behind a TLS reverse proxy (README: Behind a reverse proxy)", { timeout: 120_000 }, () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  const credentials = new URLSearchParams({
    email: "proxy@example.org",
    password: "proxy test passphrase",
  }).toString();
  const form = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "https://club.example.org",
    Host: "club.example.org",
  };

  it("with TRUST_PROXY=1, a form posted over https through a proxy that forwards Host and X-Forwarded-Proto is accepted", async () => {
    server = await startServer({
      DATA_DIR: tempDataDir(),
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://club.example.org",
      ADMIN_EMAIL: "proxy@example.org",
      ADMIN_PASSWORD: "proxy test passphrase",
    });
    const signedIn = await request(server.url, "/sign-in", {
      method: "POST",
      headers: { ...form, "X-Forwarded-Proto": "https" },
      body: credentials,
    });
    expect(signedIn.status).toBe(302);
    expect(String(signedIn.headers["set-cookie"])).toContain("__Host-session=");
  });

  it("without X-Forwarded-Proto, or without TRUST_PROXY, the same post is refused with 400 Bad Request", async () => {
    const noProto = await request(server.url, "/sign-in", { method: "POST", headers: form, body: credentials });
    expect(noProto.status).toBe(400);
    expect(noProto.body).toBe("Bad Request");
    expect(noProto.headers["set-cookie"]).toBeUndefined();

    const untrusted = await startServer({
      DATA_DIR: tempDataDir(),
      PUBLIC_URL: "https://club.example.org",
      ADMIN_EMAIL: "proxy@example.org",
      ADMIN_PASSWORD: "proxy test passphrase",
    });
    try {
      const refused = await request(untrusted.url, "/sign-in", {
        method: "POST",
        headers: { ...form, "X-Forwarded-Proto": "https" },
        body: credentials,
      });
      expect(refused.status).toBe(400);
    } finally {
      await untrusted.stop();
    }
  });
});
