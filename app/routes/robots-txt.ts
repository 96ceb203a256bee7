import { accountPages, adminScreens } from "~/admin-screens";
import { languages, localizePath } from "~/i18n/locale";
import type { Route } from "./+types/robots-txt";

/**
 * Every officials' screen and page, the account pages in every language; a
 * parameterised one (/inbox/:id) is covered by its parent's prefix.
 */
export const robotsPaths = [
  ...adminScreens.map(([path]) => path).filter((path) => !path.includes(":")),
  ...languages.flatMap((language) => accountPages.map(([path]) => localizePath(path, language.code))),
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
