// npm run officials -- add --email E | list | remove --email E | set-password --email E
// The password comes from standard input (one line), or from a hidden prompt on a terminal.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { createOfficial, findOfficialByEmail, normaliseEmail } from "../app/auth/officials.server";
import { hashPassword } from "../app/auth/password.server";
import { passwordProblem, passwordProblemText } from "../app/auth/password-rules";
import { migrateToLatest, openDatabase } from "../app/db/connect.server";
import { ConfigError, parseConfig } from "../app/env.server";
import { setLogLevel } from "../app/log.server";
import { recordAudit } from "../app/models/audit.server";

const usage = `Usage:
  npm run officials -- add --email E           create an official (password from standard input or a prompt)
  npm run officials -- list                    list officials
  npm run officials -- remove --email E        remove an official and end their sessions
  npm run officials -- set-password --email E  give an official a new password (ends their sessions)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function readHidden(prompt: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
  let prompted = false;
  output._writeToOutput = (s: string) => {
    if (!prompted) {
      output.output.write(s);
      prompted = true;
    }
  };
  return new Promise((resolve) =>
    rl.question(prompt, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    }),
  );
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await readHidden("Password: ");
    const second = await readHidden("Again: ");
    if (first !== second) fail("The two passwords differ.");
    return first;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function checkedPassword(email: string) {
  const password = await readPassword();
  const problem = passwordProblem(password, email);
  if (problem) fail(`The password ${passwordProblemText[problem]}.`);
  return password;
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: "string" } } });
  const command = positionals[0];
  if (!command || !["add", "list", "remove", "set-password"].includes(command)) fail(usage);
  if (command !== "list" && !values.email) fail(`--email is required.\n${usage}`);
  if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    fail("That e-mail address is not valid.");

  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  setLogLevel("warn");
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const { db } = database;
  try {
    const email = values.email ? normaliseEmail(values.email) : "";
    if (command === "list") {
      const rows = await db.selectFrom("officials").select(["email", "created_at"]).orderBy("email").execute();
      if (rows.length === 0)
        process.stdout.write("No officials yet. Add one with: npm run officials -- add --email E\n");
      for (const row of rows) process.stdout.write(`${row.email}\t(since ${row.created_at.slice(0, 10)})\n`);
    } else if (command === "add") {
      if (await findOfficialByEmail(db, email)) fail(`${email} is already an official.`);
      const official = await createOfficial(db, email, await checkedPassword(email));
      await recordAudit(db, null, "create", "official", String(official.id), `${email} added from the command line`);
      process.stdout.write(`Added ${email}. They can sign in at /sign-in.\n`);
    } else {
      const official = await findOfficialByEmail(db, email);
      if (!official) fail(`${email} is not an official.`);
      if (command === "remove") {
        await db.deleteFrom("officials").where("id", "=", official.id).execute();
        await recordAudit(
          db,
          null,
          "delete",
          "official",
          String(official.id),
          `${email} removed from the command line`,
        );
        process.stdout.write(`Removed ${email}; their sessions have ended.\n`);
      } else {
        const hash = await hashPassword(await checkedPassword(email));
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("officials")
            .set({ password_hash: hash, failed_logins: 0, locked_until: null })
            .where("id", "=", official.id)
            .execute();
          await trx.deleteFrom("sessions").where("official_id", "=", official.id).execute();
        });
        await recordAudit(
          db,
          null,
          "update",
          "official",
          String(official.id),
          `new password for ${email} from the command line`,
        );
        process.stdout.write(`New password set for ${email}; their other sessions have ended.\n`);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(`officials: ${error instanceof Error ? error.message : String(error)}`));
