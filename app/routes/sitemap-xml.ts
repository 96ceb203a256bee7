import { localizePath } from "~/i18n/locale";
import { listProjectCodes } from "~/models/projects.server";
import type { Route } from "./+types/sitemap-xml";

const staticPages = ["/", "/about", "/donate", "/projects", "/signature-projects", "/join", "/contact", "/members"];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every public page in both languages, each entry naming its counterpart.
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
  const projects = await listProjectCodes(context.db);
  const pages = [...staticPages, ...projects.map((p) => `/project/${encodeURIComponent(p.code)}`)];
  const urls = pages.flatMap((page) =>
    (["en", "ko"] as const).map((locale) => {
      const loc = escapeXml(new URL(localizePath(page, locale), base).toString());
      const alternates = (["en", "ko"] as const)
        .map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(new URL(localizePath(page, alt), base).toString())}"/>`,
        )
        .join("");
      return `<url><loc>${loc}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
