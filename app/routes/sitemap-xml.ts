import { listPublicBulletinIds } from "~/models/bulletins.server";
import { listEventIds } from "~/models/events.server";
import { listProjectCodes } from "~/models/projects.server";
import { publicPages } from "~/public-pages";
import type { Route } from "./+types/sitemap-xml";
import { sitemapXml } from "./sitemap.server";

const plainText = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * Every public page in every language, each entry naming all its counterparts.
 * A sitemap lists absolute addresses, and the only trustworthy origin is
 * PUBLIC_URL (a request's Host is the client's to choose): without it there
 * is no sitemap (docs/decisions/0014).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL;
  if (!base) {
    return new Response("No sitemap: the server's PUBLIC_URL is not set.\n", { status: 404, headers: plainText });
  }
  const asked = new URL(request.url).searchParams.get("part");
  if (asked !== null && !/^[1-9][0-9]{0,5}$/.test(asked)) {
    return new Response("A sitemap part is a whole number from 1.\n", { status: 400, headers: plainText });
  }
  const [projects, events, bulletins] = await Promise.all([
    listProjectCodes(context.db),
    listEventIds(context.db),
    listPublicBulletinIds(context.db),
  ]);
  // The rows behind each page with a :param.
  const params: Record<string, string[]> = {
    "/project/:code": projects.map((p) => p.code),
    "/event/:id": events.map((e) => String(e.id)),
    "/bulletin/:id": bulletins.map(String),
  };
  const pages = publicPages.flatMap(({ path, sitemapPriority: priority }) => {
    if (priority === null) return [];
    if (!path.includes(":")) return [{ path, priority }];
    return (params[path] ?? []).map((value) => ({
      path: path.replace(/:[^/]+/, encodeURIComponent(value)),
      priority,
    }));
  });
  const xml = sitemapXml(pages, new URL(base).origin, asked === null ? null : Number(asked));
  if (xml === null) return new Response("No such sitemap part.\n", { status: 404, headers: plainText });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
