import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import Database from "better-sqlite3";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import pg from "pg";
import { SaxesParser } from "saxes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { localizePath } from "~/i18n/locale";
import { cleanText, hasForbiddenCharacters } from "~/lib/clean-text";
import { serverEngines } from "../helpers/engines";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

/**
 * Issue 28, items 1 and 2, from the outside: officials' text holding markup,
 * control characters and a non-character, written straight into the
 * database (as an old row, a restore of an old backup or a bug would leave
 * it; no form or model cleans it on the way), must reach feed readers,
 * previews, calendars and structured data as text, in well-formed files.
 */

const publicUrl = "https://club.example.org";
/** Markup, C0 controls (SOH, ESC), a C1 control, U+FFFE, a CDATA end and an entity-looking text. */
const hostile = (what: string) => `${what} <script>alert(1)</script>\u0001\u001b\u0085\uFFFE ]]> &amp; <b>bold</b>`;
const projectTitle = hostile("T");
const projectNote = hostile("Note");
const eventTitle = hostile("Event");
const eventVenue = hostile("Venue");
const eventNote = hostile("Why");
const clubName = hostile("Club");
/** What a reader must show: the same text, only the characters no file may hold left out. */
const shown = (text: string) => cleanText(text);

const parser = new XMLParser({ ignoreAttributes: false, trimValues: false });

/** HTML's character references back to characters, for what RSS readers render as HTML. */
const decodeHtml = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_m, name: string) =>
    name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : name === "#39" ? "'" : "&",
  );

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** SQL straight to the database file or server, past every form and model of the site. */
async function writeBehindTheSitesBack(
  dataDir: string,
  postgres: string | undefined,
  write: (run: Run) => Promise<void>,
) {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    try {
      await write(async (text, params = []) => {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      });
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(dataDir, "club.db"));
  try {
    await write(async (text, params = []) => {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
      expect(statement.run(...params).changes, text).toBeGreaterThan(0);
      return [];
    });
  } finally {
    db.close();
  }
}

describe.each(serverEngines)("officials' text that is not plain, on $name", (engine) => {
  let server: RunningServer;
  let drop = async () => {};

  beforeAll(async () => {
    const made = await engine.env();
    drop = made.drop;
    const dataDir = tempDataDir("club-hostile-");
    const env = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ...made.env };
    // The first start seeds the demo content; then the bad text goes in behind the site's back.
    server = await startServer(env);
    await server.stop();
    await writeBehindTheSitesBack(dataDir, made.env.DATABASE_URL, async (run) => {
      await run(
        "update project_texts set title = ?, short_note = ? where project_id = (select id from projects where code = 'DEMO-TREES')",
        [projectTitle, projectNote],
      );
      await run("update event_texts set title = ?, status_note = ? where event_id = 2", [eventTitle, eventNote]);
      await run("update event_texts set venue_name = ? where event_id = 2", [eventVenue]);
      await run("update events set status = 'cancelled' where id = 2");
      // The club's name: the stored fallback, and the published "Logo and name" page that overrides it.
      await run("update club_profile_texts set club_name = ? where locale = 'en'", [clubName]);
      const [latest] = await run(
        "select id, data from content_versions where document = 'branding' order by number desc limit 1",
      );
      if (latest) {
        const data = JSON.parse(String(latest.data));
        data.texts.en = { ...data.texts.en, clubName };
        await run("update content_versions set data = ? where id = ?", [JSON.stringify(data), latest.id]);
      } else {
        const data = { values: {}, lists: {}, texts: { en: { clubName } }, sources: {} };
        await run(
          "insert into content_versions (document, number, data, published_at, summary) values ('branding', 1, ?, '2025-01-01T00:00:00.000Z', '')",
          [JSON.stringify(data)],
        );
      }
    });
    server = await startServer(env);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  const get = async (route: string) => {
    const response = await fetch(`${server.url}${route}`);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  /** A feed's text, checked well-formed by a strict XML 1.0 parser (saxes refuses characters XML forbids). */
  async function feedText(route: string) {
    const answer = await get(route);
    expect(answer.status, route).toBe(200);
    const text = answer.body.toString("utf8");
    expect(XMLValidator.validate(text), route).toBe(true);
    expect(hasForbiddenCharacters(text), route).toBe(false);
    const strict = new SaxesParser({ xmlns: true });
    const errors: string[] = [];
    strict.on("error", (error) => errors.push(error.message));
    strict.write(text).close();
    expect(errors, route).toEqual([]);
    return text;
  }

  it("feeds carry officials' text as text: the projects' and events' RSS and Atom in every language are well-formed, and <script> is characters, not an element", async () => {
    for (const language of languages) {
      const at = (p: string) => localizePath(p, language.code);
      // Projects: the title in every language (the others fall back to English), the note as the summary.
      const rss = parser.parse(await feedText(at("/projects.rss"))).rss.channel;
      const item = [rss.item].flat().find((i: { link: string }) => i.link.endsWith("/DEMO-TREES"));
      expect(item?.title, language.code).toBe(shown(projectTitle));
      // RSS descriptions are read as HTML: the escaped text shows as itself, and holds no markup.
      expect(item?.description).not.toMatch(/<(?!br>)/);
      expect(decodeHtml(item?.description ?? "")).toBe(shown(projectNote));
      if (language.code === "en") expect(rss.title).toContain(shown(clubName));

      const atom = parser.parse(await feedText(at("/projects.atom"))).feed;
      const entry = [atom.entry].flat().find((e: { id: string }) => e.id.endsWith("/DEMO-TREES"));
      // The title and note are English only: in the Korean and Hindi feeds they say so (xml:lang="en").
      const fallback = language.code === "en" ? {} : { "@_xml:lang": "en" };
      expect(entry?.title).toEqual({ "@_type": "text", "#text": shown(projectTitle), ...fallback });
      expect(entry?.summary).toEqual({ "@_type": "text", "#text": shown(projectNote), ...fallback });
      if (language.code === "en") expect(atom.title["#text"]).toContain(shown(clubName));

      // Events: the title (after its "Cancelled:" label), the venue and the status note.
      const eventsRss = parser.parse(await feedText(at("/events.rss"))).rss.channel;
      const event = [eventsRss.item].flat().find((i: { link: string }) => i.link.endsWith("/event/2"));
      expect(event?.title.endsWith(`: ${shown(eventTitle)}`), event?.title).toBe(true);
      expect(event?.description).not.toMatch(/<(?!br>)/);
      expect(decodeHtml(event?.description ?? "")).toContain(shown(eventVenue));
      expect(decodeHtml(event?.description ?? "")).toContain(shown(eventNote));
      const eventsAtom = parser.parse(await feedText(at("/events.atom"))).feed;
      const eventEntry = [eventsAtom.entry].flat().find((e: { id: string }) => e.id.endsWith("/event/2"));
      expect(eventEntry?.title["@_type"]).toBe("text");
      expect(eventEntry?.title["#text"].endsWith(`: ${shown(eventTitle)}`)).toBe(true);
      expect(eventEntry?.summary["#text"]).toContain(shown(eventVenue));
    }
  });

  it("a feed reader library (@rowanmanning/feed-parser) reads every feed and shows <script> as text in titles", async () => {
    for (const language of languages) {
      for (const route of ["/projects.rss", "/projects.atom", "/events.rss", "/events.atom"]) {
        const at = localizePath(route, language.code);
        const feed = parseFeed(await feedText(at));
        // RSS leaves open whether a title is HTML; this reader decodes entities once more (&amp; → &), as many do.
        const titles = feed.items.map((item) => decodeHtml(item.title ?? ""));
        const wanted = decodeHtml(route.startsWith("/projects") ? shown(projectTitle) : `: ${shown(eventTitle)}`);
        expect(
          titles.some((title) => title.endsWith(wanted)),
          `${at}: ${JSON.stringify(titles)}`,
        ).toBe(true);
      }
    }
  });

  it("previews are drawn whatever the database holds: every language's club preview and the project's answer 200 JPEG", async () => {
    for (const language of languages) {
      for (const route of [`/og/${language.code}/default.jpg`, `/og/${language.code}/project/DEMO-TREES.jpg`]) {
        const answer = await get(route);
        expect(answer.status, route).toBe(200);
        expect(answer.type).toBe("image/jpeg");
        expect((await sharp(answer.body).metadata()).format, route).toBe("jpeg");
      }
    }
  });

  it("calendar files parse (ical.js) and carry the event's title, venue and note as text", async () => {
    for (const language of languages) {
      for (const route of [
        localizePath("/events.ics", language.code),
        localizePath("/event/2/calendar.ics", language.code),
      ]) {
        const answer = await get(route);
        expect(answer.status, route).toBe(200);
        const text = answer.body.toString("utf8");
        expect(hasForbiddenCharacters(text), route).toBe(false);
        const calendar = new ICAL.Component(ICAL.parse(text));
        const event = calendar
          .getAllSubcomponents("vevent")
          .find((v) => String(v.getFirstPropertyValue("summary")).includes("Event <script>"));
        expect(event, route).toBeDefined();
        expect(String(event?.getFirstPropertyValue("summary")).endsWith(`: ${shown(eventTitle)}`)).toBe(true);
        expect(String(event?.getFirstPropertyValue("location"))).toContain(shown(eventVenue));
        expect(String(event?.getFirstPropertyValue("description"))).toContain(shown(eventNote));
      }
    }
  });

  it("structured data (JSON-LD) parses and holds the text without the forbidden characters", async () => {
    const html = (await get("/project/DEMO-TREES?fresh")).body.toString("utf8");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ""),
    );
    expect(blocks.length).toBeGreaterThan(0);
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "string") strings.push(value);
      else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
    };
    walk(blocks);
    expect(strings.filter(hasForbiddenCharacters)).toEqual([]);
    expect(strings.some((s) => s.includes(shown(projectTitle)))).toBe(true);
  });
});
