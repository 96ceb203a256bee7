import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where media bytes live. Keys are content-hashed file names, so a stored
 * object never changes and can be cached forever.
 */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a stored key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Public path or URL of a stored key. */
  url(key: string): string;
}

const safeKey = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertSafeKey(key: string) {
  if (!safeKey.test(key) || key.includes("..")) throw new Error(`Unsafe media key: ${key}`);
}

export class LocalMediaStore implements MediaStore {
  constructor(readonly directory: string) {}

  async put(key: string, body: Buffer, _contentType?: string) {
    assertSafeKey(key);
    await fs.mkdir(this.directory, { recursive: true });
    const target = path.join(this.directory, key);
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      return await fs.readFile(path.join(this.directory, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    await fs.rm(path.join(this.directory, key), { force: true });
  }

  url(key: string) {
    return `/media/${key}`;
  }
}
