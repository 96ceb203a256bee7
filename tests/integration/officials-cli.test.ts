import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/connect.server";
import { listAudit } from "~/models/audit.server";
import { scriptCommand } from "../helpers/script-command";
import { tempDataDir } from "../helpers/server";

function officials(dataDir: string, args: string[], input = "") {
  const result = spawnSync(...scriptCommand("scripts/officials.ts", args), {
    input,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run officials", () => {
  it("adds an official with the password from standard input, lists and removes them", () => {
    const dataDir = tempDataDir();
    expect(officials(dataDir, ["add", "--email", "Secretary@Example.org"], "saffron kettle ladder\n")).toMatchObject({
      code: 0,
    });
    expect(officials(dataDir, ["list"]).out).toMatch(/^secretary@example\.org\t/);
    expect(officials(dataDir, ["add", "--email", "secretary@example.org"], "another long one\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("already has an account"),
    });
    expect(officials(dataDir, ["remove", "--email", "secretary@example.org"]).code).toBe(0);
    expect(officials(dataDir, ["list"]).out).toContain("No officials yet");
  });

  it("adds a member, without a password and in their language, who is not listed as an official", async () => {
    const dataDir = tempDataDir();
    const added = officials(dataDir, ["add", "--email", "Member@Example.org", "--role", "member", "--language", "hi"]);
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining("/my/sign-in") });
    expect(officials(dataDir, ["list"]).out).toContain("No officials yet");
    expect(
      officials(dataDir, ["add", "--email", "x@example.org", "--role", "member", "--language", "fr"]),
    ).toMatchObject({ code: 1, err: expect.stringContaining("--language must be one of") });
    expect(officials(dataDir, ["set-role", "--email", "x@example.org", "--role", "member"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("--role must be one of"),
    });
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    try {
      expect(
        await database.db.selectFrom("officials").select(["email", "role", "locale", "password_hash"]).execute(),
      ).toEqual([{ email: "member@example.org", role: "member", locale: "hi", password_hash: "" }]);
    } finally {
      await database.close();
    }
  });

  it("refuses a short or common password, and a missing e-mail", () => {
    const dataDir = tempDataDir();
    expect(officials(dataDir, ["add", "--email", "a@example.org"], "short\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("at least 8 characters"),
    });
    expect(officials(dataDir, ["add", "--email", "a@example.org"], "password123\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("most common"),
    });
    expect(officials(dataDir, ["add"])).toMatchObject({ code: 1, err: expect.stringContaining("--email is required") });
    expect(officials(dataDir, ["list"]).out).toContain("No officials yet");
  });

  it("refuses a password that is the official's own address, repeated or a run of keys, saying why", () => {
    const dataDir = tempDataDir();
    for (const [password, reason] of [
      ["treasurer\n", "e-mail address"],
      ["aaaaaaaa\n", "repeated"],
      ["qwertyui\n", "run of letters, digits or keys"],
      ["        \n", "only spaces"],
    ] as const)
      expect(officials(dataDir, ["add", "--email", "treasurer@example.org"], password)).toMatchObject({
        code: 1,
        err: expect.stringContaining(reason),
      });
    expect(officials(dataDir, ["list"]).out).toContain("No officials yet");
  });

  it("sets a new password for an existing official only", () => {
    const dataDir = tempDataDir();
    officials(dataDir, ["add", "--email", "t@example.org"], "first long passphrase\n");
    expect(officials(dataDir, ["set-password", "--email", "t@example.org"], "second long passphrase\n").code).toBe(0);
    expect(
      officials(dataDir, ["set-password", "--email", "nobody@example.org"], "second long passphrase\n"),
    ).toMatchObject({ code: 1, err: expect.stringContaining("not an official") });
  });

  // Seven runs of the command, each compiling the script.
  it("adds an administrator by default or an editor with --role, and changes a role with set-role", {
    timeout: 120_000,
  }, () => {
    const dataDir = tempDataDir();
    expect(officials(dataDir, ["add", "--email", "first@example.org"], "saffron kettle ladder\n").out).toContain(
      "as administrator",
    );
    expect(
      officials(
        dataDir,
        ["add", "--email", "second@example.org", "--role", "editor", "--name", "Asha Verma"],
        "monsoon teapot ridge\n",
      ).code,
    ).toBe(0);
    expect(officials(dataDir, ["list"]).out).toMatch(
      /^first@example\.org\tadministrator\t\(since [\d-]+, never signed in\)\nsecond@example\.org\teditor\t.*\tAsha Verma\n$/,
    );
    expect(officials(dataDir, ["add", "--email", "third@example.org", "--role", "owner"], "x\n")).toMatchObject({
      code: 1,
      err: expect.stringContaining("--role must be one of: administrator, treasurer, editor"),
    });
    expect(officials(dataDir, ["set-role", "--email", "second@example.org", "--role", "administrator"]).code).toBe(0);
    expect(officials(dataDir, ["list"]).out).toContain("second@example.org\tadministrator");
    expect(officials(dataDir, ["set-role", "--email", "second@example.org"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("--role is required"),
    });
  });

  it("logs each command line change with its write, and may demote or remove the last administrator", {
    timeout: 120_000,
  }, async () => {
    const dataDir = tempDataDir();
    expect(officials(dataDir, ["add", "--email", "only@example.org"], "saffron kettle ladder\n").code).toBe(0);
    expect(officials(dataDir, ["set-password", "--email", "only@example.org"], "monsoon teapot ridge\n").code).toBe(0);
    expect(officials(dataDir, ["set-role", "--email", "only@example.org", "--role", "editor"]).code).toBe(0);
    expect(officials(dataDir, ["list"]).out).toContain("only@example.org\teditor");
    expect(officials(dataDir, ["set-role", "--email", "only@example.org", "--role", "administrator"]).code).toBe(0);
    expect(officials(dataDir, ["remove", "--email", "only@example.org"]).code).toBe(0);
    expect(officials(dataDir, ["list"]).out).toContain("No officials yet");
    const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
    try {
      const log = (await listAudit(database.db)).reverse();
      expect(log.map((entry) => [entry.action, entry.who, entry.summary])).toEqual([
        ["create", null, "only@example.org added as administrator from the command line"],
        ["update", null, "new password for only@example.org from the command line"],
        ["update", null, "only@example.org is now editor from the command line"],
        ["update", null, "only@example.org is now administrator from the command line"],
        ["delete", null, "removed only@example.org (administrator) from the command line"],
      ]);
    } finally {
      await database.close();
    }
  });
});
