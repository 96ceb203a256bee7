import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";

/** A medium's bytes: in memory, or a file on disk (an upload spooled to a temporary file). */
export type MediaSource = Buffer | { path: string };

/** The SHA-256 of the bytes, read as a stream when they are on disk. */
export async function sha256Of(source: MediaSource): Promise<string> {
  const hash = crypto.createHash("sha256");
  if (Buffer.isBuffer(source)) return hash.update(source).digest("hex");
  await pipeline(fs.createReadStream(source.path), hash);
  return hash.digest("hex");
}

export async function byteLengthOf(source: MediaSource): Promise<number> {
  return Buffer.isBuffer(source) ? source.length : (await fs.promises.stat(source.path)).size;
}

/** What sharp reads: the buffer, or the file's path (sharp reads files itself, a piece at a time). */
export function sharpInput(source: MediaSource): Buffer | string {
  return Buffer.isBuffer(source) ? source : source.path;
}
