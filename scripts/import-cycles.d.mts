/** The cycles (each a list of files) among the modules under `folders` of `base` (the repository, app/ and server/ by default). */
export function importCycles(base?: string, folders?: string[]): Promise<string[][]>;
