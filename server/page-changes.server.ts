import crypto from "node:crypto";
import pg from "pg";
import { log } from "../app/log.server";

/** The PostgreSQL channel every server process of every site listens on; the payload names the site's schema. */
const channel = "club_page_changes";
const retryMs = { first: 500, most: 30_000 };
/** How a site's listening connection shows in pg_stat_activity. */
export const listenerName = (schema: string) => `club-page-changes ${schema}`.slice(0, 63);

export interface PageChanges {
  /** Tells the other processes that an official's write changed what pages show. */
  announce(): void;
  stop(): Promise<void>;
}

/**
 * Several server processes on one PostgreSQL database each keep their own
 * HTML cache (server/html-cache.ts). After an official's write, the process
 * that took it announces it (NOTIFY) and every other one empties its cache
 * as soon as the notice arrives (LISTEN), not when its pages expire.
 * A lost listening connection is opened again; the cache is emptied then,
 * since notices sent meanwhile are gone.
 */
export async function listenForPageChanges(url: string, onChange: () => void): Promise<PageChanges> {
  const self = crypto.randomUUID();
  let schema = "";
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = retryMs.first;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("error", (error) => {
      log.warn("page change notices lost their connection", { err: error });
    });
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = null;
      reconnectLater();
    });
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      const [site, sender] = message.payload.split(" ");
      if (site !== schema || sender === self) return;
      log.debug("page change notice received", { from: sender });
      onChange();
    });
    await next.connect();
    schema = (await next.query<{ schema: string }>("select current_schema() as schema")).rows[0]?.schema ?? "";
    await next.query("select set_config('application_name', $1, false)", [listenerName(schema)]);
    await next.query(`listen ${channel}`);
    client = next;
    delay = retryMs.first;
  };

  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(async () => {
      try {
        await connect();
        // Whatever was announced while no connection listened is unknown: start afresh.
        onChange();
        log.info("page change notices listening again");
      } catch (error) {
        log.warn("page change notices could not reconnect", { err: error, retryInMs: delay });
        delay = Math.min(delay * 2, retryMs.most);
        reconnectLater();
      }
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    announce() {
      const sender = client;
      if (!sender) return;
      sender.query("select pg_notify($1, $2)", [channel, `${schema} ${self}`]).catch((error: unknown) => {
        log.warn("page change notice not sent", { err: error });
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
