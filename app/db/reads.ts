/**
 * Runs independent reads together: at once on the pool, one after another
 * inside a transaction. A transaction holds one PostgreSQL connection, which
 * takes one query at a time (node-postgres warns, and pg 9 will refuse).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: { readonly isTransaction: boolean },
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!db.isTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
