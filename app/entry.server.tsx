import { renderToReadableStream } from "react-dom/server.node";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { DocumentOnlyProvider } from "./components/document-only";
import { NonceProvider } from "./components/nonce";
import { lowPriorityModulePreloads } from "./lib/script-priority.server";
import { log } from "./log.server";

export const streamTimeout = 5_000;

/**
 * React Router refuses an action whose Origin does not match the request's
 * own origin (another scheme or port than the Host our check compares) and
 * reports it to handleError as a plain Error: these are its messages.
 */
function isFrameworkOriginRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message === "Bad Request" ||
    error.message.includes("`origin` header is not a valid URL") ||
    error.message.includes("origin does not match `origin` header")
  );
}

/**
 * React Router's errors go to our JSON log, one line each with the request's
 * id, instead of its multi-line console output. A 4xx it answers (404, 405) is
 * the client's doing and not logged; a client that went away is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  const requestId = (context as Partial<AppLoadContext> | undefined)?.requestId;
  if (isFrameworkOriginRefusal(error)) {
    // React Router's own CSRF check answered 400: a client's doing, not our fault.
    log.warn("action refused: Origin does not match the request", {
      method: request.method,
      origin: request.headers.get("origin"),
      ...(requestId ? { requestId } : {}),
    });
    return;
  }
  log.error("request failed", {
    err: cause,
    method: request.method,
    path: URL.canParse(request.url) ? new URL(request.url).pathname : request.url,
    ...(requestId ? { requestId } : {}),
  });
};

/**
 * Every page waits for all its content before the first byte: our loaders
 * never defer, and a complete document is what crawlers, no-JS visitors and
 * the HTML cache want. React's Node build renders it: it writes text into
 * its buffers where the edge build makes a byte array of every string
 * (docs/decisions/0095-request-store-stays-enabled.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <DocumentOnlyProvider value={loadContext.documentOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentOnlyProvider>
      </NonceProvider>,
      {
        nonce,
        signal: timeout.signal,
        // React sends a finished Suspense boundary past this many bytes hidden, to be revealed by a
        // script; we never stream, so every boundary goes in place and reads without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error("render failed", { err: error, url: request.url, requestId: loadContext.requestId });
        },
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(lowPriorityModulePreloads(html), { headers: responseHeaders, status: responseStatusCode });
  } finally {
    clearTimeout(timer);
  }
}
