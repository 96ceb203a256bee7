import { AsyncResource } from "node:async_hooks";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { PartHeaderCheck } from "./part-headers.server";

export const maxUploadBytes = 10 * 1024 * 1024;

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const videoTypes = new Set(["video/mp4"]);

export interface UploadedFile {
  field: string;
  filename: string;
  /** Decided by the file's first bytes, never by its name or the browser's claim. */
  contentType: string;
  kind: "image" | "video";
  bytes: Buffer;
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

/** Thrown by parseUpload for a body that cannot be read: the action ends with this 400/415. */
export function unreadableForm(status: 400 | 415 = 400) {
  return new Response(status === 415 ? "Expected a multipart form" : "The form could not be read", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Reads a multipart form as a stream. A file over the limit is cut off at the
 * limit, drained and reported by name, never kept; a file whose bytes are not
 * an allowed type is reported likewise. Nothing is written anywhere here, so
 * a body that breaks off (a truncated form, a client that goes away) rejects
 * with a 400 Response and leaves nothing behind.
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
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;"]+))/i.exec(contentType);
  const headerCheck = new PartHeaderCheck(boundary?.[1] ?? boundary?.[2] ?? "");
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream);
  return new Promise((resolve, reject) => {
    // No prototype: a part named __proto__ or constructor is just a field nobody reads.
    const fields: Record<string, string[]> = Object.create(null);
    const raw: { field: string; filename: string; bytes: Buffer }[] = [];
    const errors: UploadError[] = [];
    let fileCount = 0;
    let failed = false;
    // Any error of the body, the parser or a file part ends this request only.
    const fail = () => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      parser.destroy();
      // Whatever the client still sends is read and dropped, so the 400 reaches it.
      source.resume();
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
    source.on(
      "data",
      guarded((chunk: Buffer) => {
        if (headerCheck.push(chunk)) fail();
      }),
    );
    source.on("error", refuse);
    source.on("aborted", refuse);
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
        const chunks: Buffer[] = [];
        stream.on("error", refuse);
        if (!isFieldName(name)) {
          stream.resume();
          return fail();
        }
        stream.on(
          "data",
          guarded((chunk: Buffer) => chunks.push(chunk)),
        );
        stream.on(
          "end",
          guarded(() => {
            const filename = typeof info?.filename === "string" ? info.filename : "";
            const bytes = Buffer.concat(chunks);
            // An empty file input still sends a part with an empty filename and no bytes.
            if (!filename && bytes.length === 0) return;
            if ((stream as unknown as { truncated?: boolean }).truncated) {
              errors.push({ field: name, filename, code: "too-large" });
              return;
            }
            fileCount++;
            if (fileCount > maxFiles) {
              errors.push({ field: name, filename, code: "too-many-files" });
              return;
            }
            raw.push({ field: name, filename, bytes });
          }),
        );
      }),
    );
    parser.on(
      "close",
      AsyncResource.bind(async () => {
        if (failed || headerCheck.problem) return fail();
        try {
          const files: UploadedFile[] = [];
          for (const file of raw) {
            const detected = await fileTypeFromBuffer(file.bytes).catch(() => undefined);
            const mime = detected?.mime ?? "";
            const kind = imageTypes.has(mime) ? "image" : options.allowVideo && videoTypes.has(mime) ? "video" : null;
            if (!kind) {
              errors.push({ field: file.field, filename: file.filename, code: "unsupported-type" });
              continue;
            }
            files.push({ ...file, contentType: mime, kind });
          }
          resolve({ fields, files, errors });
        } catch (error) {
          reject(error);
        }
      }),
    );
    source.pipe(parser);
  });
}
