import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutDocument } from "~/content/fields";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { getPublished, publish } from "~/models/content.server";
import { anOfficial } from "../helpers/projects";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/** What an official might paste into a formatted field, hoping it runs. */
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "[click](javascript:alert(1))",
  "<iframe src=x>",
  "<b>html</b>",
].join("\n\n");

/** Every tag in the page outside its scripts' bodies (the hydration data is JSON, checked on its own). */
function tags(html: string) {
  const outsideScripts = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  return [...outsideScripts.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([whole = "", name = "", rest = ""]) => ({
    whole,
    name: name.toLowerCase(),
    rest,
  }));
}

describe("formatted fields through the built server, for a visitor", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    await migrateToLatest(database);
    const data = structuredClone((await getPublished(database.db, aboutDocument)).data);
    for (const key of ["history", "rotary", "privacy"])
      data.texts.en = { ...data.texts.en, [key]: `${key}\n\n${hostile}` };
    // Korean: its own history; its Rotary story and privacy policy fall back to the English.
    data.texts.ko = { ...data.texts.ko, history: `역사\n\n${hostile}`, rotary: "", privacy: "" };
    await publish(database.db, aboutDocument, data, await anOfficial(database));
    await database.close();
    // The page is fetched only now, so the server's HTML cache never held the page as shipped.
    server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0", PUBLIC_URL: "http://club.test" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is shown as typed, escaped, and runs nothing: no script, event attribute, javascript: link or frame", async () => {
    for (const page of ["/about", "/korean/about"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      // Every script on the page carries the nonce the policy allows; nothing else may run.
      // (JSON-LD is a data block the browser never runs; its escaping is app/seo/json-ld.ts's test.)
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, page).toBeTruthy();
      expect(
        [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
          ([, attributes = ""]) =>
            !attributes.includes(`nonce="${nonce}"`) && attributes.trim() !== 'type="application/ld+json"',
        ),
        page,
      ).toEqual([]);

      for (const forbidden of ["<script>alert", 'href="javascript:', "<iframe src=x", "<b>html</b>", "<img src=x"])
        expect(html, `${page}: ${forbidden}`).not.toContain(forbidden);
      const found = tags(html);
      expect(
        found.filter((t) => /\son\w+\s*=/i.test(t.rest)).map((t) => t.whole),
        page,
      ).toEqual([]);
      expect(
        found
          .filter((t) => t.name === "iframe" || t.name === "b" || (t.name === "img" && /src="?x\b/.test(t.rest)))
          .map((t) => t.whole),
        page,
      ).toEqual([]);
      expect(
        found.filter((t) => /javascript:/i.test(t.rest)).map((t) => t.whole),
        page,
      ).toEqual([]);
      // The hydration data carries the rendered HTML as JSON with every "<" escaped, so nothing typed can end its script.
      const scriptBodies = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body = ""]) => body);
      expect(
        scriptBodies.some((body) => body.includes("alert(1)")),
        page,
      ).toBe(true);
      expect(
        scriptBodies.filter((body) => body.includes("<")),
        page,
      ).toEqual([]);

      // What was typed is there to read, escaped, in each of the three sections.
      const escaped = html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g) ?? [];
      expect(escaped.length, page).toBeGreaterThanOrEqual(3);
      expect(html, page).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(html, page).toContain("&lt;iframe src=x&gt;");
      expect(html, page).toContain("&lt;b&gt;html&lt;/b&gt;");
      expect(html, page).toContain("[click](javascript:alert(1))");
    }

    const korean = await (await fetch(`${server.url}/korean/about`)).text();
    expect(korean).toContain("<p>역사</p>");
    // The fallen-back English sections say they are English.
    expect(korean).toMatch(/<div lang="en"><p>rotary<\/p>/);
  });
});
