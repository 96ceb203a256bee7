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

  it("never echoes a secret back", () => {
    expect(() => parseConfig({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: "short" })).toThrow(
      /^(?!.*short).*ADMIN_PASSWORD/,
    );
  });
});
