import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { createProject } from "~/models/project-writes.server";
import { minimalProject } from "../helpers/projects";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Issue 28, item 5: 1,000 distinct /og/ and feed URLs grew the server from
 * 147 MB to 690 MB. The pictures' memory is bounded by bytes
 * (docs/decisions/0061-byte-bounded-picture-cache.md) and only pictures made
 * are kept; the server logs its total at debug level after each change.
 */
const projects = 30;
const distinctUrls = 2000;
let server: RunningServer;

beforeAll(async () => {
  const dataDir = tempDataDir("club-preview-cache-");
  const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
  await migrateToLatest(database);
  for (let i = 0; i < projects; i++)
    await createProject(database.db, null, minimalProject(`CACHE-${i}`, { title: `Cache project ${i}` }));
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: "https://club.example.org", LOG_LEVEL: "debug" });
});

afterAll(async () => {
  await server?.stop();
});

function cacheLines() {
  return server.logs
    .filter((line) => line.startsWith("{") && line.includes('"picture cache"'))
    .map((line) => JSON.parse(line) as { entries: number; bytes: number; maxBytes: number });
}

describe("the link previews' memory", () => {
  it(`picture cache bounded by bytes: ${distinctUrls} distinct preview and feed URLs keep the total under its bound, and 404s keep nothing`, async () => {
    const languages = ["en", "ko", "hi"];
    const urls: string[] = [];
    // Every real picture once, then junk: unknown projects, other versions, feeds with query strings.
    for (let i = 0; i < projects; i++) for (const lang of languages) urls.push(`/og/${lang}/project/CACHE-${i}.jpg`);
    for (let n = 0; urls.length < distinctUrls; n++) {
      const lang = languages[n % 3] as string;
      const prefix = lang === "en" ? "" : lang === "ko" ? "/korean" : "/hindi";
      const kind = n % 4;
      if (kind === 0) urls.push(`/og/${lang}/project/NOPE-${n}.jpg?v=${n.toString(36)}`);
      else if (kind === 1) urls.push(`/og/${lang}/project/CACHE-${n % projects}.jpg?v=junk${n}`);
      else if (kind === 2) urls.push(`/og/${lang}/default.jpg?v=${n}`);
      else urls.push(`${prefix}/${n % 2 ? "projects" : "events"}.${n % 3 ? "rss" : "atom"}?n=${n}`);
    }
    expect(new Set(urls).size).toBe(distinctUrls);
    const statuses = new Map<number, number>();
    // Four at a time: a bounded count of requests, no timing.
    for (let i = 0; i < urls.length; i += 4)
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const response = await fetch(`${server.url}${url}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
    expect(statuses.get(404)).toBe(urls.filter((u) => u.includes("NOPE-")).length);
    expect((statuses.get(200) ?? 0) + (statuses.get(404) ?? 0)).toBe(distinctUrls);

    const lines = cacheLines();
    // One line per picture kept: the projects' in three languages and the club's in three; nothing for 404s or other versions.
    expect(lines).toHaveLength(projects * 3 + 3);
    for (const line of lines) expect(line.bytes).toBeLessThanOrEqual(line.maxBytes);
    const last = lines.at(-1);
    expect(last?.maxBytes).toBe(16 * 1024 * 1024);
    expect(last?.entries).toBe(projects * 3 + 3);
  }, 300_000);
});
