import type { Database } from "./db/connect.server";
import type { Config } from "./env.server";
import type { MailQueue } from "./mail/worker.server";
import type { AvifQueue } from "./media/avif-worker.server";
import type { MediaStore } from "./media/store.server";

/** What the Express server hands every loader and action (server/app.ts). */
export type ServerContext = {
  db: Database["db"];
  engine: Database["engine"];
  config: Config;
  media: MediaStore;
  nonce: string;
  clientIp: string | null;
  /** Also sent as X-Request-Id and written on every log line about this request; the server always sets it. */
  requestId?: string;
  /** The outbox worker, nudged after a message commits; absent where nothing sends mail. */
  mail?: MailQueue;
  /**
   * The time, for rules that change at an instant (sessions, access that ends
   * with a term, the current Rotary year). Only tests set it, in process: no
   * setting or variable reaches it (docs/decisions/0021-rotary-year-handover.md).
   */
  clock?: () => Date;
  /** The AVIF worker, nudged after an uploaded image's row commits; absent where nothing makes AVIF later. */
  avif?: AvifQueue;
  /**
   * A visitor's write changed what public pages show (a reply takes a place):
   * the kept pages go, here and in the other processes. An official's writes
   * need not call it: every one of them empties the cache (server/html-cache.ts).
   */
  pagesChanged?: () => void;
  /** What loaders keep for the server-rendered document only (`documentPart`); absent for a data request. */
  documentOnly?: DocumentOnly;
};

/**
 * Parts of a page only its server-rendered document needs: structured data for crawlers, and
 * finished HTML the browser already holds when the page hydrates. Loaders keep them here instead
 * of in their data, so the hydration data every visitor downloads does not carry them a second
 * time (docs/decisions/0089); app/components/document-only.tsx renders them.
 */
export type DocumentOnly = Record<string, string>;

/**
 * `value` for the page's server-rendered document only: on a document request it is kept aside
 * and the loader's data gets null; on a data request (a navigation in the browser, which renders
 * the page itself) the data carries it.
 */
export function documentPart(context: Pick<ServerContext, "documentOnly">, name: string, value: string): string | null {
  if (!context.documentOnly) return value;
  context.documentOnly[name] = value;
  return null;
}

/** A part no render in the browser needs (structured data for crawlers): made and kept on a document request only. */
export function keepForDocument(context: Pick<ServerContext, "documentOnly">, name: string, make: () => string | null) {
  if (!context.documentOnly) return;
  const value = make();
  if (value !== null) context.documentOnly[name] = value;
}

/** The request's time: the real one, or a test's clock. */
export function now(context: Pick<ServerContext, "clock">): Date {
  return context.clock?.() ?? new Date();
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
