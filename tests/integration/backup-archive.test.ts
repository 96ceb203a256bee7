import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportToFile } from "~/backup/export.server";
import { RestoreRefused, restoreArchive } from "~/backup/restore.server";
import { describeTables, migrationLevel } from "~/backup/tables.server";
import { type Database, type DatabaseTarget, migrateTo, migrationNames, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { S3MediaStore } from "~/media/s3-store.server";
import { LocalMediaStore } from "~/media/store.server";
import {
  fillSite,
  folderFingerprint,
  manifestOf,
  readArchive,
  tableFingerprints,
  writeArchive,
} from "../helpers/backup";
import { type TestEngine, testEngines } from "../helpers/engines";
import { startS3 } from "../helpers/s3";
import { scriptCommand } from "../helpers/script-command";
import { tempDataDir } from "../helpers/server";

const sqliteEngine = testEngines[0] as TestEngine;
/** PostgreSQL when TEST_DATABASE_URL is set; else the round trip goes through a second SQLite database. */
const otherEngine = testEngines.at(-1) as TestEngine;
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const drop of drops) await drop();
});

async function fresh(engine: TestEngine): Promise<{ target: DatabaseTarget; media: string }> {
  const made = await engine.setup();
  drops.push(made.drop);
  return { target: made.target, media: path.join(tempDataDir("club-media-"), "media") };
}

async function withDatabase<T>(target: DatabaseTarget, use: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(target);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const fingerprintOf = (target: DatabaseTarget) => withDatabase(target, tableFingerprints);

/** A filled SQLite site and its archive. */
async function filledSqliteArchive() {
  const site = await fresh(sqliteEngine);
  const store = new LocalMediaStore(site.media);
  await withDatabase(site.target, (database) => fillSite(database, store));
  const file = path.join(tempDataDir("club-archive-"), "site.tar.gz");
  const manifest = await exportToFile(file, { target: site.target, store });
  return { site, file, manifest };
}

async function expectRefused(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain("\n");
}

describe("a backup archive", { timeout: 180_000 }, () => {
  let source: Awaited<ReturnType<typeof filledSqliteArchive>>;
  let sourceTables: Record<string, string>;
  let sourceMedia: Record<string, string>;

  beforeAll(async () => {
    source = await filledSqliteArchive();
    sourceTables = await fingerprintOf(source.site.target);
    sourceMedia = folderFingerprint(source.site.media);
  });

  it(`SQLite → archive → ${otherEngine.name} → archive → SQLite gives identical tables and media`, async () => {
    expect(Object.keys(sourceTables).length).toBeGreaterThanOrEqual(28);
    const empty = Object.entries(sourceTables).filter(([, print]) => print.startsWith("0:"));
    expect(empty, "every table has rows").toEqual([]);
    expect(source.manifest.missingMedia).toEqual([]);
    expect(Object.keys(sourceMedia).length).toBeGreaterThan(10);

    const middle = await fresh(otherEngine);
    await restoreArchive({ file: source.file, target: middle.target, store: new LocalMediaStore(middle.media) });
    expect(await fingerprintOf(middle.target)).toEqual(sourceTables);
    expect(folderFingerprint(middle.media)).toEqual(sourceMedia);

    const second = path.join(tempDataDir("club-archive-"), "middle.tar.gz");
    const manifest = await exportToFile(second, { target: middle.target, store: new LocalMediaStore(middle.media) });
    expect(manifest.engine).toBe(middle.target.kind);
    expect(manifest.tables).toEqual(source.manifest.tables);

    const last = await fresh(sqliteEngine);
    await restoreArchive({ file: second, target: last.target, store: new LocalMediaStore(last.media) });
    expect(await fingerprintOf(last.target)).toEqual(sourceTables);
    expect(folderFingerprint(last.media)).toEqual(sourceMedia);

    // The archive's own table files are the same bytes whichever engine they were read from.
    const [a, b] = [await readArchive(source.file), await readArchive(second)];
    for (const name of [...a.keys()].filter((n) => n.startsWith("tables/")))
      expect(b.get(name), name).toEqual(a.get(name));
  });

  describe.each(testEngines)("restored on $name", (engine) => {
    it("new rows get ids after the restored ones", async () => {
      const target = await fresh(engine);
      await restoreArchive({ file: source.file, target: target.target, store: new LocalMediaStore(target.media) });
      await withDatabase(target.target, async ({ db }) => {
        const before = await db
          .selectFrom("reset_requests")
          .select(db.fn.max("id").as("max"))
          .executeTakeFirstOrThrow();
        const row = await db
          .insertInto("reset_requests")
          .values({ email: "after@example.org", ip: null, created_at: nowIso() })
          .returning("id")
          .executeTakeFirstOrThrow();
        expect(row.id).toBeGreaterThan(Number(before.max));
      });
    });

    it("a truncated archive and one with one byte altered are refused, the database and media folder untouched", async () => {
      const target = await fresh(engine);
      await restoreArchive({ file: source.file, target: target.target, store: new LocalMediaStore(target.media) });
      await withDatabase(target.target, ({ db }) => db.deleteFrom("audit_log").execute());
      const tablesBefore = await fingerprintOf(target.target);
      fs.rmSync(path.join(target.media, Object.keys(sourceMedia)[0] as string));
      const mediaBefore = folderFingerprint(target.media);

      const bytes = fs.readFileSync(source.file);
      const directory = tempDataDir("club-damaged-");
      const truncated = path.join(directory, "truncated.tar.gz");
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const altered = path.join(directory, "altered.tar.gz");
      const changed = Buffer.from(bytes);
      const at = Math.floor(changed.length / 2);
      changed[at] = (changed[at] as number) ^ 0x01;
      fs.writeFileSync(altered, changed);

      for (const file of [truncated, altered]) {
        await expectRefused(
          restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media), replace: true }),
          /damaged|altered|truncated/,
        );
        expect(await fingerprintOf(target.target), file).toEqual(tablesBefore);
        expect(folderFingerprint(target.media), file).toEqual(mediaBefore);
      }
    });

    it("an archive whose files disagree with its manifest, or from a newer release, is refused and changes nothing", async () => {
      const target = await fresh(engine);
      const entries = await readArchive(source.file);
      const directory = tempDataDir("club-altered-");
      const cases: [string, (e: Map<string, Buffer>) => void, RegExp][] = [
        [
          "a row changed",
          (e) =>
            e.set(
              "tables/projects.jsonl",
              Buffer.from((e.get("tables/projects.jsonl") as Buffer).toString().replace("BACKUP-1", "BACKUP-X")),
            ),
          /tables\/projects\.jsonl does not match the manifest/,
        ],
        ["a file added", (e) => e.set("media/extra.webp", Buffer.from("x")), /which its manifest does not list/],
        ["no manifest", (e) => e.delete("manifest.json"), /no manifest\.json/],
        [
          "a newer release",
          (e) =>
            e.set(
              "manifest.json",
              Buffer.from(JSON.stringify({ ...manifestOf(e), migration: "9999-from-the-future" })),
            ),
          /newer release/,
        ],
        [
          "an unknown format version",
          (e) => e.set("manifest.json", Buffer.from(JSON.stringify({ ...manifestOf(e), formatVersion: 2 }))),
          /format version is 2/,
        ],
        [
          "a row count that disagrees",
          (e) => {
            const manifest = manifestOf(e);
            e.set(
              "manifest.json",
              Buffer.from(JSON.stringify({ ...manifest, tables: { ...manifest.tables, projects: 1 } })),
            );
          },
          /The table projects holds \d+ rows, the manifest says 1/,
        ],
        ["a path outside the media folder", (e) => e.set("media/../../escape", Buffer.from("x")), /unexpected file/],
      ];
      for (const [name, change, message] of cases) {
        const copy = new Map(entries);
        change(copy);
        const file = path.join(directory, `${name}.tar.gz`);
        await writeArchive(file, copy);
        await expectRefused(
          restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) }),
          message,
        );
      }
      // Not even migrated: the database has no tables at all.
      await withDatabase(target.target, async (database) => {
        expect(await migrationLevel(database.db, database.engine)).toBeNull();
        expect(await describeTables(database.db, database.engine)).toEqual([]);
      });
      expect(fs.existsSync(target.media)).toBe(false);
    });

    it("a database that holds rows is refused without --replace, and replaced with it", async () => {
      const target = await fresh(engine);
      const store = new LocalMediaStore(target.media);
      // Another site's rows: the archive's, with a change of its own.
      await restoreArchive({ file: source.file, target: target.target, store });
      await withDatabase(target.target, async (database) => {
        await database.db.deleteFrom("audit_log").execute();
        await database.db
          .insertInto("reset_requests")
          .values({ email: "only-here@example.org", ip: null, created_at: nowIso() })
          .execute();
      });
      const before = await fingerprintOf(target.target);
      await expectRefused(restoreArchive({ file: source.file, target: target.target, store }), /not empty.*--replace/);
      expect(await fingerprintOf(target.target)).toEqual(before);
      await restoreArchive({ file: source.file, target: target.target, store, replace: true });
      expect(await fingerprintOf(target.target)).toEqual(sourceTables);
      // Restoring the same archive again (media put twice) is harmless.
      await restoreArchive({ file: source.file, target: target.target, store, replace: true });
      expect(await fingerprintOf(target.target)).toEqual(sourceTables);
    });

    it("an archive from an older migration level is restored at that level, then brought up to date", async () => {
      const old = await fresh(engine);
      const previous = migrationNames.at(-2) as string;
      await withDatabase(old.target, async (database) => {
        await migrateTo(database, previous);
        await database.db
          .insertInto("past_presidents")
          .values({
            rotary_year: "2019-2020",
            president: "P",
            secretary: "S",
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .execute();
      });
      const file = path.join(tempDataDir("club-archive-"), "old.tar.gz");
      const manifest = await exportToFile(file, { target: old.target, store: new LocalMediaStore(old.media) });
      expect(manifest.migration).toBe(previous);

      const target = await fresh(engine);
      const summary = await restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) });
      expect(summary.migrated).toEqual([migrationNames.at(-1)]);
      await withDatabase(target.target, async (database) => {
        const { db } = database;
        expect(await db.selectFrom("past_presidents").select("president").execute()).toEqual([{ president: "P" }]);
        // The last migration ran after the restore: the schema is this release's, whether that
        // migration made tables or only added columns.
        const shape = (tables: Awaited<ReturnType<typeof describeTables>>) =>
          Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
        const restored = await describeTables(db, database.engine);
        const latest = await fresh(engine);
        const expected = await withDatabase(latest.target, async (current) => {
          await migrateTo(current, migrationNames.at(-1) as string);
          return describeTables(current.db, current.engine);
        });
        expect(shape(restored)).toEqual(shape(expected));
        // The tables it made, if any, were not in the archive; they exist now, empty.
        const added = restored.map((t) => t.name).filter((name) => !(name in manifest.tables));
        for (const name of added) {
          const rows = await db
            .selectFrom(name as "media")
            .selectAll()
            .execute();
          expect(rows, name).toEqual([]);
        }
      });

      // A database already past the archive's level cannot take it.
      const newer = await fresh(engine);
      await withDatabase(newer.target, (database) => migrateTo(database, migrationNames.at(-1) as string));
      await expectRefused(
        restoreArchive({ file, target: newer.target, store: new LocalMediaStore(newer.media) }),
        /older than the database's.*new, empty database/,
      );
    });

    it("an archive made before venues and locations were per-language restores them as English texts (decision 0066)", async () => {
      const old = await fresh(engine);
      const before = "0016-exception-notes";
      await withDatabase(old.target, async (database) => {
        await migrateTo(database, before);
        const at = nowIso();
        await sql`insert into events (kind, starts_at, ends_at, venue_name, venue_address, created_at, updated_at)
          values ('fellowship', '2026-01-06T13:30:00.000Z', '2026-01-06T15:00:00.000Z', 'Rotary Hall', 'Civil Lines', ${at}, ${at})`.execute(
          database.db,
        );
        await sql`insert into event_texts (event_id, locale, title) select id, 'en', 'Old dinner' from events`.execute(
          database.db,
        );
        await sql`insert into projects (code, project_date, location, is_signature, created_at, updated_at)
          values ('OLD-PLACE', '2025-03-05', 'Lucknow', 0, ${at}, ${at})`.execute(database.db);
      });
      const file = path.join(tempDataDir("club-archive-"), "before-places.tar.gz");
      const manifest = await exportToFile(file, { target: old.target, store: new LocalMediaStore(old.media) });
      expect(manifest.migration).toBe(before);

      const target = await fresh(engine);
      const summary = await restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) });
      expect(summary.migrated).toContain("0017-per-language-places");
      await withDatabase(target.target, async ({ db }) => {
        expect(
          await db.selectFrom("event_texts").select(["locale", "title", "venue_name", "venue_address"]).execute(),
        ).toEqual([{ locale: "en", title: "Old dinner", venue_name: "Rotary Hall", venue_address: "Civil Lines" }]);
        expect(await db.selectFrom("project_texts").select(["locale", "location"]).execute()).toEqual([
          { locale: "en", location: "Lucknow" },
        ]);
      });
    });

    it("a photo's descriptions in every language go into the archive and come back (decision 0068)", async () => {
      const target = await fresh(engine);
      await restoreArchive({ file: source.file, target: target.target, store: new LocalMediaStore(target.media) });
      const described = (target: DatabaseTarget) =>
        withDatabase(target, ({ db }) =>
          db
            .selectFrom("media_texts")
            .select(["media_id", "locale", "alt_text"])
            .orderBy("media_id")
            .orderBy("locale")
            .execute(),
        );
      const restored = await described(target.target);
      expect(restored).toEqual(await described(source.site.target));
      expect(restored).toContainEqual(
        expect.objectContaining({ locale: "ko", alt_text: "학용품 꾸러미 사진 대신 넣은 그림 (데모)" }),
      );
      expect(restored).toContainEqual(
        expect.objectContaining({ locale: "hi", alt_text: "स्कूल किट की तस्वीर की जगह लगाया गया चित्र (डेमो)" }),
      );
    });

    it("an archive made before descriptions were per-language restores each as the photo's English one (decision 0068)", async () => {
      const old = await fresh(engine);
      const before = "0017-per-language-places";
      await withDatabase(old.target, async (database) => {
        await migrateTo(database, before);
        await sql`insert into media (kind, storage_key, content_type, bytes, width, height, variants, alt_text, created_at)
          values ('image', 'gone.webp', 'image/webp', 10, 4, 3, '[]', 'A well in the village', ${nowIso()})`.execute(
          database.db,
        );
      });
      const file = path.join(tempDataDir("club-archive-"), "before-descriptions.tar.gz");
      expect((await exportToFile(file, { target: old.target, store: new LocalMediaStore(old.media) })).migration).toBe(
        before,
      );

      const target = await fresh(engine);
      const summary = await restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) });
      expect(summary.migrated).toContain("0018-media-texts");
      await withDatabase(target.target, async ({ db }) => {
        expect(await db.selectFrom("media_texts").select(["locale", "alt_text"]).execute()).toEqual([
          { locale: "en", alt_text: "A well in the village" },
        ]);
      });
    });

    it("an export while the site writes is one snapshot: rows written during it are not in it, and its counts agree with its files", async () => {
      const site = await fresh(engine);
      const store = new LocalMediaStore(site.media);
      await restoreArchive({ file: source.file, target: site.target, store });
      const database = openDatabase(site.target);
      try {
        const messagesBefore = await database.db.selectFrom("messages").select("id").execute();
        const outboxBefore = await database.db.selectFrom("outbox").select("id").execute();
        let wrote = false;
        const file = path.join(tempDataDir("club-archive-"), "during.tar.gz");
        const manifest = await exportToFile(file, {
          target: site.target,
          store,
          // The site's own connection writes (IMMEDIATE on SQLite) while the export holds its snapshot.
          duringSnapshot: async () => {
            await database.db.transaction().execute(async (trx) => {
              const message = await trx
                .insertInto("messages")
                .values({
                  kind: "contact",
                  locale: "en",
                  name: "During",
                  email: "during@example.org",
                  phone: "1",
                  age: null,
                  body: "x",
                  submitted_at: nowIso(),
                  status: "new",
                  spam_reason: null,
                  client_ip: null,
                  time_text: null,
                })
                .returning("id")
                .executeTakeFirstOrThrow();
              await trx
                .insertInto("outbox")
                .values({
                  message_id: message.id,
                  recipient: "a@example.org",
                  subject: "s",
                  body: "b",
                  next_attempt_at: nowIso(),
                  sent_at: null,
                  last_error: null,
                  created_at: nowIso(),
                  locked_until: null,
                  locked_by: null,
                  failed_at: null,
                })
                .execute();
            });
            wrote = true;
          },
        });
        expect(wrote).toBe(true);
        expect(manifest.tables.messages).toBe(messagesBefore.length);
        const target = await fresh(engine);
        await restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) });
        await withDatabase(target.target, async ({ db }) => {
          expect(await db.selectFrom("messages").select("name").where("name", "=", "During").execute()).toEqual([]);
          expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(outboxBefore.length);
        });
        expect(await database.db.selectFrom("messages").select("id").execute()).toHaveLength(messagesBefore.length + 1);
      } finally {
        await database.close();
      }
    });
  });

  it("a media file the store has lost is listed in the manifest, not fatal; the rest restores", async () => {
    const site = await fresh(sqliteEngine);
    const store = new LocalMediaStore(site.media);
    await restoreArchive({ file: source.file, target: site.target, store });
    const lost = Object.keys(sourceMedia).find((key) => key.endsWith(".webp")) as string;
    fs.rmSync(path.join(site.media, lost));
    const file = path.join(tempDataDir("club-archive-"), "lost.tar.gz");
    const manifest = await exportToFile(file, { target: site.target, store });
    expect(manifest.missingMedia).toEqual([lost]);
    const target = await fresh(sqliteEngine);
    await restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) });
    expect(await fingerprintOf(target.target)).toEqual(sourceTables);
    const { [lost]: _, ...rest } = sourceMedia;
    expect(folderFingerprint(target.media)).toEqual(rest);
  });

  it("restores media into an S3 bucket, and exports them from it again (streamed both ways)", async () => {
    const s3 = await startS3();
    try {
      const target = await fresh(sqliteEngine);
      const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
      const summary = await restoreArchive({ file: source.file, target: target.target, store });
      expect(summary.media).toBe(Object.keys(sourceMedia).length);
      for (const [key, sha] of Object.entries(sourceMedia)) {
        const body = await store.get(key);
        expect(body && crypto.createHash("sha256").update(body).digest("hex"), key).toBe(sha);
      }
      expect(await fingerprintOf(target.target)).toEqual(sourceTables);
      const again = path.join(tempDataDir("club-archive-"), "from-s3.tar.gz");
      const manifest = await exportToFile(again, { target: target.target, store });
      expect(manifest.missingMedia).toEqual([]);
      expect(manifest.files).toEqual(source.manifest.files);
    } finally {
      await s3.close();
    }
  });

  it("npm run export and npm run restore: exit 0 with a summary, exit 1 with one line when refused", () => {
    const run = (script: string, args: string[], dataDir: string) => {
      const result = spawnSync(...scriptCommand(script, args), {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, DEMO_CONTENT: "1" },
        encoding: "utf8",
      });
      return { code: result.status, out: result.stdout, err: result.stderr };
    };
    const from = path.dirname(source.site.target.kind === "sqlite" ? source.site.target.file : "");
    fs.renameSync(source.site.media, path.join(from, "media"));
    const file = path.join(tempDataDir("club-cli-"), "cli.tar.gz");
    const exported = run("scripts/export.ts", [file], from);
    expect(exported).toMatchObject({ code: 0, err: "" });
    expect(exported.out).toMatch(
      /^Exported \d+ rows of \d+ tables and \d+ media files from sqlite \(migration \S+\) to .*cli\.tar\.gz/,
    );
    expect(fs.readdirSync(path.dirname(file))).toEqual(["cli.tar.gz"]);

    const into = tempDataDir();
    const restored = run("scripts/restore.ts", [file], into);
    expect(restored).toMatchObject({ code: 0, err: "" });
    expect(restored.out).toMatch(/^Restored \d+ rows of \d+ tables and \d+ media files into SQLite from /);
    expect(folderFingerprint(path.join(into, "media"))).toEqual(sourceMedia);

    const again = run("scripts/restore.ts", [file], into);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      /^Restore refused: The database is not empty \(rows in .*\): restore into an empty database, or add --replace to clear it first\n$/,
    );
    expect(run("scripts/restore.ts", [file, "--replace"], into)).toMatchObject({ code: 0 });

    fs.writeFileSync(`${file}.cut`, fs.readFileSync(file).subarray(0, 200));
    const cut = run("scripts/restore.ts", [`${file}.cut`], tempDataDir());
    expect(cut.code).toBe(1);
    expect(cut.err).toMatch(/^Restore refused: The archive is damaged or truncated \(.*\): nothing was restored\n$/);
    expect(run("scripts/export.ts", [], from)).toMatchObject({
      code: 1,
      err: expect.stringContaining("Usage: npm run export -- FILE"),
    });
    expect(run("scripts/export.ts", [path.join(from, "x.tar.gz")], tempDataDir())).toMatchObject({
      code: 1,
      err: expect.stringContaining("There is no database at"),
    });
  });
});
