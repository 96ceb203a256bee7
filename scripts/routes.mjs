// `npm run routes` (tsx scripts/routes.mjs): prints the route table of app/routes.ts, one route a
// line: its URL pattern, its module and the layout routes around it. app/routes.ts is TypeScript
// built with the plain helpers of "@react-router/dev/routes" (route, layout, index, prefix), so tsx
// can import it as it is; every language's copy of a page is listed, as the router registers it.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { flattenRoutes } from "../app/lib/route-table.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Left-aligned columns, two spaces apart, without trailing spaces. */
export function formatTable(rows) {
  const widths = [];
  for (const row of rows) {
    for (const [column, cell] of row.entries()) widths[column] = Math.max(widths[column] ?? 0, cell.length);
  }
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd(),
  );
}

/** The printed lines: a header, then one line per route; modules are named from the repository's root. */
export function routeTableLines(config, appDirectory = "app") {
  const inApp = (file) => path.posix.join(appDirectory, file);
  const rows = flattenRoutes(config).map((route) => [
    route.pattern,
    inApp(route.file),
    route.layouts.map(inApp).join(", "),
  ]);
  return formatTable([["URL pattern", "Module", "Layout"], ...rows]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const routesModule = await import(pathToFileURL(path.join(root, "app", "routes.ts")).href);
  const lines = routeTableLines(routesModule.default);
  process.stdout.write(`${lines.join("\n")}\n`);
}
