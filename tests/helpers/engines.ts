import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseTarget, migrateToLatest, openDatabase } from "~/db/connect.server";
import { createTestSchema, postgresUrl } from "./postgres";

export interface TestEngine {
  name: "SQLite" | "PostgreSQL";
  /** A fresh, empty database, and how to remove it afterwards. */
  setup(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }>;
}

/** SQLite, for a test of what only SQLite has (its query plans). */
export const sqliteEngine: TestEngine = {
  name: "SQLite",
  setup: async () => ({
    target: { kind: "sqlite", file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-db-")), "club.db") },
    drop: async () => {},
  }),
};

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set (and always in CI). */
export const testEngines: TestEngine[] = [
  sqliteEngine,
  ...(postgresUrl
    ? [
        {
          name: "PostgreSQL" as const,
          setup: async () => {
            const schema = await createTestSchema(postgresUrl as string);
            return { target: { kind: "postgres" as const, url: schema.url }, drop: schema.drop };
          },
        },
      ]
    : []),
];

/**
 * The same two engines for tests that start the built server: the
 * environment that points it at a fresh database, and how to drop that.
 */
export const serverEngines: {
  name: TestEngine["name"];
  env: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}[] = [
  { name: "SQLite", env: async () => ({ env: {}, drop: async () => {} }) },
  ...(postgresUrl
    ? [
        {
          name: "PostgreSQL" as const,
          env: async () => {
            const schema = await createTestSchema(postgresUrl as string);
            return { env: { DATABASE_URL: schema.url }, drop: schema.drop };
          },
        },
      ]
    : []),
];

/**
 * A fresh database on one engine, migrated before the enclosing describe
 * block's tests (its `database` is set then) and closed and dropped after them.
 */
export function migratedDatabase(setup: TestEngine["setup"]) {
  const handle = {} as { database: Database };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await setup();
    drop = made.drop;
    handle.database = openDatabase(made.target);
    await migrateToLatest(handle.database);
  });
  afterAll(async () => {
    await handle.database?.close();
    await drop?.();
  });
  return handle;
}
