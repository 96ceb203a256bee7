import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Bytes to stream into the store: a Node stream or any async iterable of chunks. */
export type MediaBody = AsyncIterable<Uint8Array>;

/**
 * Where media bytes live. Keys are content-hashed file names, so a stored
 * object never changes and can be cached forever.
 */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Streams `body` to `key`, holding only a bounded part of it in memory.
   * The object appears under `key` only once the body has ended without
   * error: a body that throws (a size cap, a hash that does not match)
   * leaves nothing behind. `bytes`, when known, is the body's size.
   */
  putStream(key: string, body: MediaBody, contentType: string, bytes?: number): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A stored key's bytes as a stream, with their number; null for a missing key. */
  getStream(key: string): Promise<{ body: Readable; bytes: number } | null>;
  /** Removes a stored key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Public path or URL of a stored key. */
  url(key: string): string;
}

const safeKey = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertSafeKey(key: string) {
  if (!safeKey.test(key) || key.includes("..")) throw new Error(`Unsafe media key: ${key}`);
}

/**
 * A temporary name of its own for each write, beside the final one (so the
 * rename stays on one file system): two writes of the same key at once never
 * share one, and the leading dot keeps it from ever being a servable key.
 */
export function temporaryName(directory: string, key: string) {
  return path.join(directory, `.${key}.${crypto.randomBytes(8).toString("hex")}.tmp`);
}

export class LocalMediaStore implements MediaStore {
  constructor(readonly directory: string) {}

  async put(key: string, body: Buffer, _contentType?: string) {
    await this.putStream(key, [body]);
  }

  async putStream(key: string, body: MediaBody | Iterable<Uint8Array>, _contentType?: string, _bytes?: number) {
    assertSafeKey(key);
    await fsp.mkdir(this.directory, { recursive: true });
    // Write then rename, so a reader never sees half a file; the last of two identical writes wins the same bytes.
    const temporary = temporaryName(this.directory, key);
    try {
      await pipeline(body, fs.createWriteStream(temporary, { flags: "wx" }));
      await fsp.rename(temporary, path.join(this.directory, key));
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      return await fsp.readFile(path.join(this.directory, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async getStream(key: string) {
    assertSafeKey(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(path.join(this.directory, key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The size and the bytes come from the one open file, even if the key is replaced meanwhile.
      return { body: handle.createReadStream(), bytes: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    await fsp.rm(path.join(this.directory, key), { force: true });
  }

  url(key: string) {
    return `/media/${key}`;
  }
}
