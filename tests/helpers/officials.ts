import { hashPassword } from "~/auth/password.server";
import { databaseReader, databaseWriter } from "./forms";
import { signInCookie } from "./raw-http";
import { type RunningServer, startServer, tempDataDir } from "./server";

const administrator = { email: "every-role-admin@example.org", password: "every role admin passphrase" };
const editor = { email: "every-role-editor@example.org", password: "every role editor passphrase" };

export interface ServerWithOfficials {
  server: RunningServer;
  dataDir: string;
  /** A session cookie for each role. */
  cookies: { administrator: string; editor: string };
  query: ReturnType<typeof databaseReader>;
}

/** Starts the built server with an administrator and an editor, both signed in. */
export async function startServerWithOfficials(env: Record<string, string>): Promise<ServerWithOfficials> {
  const dataDir = env.DATA_DIR ?? tempDataDir("club-roles-");
  const server = await startServer({
    ...env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: administrator.email,
    ADMIN_PASSWORD: administrator.password,
  });
  const target = { dataDir, databaseUrl: env.DATABASE_URL };
  await databaseWriter(target)(
    "insert into officials (email, password_hash, created_at, role) values (?, ?, ?, 'editor')",
    [editor.email, await hashPassword(editor.password), new Date().toISOString()],
  );
  return {
    server,
    dataDir,
    cookies: {
      administrator: await signInCookie(server.url, administrator.email, administrator.password),
      editor: await signInCookie(server.url, editor.email, editor.password),
    },
    query: databaseReader(target),
  };
}
