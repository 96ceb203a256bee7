import { CompiledQuery, type RootOperationNode } from "kysely";
import type { Db } from "~/db/connect.server";

export interface PlannedQuery {
  sql: string;
  /** SQLite's EXPLAIN QUERY PLAN: each step with the step it belongs to (0: the query itself). */
  steps: { id: number; parent: number; detail: string }[];
}

/**
 * The SQLite plans of the queries `run` sends through the database it is given, in the order
 * they were made (a subquery built with the same database is made before the query holding it).
 */
export async function sqlitePlans(db: Db, run: (watching: Db) => Promise<unknown>): Promise<PlannedQuery[]> {
  const asked: RootOperationNode[] = [];
  await run(
    db.withPlugin({
      transformQuery: ({ node }) => {
        asked.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    }),
  );
  const plans: PlannedQuery[] = [];
  for (const [index, node] of asked.entries()) {
    const query = db.getExecutor().compileQuery(node, { queryId: `planned-${index}` });
    const { rows } = await db.executeQuery<PlannedQuery["steps"][number]>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    plans.push({ sql: query.sql, steps: rows });
  }
  return plans;
}
