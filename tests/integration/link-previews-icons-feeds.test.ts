import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContent } from "~/i18n/content/events";
import { languages } from "~/i18n/languages";
import { localizePath } from "~/i18n/locale";
import { publicPages } from "~/public-pages";
import { accountWithSession } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Link previews, icons, the web app manifest, structured data and feeds
 * (issue 14, items 1–4 and 6; docs/decisions/0034–0036), against the built
 * server with the demo content.
 */

const publicUrl = "https://club.example.org";
const demoCodes = ["DEMO-SCHOOL-KITS", "DEMO-EYE-CAMP", "DEMO-SEWING", "DEMO-TREES", "DEMO-WATER"];

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir("club-meta-");
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl });
  // A sent bulletin (issue 26), so /bulletin/1 stands for the archive's pages.
  const db = new Database(path.join(dataDir, "club.db"));
  try {
    const at = new Date().toISOString();
    db.prepare("insert into bulletins (id, status, sent_at, created_at, updated_at) values (1, 'sent', ?, ?, ?)").run(
      at,
      at,
      at,
    );
    db.prepare("insert into bulletin_texts (bulletin_id, locale, title, body) values (1, 'en', ?, ?)").run(
      "Weekly bulletin",
      "Our speaker talks about **clean water**.",
    );
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await server?.stop();
});

/** The server's own address for an absolute PUBLIC_URL address the page names. */
const local = (url: string) => url.replace(publicUrl, server.url);

async function get(pathOrUrl: string, init?: RequestInit) {
  const response = await fetch(pathOrUrl.startsWith("http") ? local(pathOrUrl) : `${server.url}${pathOrUrl}`, init);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Every public page in every language; the project page once per demo project in English, and for one in each language. */
const everyPage = languages.flatMap((language) =>
  publicPages.flatMap((page) =>
    page.path.includes(":code")
      ? (language.code === "en" ? demoCodes : ["DEMO-SEWING"]).map((code) =>
          localizePath(page.path.replace(":code", code), language.code),
        )
      : // The first demo event (the weekly meeting) stands for the event pages.
        [localizePath(page.path.replace(":id", "1"), language.code)],
  ),
);

function metaContent(html: string, key: "property" | "name", name: string): string | undefined {
  const match = new RegExp(`<meta ${key}="${name.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replaceAll("&amp;", "&");
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
}

describe("link previews", () => {
  it("every public page in every language names a 1200×630 JPEG og:image of at most 300 KB, with its type, size and alt text", async () => {
    const seen = new Map<string, { width?: number; height?: number; bytes: number; type: string | null }>();
    for (const page of everyPage) {
      const html = (await get(page)).body.toString("utf8");
      const image = metaContent(html, "property", "og:image");
      expect(image, `${page} has no og:image`).toMatch(new RegExp(`^${publicUrl}/og/(en|ko|hi)/`));
      expect(metaContent(html, "property", "og:image:width"), page).toBe("1200");
      expect(metaContent(html, "property", "og:image:height"), page).toBe("630");
      expect(metaContent(html, "property", "og:image:type"), page).toBe("image/jpeg");
      expect(metaContent(html, "property", "og:image:alt")?.trim(), page).toBeTruthy();
      expect(metaContent(html, "name", "twitter:image"), page).toBe(image);
      const url = image as string;
      if (!seen.has(url)) {
        const answer = await get(url);
        expect(answer.status, url).toBe(200);
        const info = await sharp(answer.body).metadata();
        seen.set(url, {
          width: info.width,
          height: info.height,
          bytes: answer.body.length,
          type: answer.headers.get("content-type"),
        });
        expect(info.format, url).toBe("jpeg");
      }
      const fetched = seen.get(url);
      expect(fetched, url).toMatchObject({ width: 1200, height: 630, type: "image/jpeg" });
      expect(fetched?.bytes, url).toBeLessThanOrEqual(300 * 1024);
    }
    // A project's preview is its own, in the page's language; other pages share the club's in theirs.
    expect([...seen.keys()].filter((u) => u.includes("/project/"))).toHaveLength(demoCodes.length + 2);
    expect([...seen.keys()].filter((u) => u.includes("/default.jpg"))).toHaveLength(languages.length);
  });

  it("a preview is made once and then answered from memory, with an ETag that gives 304 and long caching under its versioned address", async () => {
    const html = (await get("/korean/project/DEMO-WATER")).body.toString("utf8");
    const image = metaContent(html, "property", "og:image") as string;
    const first = await get(image);
    expect(first.headers.get("cache-control")).toContain("immutable");
    const etag = first.headers.get("etag") as string;
    expect(etag).toBeTruthy();
    const again = await get(image, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    // The same picture under the address without its version, cached for a short time only.
    const unversioned = await get(image.split("?")[0] as string);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get("cache-control")).not.toContain("immutable");
    expect(unversioned.body.equals(first.body)).toBe(true);
  });
});

describe("icons and the web app manifest", () => {
  it("the manifest in every language, the favicon, the touch icon and the app icons answer 200 with their content types and sizes", async () => {
    const icons = new Set<string>();
    for (const language of languages) {
      const html = (await get(localizePath("/about", language.code))).body.toString("utf8");
      const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
      expect(manifestHref).toBe(localizePath("/manifest.webmanifest", language.code));
      expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png\?v=\w+"/);
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico\?v=\w+"/);
      expect(html).toContain('<meta name="theme-color" content="#17458f"/>');
      const manifest = await get(manifestHref as string);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      const parsed = JSON.parse(manifest.body.toString("utf8"));
      expect(parsed).toMatchObject({
        start_url: localizePath("/", language.code),
        display: "standalone",
        lang: language.htmlLang,
        theme_color: "#17458f",
        background_color: "#ffffff",
      });
      expect(parsed.name).toBe(
        { en: "Demo Rotary Club (example)", ko: "데모 로타리 클럽 (예시)", hi: "डेमो रोटरी क्लब (उदाहरण)" }[
          language.code
        ],
      );
      for (const icon of parsed.icons as { src: string; sizes: string; purpose: string }[])
        icons.add(JSON.stringify(icon));
    }
    const listed = [...icons].map((i) => JSON.parse(i) as { src: string; sizes: string; purpose: string });
    expect(listed.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of listed) {
      const answer = await get(icon.src);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/png");
      const info = await sharp(answer.body).metadata();
      expect(`${info.width}x${info.height}`).toBe(icon.sizes);
    }
    const touch = await get("/apple-touch-icon.png");
    expect(touch.status).toBe(200);
    expect(touch.headers.get("content-type")).toBe("image/png");
    expect(await sharp(touch.body).metadata()).toMatchObject({ width: 180, height: 180, format: "png" });

    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image, each a PNG.
    expect(ico.body.readUInt16LE(0)).toBe(0);
    expect(ico.body.readUInt16LE(2)).toBe(1);
    const count = ico.body.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.body.readUInt32LE(entry + 8);
      const offset = ico.body.readUInt32LE(entry + 12);
      const png = ico.body.subarray(offset, offset + size);
      const info = await sharp(png).metadata();
      expect(info.format).toBe("png");
      expect(info.width).toBe(ico.body.readUInt8(entry));
      sizes.push(info.width ?? 0);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe("structured data", () => {
  it("every public page in every language carries JSON-LD that parses and names the club as an NGO within Rotary International; a project page adds its breadcrumbs", async () => {
    for (const page of everyPage) {
      const html = (await get(page)).body.toString("utf8");
      const blocks = jsonLdBlocks(html) as { "@context": string; "@graph": Record<string, unknown>[] }[];
      // The club's block is a graph; a page may add blocks of its own (an event, a list of events).
      const things = blocks.flatMap((b) => b["@graph"] ?? [b]);
      const club = things.find((t) => t["@type"] === "NGO");
      expect(club, page).toBeDefined();
      expect(String(club?.name), page).toMatch(/Demo Rotary Club|데모 로타리 클럽|डेमो रोटरी क्लब/);
      expect(club?.url, page).toMatch(new RegExp(`^${publicUrl}`));
      expect(club?.parentOrganization, page).toMatchObject({ name: "Rotary International" });
      expect(club?.address, page).toMatchObject({ "@type": "PostalAddress", streetAddress: "Uttar Pradesh, India" });
      expect((club?.sameAs as string[] | undefined)?.length, page).toBeGreaterThan(0);
      const crumbs = things.find((t) => t["@type"] === "BreadcrumbList") as
        | { itemListElement: { position: number; item: string }[] }
        | undefined;
      if (page.includes("/project/")) {
        expect(
          crumbs?.itemListElement.map((c) => c.position),
          page,
        ).toEqual([1, 2, 3]);
        expect(crumbs?.itemListElement.at(-1)?.item, page).toBe(`${publicUrl}${page}`);
      } else {
        expect(crumbs, page).toBeUndefined();
      }
    }
  });
});

describe("feeds", () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  /**
   * A page's RSS and Atom feeds in a language: linked from the page, answered with their
   * types, valid XML, the channel in the page's language, as many Atom entries as RSS items.
   */
  async function readFeeds(page: string, language: (typeof languages)[number]) {
    const html = (await get(localizePath(page, language.code))).body.toString("utf8");
    const rssPath = localizePath(`${page}.rss`, language.code);
    const atomPath = localizePath(`${page}.atom`, language.code);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
    expect(html).toContain(`href="${rssPath}"`);
    expect(html).toContain(`href="${atomPath}"`);

    const rss = await get(rssPath);
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const rssText = rss.body.toString("utf8");
    expect(XMLValidator.validate(rssText)).toBe(true);
    const channel = parser.parse(rssText).rss.channel;
    expect(channel.language).toBe(language.htmlLang);
    const items = [channel.item].flat() as { link: string; title: string; description?: string }[];

    const atom = await get(atomPath);
    expect(atom.status).toBe(200);
    expect(atom.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
    const atomText = atom.body.toString("utf8");
    expect(XMLValidator.validate(atomText)).toBe(true);
    const feed = parser.parse(atomText).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    // Atom states its language on the root element (xml:lang), as RSS does in <language>.
    expect(feed["@_xml:lang"]).toBe(language.htmlLang);
    const entries = [feed.entry].flat() as { id: string }[];
    expect(entries.length).toBe(items.length);
    for (const entry of entries) expect(entry.id).toMatch(/^https:\/\/club\.example\.org\//);

    // Conditional requests: the ETag and Last-Modified it sent answer 304.
    const etag = rss.headers.get("etag") as string;
    expect((await get(rssPath, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const lastModified = atom.headers.get("last-modified") as string;
    expect(lastModified).toBeTruthy();
    expect((await get(atomPath, { headers: { "If-Modified-Since": lastModified } })).status).toBe(304);
    return items;
  }

  it("the RSS 2.0 and Atom feeds in every language are valid XML with absolute links to published projects, linked from the pages", async () => {
    for (const language of languages) {
      const items = await readFeeds("/projects", language);
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) {
        expect(item.link).toMatch(new RegExp(`^${publicUrl}${localizePath("/project/", language.code)}DEMO-`));
        expect(item.title).toBeTruthy();
      }
    }
  });

  it("the events' RSS 2.0 and Atom feeds in every language are valid XML with absolute links to the published events, linked from the pages", async () => {
    for (const language of languages) {
      const items = await readFeeds("/events", language);
      // The demo calendar: the weekly meeting and five events, none of them a draft.
      expect(items.length).toBe(6);
      for (const item of items) {
        expect(item.link).toMatch(new RegExp(`^${publicUrl}${localizePath("/event/", language.code)}\\d+$`));
        expect(item.title).toBeTruthy();
        // India time, named once (not "(India time (IST))").
        expect(item.description).toContain(`(${eventsContent[language.code].indiaTime})`);
        expect(item.description).not.toContain("((");
        expect(item.description).not.toMatch(/\)\)/);
      }
    }
  });

  it("without PUBLIC_URL there are no feeds (404) and no feed links, as there is no sitemap", async () => {
    const bare = await startServer({ DATA_DIR: tempDataDir("club-meta-bare-") });
    try {
      expect((await fetch(`${bare.url}/projects.rss`)).status).toBe(404);
      expect((await fetch(`${bare.url}/hindi/projects.atom`)).status).toBe(404);
      const html = await (await fetch(`${bare.url}/projects`)).text();
      expect(html).not.toContain("application/rss+xml");
      expect(html).not.toContain("og:image");
      // Icons and the manifest need no absolute address.
      expect((await fetch(`${bare.url}/favicon.ico`)).status).toBe(200);
      expect((await fetch(`${bare.url}/manifest.webmanifest`)).status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});

describe("no input gives a 5xx", () => {
  it("odd, huge, non-numeric and unknown codes, languages and files on the new addresses answer 404 or 400", async () => {
    const long = "A".repeat(5000);
    const paths = [
      "/og/en/project/NO-SUCH-PROJECT.jpg",
      "/og/en/project/DEMO-SEWING.png",
      "/og/en/project/DEMO-SEWING",
      "/og/en/project/.jpg",
      `/og/en/project/${long}.jpg`,
      "/og/en/project/%2e%2e%2fclub.db.jpg",
      "/og/en/project/%FF.jpg",
      "/og/en/project/DEMO-SEWING.jpg%00",
      "/og/en/project/%27%3B%20drop%20table%20projects%3B--.jpg",
      "/og/xx/default.jpg",
      "/og/EN/default.jpg",
      `/og/${long}/default.jpg`,
      "/og/en/default.png",
      "/og/en/project/123456789012345678901234567890.jpg",
      "/og/en/project/-1.jpg",
      "/icons/icon-999.png",
      "/icons/favicon.ico",
      "/icons/..%2fclub.db",
      `/icons/${long}`,
      "/korean/favicon.ico",
      "/manifest.webmanifest/x",
      "/projects.rss/x",
      "/deutsch/projects.rss",
    ];
    for (const p of paths) {
      const answer = await get(p);
      expect([400, 404], `${p.slice(0, 80)} answered ${answer.status}`).toContain(answer.status);
    }
    // Query strings the routes do not know are ignored, never an error.
    for (const p of ["/og/en/default.jpg?v=%FF%FE", `/favicon.ico?v=${long}`, "/projects.atom?page=-1&v[]=x"]) {
      expect((await get(p)).status, p).toBe(200);
    }
    // Methods other than GET and HEAD are refused before any route sees them.
    expect((await get("/og/en/default.jpg", { method: "POST" })).status).toBe(405);
    expect((await get("/favicon.ico", { method: "HEAD" })).status).toBe(200);
  });
});

describe("impact at a glance", () => {
  const expected = {
    en: [
      ["2023-24", "1", "180", "₹1,25,000"],
      ["2024-25", "2", "216", "₹1,50,000"],
      ["2025-26", "2", "214", "₹2,40,000"],
    ],
    ko: [
      ["2023-24", "1", "180", "₹125,000"],
      ["2024-25", "2", "216", "₹150,000"],
      ["2025-26", "2", "214", "₹240,000"],
    ],
    hi: [
      ["2023-24", "1", "180", "₹1,25,000"],
      ["2024-25", "2", "216", "₹1,50,000"],
      ["2025-26", "2", "214", "₹2,40,000"],
    ],
  } as const;

  it("About shows the demo projects' count, man-hours and rupees per Rotary year in Indian grouping, as an SVG hidden from screen readers and a table for them, in every language; Home shows the totals", async () => {
    // A server of its own: another test here turns a demo project into a draft.
    const fresh = await startServer({ DATA_DIR: tempDataDir("club-meta-impact-"), PUBLIC_URL: publicUrl });
    try {
      for (const language of languages) {
        const html = await (await fetch(`${fresh.url}${localizePath("/about", language.code)}`)).text();
        const section = html.slice(
          html.indexOf('id="impact"'),
          html.indexOf("</section>", html.indexOf('id="impact"')),
        );
        expect(section).toMatch(/<svg[^>]*aria-hidden="true"/);
        const table = section.slice(section.indexOf("<table"), section.indexOf("</table>"));
        expect(table).toContain("<caption>");
        const rows = [
          ...table.matchAll(
            /<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
          ),
        ].map((m) => m.slice(1));
        expect(rows).toEqual(expected[language.code as keyof typeof expected]);
        const home = await (await fetch(`${fresh.url}${localizePath("/", language.code)}`)).text();
        const strip = home.slice(home.indexOf('class="page impact-strip"'));
        expect(strip).toContain(language.code === "ko" ? "₹515,000" : "₹5,15,000");
        expect(strip).toContain("610");
        expect(strip).toContain(`href="${localizePath("/about", language.code)}#impact"`);
      }
    } finally {
      await fresh.stop();
    }
  });
});

describe("caching of the new addresses", () => {
  /** An official's live session (PUBLIC_URL is https: the cookie is __Host-session). */
  let officialCookie = "";
  beforeAll(async () => {
    officialCookie = await accountWithSession(
      { dataDir },
      { email: "previews-official@example.org", role: "administrator" },
      "__Host-session",
    );
  });

  it("previews, icons, manifests and feeds are public files: never in the HTML cache, and no-store for an official's request", async () => {
    const files = [
      "/og/en/default.jpg",
      "/favicon.ico",
      "/icons/icon-192.png",
      "/hindi/manifest.webmanifest",
      "/korean/projects.atom",
    ];
    for (const file of files) {
      for (let i = 0; i < 2; i++) {
        const anonymous = await get(file);
        expect(anonymous.status, file).toBe(200);
        expect(anonymous.headers.get("x-cache"), file).toBeNull();
        expect(anonymous.headers.get("cache-control"), file).toMatch(/^public, max-age=\d+/);
        expect(anonymous.headers.get("etag"), file).toBeTruthy();
      }
      // What an official's browser fetches may follow their session: no shared cache keeps it.
      const official = await get(file, { headers: { Cookie: officialCookie } });
      expect(official.status, file).toBe(200);
      expect(official.headers.get("cache-control"), file).toBe("no-store");
      // A cookie that names no live session is an anonymous visitor's: the file stays public.
      const ended = await get(file, { headers: { Cookie: "__Host-session=not-a-live-session" } });
      expect(ended.headers.get("cache-control"), file).toMatch(/^public, max-age=\d+/);
    }
  });
});

describe("fonts", () => {
  it("where no font can draw Korean or Hindi, their previews show the English title and name instead of empty boxes", async () => {
    // A PATH holding only node: fontconfig's fc-list cannot be found, so no script beyond Latin counts as drawable.
    const bin = tempDataDir("club-meta-bin-");
    fs.symlinkSync(process.execPath, path.join(bin, "node"));
    const bare = await startServer({ DATA_DIR: tempDataDir("club-meta-nofont-"), PUBLIC_URL: publicUrl, PATH: bin });
    try {
      const picture = async (p: string) => {
        const html = await (await fetch(`${bare.url}${p}`)).text();
        const image = metaContent(html, "property", "og:image") as string;
        const response = await fetch(image.replace(publicUrl, bare.url));
        expect(response.status, image).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      };
      const english = await picture("/project/DEMO-SEWING");
      expect((await picture("/korean/project/DEMO-SEWING")).equals(english)).toBe(true);
      expect((await picture("/hindi/project/DEMO-SEWING")).equals(english)).toBe(true);
      expect((await picture("/hindi/about")).equals(await picture("/about"))).toBe(true);
    } finally {
      await bare.stop();
    }
  });
});

// Last: it changes the demo content the sweeps above read.
describe("previews follow the content", () => {
  it("a changed project title gives the project's preview a new address and picture; a draft has no preview and no feed entry", async () => {
    const before = metaContent((await get("/project/DEMO-TREES")).body.toString("utf8"), "property", "og:image");
    const db = new Database(path.join(dataDir, "club.db"));
    try {
      db.prepare(
        "update project_texts set title = 'Trees for the school <renamed>' where locale = 'en' and project_id = (select id from projects where code = 'DEMO-TREES')",
      ).run();
      db.prepare("update projects set is_draft = 1 where code = 'DEMO-EYE-CAMP'").run();
    } finally {
      db.close();
    }
    // A query string keeps the page out of the server's 60-second HTML cache.
    const after = metaContent((await get("/project/DEMO-TREES?fresh")).body.toString("utf8"), "property", "og:image");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await get(after as string)).status).toBe(200);
    expect((await get("/og/en/project/DEMO-EYE-CAMP.jpg")).status).toBe(404);
    const rss = (await get("/projects.rss?fresh")).body.toString("utf8");
    expect(new XMLParser().parse(rss).rss.channel.item.map((i: { title: string }) => i.title)).toContain(
      "Trees for the school <renamed>",
    );
    expect(rss).not.toContain("DEMO-EYE-CAMP");
  });
});
