import { type Config, ConfigError, parseConfig } from "../app/env.server";

/** Ends a command with one line on standard error and exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's configuration, or exit 1 with its one-line complaint. */
export function configOrFail(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
