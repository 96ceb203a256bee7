/** Ends a command with one line on standard error and exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
