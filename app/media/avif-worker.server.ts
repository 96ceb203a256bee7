import type { Db } from "~/db/connect.server";
import { claimJobRun } from "~/db/job-claims.server";
import type { MediaVariant } from "~/db/schema";
import { log } from "~/log.server";
import type { MediaStore } from "./store.server";
import { avifSourceKey, sortVariants, storeAvifVariants } from "./variants.server";

/** What the routes see of the worker: a nudge after an upload's row commits. */
export interface AvifQueue {
  nudge(): void;
}

export interface AvifWorker extends AvifQueue {
  /** Finishes every image waiting now, until none is; resolves when done. */
  drain(): Promise<void>;
  /** Takes no further image and waits for the one in hand, so its row is written before the database closes. */
  stop(): Promise<void>;
}

/** An image row is waiting for its AVIF variants exactly when its variants name no AVIF. */
const hasAvif = '%"format":"avif"%';
const batchSize = 20;
const avifRetakeMs = 10 * 60 * 1000;

/**
 * Makes the AVIF variants of uploaded images after the upload has answered
 * (docs/decisions/0022-phone-photos.md). What is waiting is read from the
 * media rows themselves, so work cut short by a restart is found again by
 * the next start's nudge.
 */
export function createAvifWorker(db: Db, store: MediaStore): AvifWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Set when another process had an image in hand: a look once its claim may be retaken finishes it should that process have stopped. */
  let lookAgain: NodeJS.Timeout | null = null;

  async function finishWaiting() {
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom("media")
        .select(["id", "storage_key", "variants"])
        .where("kind", "=", "image")
        .where("variants", "not like", hasAvif)
        .where("id", ">", after)
        .orderBy("id")
        .limit(batchSize)
        .execute();
      for (const row of rows) {
        if (stopped) return;
        after = row.id;
        // Another process on the database has it in hand (or one that stopped took it less than 10 minutes ago).
        const claim = { job: "avif", run: String(row.id), now: new Date(), retakeAfterMs: avifRetakeMs };
        if (!(await claimJobRun(db, claim))) {
          lookAgainLater();
          continue;
        }
        try {
          await finish(row.storage_key, JSON.parse(row.variants) as MediaVariant[]);
          log.debug("AVIF variants made", { media: row.id, key: row.storage_key });
        } catch (error) {
          // Left waiting: the next nudge or start tries again; its WebP variants serve meanwhile.
          log.error("AVIF variants could not be made", { err: error, media: row.id });
        }
      }
      if (rows.length < batchSize) return;
    }
  }

  /** The AVIF variants already made for this content, if another row of the same file has them. */
  async function madeAlready(storageKey: string): Promise<MediaVariant[] | null> {
    const twin = await db
      .selectFrom("media")
      .select("variants")
      .where("kind", "=", "image")
      .where("storage_key", "=", storageKey)
      .where("variants", "like", hasAvif)
      .executeTakeFirst();
    return twin ? (JSON.parse(twin.variants) as MediaVariant[]).filter((v) => v.format === "avif") : null;
  }

  async function finish(storageKey: string, variants: MediaVariant[]) {
    const webp = variants.filter((v) => v.format === "webp");
    // The same file uploaded twice shares its key, so its AVIF variants may exist already.
    const adopted = await madeAlready(storageKey);
    const avif =
      adopted ??
      (await storeAvifVariants(
        store,
        storageKey,
        webp.map((v) => v.width),
      ));
    if (!avif) {
      // Another server sharing the database may have just finished it and removed the source.
      if (!(await madeAlready(storageKey)))
        log.warn("AVIF source missing: the image stays WebP only", { key: storageKey });
      return;
    }
    const updated = await db
      .updateTable("media")
      .set({ variants: JSON.stringify(sortVariants([...webp, ...avif])) })
      .where("kind", "=", "image")
      .where("storage_key", "=", storageKey)
      .where("variants", "not like", hasAvif)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0 && !adopted) {
      const remaining = await db
        .selectFrom("media")
        .select("id")
        .where("storage_key", "=", storageKey)
        .executeTakeFirst();
      // Its row was removed meanwhile (an abandoned upload cleaned up): so are the files made for it.
      if (!remaining) for (const variant of avif) await store.delete(variant.key);
    }
    await store.delete(avifSourceKey(storageKey));
  }

  function lookAgainLater() {
    if (lookAgain || stopped) return;
    lookAgain = setTimeout(() => {
      lookAgain = null;
      nudge();
    }, avifRetakeMs + 1000);
    lookAgain.unref();
  }

  function nudge() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await finishWaiting();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error("AVIF worker failed", { err: error }))
      .finally(() => {
        running = null;
      });
  }

  return {
    nudge,
    async drain() {
      nudge();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (lookAgain) clearTimeout(lookAgain);
      while (running) await running;
    },
  };
}
