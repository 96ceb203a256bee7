import type { PostgresPool } from "kysely";
import type pg from "pg";

/**
 * What a statement begins with when its rows are wanted as arrays of their
 * columns' values, not objects (`rowsAsArrays`): Kysely's PostgreSQL driver
 * has no way to ask for node-postgres's `rowMode: "array"`, so the pool's
 * clients look for it. Only the app's code writes statements' text; values
 * are always bound, so no visitor's input can begin one.
 */
export const arrayRowsMark = "/* rows as arrays */";
const arrayRowsStatement = `select ${arrayRowsMark}`;

const answering = new WeakSet<pg.PoolClient>();

/** `pool` as Kysely uses it, its clients answering a marked statement with arrays (decision 0091). */
export function arrayRowsPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      if (!answering.has(client)) {
        answering.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((statement: unknown, values?: unknown) =>
          typeof statement === "string" && statement.startsWith(arrayRowsStatement)
            ? query({ text: statement, values, rowMode: "array" })
            : query(statement, values)) as typeof client.query;
      }
      return client;
    },
    end: () => pool.end(),
  };
}
