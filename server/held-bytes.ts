import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Bytes held in memory and sent as they are, with every header built once:
 * a kept page (server/html-cache.ts) or one of the build's scripts and styles
 * (server/held-assets.ts). An answer only adds its request id.
 */
export interface HeldBytes {
  identity: HeldCoding;
  gzip: HeldCoding;
  brotli: HeldCoding;
  /** The strong ETag of the uncompressed bytes; each coding gets its own suffix. */
  etag: string;
}

/** The bytes in one coding, and the headers they are sent with as name, value, name, value… */
interface HeldCoding {
  body: Buffer;
  /** Every header of a 304 for this coding (no Content-Length). */
  head: string[];
  length: string;
}

/**
 * Holds `identity` and its compressed copies with `headers` (Vary added). A coding not given
 * (a file too small for the build to compress) is answered with the uncompressed bytes.
 */
export function holdBytes(
  identity: Buffer,
  compressed: { gzip?: Buffer; brotli?: Buffer },
  headers: Record<string, string>,
  extraHead: string[] = [],
): HeldBytes {
  const etag = `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const coding = (body: Buffer, name: "gzip" | "br" | null): HeldCoding => {
    const head = Object.entries({ ...headers, vary: "Accept-Encoding" }).flat();
    head.push("ETag", name ? `${etag.slice(0, -1)}-${name === "br" ? "br" : "gz"}"` : etag, ...extraHead);
    if (name) head.push("Content-Encoding", name);
    return { body, head, length: String(body.length) };
  };
  const plain = coding(identity, null);
  return {
    identity: plain,
    gzip: compressed.gzip ? coding(compressed.gzip, "gzip") : plain,
    brotli: compressed.brotli ? coding(compressed.brotli, "br") : plain,
    etag,
  };
}

/** The held bytes in the best coding the request accepts. */
function chooseCoding(entry: HeldBytes, acceptEncoding: string | undefined): HeldCoding {
  if (!acceptEncoding) return entry.identity;
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has("br")) return entry.brotli;
  if (accepted.has("gzip")) return entry.gzip;
  return entry.identity;
}

/** The codings an Accept-Encoding header accepts (q above 0); `*` stands for both of ours. */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "*") {
      accepted.add("br");
      accepted.add("gzip");
    } else if (name) accepted.add(name);
  }
  return accepted;
}

/** Whether If-None-Match names these bytes in any coding (weak comparison, RFC 9110 13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(1, -1);
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return (
      tag === "*" || tag === etag || (tag.startsWith(`"${opaque}-`) && /^-(br|gz)"$/.test(tag.slice(opaque.length + 1)))
    );
  });
}

/**
 * Writes held bytes: the best coding the request accepts, or 304 when the visitor has them.
 * `requestId`, when given, is sent as X-Request-Id; headers already set on `res` are kept
 * either way, but without any the answer takes Node's quicker path of headers given whole.
 */
export function sendHeld(entry: HeldBytes, req: IncomingMessage, res: ServerResponse, requestId?: string) {
  const { body, head, length } = chooseCoding(entry, req.headers["accept-encoding"]);
  const headers = requestId ? [...head, "X-Request-Id", requestId] : [...head];
  if (notModified(req.headers["if-none-match"], entry.etag)) return void res.writeHead(304, headers).end();
  headers.push("Content-Length", length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
