import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { seededTemplateOfRun } from "./seeded-template";
import { serverEntry, startServer, tempDataDir } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded data folder test servers start from; "" without a build. */
    seededTemplate: string;
  }
}

/** Once per run: the data folder the built server seeds at its first start (tests/helpers/seeded-template.ts). */
export default async function setup(project: TestProject) {
  // `npm test` made it already (scripts/test.mjs), beside the type check.
  const made = seededTemplateOfRun();
  if (made) {
    project.provide("seededTemplate", made);
    return;
  }
  if (!fs.existsSync(serverEntry)) {
    project.provide("seededTemplate", "");
    return;
  }
  // A first start seeds the folder; stopping closes and checkpoints the database.
  const template = tempDataDir("club-template-");
  const server = await startServer({ DATA_DIR: template }, { fresh: true });
  await server.stop();
  project.provide("seededTemplate", template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
