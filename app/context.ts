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
};

/** The request's time: the real one, or a test's clock. */
export function now(context: Pick<ServerContext, "clock">): Date {
  return context.clock?.() ?? new Date();
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
