import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, root), "utf8"));

describe("dependencies", () => {
  it("every installed package accepts the oldest Node the site supports", () => {
    const supported: string = read("package.json").engines.node;
    const oldest = semver.minVersion(supported)?.version;
    expect(oldest).toBeTruthy();
    const lock = read("package-lock.json") as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      // An optional package npm skipped (another platform's build) is not installed.
      .filter(([path]) => path !== "" && existsSync(new URL(`${path}/package.json`, root)))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || semver.satisfies(oldest as string, range)) return [];
        return [`${path.replace(/^.*node_modules\//, "")} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
