import fs from "node:fs/promises";
import path from "node:path";
import { safeFetch } from "~/lib/safe-fetch.server";

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
  /** TESTS ONLY (see SafeFetchOptions): loopback ports the tests' image hosts listen on. */
  testOnlyLoopbackPorts?: readonly number[];
}

export type FetchedMedia = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export const defaultFetchOptions = { timeoutMs: 30_000, maxBytes: 10 * 1024 * 1024, retries: 3, backoffMs: 500 };

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
 * The bytes at a URL, through the one safe fetcher (app/lib/safe-fetch.server.ts:
 * internal addresses and redirects to them refused, size and time limited):
 * retried after network errors, timeouts and 5xx answers, never thrown; with
 * `mediaDir`, read from that folder instead.
 */
export async function fetchMedia(url: string, options: FetchMediaOptions = {}): Promise<FetchedMedia> {
  const { timeoutMs, maxBytes, retries, backoffMs } = { ...defaultFetchOptions, ...options };
  if (options.mediaDir) return fromFolder(url, options.mediaDir, maxBytes);
  let reason = "";
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    const fetched = await safeFetch(url, {
      timeoutMs,
      maxBytes,
      testOnlyLoopbackPorts: options.testOnlyLoopbackPorts,
    });
    if (fetched.ok) return { ok: true, bytes: fetched.bytes };
    if (!fetched.retryable) return { ok: false, reason: fetched.reason };
    reason = fetched.reason;
  }
  return { ok: false, reason: `${reason} (after ${retries + 1} attempts)` };
}
