import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { hashToken } from "~/lib/session-token";

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

/**
 * An account made as `npm run officials` would (no password), with a live session of its own,
 * written into the server's database while it runs: the Cookie header that signs it in.
 */
export async function accountWithSession(
  target: { dataDir: string; databaseUrl?: string },
  account: { email: string; role: string; name?: string; memberId?: number | null },
  cookieName = "session",
): Promise<string> {
  const at = new Date().toISOString();
  const write = databaseWriter(target);
  await write(
    "insert into officials (email, name, password_hash, created_at, role, member_id) values (?, ?, '', ?, ?, ?)",
    [account.email, account.name ?? "", at, account.role, account.memberId ?? null],
  );
  const [row] = await databaseReader(target)<{ id: number }>("select id from officials where email = ?", [
    account.email,
  ]);
  const token = crypto.randomBytes(32).toString("base64url");
  await write(
    "insert into sessions (token_hash, official_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)",
    [hashToken(token), row?.id, at, at, new Date(Date.now() + 86_400_000).toISOString()],
  );
  return `${cookieName}=${token}`;
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
