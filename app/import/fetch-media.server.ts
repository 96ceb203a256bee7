import fs from "node:fs/promises";
import path from "node:path";

export interface FetchMediaOptions {
  /** Per request, headers and body together. */
  timeoutMs?: number;
  /** Enforced while the body streams in, not after. */
  maxBytes?: number;
  /** Further attempts after a network error, a timeout or a 5xx answer. */
  retries?: number;
  /** The wait before the first retry; it doubles for each next one. */
  backoffMs?: number;
  /** Take files from this folder, by the URL's last path segment, instead of downloading. */
  mediaDir?: string;
}

export type FetchedMedia = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export const defaultFetchOptions = { timeoutMs: 30_000, maxBytes: 10 * 1024 * 1024, retries: 3, backoffMs: 500 };

class TooLarge extends Error {}

function megabytes(bytes: number) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** The file name a URL ends in (Cloudinary's `…/upload/v1/abc.jpg` → `abc.jpg`). */
export function fileNameOf(url: string): string | null {
  try {
    const segment = new URL(url).pathname.split("/").filter(Boolean).pop();
    return segment ? path.basename(decodeURIComponent(segment)) : null;
  } catch {
    return null;
  }
}

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

async function fromFolder(url: string, mediaDir: string, maxBytes: number): Promise<FetchedMedia> {
  const name = fileNameOf(url);
  if (!name) return { ok: false, reason: `${url} names no file to look for in --media-dir` };
  const file = path.join(mediaDir, name);
  try {
    const stat = await fs.stat(file);
    if (stat.size > maxBytes) return { ok: false, reason: `${file} is larger than ${megabytes(maxBytes)}` };
    return { ok: true, bytes: await fs.readFile(file) };
  } catch {
    return { ok: false, reason: `${name} is not in --media-dir ${mediaDir}` };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bytes at a URL: retried after network errors, timeouts and 5xx answers,
 * refused past the size limit, never thrown; with `mediaDir`, read from that
 * folder instead.
 */
export async function fetchMedia(url: string, options: FetchMediaOptions = {}): Promise<FetchedMedia> {
  const { timeoutMs, maxBytes, retries, backoffMs } = { ...defaultFetchOptions, ...options };
  if (options.mediaDir) return fromFolder(url, options.mediaDir, maxBytes);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: `${url} is not a URL` };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    return { ok: false, reason: `${url} is not an http(s) URL` };
  let reason = "";
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    try {
      const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        reason = `${url} answered HTTP ${response.status}`;
        if (response.status >= 500) continue;
        return { ok: false, reason };
      }
      const length = Number(response.headers.get("content-length"));
      if (length > maxBytes) {
        await response.body.cancel();
        return { ok: false, reason: `${url} is larger than ${megabytes(maxBytes)}` };
      }
      return { ok: true, bytes: await readLimited(response.body, maxBytes) };
    } catch (error) {
      if (error instanceof TooLarge) return { ok: false, reason: `${url} is larger than ${megabytes(maxBytes)}` };
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      reason = `${url} could not be fetched: ${cause}`;
    }
  }
  return { ok: false, reason: `${reason} (after ${retries + 1} attempts)` };
}
