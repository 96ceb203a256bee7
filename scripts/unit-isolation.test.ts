import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mockingFiles } from "../vitest.config";

const root = path.resolve(import.meta.dirname, "..");

function unitTestFiles(directory: string): string[] {
  return fs.readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : unitTestFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("unit tests share one module registry per worker", () => {
  it("a unit test that replaces a module (vi.mock) is listed to run in its own registry", () => {
    const replacing = ["app", "server", "scripts"]
      .flatMap(unitTestFiles)
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(path.join(root, file), "utf8")))
      .filter((file) => file !== "scripts/unit-isolation.test.ts");
    expect(replacing.sort()).toEqual([...mockingFiles].sort());
  });
});
