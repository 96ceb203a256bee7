import crypto from "node:crypto";
import pg from "pg";

/** PostgreSQL is required in CI; elsewhere its tests run only when TEST_DATABASE_URL is set. */
export const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI === "true" && !postgresUrl) {
  throw new Error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.");
}

/**
 * A fresh schema for one test file, reached through the connection's
 * search_path, and dropped afterwards.
 */
export async function createTestSchema(baseUrl: string) {
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
