// Export and restore of a club-sized site: 1,000 projects and 3,000 images.
// The site is built by inserting rows and media files directly (not through the
// upload pipeline, whose AVIF encoding would take many minutes for 3,000 photos):
// each image is one generated 480×320 WebP (~10–20 KB, distinct bytes) named by
// its media row's variants, three per project. Then it times, in this process:
// export from SQLite, restore into a new SQLite database, and with
// TEST_DATABASE_URL or DATABASE_URL, restore into PostgreSQL (a fresh schema)
// and export from it. Prints the archive size and wall times.
// Usage: npm run bench:backup   (BENCH_PROJECTS=200 for a smaller run)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { register } from "tsx/esm/api";

register();
const { openDatabase, migrateToLatest } = await import("../app/db/connect.server.ts");
const { exportToFile } = await import("../app/backup/export.server.ts");
const { restoreArchive } = await import("../app/backup/restore.server.ts");
const { LocalMediaStore } = await import("../app/media/store.server.ts");
const { createTestSchema } = await import("../tests/helpers/postgres.ts");

const projects = Number(process.env.BENCH_PROJECTS ?? 1000);
const imagesPerProject = 3;
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "club-bench-backup-"));

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s`);
  return result;
}

async function image(index) {
  let seed = index + 1;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed >>> 24;
  };
  const raw = Buffer.alloc(60 * 40 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = random();
  return sharp(raw, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(480, 320)
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
}

async function buildSite(dataDir) {
  const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
  await migrateToLatest(database);
  const store = new LocalMediaStore(path.join(dataDir, "media"));
  const now = new Date().toISOString();
  let mediaBytes = 0;
  // Images made 30 at a time; all rows in one transaction (one fsync, not thousands).
  const images = [];
  for (let first = 0; first < projects * imagesPerProject; first += 30) {
    const bodies = await Promise.all(
      Array.from({ length: Math.min(30, projects * imagesPerProject - first) }, (_, i) => image(first + i)),
    );
    for (const body of bodies) {
      const hash = crypto.createHash("sha256").update(body).digest("hex").slice(0, 20);
      const key = `${hash}-480.webp`;
      await store.put(key, body, "image/webp");
      mediaBytes += body.length;
      images.push({ hash, key, bytes: body.length });
    }
  }
  await database.db.transaction().execute(async (trx) => {
    for (let p = 0; p < projects; p++) {
      const { id } = await trx
        .insertInto("projects")
        .values({
          code: `BENCH-${p}`,
          project_date: "2025-07-01",
          cost: 100000 + p,
          man_hours: p % 50,
          location: "Bhubaneswar",
          video_url: null,
          is_signature: p % 10 === 0 ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("project_texts")
        .values([
          {
            project_id: id,
            locale: "en",
            title: `Project ${p}`,
            short_note: "A short note",
            description: "Text ".repeat(80),
          },
          { project_id: id, locale: "ko", title: `프로젝트 ${p}`, short_note: null, description: "설명 ".repeat(80) },
        ])
        .execute();
      for (let position = 0; position < imagesPerProject; position++) {
        const { hash, key, bytes } = images[p * imagesPerProject + position];
        const media = await trx
          .insertInto("media")
          .values({
            kind: "image",
            storage_key: hash,
            content_type: "image/jpeg",
            bytes,
            width: 480,
            height: 320,
            variants: JSON.stringify([{ format: "webp", width: 480, height: 320, key, bytes }]),
            alt_text: `Photo ${position + 1} of project ${p}`,
            created_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.insertInto("project_media").values({ project_id: id, position, media_id: media.id }).execute();
      }
    }
  });
  await database.close();
  return { store, mediaBytes };
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

try {
  console.log(
    `Backup benchmark: ${projects} projects, ${projects * imagesPerProject} images (rows and files inserted directly)`,
  );
  const source = path.join(root, "source");
  const { store, mediaBytes } = await timed("build the site (not part of the figures)", () => buildSite(source));
  console.log(`media in the store: ${mib(mediaBytes)}`);
  const sqliteTarget = { kind: "sqlite", file: path.join(source, "club.db") };
  const archive = path.join(root, "sqlite.tar.gz");
  const manifest = await timed("export from SQLite", () => exportToFile(archive, { target: sqliteTarget, store }));
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`archive: ${mib(fs.statSync(archive).size)}, ${rows} rows, ${Object.keys(manifest.files).length} files`);
  const restored = path.join(root, "restored");
  await timed("restore into a new SQLite database", () =>
    restoreArchive({
      file: archive,
      target: { kind: "sqlite", file: path.join(restored, "club.db") },
      store: new LocalMediaStore(path.join(restored, "media")),
    }),
  );
  if (postgresUrl) {
    const schema = await createTestSchema(postgresUrl);
    try {
      const media = new LocalMediaStore(path.join(root, "postgres-media"));
      await timed("restore into PostgreSQL", () =>
        restoreArchive({ file: archive, target: { kind: "postgres", url: schema.url }, store: media }),
      );
      const second = path.join(root, "postgres.tar.gz");
      await timed("export from PostgreSQL", () =>
        exportToFile(second, { target: { kind: "postgres", url: schema.url }, store: media }),
      );
      console.log(`archive from PostgreSQL: ${mib(fs.statSync(second).size)}`);
    } finally {
      await schema.drop();
    }
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
