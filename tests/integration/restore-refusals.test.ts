// Issue 28 item 6: a refused archive leaves the target exactly as it was. Each archive below
// is refused at one stage of the restore; before and after, the test compares the SQLite
// database file's bytes (or, on PostgreSQL, the schema's tables, columns, rows and migration
// level), the media folder's files and bytes, and the restore's temporary folders.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "kysely";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportToFile } from "~/backup/export.server";
import { RestoreRefused, restoreArchive } from "~/backup/restore.server";
import { describeTables, migrationLevel } from "~/backup/tables.server";
import { type DatabaseTarget, openDatabase } from "~/db/connect.server";
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
const drops: (() => Promise<void>)[] = [];
const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

afterAll(async () => {
  for (const drop of drops) await drop();
});

async function fresh(engine: TestEngine) {
  const made = await engine.setup();
  drops.push(made.drop);
  return { target: made.target, media: path.join(tempDataDir("club-media-"), "media") };
}

/** Sets an entry and lists it in the manifest with its true SHA-256 and size (and its row count, for a table). */
function setListed(entries: Map<string, Buffer>, name: string, body: Buffer) {
  entries.set(name, body);
  const manifest = manifestOf(entries);
  // Own properties even for a name like __proto__, as JSON.parse makes them.
  Object.defineProperty(manifest.files, name, {
    value: { sha256: sha(body), bytes: body.length },
    enumerable: true,
    configurable: true,
    writable: true,
  });
  const table = /^tables\/(.+)\.jsonl$/.exec(name)?.[1];
  if (table)
    Object.defineProperty(manifest.tables, table, {
      value: body.toString().split("\n").filter(Boolean).length,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
}

/** Replaces the first row of a table file by `line`, keeping the manifest in step. */
function replaceFirstRow(entries: Map<string, Buffer>, table: string, line: (row: string) => string) {
  const name = `tables/${table}.jsonl`;
  const rows = (entries.get(name) as Buffer).toString().split("\n");
  rows[0] = line(rows[0] as string);
  setListed(entries, name, Buffer.from(rows.join("\n")));
}

/** Everything a restore could change: the database (file bytes, or the schema's shape, rows and level) and the media folder. */
async function fingerprint(target: DatabaseTarget, media: string) {
  let database: unknown;
  if (target.kind === "sqlite") {
    const directory = path.dirname(target.file);
    database = fs.existsSync(directory)
      ? Object.fromEntries(fs.readdirSync(directory).map((n) => [n, sha(fs.readFileSync(path.join(directory, n)))]))
      : "absent";
  } else {
    const opened = openDatabase(target);
    try {
      const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() order by table_name, ordinal_position`.execute(opened.db);
      database = {
        columns: columns.rows,
        level: await migrationLevel(opened.db, opened.engine),
        rows: await tableFingerprints(opened),
      };
    } finally {
      await opened.close();
    }
  }
  return { database, media: fs.existsSync(media) ? folderFingerprint(media) : "absent" };
}

// This file's restores spool in a temporary folder of its own: the restores other test files
// run at the same time (two at a time, or a second suite beside this one) leave theirs in the
// machine's, and "no temporary folder is left" must count only this file's.
// Integration files share a worker's process one after another (vitest.config.ts): the next
// file gets the machine's folder back.
const machineTemporaries = process.env.TMPDIR;
process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), "club-refusals-"));
afterAll(() => {
  const own = os.tmpdir();
  if (machineTemporaries === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = machineTemporaries;
  fs.rmSync(own, { recursive: true, force: true });
});

const restoreTemporaries = () =>
  fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith("club-restore-"))
    .sort();

let sourceFile = "";
let sourceEntries: Map<string, Buffer>;

beforeAll(async () => {
  const site = await fresh(sqliteEngine);
  const store = new LocalMediaStore(site.media);
  const database = openDatabase(site.target);
  try {
    await fillSite(database, store);
  } finally {
    await database.close();
  }
  sourceFile = path.join(tempDataDir("club-archive-"), "site.tar.gz");
  await exportToFile(sourceFile, { target: site.target, store });
  sourceEntries = await readArchive(sourceFile);
}, 180_000);

/** Each stage at which an archive is refused, the change that makes it so, and the refusal's message. */
const refusals: [string, (entries: Map<string, Buffer>) => void, RegExp, { maxEntryBytes?: number }?][] = [
  [
    "a __proto__ table name",
    (e) => setListed(e, "tables/__proto__.jsonl", Buffer.from('{"id":1}\n')),
    /^The archive's table __proto__ is not in this site's schema at migration \S+: it has been altered$/,
  ],
  [
    "a kysely_migration table name",
    (e) => setListed(e, "tables/kysely_migration.jsonl", Buffer.from('{"name":"0001-initial","timestamp":"x"}\n')),
    /^The archive's table kysely_migration is not in this site's schema at migration/,
  ],
  [
    "a row with a __proto__ key",
    (e) => replaceFirstRow(e, "projects", (row) => row.replace("{", '{"__proto__":{"polluted":1},')),
    /^Row 1 of the table projects has a column named __proto__: the archive has been altered$/,
  ],
  [
    "a bad JSON row",
    (e) => replaceFirstRow(e, "audit_log", (row) => row.slice(0, -5)),
    /^Row 1 of the table audit_log is not JSON: the archive is damaged or altered$/,
  ],
  [
    "a row that is not an object",
    (e) => replaceFirstRow(e, "audit_log", () => "[1,2,3]"),
    /^Row 1 of the table audit_log is not an object/,
  ],
  [
    "a row holding an object",
    (e) => replaceFirstRow(e, "audit_log", (row) => row.replace('"summary":', '"summary":{"toString":1},"x":')),
    /^Row 1 of the table audit_log holds an object in its column summary/,
  ],
  [
    "a column the schema lacks",
    (e) => replaceFirstRow(e, "projects", (row) => row.replace("{", '{"evil":1,')),
    /^The archive's table projects has a column evil this site's schema at migration \S+ lacks/,
  ],
  [
    "a row over 16 MB",
    (e) => replaceFirstRow(e, "audit_log", (row) => row.replace("{", `{"pad":"${"x".repeat(17 * 1024 * 1024)}",`)),
    /^Row 1 of the table audit_log is over 16 MB: the archive has been altered$/,
  ],
  [
    "rows naming more than 256 columns",
    (e) =>
      replaceFirstRow(e, "audit_log", (row) =>
        row.replace("{", `{${Array.from({ length: 300 }, (_, i) => `"c${i}":1,`).join("")}`),
      ),
    /^The table audit_log names more than 256 columns: the archive has been altered$/,
  ],
  [
    "a hash mismatch",
    (e) => {
      const name = [...e.keys()].find((n) => n.startsWith("media/")) as string;
      const body = Buffer.from(e.get(name) as Buffer);
      body[body.length - 1] = (body[body.length - 1] as number) ^ 1;
      e.set(name, body);
    },
    /^media\/\S+ does not match the manifest's SHA-256 and size: the archive is damaged or altered$/,
  ],
  [
    "an over-cap entry",
    (e) => setListed(e, "media/large-video-1.mp4", crypto.randomBytes(3 * 1024 * 1024)),
    /^media\/large-video-1\.mp4 is 3\.0 MB, more than the 2\.0 MB one media file may have \(RESTORE_MAX_ENTRY_MB, or --max-entry-mb\): nothing was restored$/,
    { maxEntryBytes: 2 * 1024 * 1024 },
  ],
];

describe.each(testEngines)("a refused restore on $name", (engine) => {
  const archives = new Map<string, string>();

  beforeAll(async () => {
    const directory = tempDataDir("club-refused-");
    for (const [name, change] of refusals) {
      const entries = new Map(sourceEntries);
      change(entries);
      const file = path.join(directory, `${name}.tar.gz`);
      await writeArchive(file, entries);
      archives.set(name, file);
    }
  }, 120_000);

  for (const [state, prepare] of [
    ["an empty target (no database, no media folder)", async () => fresh(engine)],
    [
      "a restored site, with --replace",
      async () => {
        const made = await fresh(engine);
        await restoreArchive({ file: sourceFile, target: made.target, store: new LocalMediaStore(made.media) });
        return made;
      },
    ],
  ] as const) {
    it(`refused at every stage, ${state}: the database and the media folder are byte-identical and no temporary folder is left`, async () => {
      const target = await prepare();
      const before = await fingerprint(target.target, target.media);
      const temporaries = restoreTemporaries();
      for (const [name, , message, options] of refusals) {
        const error = await restoreArchive({
          file: archives.get(name) as string,
          target: target.target,
          store: new LocalMediaStore(target.media),
          replace: true,
          ...options,
        }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(await fingerprint(target.target, target.media), name).toEqual(before);
        expect(restoreTemporaries(), name).toEqual(temporaries);
        expect(error, name).toBeInstanceOf(RestoreRefused);
        expect((error as Error).message, name).toMatch(message);
      }
      // Unchanged Object.prototype: a __proto__ key was never assigned through.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it("staged media are removed when the rows then fail to go in: the media folder is as it was", async () => {
    const target = await fresh(engine);
    const entries = new Map(sourceEntries);
    // Every check passes; the database refuses the row (a photo of a project that is not there).
    replaceFirstRow(entries, "project_media", (row) => row.replace(/"project_id":\d+/, '"project_id":999999'));
    const file = path.join(tempDataDir("club-refused-"), "foreign-key.tar.gz");
    await writeArchive(file, entries);
    const temporaries = restoreTemporaries();
    await expect(
      restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) }),
    ).rejects.toThrow(/project_media|foreign key|FOREIGN KEY/);
    expect(fs.existsSync(target.media) ? folderFingerprint(target.media) : "absent").toEqual("absent");
    expect(restoreTemporaries()).toEqual(temporaries);
    // The rows did not go in (the database was migrated, as a restore about to insert does).
    const opened = openDatabase(target.target);
    try {
      expect(Object.values(await tableFingerprints(opened)).filter((print) => !print.startsWith("0:"))).toEqual([]);
      expect((await describeTables(opened.db, opened.engine)).length).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  });
});

it("staged media are removed when the rows then fail to go in: an S3 bucket keeps only the objects it had", async () => {
  const s3 = await startS3();
  try {
    const store = new S3MediaStore({ bucket: s3.bucket, endpoint: s3.endpoint, ...s3.credentials });
    const media = [...sourceEntries.keys()].filter((n) => n.startsWith("media/")).map((n) => n.slice(6));
    const kept = media[0] as string;
    await store.put(kept, sourceEntries.get(`media/${kept}`) as Buffer, "image/webp");
    const entries = new Map(sourceEntries);
    replaceFirstRow(entries, "project_media", (row) => row.replace(/"project_id":\d+/, '"project_id":999999'));
    const file = path.join(tempDataDir("club-refused-"), "foreign-key-s3.tar.gz");
    await writeArchive(file, entries);
    const target = await fresh(sqliteEngine);
    await expect(restoreArchive({ file, target: target.target, store })).rejects.toThrow(/project_media/);
    for (const key of media) expect(await store.get(key), key).toEqual(key === kept ? expect.any(Buffer) : null);
  } finally {
    await s3.close();
    fs.rmSync(s3.directory, { recursive: true, force: true });
  }
});

it("the cap is read from the tar header: an entry over it is refused by name before its bytes are read, even when they are cut off", async () => {
  // 150 MB of zeros as the first entry, then the archive cut a few kilobytes in: only the header is whole.
  const size = 150 * 1024 * 1024;
  const whole = path.join(tempDataDir("club-refused-"), "large.tar.gz");
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(whole));
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: "media/large-video-1.mp4", size }, (error) => (error ? reject(error) : resolve()));
    const zeros = Buffer.alloc(1024 * 1024);
    pipeline(
      (function* () {
        for (let sent = 0; sent < size; sent += zeros.length) yield zeros;
      })(),
      entry,
    ).catch(reject);
  });
  pack.finalize();
  await writing;
  const cut = `${whole}.cut`;
  fs.writeFileSync(cut, fs.readFileSync(whole).subarray(0, 4096));
  const target = await fresh(sqliteEngine);
  for (const file of [whole, cut])
    await expect(
      restoreArchive({ file, target: target.target, store: new LocalMediaStore(target.media) }),
      file,
    ).rejects.toThrow(
      "media/large-video-1.mp4 is 150 MB, more than the 100 MB one media file may have (RESTORE_MAX_ENTRY_MB, or --max-entry-mb): nothing was restored",
    );
  expect(fs.readdirSync(path.dirname(target.target.kind === "sqlite" ? target.target.file : ""))).toEqual([]);
});

it("npm run restore --max-entry-mb takes a number of MB above 0, and refuses anything else with the usage", () => {
  for (const value of ["0", "many", "1e999"]) {
    const result = spawnSync(...scriptCommand("scripts/restore.ts", [sourceFile, "--max-entry-mb", value]), {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: tempDataDir() },
      encoding: "utf8",
    });
    expect(result.status, value).toBe(1);
    expect(result.stderr, value).toBe(
      `--max-entry-mb must be a number of MB above 0 (got ${JSON.stringify(value)})\nUsage: npm run restore -- FILE [--replace] [--max-entry-mb N]\n`,
    );
  }
});
