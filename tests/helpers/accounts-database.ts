import type { AppLoadContext } from "react-router";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";
import { seedIfEmpty } from "~/seed/seed.server";
import type { testEngines } from "./engines";

/**
 * A migrated, seeded database without demo content and a request context on
 * it whose links name `publicUrl`: what the accounts' tests (officials and
 * members) call the auth code with, on each engine.
 */
export async function accountsDatabase(setup: (typeof testEngines)[number]["setup"], publicUrl: string) {
  const made = await setup();
  const database: Database = openDatabase(made.target);
  await migrateToLatest(database);
  await seedIfEmpty(database.db, {} as AppLoadContext["media"], { demo: false, engine: database.engine });
  const context: AppLoadContext = {
    db: database.db,
    engine: database.engine,
    config: parseConfig({ PUBLIC_URL: publicUrl }),
    media: {} as AppLoadContext["media"],
    nonce: "",
    clientIp: "192.0.2.1",
  };
  return {
    database,
    context,
    close: async () => {
      await database.close();
      await made.drop();
    },
  };
}
