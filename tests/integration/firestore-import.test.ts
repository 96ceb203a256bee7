import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, migrateToLatest, openDatabase } from "~/db/connect.server";
import type { MediaVariant } from "~/db/schema";
import { readFirestoreExport } from "~/import/firestore-shapes.server";
import { type ImportOptions, type ImportReport, importFirestore } from "~/import/import-firestore.server";
import { summaryText } from "~/import/summary";
import { LocalMediaStore } from "~/media/store.server";
import { serverEngines, testEngines } from "../helpers/engines";
import { fixtureFiles, fixturePointedAt, fixturesDir, startImageHost } from "../helpers/image-host";
import { scriptCommand } from "../helpers/script-command";
import { assertBuilt, startServer, tempDataDir } from "../helpers/server";

const shapes = ["map-of-collections.json", "arrays.json", "export-import.json", "folder"];
/** The image host is on 127.0.0.1: its port is let through the safe fetcher (a test-only option). */
let fast: ImportOptions;

let files: Map<string, Buffer>;
let host: Awaited<ReturnType<typeof startImageHost>>;

beforeAll(async () => {
  files = await fixtureFiles();
  host = await startImageHost(files);
  fast = { fetch: { backoffMs: 5, timeoutMs: 5000, testOnlyLoopbackPorts: [host.port] } };
});

afterAll(async () => {
  await host?.close();
});

/** What an import made, without ids or clock times: equal for every export shape and engine. */
async function records(db: Db) {
  const projects = await db
    .selectFrom("projects")
    .select(["id", "code", "project_date", "cost", "man_hours", "video_url", "is_signature", "created_at"])
    .orderBy("code")
    .execute();
  const texts = await db.selectFrom("project_texts").selectAll().orderBy("locale").execute();
  const links = await db
    .selectFrom("project_media as pm")
    .innerJoin("media as m", "m.id", "pm.media_id")
    .select(["pm.project_id", "pm.position", "m.kind", "m.width", "m.bytes"])
    .orderBy("pm.position")
    .execute();
  const members = await db
    .selectFrom("members as m")
    .leftJoin("media as p", "p.id", "m.photo_id")
    .select(["m.id", "m.member_no", "m.name", "m.joined_on", "m.position", "p.kind as photo"])
    .orderBy("m.member_no")
    .execute();
  const memberTexts = await db.selectFrom("member_texts").selectAll().orderBy("locale").execute();
  const pastPresidents = await db
    .selectFrom("past_presidents")
    .select(["rotary_year", "president", "secretary"])
    .orderBy("rotary_year")
    .execute();
  return {
    projects: projects.map(({ id, cost, man_hours, ...p }) => ({
      ...p,
      cost: cost === null ? null : Number(cost),
      man_hours: man_hours === null ? null : Number(man_hours),
      texts: Object.fromEntries(
        texts.filter((t) => t.project_id === id).map(({ project_id: _p, locale, ...t }) => [locale, t]),
      ),
      media: links.filter((l) => l.project_id === id).map((l) => `${l.kind} ${l.width ?? ""} ${l.bytes}`),
    })),
    members: members.map(({ id, position, ...m }) => ({
      ...m,
      position: position === null ? null : Number(position),
      texts: Object.fromEntries(
        memberTexts.filter((t) => t.member_id === id).map(({ member_id: _m, locale, ...t }) => [locale, t]),
      ),
    })),
    pastPresidents,
  };
}

/** Every row an import touches, clock times and ids included: a second run must leave it identical. */
async function fingerprint(db: Db) {
  const all = async (table: Parameters<Db["selectFrom"]>[0] & string, order: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: a fingerprint reads every table alike.
    (db as any).selectFrom(table).selectAll().orderBy(order).execute();
  return JSON.stringify({
    projects: await all("projects", "id"),
    project_texts: await db.selectFrom("project_texts").selectAll().orderBy("project_id").orderBy("locale").execute(),
    project_media: await db.selectFrom("project_media").selectAll().orderBy("project_id").orderBy("position").execute(),
    project_versions: await db
      .selectFrom("project_versions")
      .select(["id", "project_id", "number"])
      .orderBy("id")
      .execute(),
    members: await all("members", "id"),
    member_texts: await db.selectFrom("member_texts").selectAll().orderBy("member_id").orderBy("locale").execute(),
    past_presidents: await all("past_presidents", "id"),
    media: await all("media", "id"),
    import_sources: await all("import_sources", "source_url"),
    audit_log: await db.selectFrom("audit_log").select("id").orderBy("id").execute(),
  });
}

function problemsOf(report: ImportReport) {
  return report.problems.map((p) => `${p.collection}/${p.id}: ${p.message}`).sort();
}

describe.each(testEngines)("npm run import -- firestore, on $name", (engine) => {
  const opened: { database: Database; drop: () => Promise<void> }[] = [];

  async function freshTarget() {
    const made = await engine.setup();
    const database = openDatabase(made.target);
    await migrateToLatest(database);
    opened.push({ database, drop: made.drop });
    const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "import-media-")));
    return { database, store };
  }

  async function importInto(target: Awaited<ReturnType<typeof freshTarget>>, location: string, options = fast) {
    return importFirestore(target, await readFirestoreExport(location), { ...fast, ...options });
  }

  afterAll(async () => {
    for (const { database, drop } of opened) {
      await database.close();
      await drop();
    }
  });

  const imported = new Map<string, { target: Awaited<ReturnType<typeof freshTarget>>; report: ImportReport }>();
  beforeAll(async () => {
    for (const shape of shapes) {
      const target = await freshTarget();
      imported.set(shape, { target, report: await importInto(target, fixturePointedAt(shape, host.base)) });
    }
  });
  const first = () => imported.get(shapes[0] as string) as NonNullable<ReturnType<typeof imported.get>>;

  it("every export shape imports the same records, with the same problems", async () => {
    const expected = await records(first().target.database.db);
    for (const shape of shapes.slice(1)) {
      const { target, report } = imported.get(shape) as NonNullable<ReturnType<typeof imported.get>>;
      expect(await records(target.database.db), shape).toEqual(expected);
      expect(problemsOf(report), shape).toEqual(problemsOf(first().report));
    }
  });

  it("English and Korean copies become one project with both texts; the signature mark and shared fields are kept", async () => {
    const { projects } = await records(first().target.database.db);
    expect(projects.map((p) => p.code)).toEqual(["DEMO-001", "DEMO-002", "DEMO-003", "DEMO-005", "p-en-no-id"]);
    const [tree, water, lunch, library, blood] = projects;
    expect(tree).toMatchObject({
      project_date: "2023-03-25",
      cost: 15000,
      man_hours: 40,
      video_url: "https://www.youtube.com/watch?v=DemoVideo01",
      is_signature: 0,
      created_at: "2023-03-26T10:00:00.000Z",
      // The old site's Korean copy gave the same location: it is the English one, shown on every page.
      texts: {
        en: { title: "Demo Tree Planting", short_note: "Two hundred saplings in Demo Town.", location: "Demo Town" },
        ko: { title: "데모 나무 심기", short_note: "데모 마을에 묘목 200그루.", location: null },
      },
    });
    expect(tree?.media).toHaveLength(2);
    expect(water).toMatchObject({ is_signature: 1, cost: 18000, project_date: "2024-01-05" });
    expect(water?.media.map((m) => m.split(" ")[0])).toEqual(["video", "image"]);
    // Only in Korean: its location is its Korean text, like its title.
    expect(lunch?.texts).toEqual({
      en: { title: null, short_note: null, location: null, description: null },
      ko: {
        title: "데모 무료 급식",
        short_note: "한국어로만 있는 프로젝트.",
        location: "Demo Market",
        description: "데모 회원들이 점심을 나눴습니다.",
      },
    });
    expect(lunch?.media).toEqual([]);
    expect(library).toMatchObject({ project_date: "2023-07-01", cost: 100000 });
    expect(blood).toMatchObject({ project_date: "2023-03-25", cost: null, media: [] });
  });

  it("members and past presidents are imported; the duplicate member ID and the unreadable year are not", async () => {
    const { members, pastPresidents } = await records(first().target.database.db);
    expect(members).toEqual([
      {
        member_no: "D-1001",
        name: "Demo Member One",
        joined_on: "2019-07-01",
        position: 1,
        photo: "image",
        texts: { en: { designation: "Demo President", message: "Service above self, in demo form." } },
      },
      {
        member_no: "D-1002",
        name: "Demo Member Two",
        joined_on: "2021-01-15",
        position: null,
        photo: "image",
        texts: { en: { designation: "Demo Secretary", message: null } },
      },
    ]);
    expect(pastPresidents).toEqual([
      { rotary_year: "2021-2022", president: "Demo President A", secretary: "Demo Secretary A" },
      { rotary_year: "2022-2023", president: "Demo President B", secretary: "Demo Secretary B" },
    ]);
    expect(first().report.counts).toMatchObject({
      project: { created: 5, updated: 0, unchanged: 0, skipped: 0 },
      member: { created: 2, skipped: 1 },
      pastPresident: { created: 2, skipped: 1 },
      media: { created: 6, skipped: 2 },
    });
    expect(first().report.skippedCollections).toEqual([
      expect.objectContaining({ collection: "loginAttempts_successful", documents: 2 }),
    ]);
  });

  it("problems are reported with their collection and document id", () => {
    const problems = problemsOf(first().report);
    const expectProblem = (where: string, text: string) =>
      expect(
        problems.some((p) => p.startsWith(`${where}: `) && p.includes(text)),
        `${where}: ${text}`,
      ).toBe(true);
    expectProblem("projects/p-en-no-id", "no projectID");
    // 127.0.0.1:9 is not one of the image host's ports: the safe fetcher refuses it before connecting.
    expectProblem("projects/p-en-no-id", "gone.jpg was refused: a loopback (127.0.0.0/8) address");
    expectProblem("projects/p-en-5", 'projectdate "March 25th" is not a date');
    expectProblem("korean-projects/p-ko-3", "only in Korean");
    expectProblem("korean-projects/p-ko-3", "not-an-image.jpg is not an image the site can use");
    expectProblem("korean-signature-projects/s-ko-2", "cost 20000 differs from 18000");
    expectProblem("members/m-3", "member ID D-1001 is also members/m-1's");
    expectProblem("past-presidents/pp-3", "is not a Rotary year");
    expect(problems).toHaveLength(9);
  });

  it("images go through the media pipeline: WebP variants without EXIF, AVIF left to the server's worker", async () => {
    const { database, store } = first().target;
    const rows = await database.db.selectFrom("media").select(["kind", "variants", "storage_key"]).execute();
    const image = rows.find((r) => r.kind === "image");
    const variants = JSON.parse(image?.variants ?? "[]") as MediaVariant[];
    expect(variants.map((v) => v.format)).toEqual(["webp"]);
    const webp = await store.get(variants[0]?.key ?? "");
    expect((await sharp(webp as Buffer).metadata()).exif).toBeUndefined();
    expect(await store.get(`${image?.storage_key}-avif-source`)).not.toBeNull();
  });

  it("the activity log names no official and says import", async () => {
    const rows = await first()
      .target.database.db.selectFrom("audit_log")
      .select(["official_id", "summary", "entity"])
      .execute();
    expect(rows.length).toBe(9);
    for (const row of rows) {
      expect(row.official_id).toBeNull();
      expect(row.summary).toMatch(/\(import\)$/);
    }
  });

  it("a second run changes nothing and downloads nothing already imported", async () => {
    const { target } = first();
    const before = await fingerprint(target.database.db);
    const hitsBefore = new Map(host.hits);
    const report = await importInto(target, fixturePointedAt(shapes[0] as string, host.base));
    expect(await fingerprint(target.database.db)).toBe(before);
    expect(report.counts).toMatchObject({
      project: { created: 0, updated: 0, unchanged: 5 },
      member: { created: 0, updated: 0, unchanged: 2 },
      pastPresident: { created: 0, updated: 0, unchanged: 2 },
      media: { created: 0, unchanged: 6 },
    });
    for (const name of ["p1-a.jpg", "p1-b.jpg", "p2-a.jpg", "m1.jpg", "m2.jpg", "clip.mp4"])
      expect(host.hits.get(name), name).toBe(hitsBefore.get(name));
  });

  it("a changed record is updated as a new project version; Hindi texts an official added stay", async () => {
    const target = await freshTarget();
    const location = fixturePointedAt("arrays.json", host.base);
    await importInto(target, location);
    const { db } = target.database;
    const project = await db
      .selectFrom("projects")
      .select("id")
      .where("code", "=", "DEMO-001")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("project_texts")
      .values({ project_id: project.id, locale: "hi", title: "डेमो", short_note: null, description: null })
      .execute();
    const changed = fixturePointedAt("arrays.json", host.base, (t) =>
      t.replace("Demo Tree Planting", "Demo Tree Planting, again"),
    );
    const report = await importInto(target, changed);
    expect(report.counts.project).toMatchObject({ updated: 1, unchanged: 4 });
    const versions = await db
      .selectFrom("project_versions")
      .select("number")
      .where("project_id", "=", project.id)
      .execute();
    expect(versions.map((v) => v.number).sort()).toEqual([1, 2]);
    const texts = await db
      .selectFrom("project_texts")
      .select(["locale", "title"])
      .where("project_id", "=", project.id)
      .orderBy("locale")
      .execute();
    expect(texts).toEqual([
      { locale: "en", title: "Demo Tree Planting, again" },
      { locale: "hi", title: "डेमो" },
      { locale: "ko", title: "데모 나무 심기" },
    ]);
  });

  it("a dry run lists what it would do and writes nothing, nor downloads", async () => {
    const { target } = first();
    const before = await fingerprint(target.database.db);
    const hits = host.totalHits();
    const changed = fixturePointedAt("folder", host.base, (t) =>
      t.replace("Demo President B", "Demo President Bee").replace("p1-b.jpg", "p1-b.jpg?v=2"),
    );
    const report = await importFirestore(
      { database: target.database, store: null },
      await readFirestoreExport(changed),
      {
        ...fast,
        dryRun: true,
      },
    );
    expect(await fingerprint(target.database.db)).toBe(before);
    expect(host.totalHits()).toBe(hits);
    expect(report.counts.pastPresident).toMatchObject({ updated: 1, unchanged: 1, skipped: 1 });
    // DEMO-001 has a new image address; the two whose files failed before would be tried again.
    expect(report.counts.project).toMatchObject({ updated: 3, unchanged: 2 });
    expect(report.actions).toContain("would update project DEMO-001 (projects/p-en-1)");
    expect(report.actions).toContain("would skip members/m-3 (see its problem)");
    expect(report.actions.filter((a) => a.startsWith("would download"))).toHaveLength(3);
  });

  it("--media-dir takes the files from a folder by name and downloads nothing", async () => {
    const target = await freshTarget();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-media-dir-"));
    for (const [name, bytes] of files) fs.writeFileSync(path.join(mediaDir, name), bytes);
    const hits = host.totalHits();
    const report = await importInto(target, path.join(fixturesDir, "arrays.json"), {
      fetch: { mediaDir },
    });
    expect(host.totalHits()).toBe(hits);
    expect(report.counts.media).toMatchObject({ created: 6, skipped: 2 });
    expect(await records(target.database.db)).toEqual(await records(first().target.database.db));
  });
});

/** An HTTP server on 127.0.0.1 that answers `handle` and records every request it receives. */
async function recordingServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.headers.host} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("the import's safe fetcher (SSRF)", () => {
  it("refuses every internal address, in every spelling and behind every redirect, and says why in the summary", async () => {
    // The internal service: nothing may reach it. It listens on loopback, a port the import is not allowed.
    const internal = await recordingServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end());
    // The "public" host: a redirector the test lets through (test-only option: its port only).
    const redirector = await recordingServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const hops = Number(url.searchParams.get("hops") ?? 0);
      const to = url.searchParams.get("to") ?? "";
      if (url.pathname === "/loop") return res.writeHead(302, { location: "/loop" }).end();
      if (hops > 0)
        return res.writeHead(302, { location: `/chain?hops=${hops - 1}&to=${encodeURIComponent(to)}` }).end();
      res.writeHead(302, { location: to }).end();
    });
    const R = internal.port;
    const direct = [
      `http://127.0.0.1:${R}/plain.jpg`,
      `http://localhost:${R}/name.jpg`,
      `http://0x7f000001:${R}/hex.jpg`,
      `http://2130706433:${R}/integer.jpg`,
      `http://127.1:${R}/short.jpg`,
      `http://0177.0.0.1:${R}/octal.jpg`,
      `http://[::1]:${R}/ipv6.jpg`,
      `http://[::ffff:127.0.0.1]:${R}/mapped.jpg`,
      `http://[::127.0.0.1]:${R}/compatible.jpg`,
      `http://[64:ff9b::7f00:1]:${R}/nat64.jpg`,
      "http://169.254.169.254/latest/meta-data/cloud.jpg",
      "http://127.0.0.1:5432/postgres.jpg",
      "http://10.1.2.3/private.jpg",
      "http://172.16.0.1/private.jpg",
      "http://192.168.1.1/router.jpg",
      "http://100.64.0.1/cgnat.jpg",
      "http://[fd00::1]/unique-local.jpg",
      "http://[fe80::1]/link-local.jpg",
      "http://224.0.0.1/multicast.jpg",
      "http://0.0.0.0/unspecified.jpg",
      "http://255.255.255.255/broadcast.jpg",
    ];
    const A = `http://127.0.0.1:${redirector.port}`;
    const redirectTargets = [
      `http://127.0.0.1:${R}/redirected.jpg`,
      `http://localhost:${R}/redirected-name.jpg`,
      "http://169.254.169.254/latest/meta-data/redirected.jpg",
      "http://127.0.0.1:5432/redirected.jpg",
      `http://[::ffff:7f00:1]:${R}/redirected-mapped.jpg`,
    ];
    const redirects = [
      ...redirectTargets.map((to) => `${A}/chain?hops=0&to=${encodeURIComponent(to)}`),
      // Three allowed hops first: the fourth, to the inside, is checked like the first.
      `${A}/chain?hops=3&to=${encodeURIComponent(`http://2130706433:${R}/deep.jpg`)}`,
    ];
    const urls = [...direct, ...redirects, `${A}/loop`];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ssrf-export-"));
    const file = path.join(dir, "export.json");
    const projects = [];
    for (let i = 0; i < urls.length; i += 3) {
      const [img1 = "", img2 = "", img3 = ""] = urls.slice(i, i + 3);
      projects.push({
        id: `p-${i}`,
        projectID: `SSRF-${i}`,
        projecttitle: `SSRF ${i}`,
        shortnotes: "",
        description: "",
        videoURL: "",
        img1,
        img2,
        img3,
        projectdate: "25-03-2023",
        cost: "",
        manHours: "",
        location: "",
        createdAt: { seconds: 1679824800, nanoseconds: 0 },
      });
    }
    fs.writeFileSync(file, JSON.stringify({ projects }));

    const made = await testEngines[0]?.setup();
    if (!made) throw new Error("no engine");
    const database = openDatabase(made.target);
    try {
      await migrateToLatest(database);
      const store = new LocalMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), "ssrf-media-")));
      const report = await importFirestore({ database, store }, await readFirestoreExport(file), {
        fetch: { backoffMs: 5, timeoutMs: 5000, retries: 0, testOnlyLoopbackPorts: [redirector.port] },
      });
      const summary = summaryText(report);
      for (const url of direct) expect(summary, url).toContain(`${url} was refused: `);
      expect(summary).toContain(`http://127.0.0.1:${R}/plain.jpg was refused: a loopback (127.0.0.0/8) address`);
      expect(summary).toContain(
        `http://localhost:${R}/name.jpg was refused: localhost resolves to 127.0.0.1, a loopback (127.0.0.0/8) address`,
      );
      expect(summary).toContain(
        "http://169.254.169.254/latest/meta-data/cloud.jpg was refused: a link-local (169.254.0.0/16) address",
      );
      expect(summary).toContain(
        `http://[::ffff:127.0.0.1]:${R}/mapped.jpg was refused: a loopback (127.0.0.0/8) address (127.0.0.1) inside an IPv6 address`,
      );
      expect(summary).toContain("http://[fd00::1]/unique-local.jpg was refused: a unique-local (fc00::/7) address");
      for (const [index, to] of redirectTargets.entries())
        expect(summary, to).toContain(`${new URL(to).href} (a redirect from ${redirects[index]}) was refused: `);
      expect(summary).toContain(`http://127.0.0.1:${R}/deep.jpg (a redirect from ${redirects.at(-1)}) was refused: `);
      expect(summary).toContain(`${A}/loop was refused: more than 5 redirects`);
      expect(report.counts.media).toMatchObject({ created: 0, skipped: urls.length });
      expect(await database.db.selectFrom("media").select("id").execute()).toEqual([]);
      // Nothing reached the internal server, whatever the spelling or the redirect.
      expect(internal.requests).toEqual([]);
      // The redirector saw each redirect's hops (1 + 1 + … + 4) and the loop's first six.
      expect(redirector.requests).toHaveLength(redirectTargets.length + 4 + 6);
    } finally {
      await database.close();
      await made.drop();
      await internal.close();
      await redirector.close();
    }
  });
});

const run = promisify(execFile);

async function cli(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(...scriptCommand("scripts/import.ts", args), {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe("the import command", () => {
  it("bad input ends with one clear message and exit code 1, not a stack trace", async () => {
    const dataDir = tempDataDir();
    const broken = path.join(tempDataDir(), "broken.json");
    fs.writeFileSync(broken, "{ not json");
    const cases = [
      [["firestore", "/nonexistent/export.json"], "/nonexistent/export.json does not exist"],
      [["firestore", broken], "is not valid JSON"],
      [["firestore"], "Usage:"],
      [["mongodb", broken], "Usage:"],
      [["firestore", broken, "--media-dir", "/nonexistent"], "--media-dir /nonexistent is not a folder"],
    ] as const;
    const results = await Promise.all(cases.map(([args]) => cli(dataDir, [...args])));
    for (const [index, [args, message]] of cases.entries()) {
      const result = results[index];
      expect(result?.code, args.join(" ")).toBe(1);
      expect(result?.err).toContain(message);
      expect(result?.err).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(path.join(dataDir, "club.db"))).toBe(false);
  }, 180_000);

  it("a dry run on a new data folder creates nothing; a real run imports; the second changes nothing", async () => {
    const dataDir = tempDataDir();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-media-dir-"));
    for (const [name, bytes] of files) fs.writeFileSync(path.join(mediaDir, name), bytes);
    const location = path.join(fixturesDir, "export-import.json");

    const dry = await cli(dataDir, ["firestore", location, "--dry-run", "--media-dir", mediaDir]);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("Dry run: nothing was written.");
    expect(dry.out).toContain("would create project DEMO-001 (projects/p-en-1)");
    expect(dry.out).toContain("members/m-3: member ID D-1001 is also members/m-1's");
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const real = await cli(dataDir, ["firestore", location, "--media-dir", mediaDir]);
    expect(real.code).toBe(0);
    expect(real.out).toMatch(/projects: +5 created, 0 updated, 0 unchanged, 0 skipped/);
    expect(real.out).toMatch(/import: 17\/17/);
    expect(real.out).toContain("loginAttempts_successful (2 documents)");

    const again = await cli(dataDir, ["firestore", location, "--media-dir", mediaDir]);
    expect(again.out).toMatch(/projects: +0 created, 0 updated, 5 unchanged, 0 skipped/);
    expect(again.out).toMatch(/media files: +0 fetched, 6 already imported, 2 failed/);
    expect(again.out).toMatch(/gifts: +none in the old site's data; gifts, 80G receipts and statements start here/);
  }, 300_000);
});

describe.each(serverEngines)("the site on imported data, on $name", (engine) => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let drop = async () => {};
  let target: Parameters<typeof openDatabase>[0];

  beforeAll(async () => {
    assertBuilt();
    const made = await engine.env();
    drop = made.drop;
    const dataDir = tempDataDir();
    target = made.env.DATABASE_URL
      ? { kind: "postgres", url: made.env.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "club.db") };
    const database = openDatabase(target);
    await migrateToLatest(database);
    await importFirestore(
      { database, store: new LocalMediaStore(path.join(dataDir, "media")) },
      await readFirestoreExport(fixturePointedAt("map-of-collections.json", host.base)),
      fast,
    );
    await database.close();
    server = await startServer({ DATA_DIR: dataDir, ...made.env });
  });

  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  const page = async (route: string) => {
    const response = await fetch(`${server?.url}${route}`);
    expect(response.status, route).toBe(200);
    return response.text();
  };

  it("shows the imported English and Korean texts on the projects, project and members pages, without demo content", async () => {
    const list = await page("/projects");
    expect(list).toContain("Demo Tree Planting");
    expect(list).not.toContain("DEMO-SCHOOL-KITS");
    expect(list).toContain("Demo Blood Camp");
    const english = await page("/project/DEMO-001");
    expect(english).toContain("Members of the Demo Club planted saplings along the lake.");
    expect(await page("/korean/project/DEMO-001")).toContain("데모 나무 심기");
    expect(await page("/korean/project/DEMO-003")).toContain("데모 무료 급식");
    expect(await page("/korean/projects")).toContain("데모 정수 필터");
    const members = await page("/members");
    expect(members).toContain("Demo Member One");
    expect(members).toContain("Demo President");
    expect(members).toContain("Demo President A");
    const photo = /\/media\/([a-z0-9]+-\d+\.webp)/.exec(english)?.[1];
    expect(photo).toBeDefined();
    expect((await fetch(`${server?.url}/media/${photo}`)).status).toBe(200);
  });

  it("the server's AVIF worker finishes the imported images once it starts", async () => {
    const database = openDatabase(target);
    try {
      const waiting = () =>
        database.db
          .selectFrom("media")
          .select("id")
          .where("kind", "=", "image")
          .where("variants", "not like", '%"format":"avif"%')
          .execute();
      const deadline = Date.now() + 25_000;
      while ((await waiting()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await waiting()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
