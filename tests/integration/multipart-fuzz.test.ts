import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flattenRoutes } from "~/lib/route-table";
import routes from "~/routes";
import { serverEngines } from "../helpers/engines";
import { type ServerWithOfficials, startServerWithOfficials } from "../helpers/officials";
import { nonJsonLines, type Random, type RawRequest, seededRandom, sendRaw } from "../helpers/raw-http";

/**
 * Rule: no multipart body, however its parts are named, disposed, repeated or
 * cut, produces a 5xx or ends the process, on any route that takes a body, for
 * visitors and every role of official.
 *
 * The bodies come from a small grammar of RFC 7578 and the ways clients break
 * it. Bounded by a seed and a count, never a clock.
 */
// PostgreSQL gets fewer (a second seed) to keep the suite's time: it refuses values SQLite stores, and so finds other faults.
const requestCounts = { SQLite: 10_000, PostgreSQL: 3_000 };
const parallel = 4;

// ---- The grammar -------------------------------------------------------------

const knownNames = [
  "intent",
  "id",
  "code",
  "titleEn",
  "titleKo",
  "titleHi",
  "descriptionEn",
  "projectDate",
  "cost",
  "manHours",
  "name",
  "email",
  "password",
  "message",
  "position",
  "designationEn",
  "startsAt",
  "endsAt",
  "kind",
  "status",
  "alt",
  "draft",
  "formStarted",
  "website",
  "mediaIds",
  "image",
  "photo",
  "photos",
  "media",
  "logo",
];
const oddNames = ["회원", "सदस्य", "名前", "é", "__proto__", "constructor", 'a"b', "a;b", "x".repeat(300), "a\\b"];
// No intent that would end the fuzzer's own sessions or remove its officials.
const values = [
  "",
  "1",
  "-1",
  "99999999999999999999",
  "save",
  "publish",
  "draft",
  "DEMO-SEWING",
  "2025-07-01",
  "not-a-date",
  "a@example.org",
  "회원",
  "सदस्य",
  "\r\n",
  "<script>alert(1)</script>",
  "x".repeat(5000),
  "on",
];
const filenames = ["a.jpg", "", "photo.png", "../../etc/passwd", "사진.jpg", "x".repeat(300), "a\\b.png", 'q"uote.jpg'];
const partTypes = [
  null,
  "image/jpeg",
  "image/png",
  "text/plain; charset=utf-8",
  "application/octet-stream",
  "video/mp4",
];

interface Part {
  headers: string[];
  content: Buffer;
}

function quoted(text: string) {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function partName(rnd: Random, previous: string[]): string | null | "" {
  const roll = rnd.next();
  if (roll < 0.55) return rnd.pick(knownNames);
  if (roll < 0.65) return null; // missing
  if (roll < 0.72) return ""; // empty
  if (roll < 0.85) return rnd.pick(oddNames); // non-ASCII and odd
  return previous.length > 0 ? rnd.pick(previous) : rnd.pick(knownNames); // repeated
}

function disposition(rnd: Random, name: string | null, file: boolean): string | null {
  const roll = rnd.next();
  if (roll < 0.04) return null; // no Content-Disposition at all
  const type = roll < 0.08 ? "attachment" : roll < 0.12 ? "FORM-DATA" : "form-data";
  let value = type;
  if (name !== null) {
    const token = /^[A-Za-z0-9_.-]+$/.test(name) && rnd.next() < 0.2;
    value += `; ${rnd.next() < 0.05 ? "NAME" : "name"}=${token ? name : quoted(name)}`;
  } else if (rnd.next() < 0.2) {
    value += "; name";
  }
  if (file) {
    const star = rnd.next();
    if (star < 0.1) value += "; filename*=utf-8''%EC%82%AC%EC%A7%84.jpg";
    else if (star < 0.15) value += "; filename*=x-unknown''%E0%A4";
    else value += `; filename=${quoted(rnd.pick(filenames))}`;
  }
  return `Content-Disposition: ${value}`;
}

function content(rnd: Random, file: boolean, images: Buffer[]): Buffer {
  if (!file) return Buffer.from(rnd.pick(values), "utf8");
  const roll = rnd.next();
  if (roll < 0.35) return rnd.pick(images);
  if (roll < 0.5) return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), rnd.bytes(rnd.int(400))]);
  if (roll < 0.6) return Buffer.alloc(0);
  return rnd.bytes(rnd.int(2000));
}

function parts(rnd: Random, images: Buffer[]): Part[] {
  const names: string[] = [];
  return Array.from({ length: rnd.int(7) }, () => {
    const file = rnd.next() < 0.3;
    const name = partName(rnd, names);
    if (name) names.push(name);
    const headers: string[] = [];
    const cd = disposition(rnd, name, file);
    if (cd) headers.push(cd);
    const type = rnd.pick(partTypes);
    if (type && (file || rnd.next() < 0.1)) headers.push(`Content-Type: ${type}`);
    if (rnd.next() < 0.05) headers.push(rnd.pick(["X-Extra: 1", "not a header", cd ?? "X: y", "--B"]));
    if (rnd.next() < 0.1) headers.reverse();
    return { headers, content: content(rnd, file, images) };
  });
}

interface Body {
  contentType: string;
  body: Buffer;
  /** Where each delimiter starts in the body: the places a cut is most telling. */
  delimiters: number[];
}

function multipartBody(rnd: Random, images: Buffer[]): Body {
  const boundary = rnd.pick(["X", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a'()+_,-./:=?", "b".repeat(70)]);
  const chunks: Buffer[] = [];
  const delimiters: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    chunks.push(bytes);
    length += bytes.length;
  };
  if (rnd.next() < 0.05) add("a preamble nobody reads\r\n");
  const all = parts(rnd, images);
  for (const [index, part] of all.entries()) {
    delimiters.push(length);
    add(`${index === 0 ? "" : "\r\n"}--${boundary}${rnd.next() < 0.03 ? " \t" : ""}\r\n`);
    if (rnd.next() < 0.02) add(`--${boundary}\r\n`); // the boundary line twice
    add(`${part.headers.join("\r\n")}\r\n\r\n`);
    add(part.content);
  }
  if (rnd.next() < 0.92) {
    delimiters.push(length);
    add(`${all.length === 0 ? "" : "\r\n"}--${boundary}--\r\n`);
  }
  if (rnd.next() < 0.05) add(rnd.bytes(rnd.int(100)));
  const contentType = rnd.pick([
    `multipart/form-data; boundary=${boundary.includes("'") || boundary.includes(":") ? quoted(boundary) : boundary}`,
    `multipart/form-data; boundary=${quoted(boundary)}`,
    `multipart/form-data; charset=utf-8; boundary=${quoted(boundary)}`,
    ...(rnd.next() < 0.05 ? ["multipart/form-data; boundary=other"] : []),
  ]);
  return { contentType, body: Buffer.concat(chunks), delimiters };
}

/** A cut at, just before or just after a delimiter, or inside it. */
function cutNear(rnd: Random, body: Body): number {
  const at = body.delimiters.length > 0 ? rnd.pick(body.delimiters) : 0;
  return Math.max(0, Math.min(body.body.length - 1, at + rnd.pick([-2, -1, 0, 1, 2, 3, 5, 20, 40])));
}

// ---- Routes ------------------------------------------------------------------

const concrete = (path: string) =>
  path
    .replace(":code", "DEMO-SEWING")
    .replace(":id", "1")
    .replace(":number", "1")
    .replace(":document", "home")
    .replace(":lang", "en")
    .replace(":file", "x.jpg");
const candidatePaths = [
  ...new Set(
    flattenRoutes(routes)
      .map((route) => route.pattern)
      .filter((path) => path !== "/*"),
  ),
].map(concrete);
const contentDocuments = ["/content/about", "/content/giving", "/content/branding"];

// ---- The tests ---------------------------------------------------------------

describe.each(serverEngines)(
  "no multipart body from the grammar produces a 5xx or ends the process ($name)",
  (engine) => {
    let site: ServerWithOfficials;
    let drop = async () => {};
    let images: Buffer[] = [];
    let postPaths: string[] = [];
    const requestCount = requestCounts[engine.name];

    beforeAll(async () => {
      const database = await engine.env();
      drop = database.drop;
      site = await startServerWithOfficials({ ...database.env, DEMO_CONTENT: "1" });
      images = await Promise.all([
        sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
          .png()
          .toBuffer(),
        sharp({ create: { width: 12, height: 6, channels: 3, background: "#36c" } })
          .jpeg()
          .toBuffer(),
      ]);
      // Every route whose answer to OPTIONS allows POST: the server's own list, not ours.
      const allows = await Promise.all(
        [...candidatePaths, ...contentDocuments].map(async (path) => {
          const response = await fetch(`${site.server.url}${path}`, { method: "OPTIONS" });
          return { path, post: (response.headers.get("allow") ?? "").includes("POST") };
        }),
      );
      postPaths = allows.filter((entry) => entry.post).map((entry) => entry.path);
    }, 180_000);

    afterAll(async () => {
      await site?.server.stop();
      await drop();
    });

    function request(body: Body, path: string, cookie: string | null, ending: RawRequest["ending"], cut?: number) {
      const host = new URL(site.server.url).host;
      const headers: [string, string][] = [
        ["Host", host],
        ["Origin", site.server.url],
        ["Content-Type", body.contentType],
        ["Content-Length", String(body.body.length)],
        ["Connection", "close"],
      ];
      if (cookie) headers.push(["Cookie", cookie]);
      return sendRaw(Number(new URL(site.server.url).port), {
        method: "POST",
        target: path,
        headers,
        body: body.body,
        ending,
        sendBytes: cut,
      });
    }

    it("the routes that take a body include every upload screen", () => {
      expect(postPaths).toEqual(
        expect.arrayContaining(["/project-form", "/project-table", "/event-form", "/media-upload", "/content/home"]),
      );
      expect(postPaths).toEqual(
        expect.arrayContaining(["/sign-in", "/join", "/contact", "/officials", "/club-profile"]),
      );
    });

    it("a browser's upload cut at every position around every boundary answers 400 and saves nothing", async () => {
      const boundary = "----WebKitFormBoundaryCut";
      const pieces = [
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA red square`,
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="red.png"\r\nContent-Type: image/png\r\n\r\n`,
      ];
      const head = Buffer.from(pieces.join(""));
      const body: Body = {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.concat([head, images[0] as Buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        delimiters: [0, pieces[0]?.length ?? 0, head.length + (images[0]?.length ?? 0)],
      };
      const before = await site.query("select count(*) as n from media");
      const wrong: string[] = [];
      for (const delimiter of body.delimiters)
        for (let offset = -2; offset <= boundary.length + 6; offset++) {
          const cut = delimiter + offset;
          if (cut < 0 || cut >= body.body.length) continue;
          const result = await request(body, "/media-upload", site.cookies.editor, "truncated", cut);
          if (result.status !== 400) wrong.push(`cut at ${cut}: ${result.refused ? "refused" : result.status}`);
        }
      expect(wrong).toEqual([]);
      expect(await site.query("select count(*) as n from media")).toEqual(before);
      // The whole body is a good upload: the cuts, not the body, were refused.
      expect((await request(body, "/media-upload", site.cookies.editor, "whole")).status).toBe(200);
    }, 120_000);

    it(`${requestCount} grammar-made multipart bodies to every route that takes a body, as visitor, editor and administrator: no 5xx, no exit`, async () => {
      const rnd = seededRandom(0x2727 + (engine.name === "SQLite" ? 0 : 1));
      const roles = [
        ["anonymous", null],
        ["editor", site.cookies.editor],
        ["administrator", site.cookies.administrator],
      ] as const;
      const cases = Array.from({ length: requestCount }, () => {
        const body = multipartBody(rnd, images);
        const [role, cookie] = rnd.pick(roles);
        const roll = rnd.next();
        const ending: RawRequest["ending"] = roll < 0.6 ? "whole" : roll < 0.85 ? "truncated" : "aborted";
        return {
          body,
          role,
          cookie,
          path: rnd.pick(postPaths),
          ending,
          cut: ending === "whole" ? undefined : cutNear(rnd, body),
        };
      });
      const statuses: Record<string, number> = {};
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < cases.length) {
          const fuzz = cases[next++] as (typeof cases)[number];
          const result = await request(fuzz.body, fuzz.path, fuzz.cookie, fuzz.ending, fuzz.cut);
          const label = `POST ${fuzz.path} as ${fuzz.role}, ${fuzz.ending}${fuzz.cut === undefined ? "" : ` at ${fuzz.cut}`}: ${JSON.stringify(fuzz.body.body.subarray(0, 300).toString("latin1"))}`;
          statuses[String(result.status)] = (statuses[String(result.status)] ?? 0) + 1;
          if (result.refused) failures.push(`server gone after ${label}`);
          else if (result.status !== null && result.status >= 500) failures.push(`${result.status} for ${label}`);
          else if (result.status === null && fuzz.ending === "whole") failures.push(`no answer for ${label}`);
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
      console.log(
        `multipart grammar fuzz (${engine.name}): ${requestCount} requests to ${postPaths.length} routes; answers ${JSON.stringify(statuses)}`,
      );
      const { server } = site;
      const alive = server.process.exitCode === null;
      expect({
        failures: failures.slice(0, 20),
        alive,
        health: alive ? (await fetch(`${server.url}/healthz`)).status : null,
        plainLines: nonJsonLines(server.logs),
        errorsWithoutRequestId: server.logs.filter(
          (line) => line.includes('"level":"error"') && !line.includes('"requestId"'),
        ),
      }).toEqual({ failures: [], alive: true, health: 200, plainLines: [], errorsWithoutRequestId: [] });
      // Both officials' sessions still open their screens.
      for (const cookie of Object.values(site.cookies))
        expect(
          (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status,
        ).toBe(200);
    }, 900_000);
  },
);
