import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/db/connect.server";
import { parseConfig } from "~/env.server";
import { LocalMediaStore } from "~/media/store.server";
import { createApp } from "../../server/app";
import "../helpers/quiet-logs";

function tempFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-health-")), "club.db");
}

describe("SQLite transactions", () => {
  it("a transaction that fills the disk fails with SQLITE_FULL, not with the rollback error that used to hide it", async () => {
    const database = openDatabase({ kind: "sqlite", file: tempFile() });
    try {
      await migrateToLatest(database);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
      // The file may not grow: the next page written is "disk full" (SQLite then ends the transaction itself).
      await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count)}`).execute(database.db);
      const failure = await database.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("app_secrets")
            .values({ name: "big", value: "x".repeat(200_000), created_at: new Date().toISOString() })
            .execute();
        })
        .then(
          () => null,
          (error: unknown) => error as { code?: string; message?: string },
        );
      expect(failure?.code).toBe("SQLITE_FULL");
      expect(failure?.message).not.toContain("cannot rollback");
      // The connection is usable afterwards.
      expect(await database.db.selectFrom("app_secrets").select("name").execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe("/healthz", () => {
  let database: Database;
  let server: ReturnType<ReturnType<typeof createApp>["listen"]>;
  let url: string;

  beforeAll(async () => {
    const file = tempFile();
    database = openDatabase({ kind: "sqlite", file });
    await migrateToLatest(database);
    const app = createApp({
      db: database.db,
      engine: database.engine,
      config: parseConfig({ DATA_DIR: path.dirname(file), NODE_ENV: "production" }),
      media: new LocalMediaStore(path.join(path.dirname(file), "media")),
      // /healthz answers before any page is rendered.
      build: {} as ServerBuild,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  it("answers 200 while the database takes writes, and 503 once it can only be read", async () => {
    const healthy = await fetch(url);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ status: "ok", database: "sqlite" });

    // Reads still work, as they do on a full disk or a read-only file: only a write tells.
    await sql`pragma query_only = ON`.execute(database.db);
    await sql`select 1`.execute(database.db);
    const unwritable = await fetch(url);
    expect(unwritable.status).toBe(503);
    expect(await unwritable.json()).toMatchObject({ status: "unavailable" });

    await sql`pragma query_only = OFF`.execute(database.db);
    expect((await fetch(url)).status).toBe(200);
  });
});
