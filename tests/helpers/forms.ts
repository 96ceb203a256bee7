import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

/** The signed time a join or contact page carries in its hidden field (form-timing.server.ts). */
export async function formStamp(pageUrl: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const stamp = /name="formStarted" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error(`no formStarted field on ${pageUrl}`);
  return stamp;
}

/** Posts a public form the way a browser without JavaScript does. */
export async function postForm(
  pageUrl: string,
  fields: Record<string, string>,
  options: { stamp?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; html: string; retryAfter: string | null }> {
  const stamp = options.stamp ?? (await formStamp(pageUrl));
  const response = await fetch(pageUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    body: new URLSearchParams({ ...fields, formStarted: stamp, website: "" }),
  });
  return { status: response.status, html: await response.text(), retryAfter: response.headers.get("Retry-After") };
}

/** Reads rows from the server's database while it runs: SQLite under DATA_DIR, or a PostgreSQL URL. */
export function databaseReader(target: { dataDir: string; databaseUrl?: string }) {
  return <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    onDatabase<T[]>(target, text, params, "read");
}

/** Runs one writing statement (an insert, an update) on the server's database while it runs. */
export function databaseWriter(target: { dataDir: string; databaseUrl?: string }) {
  return (text: string, params: unknown[] = []) => onDatabase<void>(target, text, params, "write");
}

async function onDatabase<T>(
  target: { dataDir: string; databaseUrl?: string },
  text: string,
  params: unknown[],
  mode: "read" | "write",
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      let n = 0;
      const result = await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        params,
      );
      return (mode === "read" ? result.rows : undefined) as T;
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(target.dataDir, "club.db"), { readonly: mode === "read" });
  try {
    const statement = db.prepare(text);
    if (mode === "read") return statement.all(...params) as T;
    statement.run(...params);
    return undefined as T;
  } finally {
    db.close();
  }
}

/** Polls `check` until it returns true, or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000, what = "the condition") {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
