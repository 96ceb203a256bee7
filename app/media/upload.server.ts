import { AsyncResource } from "node:async_hooks";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { readCookie } from "~/lib/cookies";
import { currentRequestScope } from "~/log.server";
import { PartHeaderCheck } from "./part-headers.server";
import { takeUploadSlot } from "./upload-slots.server";

export const maxUploadBytes = 10 * 1024 * 1024;

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const videoTypes = new Set(["video/mp4"]);

export interface UploadedFile {
  field: string;
  filename: string;
  /** Decided by the file's first bytes, never by its name or the browser's claim. */
  contentType: string;
  kind: "image" | "video";
  /** The upload, spooled to a temporary file: removed once the response is done (or by `dispose`). */
  path: string;
  size: number;
}

export type UploadErrorCode = "too-large" | "unsupported-type" | "too-many-files";

export interface UploadError {
  field: string;
  filename: string;
  code: UploadErrorCode;
}

export interface ParsedUpload {
  fields: Record<string, string[]>;
  files: UploadedFile[];
  errors: UploadError[];
  /** Removes the temporary files now; within a request this happens by itself once the response is done. */
  dispose(): Promise<void>;
}

export interface UploadOptions {
  maxFileBytes?: number;
  maxFiles?: number;
  /** Text fields a form may send (the content editor sends one per text and language). */
  maxFields?: number;
  allowVideo?: boolean;
}

/** A part's name as a form field: a non-empty string without NUL. */
function isFieldName(name: unknown): name is string {
  return typeof name === "string" && name.length > 0 && !name.includes("\0");
}

/** The first value of a field, or "". */
export function field(upload: ParsedUpload, name: string): string {
  return upload.fields[name]?.[0] ?? "";
}

/** Thrown by parseUpload when too many uploads are under way: the browser tries again shortly. */
export function tooManyUploads() {
  return new Response("Too many uploads at once. Please try again in a moment.", {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" },
  });
}

/** Thrown by parseUpload for a body that cannot be read: the action ends with this 400/415. */
export function unreadableForm(status: 400 | 415 = 400) {
  return new Response(status === 415 ? "Expected a multipart form" : "The form could not be read", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** How many bytes of a file decide its type (file-type reads at most this many). */
const sniffBytes = 4100;

/** The upload's temporary folder: one per request, under the system's temporary folder. */
export const uploadTempPrefix = "club-upload-";

/**
 * Reads a multipart form as a stream. Each file goes straight to a temporary
 * file, so an upload never sits in memory whatever its size or how many
 * arrive at once; only its first bytes are kept, to decide its type. A file
 * over the limit is cut off at the limit, drained and reported by name, never
 * kept; a file whose bytes are not an allowed type is reported likewise.
 * Nothing is stored in the database or the media store here, so a body that
 * breaks off (a truncated form, a client that goes away) rejects with a 400
 * Response and leaves nothing behind: its temporary files are removed at once.
 */
export function parseUpload(request: Request, options: UploadOptions = {}): Promise<ParsedUpload> {
  const maxFileBytes = options.maxFileBytes ?? maxUploadBytes;
  const maxFiles = options.maxFiles ?? 3;
  const maxFields = options.maxFields ?? 100;
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) return Promise.reject(unreadableForm(415));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy marks a file truncated when it reaches the limit, so one byte
      // more lets a file of exactly maxFileBytes through.
      limits: {
        fileSize: maxFileBytes + 1,
        files: maxFiles + 10,
        fields: maxFields,
        fieldSize: 128 * 1024,
        parts: maxFields + maxFiles + 100,
      },
    });
  } catch {
    // "Boundary not found", "Malformed content type", an unsupported type.
    return Promise.reject(unreadableForm(400));
  }
  // A client already gone (its connection closed while the action was looking up its session) sends nothing more.
  if (request.signal.aborted) return Promise.reject(unreadableForm(400));
  // The session's token (hashed, never kept) stands for the official: uploads come only from signed-in officials.
  const token = readCookie(request, "__Host-session") ?? readCookie(request, "session") ?? "";
  const release = takeUploadSlot(createHash("sha256").update(token).digest("hex"));
  // The body is left unread: Node drops what the client still sends once the 429 is written.
  if (!release) return Promise.reject(tooManyUploads());
  // The slot is held until the response is done, since the files are saved after parsing.
  const scope = currentRequestScope();
  if (scope?.afterResponse) scope.afterResponse(release);
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;"]+))/i.exec(contentType);
  const headerCheck = new PartHeaderCheck(boundary?.[1] ?? boundary?.[2] ?? "");
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream);
  const spool = new Spool();
  return new Promise<ParsedUpload>((resolve, reject) => {
    // No prototype: a part named __proto__ or constructor is just a field nobody reads.
    const fields: Record<string, string[]> = Object.create(null);
    const spooled: Promise<NamedFile | null>[] = [];
    const errors: UploadError[] = [];
    let failed = false;
    // Any error of the body, the parser or a file part ends this request only.
    const fail = () => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      parser.destroy();
      // Whatever the client still sends is read and dropped, so the 400 reaches it.
      source.resume();
      void spool.dispose();
      release();
      reject(unreadableForm(400));
    };
    // Every handler the parser and the streams call runs through this: busboy
    // emits from the socket's callbacks, outside any promise, so a throw there
    // would end the process. Bound to the request's async context, so its log
    // lines still name the request.
    const guarded = <A extends unknown[]>(handler: (...args: A) => void) =>
      AsyncResource.bind((...args: A) => {
        try {
          handler(...args);
        } catch {
          fail();
        }
      });
    const refuse = guarded(fail);
    // The body's stream may never end once the connection is gone: the request's signal says so.
    request.signal.addEventListener("abort", refuse, { once: true });
    source.on(
      "data",
      guarded((chunk: Buffer) => {
        if (headerCheck.push(chunk)) fail();
      }),
    );
    source.on("error", refuse);
    parser.on("error", refuse);
    // A form cut short by a limit would be saved without its last fields: refuse it whole.
    parser.on("fieldsLimit", refuse);
    parser.on("partsLimit", refuse);
    parser.on("filesLimit", refuse);
    parser.on(
      "field",
      guarded((name: unknown, value: unknown, info: busboy.FieldInfo) => {
        // A part without a name (or an empty one) belongs to no field of any form we serve.
        if (!isFieldName(name) || typeof value !== "string") return fail();
        if (info.nameTruncated || info.valueTruncated) return fail();
        // No text we store may hold a NUL byte (PostgreSQL refuses it).
        if (value.includes("\0")) return fail();
        if (!Object.hasOwn(fields, name)) fields[name] = [];
        fields[name]?.push(value);
      }),
    );
    parser.on(
      "file",
      guarded((name: unknown, stream: Readable, info: busboy.FileInfo) => {
        stream.on("error", refuse);
        if (!isFieldName(name)) {
          stream.resume();
          return fail();
        }
        const filename = typeof info?.filename === "string" ? info.filename : "";
        spooled.push(
          spool.write(stream).then(
            (file) => ({ ...file, field: name, filename }),
            () => {
              fail();
              return null;
            },
          ),
        );
      }),
    );
    parser.on(
      "close",
      AsyncResource.bind(async () => {
        try {
          const written = await Promise.all(spooled);
          if (failed || headerCheck.problem) return fail();
          const files: UploadedFile[] = [];
          for (const file of written) {
            if (!file) continue;
            const keep = await checkedFile(file, files.length, maxFiles, options.allowVideo ?? false);
            if ("code" in keep) {
              // An empty file input still sends a part with an empty filename and no bytes: not an error.
              if (keep.code !== "empty") errors.push({ field: file.field, filename: file.filename, code: keep.code });
              await fs.promises.rm(file.path, { force: true });
            } else files.push(keep);
          }
          request.signal.removeEventListener("abort", refuse);
          if (!scope?.afterResponse) release();
          resolve({ fields, files, errors, dispose: () => spool.dispose() });
        } catch (error) {
          await spool.dispose();
          release();
          reject(error);
        }
      }),
    );
    source.pipe(parser);
  });
}

interface SpooledFile {
  path: string;
  size: number;
  truncated: boolean;
  head: Buffer;
}
type NamedFile = SpooledFile & { field: string; filename: string };

/**
 * The request's temporary folder for its uploads, made when the first file
 * arrives and removed when the response is done (or at once on a refusal).
 */
class Spool {
  private directory: string | null = null;
  private count = 0;
  private disposed = false;

  async write(stream: Readable): Promise<SpooledFile> {
    if (this.disposed) throw new Error("the upload was refused");
    if (!this.directory) {
      this.directory = fs.mkdtempSync(path.join(os.tmpdir(), uploadTempPrefix));
      const directory = this.directory;
      currentRequestScope()?.afterResponse?.(() => void fs.promises.rm(directory, { recursive: true, force: true }));
    }
    const file = path.join(this.directory, `file-${++this.count}`);
    let size = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (headBytes < sniffBytes) {
          head.push(chunk.subarray(0, sniffBytes - headBytes));
          headBytes += Math.min(chunk.length, sniffBytes - headBytes);
        }
        done(null, chunk);
      },
    });
    await pipeline(stream, measure, fs.createWriteStream(file, { flags: "wx" }));
    const truncated = (stream as unknown as { truncated?: boolean }).truncated === true;
    return { path: file, size, truncated, head: Buffer.concat(head) };
  }

  async dispose() {
    this.disposed = true;
    if (this.directory) await fs.promises.rm(this.directory, { recursive: true, force: true });
  }
}

/** The file as the form gets it, or why it is not kept. */
async function checkedFile(
  file: NamedFile,
  kept: number,
  maxFiles: number,
  allowVideo: boolean,
): Promise<UploadedFile | { code: UploadErrorCode | "empty" }> {
  if (!file.filename && file.size === 0) return { code: "empty" };
  if (file.truncated) return { code: "too-large" };
  if (kept >= maxFiles) return { code: "too-many-files" };
  const detected = await fileTypeFromBuffer(file.head).catch(() => undefined);
  const mime = detected?.mime ?? "";
  const kind = imageTypes.has(mime) ? "image" : allowVideo && videoTypes.has(mime) ? "video" : null;
  if (!kind) return { code: "unsupported-type" };
  return { field: file.field, filename: file.filename, contentType: mime, kind, path: file.path, size: file.size };
}
