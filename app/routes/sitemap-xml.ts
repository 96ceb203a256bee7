import { languages, localizePath } from "~/i18n/locale";
import { listPublicBulletinIds } from "~/models/bulletins.server";
import { listEventIds } from "~/models/events.server";
import { listProjectCodes } from "~/models/projects.server";
import { publicPages } from "~/public-pages";
import type { Route } from "./+types/sitemap-xml";

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every public page in every language, each entry naming all its counterparts.
 * A sitemap lists absolute addresses, and the only trustworthy origin is
 * PUBLIC_URL (a request's Host is the client's to choose): without it there
 * is no sitemap (docs/decisions/0014).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL;
  if (!base) {
    return new Response("No sitemap: the server's PUBLIC_URL is not set.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
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
  // Paths are already percent-encoded: each address is the origin and its path, written once per
  // language and shared by the entries of its counterparts (a district's 10,000 projects are 30,000 entries).
  const origin = new URL(base).origin;
  const urls = pages.flatMap(({ path, priority }) => {
    const addresses = languages.map((language) => escapeXml(origin + localizePath(path, language.code)));
    const alternates = languages
      .map((alt, index) => `<xhtml:link rel="alternate" hreflang="${alt.htmlLang}" href="${addresses[index]}"/>`)
      .join("");
    const rank = priority.toFixed(1);
    return addresses.map((loc) => `<url><loc>${loc}</loc>${alternates}<priority>${rank}</priority></url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
