/** A route of app/routes.ts as React Router builds it (the plain objects of "@react-router/dev/routes"). */
export interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  id?: string;
  children?: readonly RouteEntry[];
}

/** One route that answers URLs: its whole pattern, its module and the layout routes around it. */
export interface FlatRoute {
  pattern: string;
  file: string;
  id: string | undefined;
  layouts: string[];
}

/** Joins a parent's URL pattern and a child's path as React Router does ("/" between, none doubled). */
export function joinPaths(parent: string, child: string | undefined): string {
  if (child === undefined || child === "") return parent;
  if (child.startsWith("/")) return child;
  return parent.endsWith("/") ? `${parent}${child}` : `${parent}/${child}`;
}

/**
 * The routes that answer a URL, depth first in the order of the config: a route with a path joins
 * it to its parent's, an index route takes its parent's, and a layout route (no path, not an
 * index) gives its children its parent's path and is named in their `layouts` instead of a row.
 * npm run routes prints them; the fuzz tests send requests to each.
 */
export function flattenRoutes(config: readonly RouteEntry[], parentPath = "/", layouts: string[] = []): FlatRoute[] {
  return config.flatMap((entry) => {
    const isLayout = !entry.index && (entry.path === undefined || entry.path === "");
    const pattern = entry.index ? parentPath : joinPaths(parentPath, entry.path);
    const own = isLayout ? [] : [{ pattern, file: entry.file, id: entry.id, layouts }];
    const inner = isLayout ? [...layouts, entry.file] : layouts;
    return [...own, ...flattenRoutes(entry.children ?? [], pattern, inner)];
  });
}
