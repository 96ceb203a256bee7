import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The integration files that take longest (measured on the idle CI machine,
 * 2026-11-27), longest first. Vitest orders files by their last run's
 * duration, which a fresh clone does not have, so a long file could start
 * last and leave one worker running alone at the end (a 2 GB restore started
 * at 159 s of a 270 s run). Started first, the short files fill in around
 * them. A file missing here keeps Vitest's own order, after these.
 */
const slowestFirst = [
  "restore-large-media.test.ts",
  "multipart-fuzz.test.ts",
  "fuzz.test.ts",
  "officials-cli.test.ts",
  "mail-server.test.ts",
  "server.test.ts",
  "backup-archive.test.ts",
  "import-memory.test.ts",
  "text-hygiene.test.ts",
  "restore-refusals.test.ts",
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = slowestFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? slowestFirst.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
