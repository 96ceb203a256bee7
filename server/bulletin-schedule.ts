import type { Db } from "../app/db/connect.server";
import type { Config } from "../app/env.server";
import { log } from "../app/log.server";
import type { MediaStore } from "../app/media/store.server";
import { sendDueBulletins, sendSetupOf } from "../app/models/bulletin-send.server";

/**
 * Looks for scheduled bulletins that are due, as often as the outbox polls
 * (at most a minute apart), and queues them; `nudge` wakes the mail worker.
 * Several processes may look at once: each bulletin is queued by one.
 */
export function startBulletinSchedule(
  db: Db,
  config: Pick<Config, "PUBLIC_URL" | "CONTACT_TO" | "MAIL_POLL_SECONDS">,
  media: MediaStore,
  nudge: () => void,
) {
  const setup = sendSetupOf(config, media);
  if (!setup) {
    log.warn("bulletins are not sent: PUBLIC_URL is not set, and an e-mail's links must be absolute");
    return () => {};
  }
  const run = () =>
    sendDueBulletins(db, setup, new Date())
      .then((queued) => {
        if (queued > 0) {
          log.info("bulletin queued", { copies: queued });
          nudge();
        }
      })
      .catch((error) => log.error("sending a bulletin failed", { err: error }));
  void run();
  const timer = setInterval(run, Math.min(config.MAIL_POLL_SECONDS, 60) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
