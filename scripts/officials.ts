// npm run officials -- add --email E [--role R] [--name N] [--language L] | list | remove --email E
//                      | set-password --email E | set-role --email E --role R
// The password comes from standard input (one line), or from a hidden prompt on a terminal.
// The command line is the way in for the very first administrator and for recovery, so it
// may do what the site refuses (remove or demote the last administrator).
import readline from "node:readline";
import { parseArgs } from "node:util";
import {
  addMemberFromCommandLine,
  addOfficialFromCommandLine,
  changeRole,
  findOfficialByEmail,
  isOfficialRole,
  listOfficials,
  normaliseEmail,
  removeOfficial,
  setPasswordFromCommandLine,
} from "../app/auth/officials.server";
import { migrateToLatest, openDatabase } from "../app/db/connect.server";
import { parseConfigOrExit } from "../app/env.server";
import { isLocale } from "../app/i18n/locales";
import { passwordProblem, passwordProblemText } from "../app/lib/password-rules";
import { officialRoles } from "../app/lib/role-labels";
import { setLogLevel } from "../app/log.server";
import { fail } from "./cli";

const usage = `Usage:
  npm run officials -- add --email E [--role R] [--name N] [--language L]
                                               create an official, an administrator unless --role says
                                               otherwise (password from standard input or a prompt);
                                               --role member: a member, who signs in with e-mailed
                                               links (no password), in --language en, ko or hi
  npm run officials -- list                    list officials with their role and last sign-in
  npm run officials -- remove --email E        remove an official and end their sessions
  npm run officials -- set-password --email E  give an official a new password (ends their sessions)
  npm run officials -- set-role --email E --role R
                                               make an official an administrator or an editor
Roles: ${officialRoles.join(", ")}, member (add only).`;

const commands = ["add", "list", "remove", "set-password", "set-role"];

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
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      language: { type: "string" },
    },
  });
  const command = positionals[0];
  if (!command || !commands.includes(command)) fail(usage);
  if (command !== "list" && !values.email) fail(`--email is required.\n${usage}`);
  if (command === "set-role" && !values.role) fail(`--role is required.\n${usage}`);
  const role = values.role ?? "administrator";
  const member = command === "add" && role === "member";
  if (!member && !isOfficialRole(role)) fail(`--role must be one of: ${officialRoles.join(", ")}.`);
  const language = values.language ?? "en";
  if (!isLocale(language)) fail("--language must be one of: en, ko, hi.");
  if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    fail("That e-mail address is not valid.");

  const config = parseConfigOrExit();
  setLogLevel("warn");
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const { db } = database;
  try {
    const email = values.email ? normaliseEmail(values.email) : "";
    if (command === "list") {
      const rows = await listOfficials(db);
      if (rows.length === 0)
        process.stdout.write("No officials yet. Add one with: npm run officials -- add --email E\n");
      for (const row of rows) {
        const lastSignIn = row.lastSignInAt
          ? `last sign-in ${row.lastSignInAt.slice(0, 16).replace("T", " ")} UTC`
          : "never signed in";
        const name = row.name ? `\t${row.name}` : "";
        process.stdout.write(
          `${row.email}\t${row.role}\t(since ${row.createdAt.slice(0, 10)}, ${lastSignIn})${name}\n`,
        );
      }
    } else if (command === "add") {
      if (await findOfficialByEmail(db, email)) fail(`${email} already has an account.`);
      const name = (values.name ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
      if (member) {
        await addMemberFromCommandLine(db, email, { name, locale: language });
        process.stdout.write(`Added ${email} as member. They sign in with an e-mailed link at /my/sign-in.\n`);
        return;
      }
      if (!isOfficialRole(role)) return;
      await addOfficialFromCommandLine(db, email, await checkedPassword(email), { role, name });
      process.stdout.write(`Added ${email} as ${role}. They can sign in at /sign-in.\n`);
    } else {
      const official = await findOfficialByEmail(db, email);
      if (!official) fail(`${email} is not an official.`);
      const context = { db, engine: database.engine };
      if (command === "set-role") {
        if (!isOfficialRole(role)) fail(`--role must be one of: ${officialRoles.join(", ")}.`);
        const change = await changeRole(context, null, official.id, role);
        if (!change.ok && change.reason !== "unchanged") fail(`${email} is not an official.`);
        process.stdout.write(`${email} is now ${role}.\n`);
      } else if (command === "remove") {
        const change = await removeOfficial(context, null, official.id);
        if (!change.ok) fail(`${email} is not an official.`);
        process.stdout.write(`Removed ${email}; their sessions have ended.\n`);
      } else {
        await setPasswordFromCommandLine(db, official.id, await checkedPassword(email));
        process.stdout.write(`New password set for ${email}; their other sessions have ended.\n`);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(`officials: ${error instanceof Error ? error.message : String(error)}`));
