import type { Database } from "./db/connect.server";
import type { Config } from "./env.server";
import type { MailQueue } from "./mail/worker.server";
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
};

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
