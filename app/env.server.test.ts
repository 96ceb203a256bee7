import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env.server";

describe("configuration", () => {
  it("defaults to port 3000 on 0.0.0.0, SQLite in ./data, demo content on", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("data/club.db") });
    expect(config.DEMO_CONTENT).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it("uses PostgreSQL when DATABASE_URL is a postgres:// URL", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://u@h/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@h/db",
    });
  });

  it("treats an empty variable as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: " " }).database.kind).toBe("sqlite");
  });

  it("backups: none scheduled unless BACKUP_DIR is set; BACKUP_KEEP keeps 14 by default", () => {
    expect(parseConfig({}).BACKUP_DIR).toBeUndefined();
    expect(parseConfig({}).BACKUP_KEEP).toBe(14);
    expect(parseConfig({ BACKUP_DIR: "/var/backups/club", BACKUP_KEEP: "30" })).toMatchObject({
      BACKUP_DIR: "/var/backups/club",
      BACKUP_KEEP: 30,
    });
  });

  it("restore cap: RESTORE_MAX_ENTRY_MB is 100 by default, fractions allowed", () => {
    expect(parseConfig({}).RESTORE_MAX_ENTRY_MB).toBe(100);
    expect(parseConfig({ RESTORE_MAX_ENTRY_MB: "2048" }).RESTORE_MAX_ENTRY_MB).toBe(2048);
    expect(parseConfig({ RESTORE_MAX_ENTRY_MB: "0.5" }).RESTORE_MAX_ENTRY_MB).toBe(0.5);
  });

  it("reads DEMO_CONTENT=0 as off", () => {
    expect(parseConfig({ DEMO_CONTENT: "0" }).DEMO_CONTENT).toBe(false);
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "sqlite://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ ADMIN_EMAIL: "a@example.org" }, "ADMIN_PASSWORD"],
    [{ MEDIA_STORE: "s3" }, "S3_BUCKET"],
    [{ JOIN_TO: "not-an-address" }, "JOIN_TO"],
    [{ SMTP_URL: "smtp://mail.example.org", JOIN_TO: "a@example.org", CONTACT_TO: "b@example.org" }, "MAIL_FROM"],
    [{ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "w@example.org", CONTACT_TO: "b@example.org" }, "JOIN_TO"],
    [{ SMTP_URL: "smtp://mail.example.org", MAIL_FROM: "w@example.org", JOIN_TO: "a@example.org" }, "CONTACT_TO"],
    [{ MAIL_FROM: "Club\nBcc: x@example.org <w@example.org>" }, "MAIL_FROM"],
    [{ BACKUP_KEEP: "0" }, "BACKUP_KEEP"],
    [{ BACKUP_KEEP: "2.5" }, "BACKUP_KEEP"],
    [{ BACKUP_KEEP: "many" }, "BACKUP_KEEP"],
    [{ RESTORE_MAX_ENTRY_MB: "0" }, "RESTORE_MAX_ENTRY_MB"],
    [{ RESTORE_MAX_ENTRY_MB: "big" }, "RESTORE_MAX_ENTRY_MB"],
    [{ MAIL_ACK: "maybe" }, "MAIL_ACK"],
    [{ MESSAGE_LIMIT_PER_HOUR: "0" }, "MESSAGE_LIMIT_PER_HOUR"],
    [{ MESSAGE_LIMIT_PER_HOUR: "many" }, "MESSAGE_LIMIT_PER_HOUR"],
    [{ MAIL_MAX_ATTEMPTS: "2.5" }, "MAIL_MAX_ATTEMPTS"],
    [{ MAIL_RETRY_BASE_SECONDS: "-1" }, "MAIL_RETRY_BASE_SECONDS"],
    [{ MAIL_POLL_SECONDS: "0" }, "MAIL_POLL_SECONDS"],
    [{ MAIL_LEASE_SECONDS: "5" }, "MAIL_LEASE_SECONDS"],
    [{ FORM_MIN_FILL_SECONDS: "soon" }, "FORM_MIN_FILL_SECONDS"],
  ])("rejects %o with one line naming %s", (env, name) => {
    try {
      parseConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("mail: off by default, a limit of 20 messages an hour per address, a 3-second minimum fill time", () => {
    const config = parseConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_ACK).toBe(false);
    expect(config.MESSAGE_LIMIT_PER_HOUR).toBe(20);
    expect(config.FORM_MIN_FILL_SECONDS).toBe(3);
    expect(config.MAIL_MAX_ATTEMPTS).toBe(10);
  });

  it("accepts a sender with a display name, and SMTP with its three addresses", () => {
    const config = parseConfig({
      SMTP_URL: "smtp://user:pass@mail.example.org:587",
      MAIL_FROM: "Rotary Club website <website@example.org>",
      JOIN_TO: "join@example.org",
      CONTACT_TO: "contact@example.org",
      MAIL_ACK: "1",
      MAIL_RETRY_BASE_SECONDS: "0.2",
    });
    expect(config.MAIL_FROM).toBe("Rotary Club website <website@example.org>");
    expect(config.MAIL_ACK).toBe(true);
    expect(config.MAIL_RETRY_BASE_SECONDS).toBe(0.2);
  });

  it("never echoes a secret back", () => {
    expect(() => parseConfig({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: "short" })).toThrow(
      /^(?!.*short).*ADMIN_PASSWORD/,
    );
  });

  it("ADMIN_PASSWORD follows the password rules, including not being ADMIN_EMAIL's name part", () => {
    for (const [password, reason] of [
      ["secretary2024", "e-mail address"],
      ["abcdefgh", "run of letters"],
      ["zzzzzzzz", "repeated"],
    ] as const)
      expect(() => parseConfig({ ADMIN_EMAIL: "Secretary@example.org", ADMIN_PASSWORD: password })).toThrow(reason);
    expect(parseConfig({ ADMIN_EMAIL: "secretary@example.org", ADMIN_PASSWORD: "saffron kettle ladder" })).toBeTruthy();
  });
});
