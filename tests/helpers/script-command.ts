/**
 * The command line that runs one of scripts/*.ts as `npm run …` does, in one
 * Node process with tsx as its loader: tsx's own wrapper would start a second
 * Node process for each run, about a fifth of each run's time.
 */
export function scriptCommand(script: string, args: string[]): [string, string[]] {
  return [process.execPath, ["--import", "tsx", script, ...args]];
}
