import { localizePath } from "~/i18n/locale";
import { listProjectCodes } from "~/models/projects.server";
import type { Route } from "./+types/sitemap-xml";

const staticPages = ["/", "/about", "/donate", "/projects", "/signature-projects", "/join", "/contact", "/members"];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page in both languages, each entry naming its counterpart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL ?? new URL(request.url).origin;
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
