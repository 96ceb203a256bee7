import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/auth/password.server";
import { scheduledArchivePattern } from "~/backup/archive-format";
import { restoreArchive } from "~/backup/restore.server";
import { openDatabase } from "~/db/connect.server";
import { LocalMediaStore } from "~/media/store.server";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email, password }),
  });
  expect(response.status).toBe(302);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("backups from the running site", { timeout: 180_000 }, () => {
  let server: RunningServer;
  let dataDir: string;
  let backupDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    backupDir = path.join(tempDataDir("club-backups-"), "daily");
    server = await startServer({
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: "3",
      ADMIN_EMAIL: "backup-admin@example.org",
      ADMIN_PASSWORD: "backup admin passphrase",
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("with BACKUP_DIR set, the server writes a daily archive at start-up, and it restores", async () => {
    let names: string[] = [];
    for (let i = 0; i < 120 && names.length === 0; i++) {
      names = fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((n) => scheduledArchivePattern.test(n)) : [];
      if (names.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(names).toHaveLength(1);
    expect(server.logs.some((line) => line.includes('"msg":"scheduled backup"'))).toBe(true);
    const into = tempDataDir();
    const summary = await restoreArchive({
      file: path.join(backupDir, names[0] as string),
      target: { kind: "sqlite", file: path.join(into, "club.db") },
      store: new LocalMediaStore(path.join(into, "media")),
    });
    expect(summary.manifest.tables.projects).toBeGreaterThan(0);
    expect(summary.manifest.missingMedia).toEqual([]);
    expect(summary.media).toBeGreaterThan(0);
  });

  it("an administrator downloads the whole site as an archive, recorded in the activity log; anonymous visitors go to sign-in", async () => {
    const anonymous = await fetch(`${server.url}/backup.tar.gz`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?next=%2Fbackup.tar.gz");

    const cookie = await signIn(server.url, "backup-admin@example.org", "backup admin passphrase");
    const dashboard = await (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } })).text();
    expect(dashboard).toContain('href="/backup.tar.gz"');
    expect(dashboard).toContain("Download a backup");

    // A HEAD answers the headers and starts no export (the one audit entry below is the GET's).
    const head = await fetch(`${server.url}/backup.tar.gz`, { method: "HEAD", headers: { Cookie: cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/gzip");

    const response = await fetch(`${server.url}/backup.tar.gz`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="club-backup-${day}.tar.gz"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = path.join(tempDataDir("club-download-"), "download.tar.gz");
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const into = tempDataDir();
    const target = { kind: "sqlite" as const, file: path.join(into, "club.db") };
    await restoreArchive({ file, target, store: new LocalMediaStore(path.join(into, "media")) });
    const restored = openDatabase(target);
    try {
      const officials = await restored.db.selectFrom("officials").select("email").execute();
      expect(officials).toEqual([{ email: "backup-admin@example.org" }]);
    } finally {
      await restored.close();
    }
    const db = new Database(path.join(dataDir, "club.db"), { readonly: true });
    const entry = db.prepare("select action, entity, actor from audit_log where entity = 'backup'").all();
    db.close();
    expect(entry).toEqual([{ action: "create", entity: "backup", actor: "backup-admin@example.org" }]);
  });

  it("an editor is refused the download with 403 and sees no link to it", async () => {
    const db = new Database(path.join(dataDir, "club.db"));
    db.prepare("insert into officials (email, password_hash, created_at, role) values (?, ?, ?, 'editor')").run(
      "backup-editor@example.org",
      await hashPassword("backup editor passphrase"),
      new Date().toISOString(),
    );
    db.close();
    const cookie = await signIn(server.url, "backup-editor@example.org", "backup editor passphrase");
    const response = await fetch(`${server.url}/backup.tar.gz`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-disposition")).toBeNull();
    const dashboard = await (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } })).text();
    expect(dashboard).not.toContain("/backup.tar.gz");
  });

  it("stops on SIGTERM with the schedule running", async () => {
    expect(await server.stop()).toBe(0);
  });
});
