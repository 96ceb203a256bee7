import { adminScreens } from "~/admin-screens";
import type { Route } from "./+types/robots-txt";

/** Every officials' screen; a parameterised one (/inbox/:id) is covered by its parent's prefix. */
const adminPaths = adminScreens.map(([path]) => path).filter((path) => !path.includes(":"));

export function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    ...adminPaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", base)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
