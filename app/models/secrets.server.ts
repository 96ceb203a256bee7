import crypto from "node:crypto";
import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { keptPer } from "~/lib/kept-per";

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A random key made once per database and shared by every server process on
 * it: the first process to ask writes it, the others read the same row.
 */
export function appSecret(db: Db, name: string): Promise<Buffer> {
  return keptPer(cache, db, name, () => {
    const secret = loadOrCreate(db, name);
    // A failure (database down) is not remembered: the next request tries again.
    secret.catch(() => cache.get(db)?.delete(name));
    return secret;
  });
}

async function loadOrCreate(db: Db, name: string): Promise<Buffer> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: crypto.randomBytes(32).toString("base64url"), created_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}
