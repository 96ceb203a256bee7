import { accountPages, adminScreens } from "~/admin-screens";
import { languages, localizePath } from "~/i18n/locale";
import type { Route } from "./+types/robots-txt";

/** A parameterised path (/inbox/:id, /event-reply/:token) as the prefix robots.txt can say. */
const prefixOf = (path: string) => path.split("/:")[0] as string;

/**
 * Every officials' screen and page, the account pages in every language; a
 * parameterised one (/inbox/:id) is covered by its prefix (/inbox).
 */
export const robotsPaths = [
  ...new Set([
    ...adminScreens.map(([path]) => prefixOf(path)),
    ...languages.flatMap((language) => accountPages.map(([path]) => localizePath(prefixOf(path), language.code))),
  ]),
];

/** The Sitemap line needs an absolute address, so it is there only with PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.config.PUBLIC_URL;
  const body = [
    "User-agent: *",
    ...robotsPaths.map((p) => `Disallow: ${p}`),
    "",
    ...(base ? [`Sitemap: ${new URL("/sitemap.xml", base)}`, ""] : []),
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
