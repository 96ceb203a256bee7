import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.join(process.cwd(), "app/routes");

function routeModules(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeModules(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("routes write through models (issue 21, build 6)", () => {
  it("no route module or route helper queries a table or writes the activity log itself", () => {
    const offenders = routeModules(routesDir).flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [...text.matchAll(/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|recordAudit\(/g)].map(
        (match) => `${path.relative(process.cwd(), file)}: ${match[0]}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
