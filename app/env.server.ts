import path from "node:path";
import { z } from "zod";
import { passwordProblem, passwordProblemText } from "./lib/password-rules";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const optionalUrl = z.url().optional();
const optionalEmail = z.email().optional();

/** A number of seconds, fractions allowed (tests use fractions of a second). */
const seconds = (fallback: number, max: number) => z.coerce.number().positive().max(max).default(fallback);

/**
 * A sender as mail programs write it: `website@example.org` or
 * `Club website <website@example.org>`, on one line.
 */
const mailbox = z
  .string()
  .regex(
    /^(?:"?[^"<>\r\n]*"?[ \t]*<[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>|[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)$/,
    'must be an e-mail address, optionally with a name: "Club website <website@example.org>"',
  );

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave it unset for SQLite)")
      .optional(),
    PUBLIC_URL: optionalUrl,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: mailbox.optional(),
    JOIN_TO: optionalEmail,
    CONTACT_TO: optionalEmail,
    /** Also send the visitor a short acknowledgement in their language. */
    MAIL_ACK: flag.default(false),
    MAIL_POLL_SECONDS: seconds(2, 3600),
    MAIL_RETRY_BASE_SECONDS: seconds(60, 86_400),
    MAIL_RETRY_MAX_SECONDS: seconds(6 * 3600, 7 * 86_400),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a worker owns the e-mails it took; must be longer than a send can take. */
    MAIL_LEASE_SECONDS: z.coerce
      .number()
      .min(60, "must be at least 60 seconds, longer than one send can take")
      .max(86_400)
      .default(120),
    /** Join requests and contact messages one client address may send per hour. */
    MESSAGE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** A form sent sooner than this after the page was served is a bot's. */
    FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(3600).default(3),
    MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: optionalUrl,
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    DEMO_CONTENT: flag.default(true),
    TRUST_PROXY: flag.default(false),
    /** A folder for daily backup archives; unset: no scheduled backups. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** How many daily archives BACKUP_DIR keeps. */
    BACKUP_KEEP: z.coerce.number().int().positive().max(10_000).default(14),
    /** The largest media file `npm run restore` accepts from an archive, in MB (1,048,576 bytes). */
    RESTORE_MAX_ENTRY_MB: z.coerce.number().positive().max(1_000_000).default(100),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    const problem = env.ADMIN_PASSWORD ? passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_EMAIL) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: passwordProblemText[problem] });
    if (env.SMTP_URL) {
      for (const key of ["MAIL_FROM", "JOIN_TO", "CONTACT_TO"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when SMTP_URL is set" });
      }
    }
    if (env.MEDIA_STORE === "s3") {
      for (const key of ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when MEDIA_STORE=s3" });
      }
    }
  });

export type Env = z.infer<typeof schema>;

export type Config = Env & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
}

/**
 * Parses the environment once. A bad value throws a ConfigError whose message
 * is one line naming the variable, which the server prints before exiting.
 */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path[0] ?? "environment";
    const received = issue?.path[0] ? source[String(issue.path[0])] : undefined;
    const shown =
      received === undefined || /PASSWORD|SECRET|DATABASE_URL|SMTP_URL/.test(String(name))
        ? ""
        : ` (got ${JSON.stringify(received)})`;
    throw new ConfigError(`Invalid configuration: ${String(name)} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "club.db") },
  };
}

/** parseConfig for a command or the server's start: a bad value is printed as its one line, and the process ends with code 1. */
export function parseConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
