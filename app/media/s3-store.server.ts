import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, type MediaBody, type MediaStore } from "./store.server";

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service (MinIO, R2, Wasabi…); unset for AWS itself. */
  endpoint?: string;
  /** Bytes of one part of a multipart upload, and the size from which one is used (at least S3's 5 MiB). */
  partBytes?: number;
}

/** S3's smallest part (but the last) and its largest number of parts. */
const minPartBytes = 5 * 1024 * 1024;
const maxParts = 10_000;
const defaultPartBytes = 8 * 1024 * 1024;

const cacheControl = "public, max-age=31536000, immutable";

/**
 * Collects chunks of `body` into pieces of `size` bytes (the last one
 * shorter); only one piece is held at a time.
 */
async function* pieces(body: MediaBody, size: (index: number) => number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  let index = 0;
  for await (const chunk of body) {
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (rest.length > 0) {
      const room = size(index) - held;
      const taken = rest.subarray(0, room);
      chunks.push(taken);
      held += taken.length;
      rest = rest.subarray(taken.length);
      if (held === size(index)) {
        yield Buffer.concat(chunks, held);
        chunks = [];
        held = 0;
        index++;
      }
    }
  }
  if (held > 0 || index === 0) yield Buffer.concat(chunks, held);
}

const xmlText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Media in an S3-compatible bucket, signed with AWS Signature V4. Objects are
 * still served at /media/<key> through our server, so pages, caching and the
 * Content-Security-Policy stay the same whichever store is used.
 */
export class S3MediaStore implements MediaStore {
  private client: AwsClient;
  private partBytes: number;

  constructor(private options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
    });
    this.partBytes = Math.max(minPartBytes, options.partBytes ?? defaultPartBytes);
  }

  private objectUrl(key: string) {
    const { endpoint, bucket, region } = this.options;
    // Path-style addressing works on every S3-compatible service.
    const base = endpoint ? endpoint.replace(/\/+$/, "") : `https://s3.${region}.amazonaws.com`;
    return `${base}/${encodeURIComponent(bucket)}/${encodeURIComponent(key)}`;
  }

  async put(key: string, body: Buffer, contentType = "application/octet-stream") {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType, "Cache-Control": cacheControl },
    });
    if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
  }

  /**
   * A body smaller than one part is sent in one PUT; a larger one as a
   * multipart upload, one part in memory at a time, completed only once the
   * body has ended without error and aborted otherwise (nothing appears
   * under the key).
   */
  async putStream(key: string, body: MediaBody, contentType = "application/octet-stream", bytes?: number) {
    assertSafeKey(key);
    // Parts grow when the size is known and would need more than S3's 10,000.
    const partBytes = Math.max(this.partBytes, Math.ceil((bytes ?? 0) / maxParts));
    const iterator = pieces(body, () => partBytes)[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstPiece = first.done ? Buffer.alloc(0) : first.value;
    if (firstPiece.length < partBytes) {
      // The body ended within one part (a further piece would mean the first was full).
      await iterator.return?.(undefined);
      await this.put(key, firstPiece, contentType);
      return;
    }
    const url = this.objectUrl(key);
    const created = await this.client.fetch(`${url}?uploads`, {
      method: "POST",
      headers: { "Content-Type": contentType, "Cache-Control": cacheControl },
    });
    const createdText = await created.text();
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(createdText)?.[1];
    if (!created.ok || !uploadId)
      throw new Error(`S3 CreateMultipartUpload ${key} failed: ${created.status} ${createdText.slice(0, 200)}`);
    const uploadUrl = `${url}?uploadId=${encodeURIComponent(uploadId)}`;
    try {
      const etags: string[] = [];
      let piece: Buffer | undefined = firstPiece;
      while (piece) {
        const number = etags.length + 1;
        if (number > maxParts) throw new Error(`S3 upload ${key}: more than ${maxParts} parts`);
        const response = await this.client.fetch(
          `${url}?partNumber=${number}&uploadId=${encodeURIComponent(uploadId)}`,
          {
            method: "PUT",
            body: new Uint8Array(piece.buffer as ArrayBuffer, piece.byteOffset, piece.byteLength),
          },
        );
        const etag = response.headers.get("etag");
        if (!response.ok || !etag)
          throw new Error(`S3 UploadPart ${number} of ${key} failed: ${response.status} ${await response.text()}`);
        await response.body?.cancel();
        etags.push(etag);
        piece = undefined;
        const next = await iterator.next();
        if (!next.done) piece = next.value;
      }
      const parts = etags
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlText(etag)}</ETag></Part>`)
        .join("");
      const completed = await this.client.fetch(uploadUrl, {
        method: "POST",
        headers: { "Content-Type": "application/xml" },
        body: `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`,
      });
      const completedText = await completed.text();
      // S3 can answer 200 and still report an error in the body.
      if (!completed.ok || completedText.includes("<Error>"))
        throw new Error(`S3 CompleteMultipartUpload ${key} failed: ${completed.status} ${completedText.slice(0, 200)}`);
    } catch (error) {
      await iterator.return?.(undefined).catch(() => {});
      // Best effort: the parts of an upload never completed are not an object, and a bucket's
      // lifecycle rule (AbortIncompleteMultipartUpload) removes them if this fails.
      await this.client
        .fetch(uploadUrl, { method: "DELETE" })
        .then((response) => response.body?.cancel())
        .catch(() => {});
      throw error;
    }
  }

  async get(key: string) {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async getStream(key: string) {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const length = Number(response.headers.get("content-length"));
    if (!response.ok || !response.body || !Number.isSafeInteger(length)) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${key} failed: ${response.status}`);
    }
    return { body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), bytes: length };
  }

  async delete(key: string) {
    assertSafeKey(key);
    const response = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    // S3 answers 204 for a missing key too; some compatible services answer 404.
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
    }
  }

  url(key: string) {
    return `/media/${key}`;
  }
}
