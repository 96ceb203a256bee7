import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../app/env.server";
import { noStoreForOfficials } from "./private-pages";

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function serve() {
  const app = express();
  app.use(noStoreForOfficials({} as Config));
  app.get("/{*splat}", (req, res) => {
    const own = req.query.own;
    if (typeof own === "string") res.set("Cache-Control", own);
    res.type("html").send("<p>page</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("no-store on every answer to a request with a session cookie", () => {
  const asOfficial = { headers: { Cookie: "session=anything" } };

  it("replaces what a page says unless it already says no-store", async () => {
    const origin = await serve();
    const cases: [own: string | null, sent: string][] = [
      [null, "no-store"],
      ["public, max-age=3600", "no-store"],
      // An official's page marks itself private, which the HTML cache reads.
      ["private, no-store", "private, no-store"],
    ];
    for (const [own, sent] of cases) {
      const query = own ? `?own=${encodeURIComponent(own)}` : "";
      const response = await fetch(`${origin}/about${query}`, asOfficial);
      expect(response.headers.get("cache-control"), String(own)).toBe(sent);
    }
  });
});
