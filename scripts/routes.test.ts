import { index, layout, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { flattenRoutes } from "../app/lib/route-table";
import routes from "../app/routes";

interface RoutesScript {
  routeTableLines(config: readonly unknown[]): string[];
}

// The script is plain JavaScript (allowJs is off), so it is imported by address and typed here.
const script = (await import(new URL("./routes.mjs", import.meta.url).href)) as RoutesScript;

describe("scripts/routes.mjs", () => {
  it("joins paths, gives index routes their parent's path and passes through layouts", () => {
    const config = [
      route("/", "routes/root.tsx", [index("routes/home.tsx"), route("about", "routes/about.tsx")]),
      layout("routes/admin/layout.tsx", [route("/dashboard", "routes/admin/dashboard.tsx")]),
      route("*", "routes/not-found.tsx"),
    ];
    expect(flattenRoutes(config).map(({ pattern, file, layouts }) => [pattern, file, layouts])).toEqual([
      ["/", "routes/root.tsx", []],
      ["/", "routes/home.tsx", []],
      ["/about", "routes/about.tsx", []],
      ["/dashboard", "routes/admin/dashboard.tsx", ["routes/admin/layout.tsx"]],
      ["/*", "routes/not-found.tsx", []],
    ]);
  });

  it("lists every language's pages and the officials' screens of app/routes.ts, aligned", () => {
    const lines = script.routeTableLines(routes);
    const moduleColumn = lines[0]?.indexOf("Module");
    expect(moduleColumn).toBeGreaterThan(0);
    for (const [pattern, file] of [
      ["/about", "app/routes/about.tsx"],
      ["/korean/about", "app/routes/about.tsx"],
      ["/hindi/project/:code", "app/routes/project.tsx"],
      ["/dashboard", "app/routes/admin/dashboard.tsx"],
    ] as const) {
      const line = lines.find((text) => text.split(/\s+/)[0] === pattern);
      expect(line, pattern).toBeDefined();
      expect(line?.indexOf(file)).toBe(moduleColumn);
    }
    expect(lines.find((text) => text.startsWith("/dashboard "))).toContain("app/routes/admin/layout.tsx");
    expect(lines).toHaveLength(flattenRoutes(routes).length + 1);
  });
});
