/**
 * Answers for files made by the server (previews, icons, feeds): an ETag (and
 * Last-Modified where known), 304 when the client already has it, and a HEAD
 * without the body.
 */
export function conditionalResponse(
  request: Request,
  body: Buffer | string,
  options: {
    type: string;
    etag: string;
    cacheControl: string;
    lastModified?: Date | null;
    /** e.g. Content-Disposition for a download. */
    headers?: Record<string, string>;
  },
): Response {
  const etag = `"${options.etag}"`;
  const headers = new Headers({
    "Content-Type": options.type,
    ETag: etag,
    "Cache-Control": options.cacheControl,
    "X-Content-Type-Options": "nosniff",
    ...options.headers,
  });
  const lastModified =
    options.lastModified && !Number.isNaN(options.lastModified.getTime()) ? options.lastModified : null;
  if (lastModified) headers.set("Last-Modified", lastModified.toUTCString());
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = request.headers.get("if-modified-since");
  const fresh = ifNoneMatch
    ? ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
    : !!(
        lastModified &&
        ifModifiedSince &&
        Math.floor(lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000
      );
  if (fresh) return new Response(null, { status: 304, headers });
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  headers.set("Content-Length", String(bytes.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), { status: 200, headers });
}

/** A plain-text 404 for a file that does not exist (no page: these addresses are fetched by machines). */
export function notFoundFile(message = "Not found"): Response {
  return new Response(`${message}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Long caching for an address that names its version (`?v=` equal to the
 * current one), an hour otherwise: /favicon.ico and an old preview address
 * must pick up a new logo.
 */
export function cacheControlFor(request: Request, version: string): string {
  const asked = new URL(request.url).searchParams.get("v");
  return asked === version ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}
