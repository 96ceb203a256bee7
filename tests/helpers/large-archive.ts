import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import type { ArchiveManifest } from "~/backup/archive-format";
import { exportToFile } from "~/backup/export.server";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { LocalMediaStore } from "~/media/store.server";

const zeros = Buffer.alloc(1024 * 1024);

/** `total` bytes of zeros, a megabyte at a time: never held whole. */
export function* zeroChunks(total: number) {
  for (let sent = 0; sent < total; sent += zeros.length) yield zeros.subarray(0, Math.min(zeros.length, total - sent));
}

export async function sha256Of(chunks: AsyncIterable<Buffer> | Iterable<Buffer>) {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

/**
 * A backup archive of a site with one video row whose file is `bytes` of
 * zeros: the site is exported with the file missing, then the archive is
 * written again with the file streamed in and the manifest listing its
 * SHA-256 and size, as an export of the whole site would. Nothing is held
 * whole in memory. Written under `root`; returns the archive's path and the
 * file's SHA-256.
 */
export async function writeLargeMediaArchive(root: string, key: string, bytes: number) {
  const name = `media/${key}`;
  const source = { kind: "sqlite" as const, file: path.join(root, "source", "club.db") };
  const database = openDatabase(source);
  await migrateToLatest(database);
  await database.db
    .insertInto("media")
    .values({
      kind: "video",
      storage_key: key,
      content_type: "video/mp4",
      bytes,
      width: null,
      height: null,
      variants: "[]",
      created_at: nowIso(),
    })
    .execute();
  await database.close();
  const base = path.join(root, "base.tar.gz");
  const manifest = await exportToFile(base, { target: source, store: new LocalMediaStore(path.join(root, "none")) });
  if (manifest.missingMedia.join() !== key) throw new Error(`unexpected missing media: ${manifest.missingMedia}`);

  const entries: [string, Buffer][] = [];
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(base), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  await reading;

  const sha256 = (await sha256Of(zeroChunks(bytes))).sha256;
  const large: ArchiveManifest = {
    ...manifest,
    files: { ...manifest.files, [name]: { sha256, bytes } },
    missingMedia: [],
  };
  const archive = path.join(root, "large.tar.gz");
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(archive));
  for (const [entryName, body] of entries) if (entryName !== "manifest.json") pack.entry({ name: entryName }, body);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size: bytes }, (error) => (error ? reject(error) : resolve()));
    pipeline(Readable.from(zeroChunks(bytes)), entry).catch(reject);
  });
  pack.entry({ name: "manifest.json" }, Buffer.from(JSON.stringify(large)));
  pack.finalize();
  await writing;
  return { archive, sha256 };
}
